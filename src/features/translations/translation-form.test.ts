import { describe, expect, it } from 'vitest';
import { fieldErrorOf } from '@/lib/forms/field-error';
import { ApiError } from '@/lib/api-error';
import {
  duplicateAsFieldRefusal,
  languageOptions,
  targetLanguageProblem,
  translationCreateBody,
} from './translation-form';

describe('translation form', () => {
  it('offers every language of the contract by name', () => {
    expect(languageOptions.find((option) => option.value === 'fr')?.label).toBe('French (fr)');
    expect(languageOptions.length).toBeGreaterThan(30);
  });

  it('wants a target language other than the source’s', () => {
    expect(targetLanguageProblem('', 'en')).toBe('Choose the language to translate into.');
    expect(targetLanguageProblem('en', 'en')).toBe(
      'Choose a language other than the source’s (English (en)).',
    );
    expect(targetLanguageProblem('fr', 'en')).toBeUndefined();
  });

  it('sends instructions only when some were written', () => {
    const values = { space: 'space_a', from: 'en', language: 'fr' } as const;
    const empty = { object: 'document', data: { schemaVersion: 1 }, nodes: [] } as const;
    expect(translationCreateBody(values, { ...empty, nodes: [] })).toEqual({
      language: 'fr',
      source: { space: 'space_a', language: 'en' },
    });
  });

  it('puts a duplicate next to the target language', () => {
    const refusal = duplicateAsFieldRefusal(
      new ApiError({ status: 409, message: 'exists' }),
      'already has a French translation.',
    );
    expect(fieldErrorOf(refusal)).toMatchObject({ path: ['language'] });
    const other = new ApiError({ status: 503, message: 'down' });
    expect(duplicateAsFieldRefusal(other, 'x')).toBe(other);
  });
});
