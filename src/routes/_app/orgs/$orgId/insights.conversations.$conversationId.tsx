import { createFileRoute } from '@tanstack/react-router';
import { loadCrumb } from '@/lib/route-loading';
import { insightQueries } from '@/features/insights/api/insight-queries';
import { ConversationPage } from '@/features/insights/components/conversation-page';
import { notFoundFor } from '@/routes/-shared/not-found';

const ConversationNotFound = notFoundFor(
  (): string => `No conversation matches “${Route.useParams().conversationId}”.`,
);

export const Route = createFileRoute('/_app/orgs/$orgId/insights/conversations/$conversationId')({
  loader: ({ context, params: { orgId, conversationId } }) =>
    context.insightsAdmin
      ? loadCrumb(
          context,
          [insightQueries.conversation(orgId, conversationId)],
          (detail) => detail.conversation.subject || 'Conversation',
        )
      : undefined,
  notFoundComponent: ConversationNotFound,
  component: ConversationRoute,
});

function ConversationRoute() {
  const { orgId, conversationId } = Route.useParams();
  return <ConversationPage key={conversationId} orgId={orgId} conversationId={conversationId} />;
}
