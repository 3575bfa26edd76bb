import { titledOptions } from '@/components/ui/select-field';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useRef, useState } from 'react';
import { FormRefusal } from '@/components/form/form-refusal';
import { useContractForm } from '@/components/form/use-contract-form';
import { documentToSlate, slateToDocument } from '@/components/rich-text/convert';
import { RichTextEditor } from '@/components/rich-text/rich-text-editor';
import type { Descendant } from '@/components/rich-text/slate-types';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { formStyles } from '@/components/ui/form-styles';
import { PageHeader } from '@/components/ui/page-header';
import { toast } from '@/components/ui/toast';
import { languageLabel } from '@/lib/languages';
import type { Document } from '@/api/schema.gen';
import { useApiMutation } from '@/lib/api-mutation';
import { translationQueries, type Language } from '../api/translation-queries';
import type { SpaceSummary } from '../space-summary';
import {
  duplicateAsFieldRefusal,
  languageOptions,
  targetLanguageProblem,
  translationCreateBody,
  type TranslationFormValues,
} from '../translation-form';
import { TranslationEstimate } from './translation-estimate';
import styles from './create-translation-form.module.css';

const emptyInstructions: Document = { object: 'document', data: { schemaVersion: 1 }, nodes: [] };

/**
 * Translate a space: the source, its language (prefilled from the space), the target, what the
 * first run will translate (before anything is created), and optional instructions for the
 * translator. A translation of the same space into the same language is flagged next to the
 * target language, with a link to the one that exists.
 */
export function CreateTranslationForm(props: {
  orgId: string;
  spaces: readonly SpaceSummary[];
  onCreated: (translationId: string) => void;
}) {
  const create = useApiMutation('post', '/v1/orgs/{organizationId}/translations', {
    params: { path: { organizationId: props.orgId } },
  });
  const queryClient = useQueryClient();
  const estimateId = useId();
  const [initialInstructions] = useState(() => documentToSlate(emptyInstructions));
  const instructions = useRef<Descendant[]>(initialInstructions);
  const [duplicate, setDuplicate] = useState<{ id: string; language: Language }>();

  const languageOf = (spaceId: string): Language | '' =>
    props.spaces.find((space) => space.id === spaceId)?.language ?? '';

  /** The existing translation a 409 is about, to link to it beside the field. */
  const findDuplicate = async (values: TranslationFormValues) => {
    const list = await queryClient.fetchQuery({
      ...translationQueries.list(props.orgId),
      staleTime: 0,
    });
    const existing = list.items.find(
      (item) => item.source.space === values.space && item.language === values.language,
    );
    setDuplicate(existing ? { id: existing.id, language: existing.language } : undefined);
  };

  const { form, formProps, refusal } = useContractForm({
    defaultValues: { space: '', from: '', language: '' } as TranslationFormValues,
    save: async (values) => {
      setDuplicate(undefined);
      const document = slateToDocument(instructions.current, emptyInstructions);
      try {
        return await create.mutateAsync(translationCreateBody(values, document));
      } catch (error) {
        const source = props.spaces.find((space) => space.id === values.space)?.title;
        const sentence = `${source ?? 'This space'} already has a translation into ${languageLabel(values.language)}.`;
        const refused = duplicateAsFieldRefusal(error, sentence);
        if (refused !== error) await findDuplicate(values).catch(() => undefined);
        throw refused;
      }
    },
    fieldOf: (path) =>
      path[0] === 'source' ? (path[1] === 'language' ? 'from' : 'space') : path[0],
    onSaved: (translation) => {
      toast('Translation queued', {
        description: 'Its first run starts in a few seconds; this page follows it.',
      });
      props.onCreated(translation.id);
    },
  });

  return (
    <>
      <PageHeader
        title="New translation"
        description="A translation copies a space into another language as a new private space next to it, and keeps it up to date: each later run translates the pages changed since the last."
      />
      <form {...formProps}>
        <Card title="What to translate">
          <form.AppField
            name="space"
            validators={{
              onChange: ({ value }) =>
                value === '' ? 'Choose the space to translate.' : undefined,
            }}
            listeners={{ onChange: ({ value }) => form.setFieldValue('from', languageOf(value)) }}
          >
            {(field) => (
              <field.SelectField
                label="Source space"
                options={titledOptions('Choose a space', props.spaces)}
              />
            )}
          </form.AppField>
          <div className={styles.languages}>
            <form.AppField name="from">
              {(field) => (
                <field.SelectField<Language | ''>
                  label="From language"
                  hint="The source space’s language, unless you say otherwise."
                  options={[{ value: '', label: 'The space’s language' }, ...languageOptions]}
                />
              )}
            </form.AppField>
            <form.AppField
              name="language"
              validators={{
                onChangeListenTo: ['from'],
                onChange: ({ value, fieldApi }) =>
                  targetLanguageProblem(value, fieldApi.form.getFieldValue('from')),
              }}
            >
              {(field) => (
                <field.SelectField<Language | ''>
                  label="To language"
                  hint={
                    duplicate && duplicate.language === field.state.value ? (
                      <Link
                        to="/orgs/$orgId/translations/$translationId"
                        params={{ orgId: props.orgId, translationId: duplicate.id }}
                      >
                        Open the existing translation
                      </Link>
                    ) : undefined
                  }
                  options={[{ value: '', label: 'Choose a language' }, ...languageOptions]}
                />
              )}
            </form.AppField>
          </div>
          <form.Subscribe selector={(state) => state.values.space}>
            {(space) => <TranslationEstimate orgId={props.orgId} spaceId={space} id={estimateId} />}
          </form.Subscribe>
          <details className={styles.advanced}>
            <summary>Advanced: instructions for the translator</summary>
            <p className={formStyles.hint}>
              Tone, terms to keep, how to address the reader. They apply to every run; you can
              change them later.
            </p>
            <RichTextEditor
              initialValue={initialInstructions}
              label="Instructions"
              onContentChange={(value) => {
                instructions.current = value;
              }}
            />
          </details>
        </Card>
        <FormRefusal message={refusal} />
        <div className={formStyles.actions}>
          <form.AppForm>
            <form.SubmitButton pendingLabel="Creating…">Create translation</form.SubmitButton>
          </form.AppForm>
          <ButtonLink to="/orgs/$orgId/translations" params={{ orgId: props.orgId }}>
            Cancel
          </ButtonLink>
        </div>
      </form>
    </>
  );
}
