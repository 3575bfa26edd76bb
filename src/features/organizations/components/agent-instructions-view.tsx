import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useMemberName } from '@/components/member-picker/member-picker';
import { DraftNotices, DraftSaveBar } from '@/components/rich-text/document-draft-ui';
import { DocumentView } from '@/components/rich-text/document-view';
import { RichTextEditor } from '@/components/rich-text/rich-text-editor';
import { useDocumentDraft, type ServerCopy } from '@/components/rich-text/use-document-draft';
import { cardClass } from '@/components/ui/card';
import { Notice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';
import { toast } from '@/components/ui/toast';
import { cx } from '@/lib/class-names';
import { formatDate } from '@/lib/format';
import { useUpdateAgentInstructions } from '../api/organization-mutations';
import { organizationQueries, type AgentInstructions } from '../api/organization-queries';
import { useCallerRole } from '../caller-role';
import styles from './agent-instructions-view.module.css';

const serverCopy = (resource: AgentInstructions): ServerCopy => ({
  document: resource.instructions,
  revision: resource.updatedAt,
});

/** Admins edit the instructions; everyone else reads them, told why they cannot edit. */
export function AgentInstructionsView(props: { orgId: string }) {
  const { data } = useSuspenseQuery(organizationQueries.agentInstructions(props.orgId));
  const { data: org } = useSuspenseQuery(organizationQueries.detail(props.orgId));
  const callerRole = useCallerRole(org);
  const noteId = useId();
  // `updatedBy` is a user id (the platform's shape): people read a name.
  const updatedBy = useMemberName(props.orgId, data.updatedBy);
  const updated = `Last updated ${formatDate(data.updatedAt)}${data.updatedBy ? ` by ${updatedBy}` : ''}.`;
  return (
    <>
      <PageHeader
        title="Agent instructions"
        description={`What the organization's AI agent is told. ${updated}`}
      />
      {org.permissions.admin ? (
        <AgentInstructionsEditor orgId={props.orgId} resource={data} />
      ) : (
        <>
          <Notice>
            <span id={noteId}>
              Only organization admins can change the agent instructions. Your role: {callerRole}.
            </span>
          </Notice>
          <article className={cardClass} aria-label="Instructions">
            <DocumentView document={data.instructions} label="Instructions" describedBy={noteId} />
          </article>
        </>
      )}
    </>
  );
}

function AgentInstructionsEditor(props: { orgId: string; resource: AgentInstructions }) {
  const { orgId, resource } = props;
  const update = useUpdateAgentInstructions(orgId);
  const queryClient = useQueryClient();
  const server = useMemo(() => serverCopy(resource), [resource]);
  const draft = useDocumentDraft({
    storageKey: `agent-instructions:${orgId}`,
    server,
    save: async (document) => serverCopy(await update.mutateAsync(document)),
    fetchLatest: async () =>
      serverCopy(
        await queryClient.fetchQuery({
          ...organizationQueries.agentInstructions(orgId),
          staleTime: 0,
          // A check before saving answers now; the save reports any failure itself.
          retry: false,
        }),
      ),
  });

  const onSave = async () => {
    if (await draft.save()) {
      toast('Agent instructions saved', {
        description: 'The assistant follows the new instructions from now on.',
      });
    }
  };

  return (
    <>
      <DraftNotices draft={draft} />
      <article className={cx(cardClass, styles.editorCard)} aria-label="Instructions">
        <RichTextEditor
          key={draft.editorKey}
          initialValue={draft.initialValue}
          label="Instructions"
          onContentChange={draft.onContentChange}
        />
      </article>
      <DraftSaveBar draft={draft} onSave={() => void onSave()} />
    </>
  );
}
