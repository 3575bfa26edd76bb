import { useSuspenseQuery } from '@tanstack/react-query';
import { ButtonLink } from '@/components/ui/button-link';
import { CardGroup } from '@/components/ui/card';
import { DetailsCard, DetailsRow, ExternalLink } from '@/components/ui/details';
import { Notice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatDate } from '@/lib/format';
import { organizationQueries } from '../api/organization-queries';
import {
  communityTypeLabel,
  organizationTypeLabel,
  planLabel,
  roleLabel,
  trialStatusLabel,
} from '../labels';

function OnOff(props: { on: boolean }) {
  return <StatusBadge tone={props.on ? 'on' : 'off'}>{props.on ? 'On' : 'Off'}</StatusBadge>;
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
            <ButtonLink to="/orgs/$orgId/settings" params={{ orgId: org.id }}>
              Edit settings
            </ButtonLink>
          ) : null
        }
      />
      {org.blocked ? (
        <Notice tone="danger" role="status">
          This organization is blocked ({org.blocked.source}): {org.blocked.reason}
        </Notice>
      ) : null}
      <CardGroup layout="columns">
        <DetailsCard title="General">
          <DetailsRow term="Plan">{planLabel(org.plan)}</DetailsRow>
          <DetailsRow term="Type">{type}</DetailsRow>
          <DetailsRow term="Members' default role">{roleLabel(org.defaultRole)}</DetailsRow>
          <DetailsRow term="Created">{formatDate(org.createdAt)}</DetailsRow>
          <DetailsRow term="Email domains">
            {org.emailDomains.length > 0 ? (
              org.emailDomains.join(', ')
            ) : (
              <span className="muted">None</span>
            )}
          </DetailsRow>
        </DetailsCard>
        <DetailsCard title="Addresses">
          <DetailsRow term="Hostname">{org.hostname}</DetailsRow>
          <DetailsRow term="Custom hostname">
            {org.customHostname ?? <span className="muted">Not set</span>}
          </DetailsRow>
          <DetailsRow term="API location">
            <ExternalLink href={org.urls.location} />
          </DetailsRow>
          <DetailsRow term="App">
            <ExternalLink href={org.urls.app} />
          </DetailsRow>
          <DetailsRow term="Logo">
            <ExternalLink href={org.urls.logo} />
          </DetailsRow>
        </DetailsCard>
        <DetailsCard title="Features">
          <DetailsRow term="SSO enforced">
            <OnOff on={org.sso} />
          </DetailsRow>
          <DetailsRow term="AI features">
            <OnOff on={org.ai} />
          </DetailsRow>
          <DetailsRow term="Invite links">
            <OnOff on={org.inviteLinks} />
          </DetailsRow>
        </DetailsCard>
        <DetailsCard title="Billing">
          <DetailsRow term="Billing interval">
            {org.billing.interval === 'yearly' ? 'Yearly' : 'Monthly'}
          </DetailsRow>
          <DetailsRow term="Trial">
            {trialStatusLabel(org.trial.status)}
            {org.trial.endDate ? ` (ends ${formatDate(org.trial.endDate)})` : ''}
          </DetailsRow>
          {org.billing.endDate ? (
            <DetailsRow term="Billing ends">{formatDate(org.billing.endDate)}</DetailsRow>
          ) : null}
          {org.billing.hasPaymentFailed ? (
            <DetailsRow term="Payment">Last payment failed</DetailsRow>
          ) : null}
          {org.billing.isScheduledToCancel ? (
            <DetailsRow term="Subscription">Scheduled to cancel</DetailsRow>
          ) : null}
        </DetailsCard>
      </CardGroup>
    </>
  );
}
