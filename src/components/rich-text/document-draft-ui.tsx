import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useRef } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatDateTime } from '@/lib/format';
import type { DocumentDraft } from './use-document-draft';

/** The dirty marker and the Save button, with the reason of a failed save next to them. */
export function DraftSaveBar(props: { draft: DocumentDraft; onSave: () => void; label?: string }) {
  const { draft } = props;
  return (
    <div className="draft-save-bar">
      <button
        type="button"
        className="button button-primary"
        disabled={draft.saving || !draft.dirty}
        onClick={props.onSave}
      >
        {draft.saving ? 'Saving…' : (props.label ?? 'Save')}
      </button>
      <span className="draft-state" role="status">
        {draft.saving ? 'Saving…' : draft.dirty ? 'Unsaved changes' : 'All changes saved'}
      </span>
      {draft.saveError ? (
        <p className="field-error draft-error" role="alert">
          Could not save: {draft.saveError} Your text is kept here and in this browser; try again.
        </p>
      ) : null}
    </div>
  );
}

/**
 * The session's questions and notices: a restored draft (with Discard), a conflict with the
 * server copy (keep mine / take theirs), and leaving with unsaved edits.
 */
export function DraftNotices(props: { draft: DocumentDraft }) {
  const { draft } = props;
  // Radix closes the dialog after its action ran; that close must not also mean "stay".
  const left = useRef(false);
  return (
    <>
      {draft.restoredAt ? (
        <div className="notice draft-restored" role="status">
          <span>
            Restored your unsaved edits from {formatDateTime(draft.restoredAt)}. They are not saved
            yet.
          </span>
          <span className="button-row">
            <button
              type="button"
              className="button button-secondary button-small"
              onClick={draft.discard}
            >
              Discard edits
            </button>
            <button
              type="button"
              className="button button-ghost button-small"
              onClick={draft.dismissRestored}
            >
              Keep editing
            </button>
          </span>
        </div>
      ) : null}

      <AlertDialog.Root open={draft.conflict !== undefined}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="dialog-overlay" />
          <AlertDialog.Content className="dialog-content dialog-small">
            <AlertDialog.Title className="dialog-title">Changed by someone else</AlertDialog.Title>
            <AlertDialog.Description className="dialog-description">
              The saved copy changed
              {draft.conflict ? ` (${formatDateTime(draft.conflict.revision)})` : ''} since you
              began editing. Keep your version (saving replaces theirs) or take theirs (your edits
              are dropped)?
            </AlertDialog.Description>
            <div className="dialog-actions">
              <AlertDialog.Action className="button button-secondary" onClick={draft.takeTheirs}>
                Take theirs
              </AlertDialog.Action>
              <AlertDialog.Action className="button button-primary" onClick={draft.keepMine}>
                Keep mine
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>

      <ConfirmDialog
        open={draft.leaving !== undefined}
        onOpenChange={(open) => {
          if (!open && !left.current) draft.leaving?.stay();
          left.current = false;
        }}
        title="Leave without saving?"
        description="Your unsaved edits stay in this browser as a draft, but they are not saved."
        confirmLabel="Leave"
        onConfirm={() => {
          left.current = true;
          draft.leaving?.leave();
        }}
        tone="danger"
      />
    </>
  );
}
