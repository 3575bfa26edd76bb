import { useSuspenseQuery } from '@tanstack/react-query';
import { Notice } from '@/components/ui/notice';
import { siteQueries } from '../api/site-queries';
import { DeleteSitePanel } from './delete-site-panel';
import { SiteSettingsForm } from './site-settings-form';

/** A site's settings and its deletion, for admins; anyone else is told why there is nothing. */
export function SiteSettingsPage(props: {
  orgId: string;
  siteId: string;
  canManage: boolean;
  onDeleted: () => void;
}) {
  const { data: site } = useSuspenseQuery(siteQueries.detail(props.orgId, props.siteId));
  const { data: structure } = useSuspenseQuery(siteQueries.structure(props.orgId, props.siteId));
  if (!props.canManage)
    return <Notice>Only admins can change a site’s settings or delete it.</Notice>;
  return (
    <>
      <SiteSettingsForm key={site.id} orgId={props.orgId} site={site} structure={structure} />
      <DeleteSitePanel orgId={props.orgId} site={site} onDeleted={props.onDeleted} />
    </>
  );
}
