import { useRef } from 'react';
import { Button, buttonRowClass } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FieldError } from '@/components/ui/field';
import { Notice } from '@/components/ui/notice';
import { formatDateTime } from '@/lib/format';
import styles from './document-draft-ui.module.css';
import type { DocumentDraft } from './use-document-draft';

/** The dirty marker and the Save button, with the reason of a failed save next to them. */
export function DraftSaveBar(props: { draft: DocumentDraft; onSave: () => void; label?: string }) {
  const { draft } = props;
  return (
    <div className={styles.saveBar}>
      <Button variant="primary" disabled={draft.saving || !draft.dirty} onClick={props.onSave}>
        {draft.saving ? 'Saving…' : (props.label ?? 'Save')}
      </Button>
      <span className={styles.state} role="status">
        {draft.saving ? 'Saving…' : draft.dirty ? 'Unsaved changes' : 'All changes saved'}
      </span>
      {draft.saveError ? (
        <div className={styles.error}>
          <FieldError
            message={`Could not save: ${draft.saveError} Your text is kept here and in this browser; try again.`}
          />
        </div>
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
        <Notice role="status">
          <div className={styles.restored}>
            <span>
              Restored your unsaved edits from {formatDateTime(draft.restoredAt)}. They are not
              saved yet.
            </span>
            <span className={buttonRowClass}>
              <Button size="small" onClick={draft.discard}>
                Discard edits
              </Button>
              <Button variant="ghost" size="small" onClick={draft.dismissRestored}>
                Keep editing
              </Button>
            </span>
          </div>
        </Notice>
      ) : null}

      <ConfirmDialog
        open={draft.conflict !== undefined}
        title="Changed by someone else"
        description={`The saved copy changed${
          draft.conflict ? ` (${formatDateTime(draft.conflict.revision)})` : ''
        } since you began editing. Keep your version (saving replaces theirs) or take theirs (your edits are dropped)?`}
        cancelLabel="Take theirs"
        onCancel={draft.takeTheirs}
        confirmLabel="Keep mine"
        onConfirm={draft.keepMine}
      />

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
