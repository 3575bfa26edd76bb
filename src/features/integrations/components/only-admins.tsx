import { Link } from '@tanstack/react-router';
import { buttonClass } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';

/** What a page for admins says to anyone else who reaches its address. */
export function OnlyAdmins(props: { orgId: string; title: string; message: string }) {
  return (
    <>
      <PageHeader title={props.title} />
      <Notice role="status">{props.message}</Notice>
      <Link
        to="/orgs/$orgId/integrations"
        params={{ orgId: props.orgId }}
        className={buttonClass('secondary')}
      >
        Back to the catalog
      </Link>
    </>
  );
}
