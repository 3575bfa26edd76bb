import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo } from 'react';
import { memberPickerQueries } from '@/components/member-picker/member-queries';
import { DraftNotices, DraftSaveBar } from '@/components/rich-text/document-draft-ui';
import { DocumentView } from '@/components/rich-text/document-view';
import { EditorPeopleContext, type EditorPerson } from '@/components/rich-text/editor-people';
import { RichTextEditor } from '@/components/rich-text/rich-text-editor';
import { useDocumentDraft, type ServerCopy } from '@/components/rich-text/use-document-draft';
import { cardClass } from '@/components/ui/card';
import { Notice } from '@/components/ui/notice';
import { toast } from '@/components/ui/toast';
import { useUpdateChangeRequest } from '../api/change-request-mutations';
import { changeRequestQueries, type ChangeRequest } from '../api/change-request-queries';
import styles from './description-section.module.css';

const serverCopy = (request: ChangeRequest): ServerCopy => ({
  document: request.description,
  revision: request.revision,
});

/** The description: edited with a draft and an explicit Save, or read with the reason why. */
export function DescriptionSection(props: {
  request: ChangeRequest;
  orgId: string;
  spaceId: string;
  changeRequestId: string;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const { request } = props;
  const editable = request.permissions.edit && request.status !== 'merged';
  const headingId = useId();
  const readOnlyNoteId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Description
      </h2>
      {editable ? (
        <DescriptionEditor key={request.id} {...props} />
      ) : (
        <>
          <Notice>
            <span id={readOnlyNoteId}>
              {request.status === 'merged'
                ? 'This change request is merged; its description no longer changes.'
                : 'Your role cannot edit change requests in this space (or the space is locked).'}
            </span>
          </Notice>
          <div className={cardClass}>
            <DocumentView
              document={request.description}
              label="Description"
              describedBy={readOnlyNoteId}
            />
          </div>
        </>
      )}
    </section>
  );
}

function DescriptionEditor(props: {
  request: ChangeRequest;
  orgId: string;
  spaceId: string;
  changeRequestId: string;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const { request, spaceId, changeRequestId } = props;
  const update = useUpdateChangeRequest(spaceId, changeRequestId);
  const queryClient = useQueryClient();
  const server = useMemo(() => serverCopy(request), [request]);
  const draft = useDocumentDraft({
    storageKey: `change-request:${spaceId}:${request.id}`,
    server,
    save: async (document) => serverCopy(await update.mutateAsync({ description: document })),
    fetchLatest: async () =>
      serverCopy(
        await queryClient.fetchQuery({
          ...changeRequestQueries.detail(spaceId, changeRequestId),
          staleTime: 0,
          retry: false,
        }),
      ),
  });
  const people = useOrganizationPeople(props.orgId);
  const { onDirtyChange } = props;
  // Merge and Update from main wait for the edits to be saved; tell the page.
  useEffect(() => onDirtyChange(draft.dirty), [draft.dirty, onDirtyChange]);

  const onSave = async () => {
    if (await draft.save()) toast('Description saved');
  };

  return (
    <>
      <DraftNotices draft={draft} />
      <EditorPeopleContext.Provider value={people}>
        <RichTextEditor
          key={draft.editorKey}
          initialValue={draft.initialValue}
          label="Description"
          onContentChange={draft.onContentChange}
          framed
        />
      </EditorPeopleContext.Provider>
      <DraftSaveBar draft={draft} onSave={() => void onSave()} label="Save description" />
    </>
  );
}

/**
 * The organization's members, for the description's `users` table cells. Until they arrive (or
 * when they cannot be read) such a cell is shown and kept as it is.
 */
function useOrganizationPeople(orgId: string): readonly EditorPerson[] | undefined {
  const { data } = useQuery({ ...memberPickerQueries.directory(orgId), staleTime: 60_000 });
  return useMemo(
    () => data?.map((member) => ({ id: member.id, name: member.user.displayName })),
    [data],
  );
}
