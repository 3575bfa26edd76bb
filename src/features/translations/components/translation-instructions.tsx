import { useRef } from 'react';
import { deepEqual } from '@/components/rich-text/deep-equal';
import { DraftNotices, DraftSaveBar } from '@/components/rich-text/document-draft-ui';
import { RichTextEditor } from '@/components/rich-text/rich-text-editor';
import { useDocumentDraft, type ServerCopy } from '@/components/rich-text/use-document-draft';
import { Card } from '@/components/ui/card';
import { formStyles } from '@/components/ui/form-styles';
import { toast } from '@/components/ui/toast';
import { useApiMutation } from '@/lib/api-mutation';
import { detailPath, translationParams, type Translation } from '../api/translation-queries';

/**
 * The server copy of the instructions. A translation's `updatedAt` also moves when a run moves
 * on, which says nothing about the instructions, so the copy keeps its revision for as long as
 * the document stays the same: a run finishing while someone writes is no conflict.
 */
function useInstructionsCopy(translation: Pick<Translation, 'instructions' | 'updatedAt'>) {
  const last = useRef<ServerCopy>(undefined);
  const previous = last.current;
  const copy =
    previous && deepEqual(previous.document, translation.instructions)
      ? previous
      : { document: translation.instructions, revision: translation.updatedAt };
  last.current = copy;
  return copy;
}

/** What the translator is told; saved instructions apply from the next run on. */
export function TranslationInstructions(props: { orgId: string; translation: Translation }) {
  const { orgId, translation } = props;
  // New instructions for the next run; no run starts.
  const update = useApiMutation('put', detailPath, {
    params: translationParams(orgId, translation.id),
  });
  const server = useInstructionsCopy(translation);
  const draft = useDocumentDraft({
    storageKey: `translation-instructions:${translation.id}`,
    server,
    save: async (document) => {
      const saved = await update.mutateAsync({ instructions: document });
      return { document: saved.instructions, revision: saved.updatedAt };
    },
  });

  const onSave = async () => {
    if (await draft.save())
      toast('Instructions saved', { description: 'The next run follows them; none starts now.' });
  };

  return (
    <Card title="Instructions">
      <p className={formStyles.hint}>
        Tone, terms to keep, how to address the reader. They apply from the next run on; saving
        starts no run.
      </p>
      <DraftNotices draft={draft} />
      <RichTextEditor
        key={draft.editorKey}
        initialValue={draft.initialValue}
        label="Instructions"
        onContentChange={draft.onContentChange}
      />
      <DraftSaveBar draft={draft} onSave={() => void onSave()} label="Save instructions" />
    </Card>
  );
}
