import { ButtonLink } from '@/components/ui/button-link';
import { Notice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';

/** What a page for admins says to anyone else who reaches its address. */
export function OnlyAdmins(props: { orgId: string; title: string; message: string }) {
  return (
    <>
      <PageHeader title={props.title} />
      <Notice role="status">{props.message}</Notice>
      <ButtonLink to="/orgs/$orgId/integrations" params={{ orgId: props.orgId }}>
        Back to the catalog
      </ButtonLink>
    </>
  );
}
