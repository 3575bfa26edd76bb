import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { FieldError } from '@/components/ui/field';
import { TextField } from '@/components/ui/text-field';
import { PageHeader } from '@/components/ui/page-header';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-error';
import { organizationQueries, useJoinOrganization } from '../api/organization-queries';
import { validateEmailDomain } from '../settings-form';

/** Finds the organizations that accept an email domain and joins one of them. */
export function JoinOrganizations(props: { domain: string; onLookup: (domain: string) => void }) {
  const [draft, setDraft] = useState(props.domain);
  const [lastDomain, setLastDomain] = useState(props.domain);
  if (props.domain !== lastDomain) {
    setLastDomain(props.domain);
    setDraft(props.domain);
  }
  const [draftError, setDraftError] = useState<string>();
  const [joinErrors, setJoinErrors] = useState<Record<string, string>>({});
  const [joined, setJoined] = useState<Record<string, boolean>>({});
  const lookup = useQuery(organizationQueries.byEmailDomain(props.domain));
  const join = useJoinOrganization();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const domain = draft.trim().toLowerCase();
    const problem = validateEmailDomain(domain, []);
    setDraftError(problem);
    if (!problem) props.onLookup(domain);
  };

  const onJoin = (orgId: string, title: string) => {
    setJoinErrors(({ [orgId]: _removed, ...rest }) => rest);
    join.mutate(orgId, {
      onSuccess: () => {
        setJoined((current) => ({ ...current, [orgId]: true }));
        toast(`You joined ${title}`);
      },
      onError: (error) =>
        setJoinErrors((current) => ({ ...current, [orgId]: errorMessage(error) })),
    });
  };

  const organizations = lookup.data?.organizations ?? [];

  return (
    <>
      <PageHeader
        title="Join an organization"
        description="Organizations can let anyone with a verified email address at their domain join."
      />
      <form className="inline-form inline-form-bottom" onSubmit={onSubmit} noValidate>
        <TextField
          label="Email domain"
          error={draftError}
          placeholder="example.com"
          value={draft}
          onChange={setDraft}
        />
        <button type="submit" className="button button-primary">
          Find organizations
        </button>
      </form>
      {props.domain === '' ? null : lookup.isPending ? (
        <p className="muted" role="status">
          Looking up {props.domain}…
        </p>
      ) : lookup.isError ? (
        <p className="notice notice-danger" role="alert">
          {errorMessage(lookup.error)}
        </p>
      ) : organizations.length === 0 ? (
        <EmptyState title={`No organization accepts members from ${props.domain}.`} />
      ) : (
        <ul className="card-list" aria-label={`Organizations for ${props.domain}`}>
          {organizations.map((org) => (
            <li key={org.id} className="card card-row">
              <div>
                <h2 className="card-title">{org.title}</h2>
                <FieldError message={joinErrors[org.id]} />
              </div>
              {joined[org.id] ? (
                <Link
                  to="/orgs/$orgId"
                  params={{ orgId: org.id }}
                  className="button button-secondary"
                >
                  Open {org.title}
                </Link>
              ) : (
                <button
                  type="button"
                  className="button button-primary"
                  disabled={join.isPending && join.variables === org.id}
                  onClick={() => onJoin(org.id, org.title)}
                >
                  Join<span className="visually-hidden"> {org.title}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
