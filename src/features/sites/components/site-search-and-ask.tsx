import { SiteAsk } from './site-ask';
import { SiteSearch } from './site-search';

/** The site as a visitor queries it: search its spaces, or ask and get a streamed answer. */
export function SiteSearchAndAsk(props: { orgId: string; siteId: string }) {
  return (
    <>
      <SiteSearch orgId={props.orgId} siteId={props.siteId} />
      <SiteAsk orgId={props.orgId} siteId={props.siteId} />
    </>
  );
}
