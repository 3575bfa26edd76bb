import { OpenAPISpecCreateRules } from '@/api/form-rules.gen';
import { openApiTextProblem } from '@/api/openapi-document-text';
import { checkRule } from '@/lib/forms/check-rule';

export const slugRule = OpenAPISpecCreateRules.properties.slug;
export const urlRule = OpenAPISpecCreateRules.properties.source.properties.url;
export const textRule = OpenAPISpecCreateRules.properties.source.properties.text;

/** The platform stores slugs in lower case; the field writes them so as they are typed. */
export const normalizeSlug = (typed: string) => typed.toLowerCase();

/** The slug against the contract's pattern, in words that say what fits. */
export const slugProblem = (value: string) =>
  checkRule(slugRule, value, {
    required: true,
    label: 'Slug',
    messages: {
      required: 'Give the specification a slug.',
      pattern:
        'Use letters, digits and single hyphens between them, such as “payments-api” (no spaces, no hyphen at either end).',
    },
  });

/** The source address against the contract's rule. */
export const urlProblem = (value: string) =>
  checkRule(urlRule, value.trim(), {
    required: true,
    label: 'URL',
    messages: {
      required: 'Give the address of the OpenAPI document.',
      pattern: 'The address starts with http:// or https://.',
    },
  });

/** A chosen file: its name, and its text when it can be sent, or why it cannot. */
export type SpecFile = { name: string; text: string } | { name: string; problem: string };

/**
 * Reads a chosen file as the source's `text`: within the contract's length (told in MB, before
 * reading what cannot fit), readable as text, and an OpenAPI document (the rule the platform's
 * processing applies, so the person hears it now rather than after a failed processing).
 */
export async function readSpecFile(file: File): Promise<SpecFile> {
  const tooBig = `The file is larger than ${textRule.maxLength / 1_000_000} MB, the most a specification may be.`;
  // Each character is at least one byte: a file with more bytes may still fit, so the length
  // of its text decides; one far over is not read at all.
  if (file.size > textRule.maxLength * 4) return { name: file.name, problem: tooBig };
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { name: file.name, problem: 'The file could not be read; choose it again.' };
  }
  if (text.length > textRule.maxLength) return { name: file.name, problem: tooBig };
  const problem = openApiTextProblem(text);
  return problem === undefined ? { name: file.name, text } : { name: file.name, problem };
}

/** The first segments of a refused field's pointer name the form field (`/source/url` → url). */
export const specFieldOf = (path: readonly string[]) =>
  path[0] === 'source' ? (path[1] === 'text' ? 'file' : 'url') : path[0];
