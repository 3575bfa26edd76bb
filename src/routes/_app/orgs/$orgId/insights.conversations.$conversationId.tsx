import { createFileRoute } from '@tanstack/react-router';
import { NotFound } from '@/components/shell/not-found';
import { orNotFound } from '@/lib/route-loading';
import { insightQueries } from '@/features/insights/api/insight-queries';
import { ConversationPage } from '@/features/insights/components/conversation-page';

export const Route = createFileRoute('/_app/orgs/$orgId/insights/conversations/$conversationId')({
  loader: ({ context, params }) =>
    orNotFound(async () => {
      if (!context.insightsAdmin) return undefined;
      const detail = await context.queryClient.ensureQueryData(
        insightQueries.conversation(params.orgId, params.conversationId),
      );
      return { crumb: detail.conversation.subject || 'Conversation' };
    }),
  notFoundComponent: ConversationNotFound,
  component: ConversationRoute,
});

function ConversationRoute() {
  const { orgId, conversationId } = Route.useParams();
  return <ConversationPage key={conversationId} orgId={orgId} conversationId={conversationId} />;
}

function ConversationNotFound() {
  const { conversationId } = Route.useParams();
  return <NotFound message={`No conversation matches “${conversationId}”.`} />;
}
