import { OpenAPISpecCreateRules } from '@/api/form-rules.gen';
import { checkRule } from '@/lib/forms/check-rule';

export const slugRule = OpenAPISpecCreateRules.properties.slug;
export const urlRule = OpenAPISpecCreateRules.properties.source.properties.url;

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

/** The first segment of a refused field's pointer names the form field (`/source/url` → url). */
export const specFieldOf = (path: readonly string[]) => (path[0] === 'source' ? 'url' : path[0]);
