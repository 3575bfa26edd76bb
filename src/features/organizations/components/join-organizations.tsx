import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useContractForm } from '@/components/form/use-contract-form';
import { ButtonLink } from '@/components/ui/button-link';
import { buttonClass } from '@/components/ui/button';
import { cardClass, cardTitleClass } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { FieldError } from '@/components/ui/field';
import { formStyles } from '@/components/ui/form-styles';
import { ErrorNotice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-error';
import { cx } from '@/lib/class-names';
import { useApiMutation } from '@/lib/api-mutation';
import { organizationQueries } from '../api/organization-queries';
import { emailDomainProblem } from '../email-domains';
import styles from './organization-cards.module.css';

const normalized = (domain: string) => domain.trim().toLowerCase();

/** The domain to look up, checked against the contract's rule for an email domain. */
function DomainForm(props: { domain: string; onLookup: (domain: string) => void }) {
  const { form, formProps } = useContractForm({
    defaultValues: { domain: props.domain },
    save: async ({ domain }) => props.onLookup(normalized(domain)),
  });
  // Back and forward change the URL's domain: show it in the box.
  useEffect(() => {
    if (form.state.values.domain !== props.domain) form.reset({ domain: props.domain });
  }, [form, props.domain]);
  return (
    <form {...formProps} className={cx(formStyles.inline, styles.lookup)}>
      <form.AppField
        name="domain"
        validators={{ onChange: ({ value }) => emailDomainProblem(normalized(value)) }}
      >
        {(field) => <field.TextField label="Email domain" placeholder="example.com" />}
      </form.AppField>
      <form.AppForm>
        <form.SubmitButton>Find organizations</form.SubmitButton>
      </form.AppForm>
    </form>
  );
}

/** Finds the organizations that accept an email domain and joins one of them. */
export function JoinOrganizations(props: { domain: string; onLookup: (domain: string) => void }) {
  const [joinErrors, setJoinErrors] = useState<Record<string, string>>({});
  const [joined, setJoined] = useState<Record<string, boolean>>({});
  const lookup = useQuery(organizationQueries.byEmailDomain(props.domain));
  const join = useApiMutation('post', '/v1/orgs/{organizationId}/join', {
    request: (orgId: string) => ({ params: { path: { organizationId: orgId } } }),
  });

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
      <DomainForm domain={props.domain} onLookup={props.onLookup} />
      {props.domain === '' ? null : lookup.isPending ? (
        <p className="muted" role="status">
          Looking up {props.domain}…
        </p>
      ) : lookup.isError ? (
        <ErrorNotice error={lookup.error} />
      ) : organizations.length === 0 ? (
        <EmptyState title={`No organization accepts members from ${props.domain}.`} />
      ) : (
        <ul className={styles.list} aria-label={`Organizations for ${props.domain}`}>
          {organizations.map((org) => (
            <li key={org.id} className={cx(cardClass, styles.row)}>
              <div>
                <h2 className={cardTitleClass}>{org.title}</h2>
                <FieldError message={joinErrors[org.id]} />
              </div>
              {joined[org.id] ? (
                <ButtonLink to="/orgs/$orgId" params={{ orgId: org.id }}>
                  Open {org.title}
                </ButtonLink>
              ) : (
                <button
                  type="button"
                  className={buttonClass('primary')}
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
