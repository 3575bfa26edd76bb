import { ChangeRequestCreateRules, ChangeRequestUpdateRules } from '@/api/form-rules.gen';
import type { FieldRule } from '@/api/field-rule';
import { validateWith } from '@/lib/forms/check-rule';

/*
 * The subject's rules come from the contract (src/api/form-rules.gen.ts). The contract lets a
 * subject be empty; the screens ask for one, as a request without a subject cannot be found
 * in a list.
 */

const subjectOptions = {
  required: true,
  label: 'Subject',
  messages: { required: 'Give the change request a subject.' },
};

export const createSubjectRule: FieldRule = ChangeRequestCreateRules.properties.subject;
export const updateSubjectRule: FieldRule = ChangeRequestUpdateRules.properties.subject;

/** A field validator for the subject under one of the contract's rules. */
export const validateSubject = (rule: FieldRule) => validateWith(rule, subjectOptions);

/** The hint under a subject field: how much of the limit is used. */
export function subjectHint(subject: string, rule: FieldRule): string {
  const length = [...subject].length;
  return rule.maxLength === undefined
    ? `${length} characters`
    : `${length} of ${rule.maxLength} characters`;
}

/** What a request without a subject is called where its subject would show. */
export const untitledSubject = 'Untitled change request';
