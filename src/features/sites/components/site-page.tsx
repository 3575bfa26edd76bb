import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { buttonClass } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';
import { StatusBadge } from '@/components/ui/status-badge';
import { siteQueries } from '../api/site-queries';
import { PublishedBadge } from './published-badge';
import { visibilityLabels } from '../site-forms';
import { DeleteSitePanel } from './delete-site-panel';
import { PublishPanel } from './publish-panel';
import { SiteAsk } from './site-ask';
import { SitePreview } from './site-preview';
import { SiteSearch } from './site-search';
import { SiteSettingsForm } from './site-settings-form';
import { SiteStructureEditor } from './site-structure-editor';
import { VisitorSchemaEditor } from './visitor-schema-editor';

/**
 * One site: who can see it (Publish), its structure, visitor schema, preview, search and ask,
 * then its settings and delete for those who may change it. Each part is its own component.
 */
export function SitePage(props: {
  orgId: string;
  siteId: string;
  canManage: boolean;
  onDeleted: () => void;
}) {
  const { data: site } = useSuspenseQuery(siteQueries.detail(props.orgId, props.siteId));
  const { data: structure } = useSuspenseQuery(siteQueries.structure(props.orgId, props.siteId));
  return (
    <>
      <PageHeader
        title={site.title}
        description={
          <>
            <StatusBadge tone="info">{visibilityLabels[site.visibility]}</StatusBadge>{' '}
            <PublishedBadge published={site.published} />
          </>
        }
        actions={
          <Link
            to="/orgs/$orgId/sites/$siteId/integrations"
            params={{ orgId: props.orgId, siteId: site.id }}
            className={buttonClass('secondary')}
          >
            Integrations
          </Link>
        }
      />
      <PublishPanel orgId={props.orgId} site={site} canManage={props.canManage} />
      <SiteStructureEditor
        orgId={props.orgId}
        siteId={site.id}
        structure={structure}
        canManage={props.canManage}
      />
      <VisitorSchemaEditor orgId={props.orgId} siteId={site.id} canManage={props.canManage} />
      <SitePreview orgId={props.orgId} site={site} />
      <SiteSearch orgId={props.orgId} siteId={site.id} />
      <SiteAsk orgId={props.orgId} siteId={site.id} />
      {props.canManage ? (
        <>
          <SiteSettingsForm key={site.id} orgId={props.orgId} site={site} structure={structure} />
          <DeleteSitePanel orgId={props.orgId} site={site} onDeleted={props.onDeleted} />
        </>
      ) : (
        <Notice>Only admins can change a site.</Notice>
      )}
    </>
  );
}
