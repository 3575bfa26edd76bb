import { RotateCw, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { MutationButton } from '@/components/ui/mutation-button';
import { useApiMutation } from '@/lib/api-mutation';
import {
  detailPath,
  isActive,
  translationParams,
  type Translation,
} from '../api/translation-queries';

/** Run again (the pages changed since the last run) and Delete (the translated space stays). */
export function TranslationActions(props: {
  orgId: string;
  translation: Translation;
  /** The translated space's title, for the sentence that says it stays. */
  resultTitle: string | undefined;
  onDeleted: () => void;
}) {
  const { orgId, translation } = props;
  const params = translationParams(orgId, translation.id);
  // A run takes the pages changed since the last one (nothing changes while one is queued).
  const run = useApiMutation('post', `${detailPath}/run` as const, { params });
  // The translated space stays: the content is not made stale.
  const remove = useApiMutation('delete', detailPath, { params });
  const busyId = useId();
  const busy = isActive(translation);

  return (
    <>
      <MutationButton
        mutation={run}
        variant="primary"
        disabled={busy}
        aria-describedby={busy ? busyId : undefined}
        icon={<RotateCw size={16} aria-hidden="true" />}
        pendingLabel="Queuing…"
        outcome={{
          success: {
            title: 'Run queued',
            description: 'It translates the pages changed since the last run.',
          },
          failure: 'Could not run again',
        }}
      >
        Run again
      </MutationButton>
      {busy ? (
        <span id={busyId} className="visually-hidden">
          A run is already queued or under way.
        </span>
      ) : null}
      <MutationButton
        mutation={remove}
        variant="danger"
        icon={<Trash2 size={16} aria-hidden="true" />}
        confirm={{
          title: 'Delete this translation?',
          description: props.resultTitle
            ? `The translated space stays: “${props.resultTitle}” keeps its pages, but no run updates it any more.`
            : 'The translated space stays if a run already made it; no run updates it any more.',
          confirmLabel: 'Delete translation',
          tone: 'danger',
        }}
        outcome={{
          success: {
            title: 'Translation deleted',
            description: props.resultTitle ? `“${props.resultTitle}” stays.` : undefined,
          },
          failure: 'Could not delete the translation',
        }}
        onDone={props.onDeleted}
      >
        Delete
      </MutationButton>
    </>
  );
}
