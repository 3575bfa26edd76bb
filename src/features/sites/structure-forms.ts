import { SiteSectionUpdateRules, SiteSpaceUpdateRules } from '@/api/form-rules.gen';
import { validateWith } from '@/lib/forms/check-rule';

/** The rules the structure's dialogs share, in their words (from the contract's rules). */
export const iconCheck = validateWith(SiteSectionUpdateRules.properties.icon, {
  label: 'Icon',
  messages: { pattern: 'Icon is a name such as gear or book: lower-case letters, digits and -.' },
});

export const pathCheck = validateWith(SiteSpaceUpdateRules.properties.path, {
  required: true,
  label: 'Path',
  messages: { pattern: 'Path may only have letters, digits, - and _.' },
});

/** The value of an optional text field for a PATCH: unchanged (absent), removed (null) or set. */
export function optionalChange(
  before: string | undefined,
  after: string,
): string | null | undefined {
  const next = after.trim();
  if (next === (before ?? '')) return undefined;
  return next === '' ? null : next;
}
