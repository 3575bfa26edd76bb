import { Link } from '@tanstack/react-router';
import { buttonClass } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';

/** What a member who is not an admin sees at a translations address, instead of an error. */
export function TranslationsAdminsOnly(props: { orgId: string; callerRole: string }) {
  return (
    <>
      <PageHeader title="Translations" />
      <Notice>
        Only organization admins can see and start translations, because translation is billed to
        the organization. Your role: {props.callerRole}. Ask an admin if a space needs translating.
      </Notice>
      <Link to="/orgs/$orgId" params={{ orgId: props.orgId }} className={buttonClass()}>
        Back to the overview
      </Link>
    </>
  );
}
