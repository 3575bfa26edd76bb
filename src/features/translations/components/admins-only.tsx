import { ButtonLink } from '@/components/ui/button-link';
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
      <ButtonLink to="/orgs/$orgId" params={{ orgId: props.orgId }}>
        Back to the overview
      </ButtonLink>
    </>
  );
}
