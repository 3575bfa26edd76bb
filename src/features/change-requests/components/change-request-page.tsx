import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { DraftNotices, DraftSaveBar } from '@/components/rich-text/document-draft-ui';
import { DocumentView } from '@/components/rich-text/document-view';
import { RichTextEditor } from '@/components/rich-text/rich-text-editor';
import { useDocumentDraft, type ServerCopy } from '@/components/rich-text/use-document-draft';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DetailsRow } from '@/components/ui/details';
import { SaveButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-error';
import {
  changeRequestQueries,
  useMergeChangeRequest,
  useUpdateChangeRequest,
  useUpdateFromMain,
  type ChangeRequest,
} from '../api/change-request-queries';
import { formatDateTime } from '@/lib/format';
import {
  maxSubjectLength,
  statusLabel,
  subjectProblem,
  type ChangeRequestStatus,
} from '../list-search';
import { ExportPdfDialog } from './export-pdf-dialog';

const serverCopy = (request: ChangeRequest): ServerCopy => ({
  document: request.description,
  revision: request.revision,
});

/** Status moves a person can make from each status, with the words for them. */
const statusActions: Record<ChangeRequestStatus, { to: ChangeRequestStatus; label: string }[]> = {
  draft: [
    { to: 'open', label: 'Ask for review' },
    { to: 'archived', label: 'Archive' },
  ],
  open: [
    { to: 'draft', label: 'Back to draft' },
    { to: 'archived', label: 'Archive' },
  ],
  archived: [{ to: 'open', label: 'Reopen' }],
  merged: [],
};

/** Why Merge is off, or undefined when the request can merge now. */
function mergeBlocker(request: ChangeRequest, dirty: boolean): string | undefined {
  if (request.status === 'merged') return 'This change request is already merged.';
  if (request.status === 'archived')
    return 'Archived change requests cannot merge; reopen it first.';
  if (!request.permissions.merge)
    return 'Only reviewers, creators and admins can merge, and only while the space is not locked.';
  if (dirty) return 'Save or discard your description edits before merging.';
  return undefined;
}

export function ChangeRequestPage(props: {
  orgId: string;
  spaceId: string;
  changeRequestId: string;
  spaceTitle: string;
  onSpaceChanged?: () => void;
}) {
  const { spaceId, changeRequestId } = props;
  const { data: request } = useSuspenseQuery(changeRequestQueries.detail(spaceId, changeRequestId));
  const [dirty, setDirty] = useState(false);
  const editable = request.permissions.edit && request.status !== 'merged';
  const readOnlyNoteId = useId();

  return (
    <article className="cr-page" aria-labelledby="cr-subject">
      <SubjectHeading
        key={request.subject}
        request={request}
        spaceId={spaceId}
        changeRequestId={changeRequestId}
      />
      <p className="muted cr-meta">
        <span className={`status cr-status cr-status-${request.status}`}>
          {statusLabel(request.status)}
        </span>{' '}
        #{request.number} in{' '}
        <Link
          to="/orgs/$orgId/spaces/$spaceId/change-requests"
          params={{ orgId: props.orgId, spaceId }}
        >
          {props.spaceTitle}
        </Link>{' '}
        · opened by {request.createdBy.displayName} on {formatDateTime(request.createdAt)} · updated{' '}
        {formatDateTime(request.updatedAt)}
      </p>

      {request.outdated && request.status !== 'merged' ? (
        <OutdatedBanner
          request={request}
          spaceId={spaceId}
          changeRequestId={changeRequestId}
          dirty={dirty}
        />
      ) : null}

      <div className="cr-actions" role="group" aria-label="Change request actions">
        <StatusActions
          request={request}
          spaceId={spaceId}
          changeRequestId={changeRequestId}
          onSpaceChanged={props.onSpaceChanged}
        />
        <MergeAction
          request={request}
          spaceId={spaceId}
          changeRequestId={changeRequestId}
          dirty={dirty}
          onSpaceChanged={props.onSpaceChanged}
        />
        <ExportPdfDialog request={request} spaceId={spaceId} changeRequestId={changeRequestId} />
      </div>

      <dl className="details card cr-details">
        <DetailsRow term="Contributors">
          {(request.contributors ?? [request.createdBy]).map((user) => user.displayName).join(', ')}
        </DetailsRow>
        <DetailsRow term="Reviewers requested">
          {request.requestedReviewers?.length
            ? request.requestedReviewers.map((user) => user.displayName).join(', ')
            : 'None'}
        </DetailsRow>
        <DetailsRow term="Open comments">{request.comments}</DetailsRow>
        <DetailsRow term="Pages changed">
          {request.pages?.length ? request.pages.map((page) => page.title).join(', ') : 'None yet'}
        </DetailsRow>
        <DetailsRow term="Revision">
          <code>{request.revision}</code>, started from <code>{request.revisionInitial}</code>
          {request.revisionMergedAncestor ? (
            <>
              , last updated from <code>{request.revisionMergedAncestor}</code>
            </>
          ) : null}
          {request.revisionMerged ? (
            <>
              , merged as <code>{request.revisionMerged}</code>
            </>
          ) : null}
        </DetailsRow>
      </dl>

      <section aria-labelledby="cr-description-heading" className="cr-description">
        <h2 id="cr-description-heading">Description</h2>
        {editable ? (
          <DescriptionEditor
            key={request.id}
            request={request}
            spaceId={spaceId}
            changeRequestId={changeRequestId}
            onDirtyChange={setDirty}
          />
        ) : (
          <>
            <p className="notice" role="note" id={readOnlyNoteId}>
              {request.status === 'merged'
                ? 'This change request is merged; its description no longer changes.'
                : 'Your role cannot edit change requests in this space (or the space is locked).'}
            </p>
            <div className="card">
              <DocumentView
                document={request.description}
                label="Description"
                describedBy={readOnlyNoteId}
              />
            </div>
          </>
        )}
      </section>
    </article>
  );
}

function SubjectHeading(props: {
  request: ChangeRequest;
  spaceId: string;
  changeRequestId: string;
}) {
  const { request } = props;
  const update = useUpdateChangeRequest(props.spaceId, props.changeRequestId);
  const [editing, setEditing] = useState(false);
  const [subject, setSubject] = useState(request.subject);
  const [error, setError] = useState<string>();
  const canEdit = request.permissions.edit && request.status !== 'merged';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = subjectProblem(subject);
    if (problem) {
      setError(problem);
      return;
    }
    try {
      await update.mutateAsync({ subject: subject.trim() });
      setEditing(false);
    } catch (failure) {
      // What was typed stays in the field with the reason next to it.
      setError(errorMessage(failure));
    }
  };

  if (!editing)
    return (
      <div className="page-header">
        <h1 className="page-title" id="cr-subject">
          {request.subject || 'Untitled change request'}
        </h1>
        {canEdit ? (
          <button
            type="button"
            className="button button-secondary button-small"
            onClick={() => {
              setSubject(request.subject);
              setError(undefined);
              setEditing(true);
            }}
          >
            Edit subject
          </button>
        ) : null}
      </div>
    );
  return (
    <form
      className="page-header cr-subject-form"
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <h1 className="visually-hidden" id="cr-subject">
        {request.subject || 'Untitled change request'}
      </h1>
      <TextField
        label="Subject"
        hint={`${subject.length} of ${maxSubjectLength} characters`}
        error={error}
        className="input cr-subject-input"
        value={subject}
        autoFocus
        onChange={(value) => {
          setSubject(value);
          setError(undefined);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setEditing(false);
        }}
      />
      <div className="button-row">
        <SaveButton pending={update.isPending}>Save subject</SaveButton>
        <button type="button" className="button button-secondary" onClick={() => setEditing(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function StatusActions(props: {
  request: ChangeRequest;
  spaceId: string;
  changeRequestId: string;
  onSpaceChanged?: (() => void) | undefined;
}) {
  const { request } = props;
  const update = useUpdateChangeRequest(props.spaceId, props.changeRequestId, {
    onSpaceChanged: props.onSpaceChanged,
  });
  if (!request.permissions.edit) return null;
  const move = async (to: ChangeRequestStatus) => {
    try {
      await update.mutateAsync({ status: to });
      toast(`Change request #${request.number} is now ${statusLabel(to).toLowerCase()}`);
    } catch (failure) {
      toast('Could not change the status', { description: errorMessage(failure), tone: 'error' });
    }
  };
  return (
    <>
      {statusActions[request.status].map((action) =>
        action.to === 'archived' ? (
          <ConfirmDialog
            key={action.to}
            trigger={
              <button type="button" className="button button-secondary" disabled={update.isPending}>
                {action.label}
              </button>
            }
            title={`Archive change request #${request.number}?`}
            description="It leaves the review queue. You can reopen it later from the Archived tab."
            confirmLabel="Archive"
            onConfirm={() => void move('archived')}
          />
        ) : (
          <button
            key={action.to}
            type="button"
            className="button button-secondary"
            disabled={update.isPending}
            onClick={() => void move(action.to)}
          >
            {action.label}
          </button>
        ),
      )}
    </>
  );
}

function MergeAction(props: {
  request: ChangeRequest;
  spaceId: string;
  changeRequestId: string;
  dirty: boolean;
  onSpaceChanged?: (() => void) | undefined;
}) {
  const { request } = props;
  const merge = useMergeChangeRequest(props.spaceId, props.changeRequestId, {
    onSpaceChanged: props.onSpaceChanged,
  });
  const reasonId = useId();
  const blocker = mergeBlocker(request, props.dirty);
  const run = async () => {
    try {
      const result = await merge.mutateAsync();
      toast(`Change request #${request.number} merged`, {
        description: `The space is now at revision ${result.revision}.`,
      });
    } catch (failure) {
      toast('Could not merge', { description: errorMessage(failure), tone: 'error' });
    }
  };
  if (request.status === 'merged') return null;
  return (
    <span className="cr-merge">
      {blocker ? (
        <>
          <button
            type="button"
            className="button button-primary"
            disabled
            aria-describedby={reasonId}
          >
            Merge
          </button>
          <span id={reasonId} className="muted cr-merge-reason">
            {blocker}
          </span>
        </>
      ) : (
        <ConfirmDialog
          trigger={
            <button type="button" className="button button-primary" disabled={merge.isPending}>
              {merge.isPending ? 'Merging…' : 'Merge'}
            </button>
          }
          title={`Merge change request #${request.number}?`}
          description={
            request.outdated
              ? 'This request is outdated: the main content changed since it was last updated. Merging applies its changes over the newer content, and every other open request of the space becomes outdated.'
              : 'Its changes become the space’s main content, and every other open request of the space becomes outdated.'
          }
          confirmLabel="Merge"
          onConfirm={() => void run()}
        />
      )}
    </span>
  );
}

function OutdatedBanner(props: {
  request: ChangeRequest;
  spaceId: string;
  changeRequestId: string;
  dirty: boolean;
}) {
  const update = useUpdateFromMain(props.spaceId, props.changeRequestId);
  const canUpdate = props.request.permissions.edit && props.request.status !== 'archived';
  const run = async () => {
    try {
      await update.mutateAsync();
      toast('Updated from main', {
        description: 'The change request now starts from the space’s latest content.',
      });
    } catch (failure) {
      toast('Could not update from main', { description: errorMessage(failure), tone: 'error' });
    }
  };
  return (
    <div className="notice cr-outdated" role="region" aria-label="Outdated">
      <p>
        <strong>Outdated.</strong> The space’s main content changed since this change request
        started or was last updated.
        {props.dirty ? ' Save or discard your description edits before updating.' : ''}
      </p>
      {canUpdate ? (
        <button
          type="button"
          className="button button-secondary"
          disabled={update.isPending || props.dirty}
          onClick={() => void run()}
        >
          {update.isPending ? 'Updating…' : 'Update from main'}
        </button>
      ) : null}
    </div>
  );
}

function DescriptionEditor(props: {
  request: ChangeRequest;
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
  const { onDirtyChange } = props;
  // Merge and Update from main wait for the edits to be saved; tell the page.
  useEffect(() => onDirtyChange(draft.dirty), [draft.dirty, onDirtyChange]);

  const onSave = async () => {
    if (await draft.save()) toast('Description saved');
  };

  return (
    <>
      <DraftNotices draft={draft} />
      <div className="card rich-text-card">
        <RichTextEditor
          key={draft.editorKey}
          initialValue={draft.initialValue}
          label="Description"
          onContentChange={draft.onContentChange}
        />
      </div>
      <DraftSaveBar draft={draft} onSave={() => void onSave()} label="Save description" />
    </>
  );
}
