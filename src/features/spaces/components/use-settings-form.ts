import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { useContractForm } from '@/components/form/use-contract-form';
import { toast } from '@/components/ui/toast';

/**
 * A settings form of a space or a collection: it starts from the saved values, sends only what
 * changed (nothing at all when nothing did, and says so), and confirms a save by the saved
 * title. The title is also the breadcrumb, which route loaders hold, so they run again.
 */
export function useSettingsForm<TValues extends object, TBody extends object>(options: {
  /** The saved values, read once: the page remounts the form (its `key`) after a save. */
  initial: () => TValues;
  changes: (before: TValues, values: TValues) => TBody;
  save: (body: TBody) => Promise<{ title: string }>;
  /** "Space saved". */
  savedMessage: string;
}) {
  const router = useRouter();
  const [before] = useState(options.initial);
  return useContractForm({
    defaultValues: before,
    save: async (values) => {
      const body = options.changes(before, values);
      return Object.keys(body).length === 0 ? undefined : options.save(body);
    },
    // Runs even when the saved answer has already remounted the form.
    onSaved: (saved) => {
      if (!saved) {
        toast('Nothing to save', { description: 'No setting was changed.', tone: 'info' });
        return;
      }
      toast(options.savedMessage, { description: `${saved.title} was updated.` });
      void router.invalidate();
    },
  });
}
