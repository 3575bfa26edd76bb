import { TranslationCreateRules } from '@/api/form-rules.gen';
import type { SelectOption } from '@/components/ui/select-field';
import { labelledOptions } from '@/components/ui/select-options';
import { ApiError, isApiError } from '@/lib/api-error';
import { languageLabel } from '@/lib/languages';
import type { Document, TranslationCreate } from '@/api/schema.gen';
import type { Language } from './api/translation-queries';

/** What the create form edits: the choices as the selects hold them ('' until chosen). */
export interface TranslationFormValues {
  space: string;
  from: Language | '';
  language: Language | '';
}

/** Every language of the contract, by name. */
export const languageOptions: readonly SelectOption<Language>[] = labelledOptions(
  TranslationCreateRules.properties.language.enum as readonly Language[],
  languageLabel,
).sort((a, b) => a.label.localeCompare(b.label, 'en'));

/** The target must differ from the source: a rule between two fields, which the contract cannot say. */
export function targetLanguageProblem(
  language: Language | '',
  from: Language | '',
): string | undefined {
  if (language === '') return 'Choose the language to translate into.';
  if (language === from)
    return `Choose a language other than the source’s (${languageLabel(from)}).`;
  return undefined;
}

/** The request body; instructions go only when the person wrote some. */
export function translationCreateBody(
  values: TranslationFormValues,
  instructions: Document | undefined,
): TranslationCreate {
  return {
    language: values.language as Language,
    source: { space: values.space, ...(values.from ? { language: values.from } : {}) },
    ...(instructions && instructions.nodes.length > 0 ? { instructions } : {}),
  };
}

/**
 * A 409 (the space already has a translation into this language) belongs next to the target
 * language, where the person changes it: it becomes that field's refusal, by its pointer
 * (docs/decisions/0011), in the console's own words.
 */
export function duplicateAsFieldRefusal(error: unknown, sentence: string): unknown {
  if (!isApiError(error) || error.status !== 409) return error;
  return new ApiError({ status: 400, message: `/language ${sentence}` });
}
