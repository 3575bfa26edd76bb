import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { DetailsCard, DetailsRow, ExternalLink } from '@/components/ui/details';
import { formatDate, plural } from '@/lib/format';
import { siteQueries } from '../api/site-queries';
import { visibilityLabels } from '../site-forms';
import { PublishPanel } from './publish-panel';

/** The first part of a site: who can read it (Publish), and the site at a glance. */
export function SiteOverview(props: { orgId: string; siteId: string; canManage: boolean }) {
  const { data: site } = useSuspenseQuery(siteQueries.detail(props.orgId, props.siteId));
  return (
    <>
      <PublishPanel orgId={props.orgId} site={site} canManage={props.canManage} />
      <DetailsCard title="At a glance">
        <DetailsRow term="Visibility">{visibilityLabels[site.visibility]}</DetailsRow>
        <DetailsRow term="Address">
          <ExternalLink href={site.urls.published} missing="None while unpublished" />
        </DetailsRow>
        <DetailsRow term="Content">
          {plural(site.siteSpaces, 'site space', 'site spaces')} (
          <Link
            to="/orgs/$orgId/sites/$siteId/structure"
            params={{ orgId: props.orgId, siteId: site.id }}
          >
            see the structure
          </Link>
          )
        </DetailsRow>
        <DetailsRow term="Plan">{site.type}</DetailsRow>
        <DetailsRow term="Created">{formatDate(site.createdAt)}</DetailsRow>
      </DetailsCard>
    </>
  );
}
