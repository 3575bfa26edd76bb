import { RotateCw, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-error';
import { useDeleteTranslation, useRunTranslation } from '../api/translation-mutations';
import { isActive, type Translation } from '../api/translation-queries';

/** Run again (the pages changed since the last run) and Delete (the translated space stays). */
export function TranslationActions(props: {
  orgId: string;
  translation: Translation;
  /** The translated space's title, for the sentence that says it stays. */
  resultTitle: string | undefined;
  onDeleted: () => void;
}) {
  const { orgId, translation } = props;
  const run = useRunTranslation(orgId, translation.id);
  const remove = useDeleteTranslation(orgId, translation.id);
  const busyId = useId();
  const busy = isActive(translation);

  const runAgain = () =>
    run.mutate(undefined, {
      onSuccess: () =>
        toast('Run queued', {
          description: 'It translates the pages changed since the last run.',
        }),
      onError: (error) =>
        toast('Could not run again', { description: errorMessage(error), tone: 'error' }),
    });

  const deleteTranslation = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        toast('Translation deleted', {
          description: props.resultTitle ? `“${props.resultTitle}” stays.` : undefined,
        });
        props.onDeleted();
      },
      onError: (error) =>
        toast('Could not delete the translation', {
          description: errorMessage(error),
          tone: 'error',
        }),
    });

  return (
    <>
      <Button
        variant="primary"
        disabled={busy || run.isPending}
        aria-describedby={busy ? busyId : undefined}
        onClick={runAgain}
      >
        <RotateCw size={16} aria-hidden="true" />
        {run.isPending ? 'Queuing…' : 'Run again'}
      </Button>
      {busy ? (
        <span id={busyId} className="visually-hidden">
          A run is already queued or under way.
        </span>
      ) : null}
      <ConfirmDialog
        trigger={
          <Button variant="danger" disabled={remove.isPending}>
            <Trash2 size={16} aria-hidden="true" />
            Delete
          </Button>
        }
        title="Delete this translation?"
        description={
          props.resultTitle
            ? `The translated space stays: “${props.resultTitle}” keeps its pages, but no run updates it any more.`
            : 'The translated space stays if a run already made it; no run updates it any more.'
        }
        confirmLabel="Delete translation"
        tone="danger"
        onConfirm={deleteTranslation}
      />
    </>
  );
}
