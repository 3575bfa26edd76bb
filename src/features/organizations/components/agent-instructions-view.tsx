import { useSuspenseQuery } from '@tanstack/react-query';
import { DocumentView } from '../../../components/rich-text/document-view';
import { PageHeader } from '../../../components/ui/page-header';
import { organizationQueries } from '../api/organization-queries';
import { formatDate } from '../labels';

export function AgentInstructionsView(props: { orgId: string }) {
  const { data } = useSuspenseQuery(organizationQueries.agentInstructions(props.orgId));
  return (
    <>
      <PageHeader
        title="Agent instructions"
        description={`What the organization's AI agent is told. Last updated ${formatDate(data.updatedAt)} by ${data.updatedBy}.`}
      />
      <p className="notice" role="note">
        This is a read-only view; editing these instructions with the rich-text editor comes in a
        later version.
      </p>
      <article className="card" aria-label="Instructions">
        <DocumentView document={data.instructions} />
      </article>
    </>
  );
}
