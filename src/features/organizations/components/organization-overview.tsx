import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/ui/page-header';
import { organizationQueries } from '../api/organization-queries';
import {
  communityTypeLabel,
  formatDate,
  organizationTypeLabel,
  planLabel,
  roleLabel,
  trialStatusLabel,
} from '../labels';

function Row(props: { term: string; children: ReactNode }) {
  return (
    <div className="details-row">
      <dt>{props.term}</dt>
      <dd>{props.children}</dd>
    </div>
  );
}

function OnOff(props: { on: boolean }) {
  return (
    <span className={props.on ? 'status status-on' : 'status status-off'}>
      {props.on ? 'On' : 'Off'}
    </span>
  );
}

function ExternalLink(props: { href: string | undefined }) {
  if (!props.href) return <span className="muted">Not set</span>;
  return (
    <a href={props.href} target="_blank" rel="noreferrer">
      {props.href}
    </a>
  );
}

export function OrganizationOverview(props: { orgId: string }) {
  const { data: org } = useSuspenseQuery(organizationQueries.detail(props.orgId));
  const type =
    org.type === 'community' && org.communityType
      ? `${organizationTypeLabel(org.type)} (${communityTypeLabel(org.communityType)})`
      : organizationTypeLabel(org.type);
  return (
    <>
      <PageHeader
        title={org.title}
        description={`Created ${formatDate(org.createdAt)}`}
        actions={
          org.permissions.admin ? (
            <Link
              to="/orgs/$orgId/settings"
              params={{ orgId: org.id }}
              className="button button-secondary"
            >
              Edit settings
            </Link>
          ) : null
        }
      />
      {org.blocked ? (
        <p className="notice notice-danger" role="status">
          This organization is blocked ({org.blocked.source}): {org.blocked.reason}
        </p>
      ) : null}
      <div className="grid-2">
        <section className="card" aria-labelledby="overview-general">
          <h2 id="overview-general" className="card-title">
            General
          </h2>
          <dl className="details">
            <Row term="Plan">{planLabel(org.plan)}</Row>
            <Row term="Type">{type}</Row>
            <Row term="Members' default role">{roleLabel(org.defaultRole)}</Row>
            <Row term="Created">{formatDate(org.createdAt)}</Row>
            <Row term="Email domains">
              {org.emailDomains.length > 0 ? (
                org.emailDomains.join(', ')
              ) : (
                <span className="muted">None</span>
              )}
            </Row>
          </dl>
        </section>
        <section className="card" aria-labelledby="overview-addresses">
          <h2 id="overview-addresses" className="card-title">
            Addresses
          </h2>
          <dl className="details">
            <Row term="Hostname">{org.hostname}</Row>
            <Row term="Custom hostname">
              {org.customHostname ?? <span className="muted">Not set</span>}
            </Row>
            <Row term="API location">
              <ExternalLink href={org.urls.location} />
            </Row>
            <Row term="App">
              <ExternalLink href={org.urls.app} />
            </Row>
            <Row term="Logo">
              <ExternalLink href={org.urls.logo} />
            </Row>
          </dl>
        </section>
        <section className="card" aria-labelledby="overview-features">
          <h2 id="overview-features" className="card-title">
            Features
          </h2>
          <dl className="details">
            <Row term="SSO enforced">
              <OnOff on={org.sso} />
            </Row>
            <Row term="AI features">
              <OnOff on={org.ai} />
            </Row>
            <Row term="Invite links">
              <OnOff on={org.inviteLinks} />
            </Row>
          </dl>
        </section>
        <section className="card" aria-labelledby="overview-billing">
          <h2 id="overview-billing" className="card-title">
            Billing
          </h2>
          <dl className="details">
            <Row term="Billing interval">
              {org.billing.interval === 'yearly' ? 'Yearly' : 'Monthly'}
            </Row>
            <Row term="Trial">
              {trialStatusLabel(org.trial.status)}
              {org.trial.endDate ? ` (ends ${formatDate(org.trial.endDate)})` : ''}
            </Row>
            {org.billing.endDate ? (
              <Row term="Billing ends">{formatDate(org.billing.endDate)}</Row>
            ) : null}
            {org.billing.hasPaymentFailed ? <Row term="Payment">Last payment failed</Row> : null}
            {org.billing.isScheduledToCancel ? (
              <Row term="Subscription">Scheduled to cancel</Row>
            ) : null}
          </dl>
        </section>
      </div>
    </>
  );
}
