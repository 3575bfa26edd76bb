import type { FieldRule } from '@/api/field-rule';
import { contractField } from '@/components/form/contract-field';
import type { FieldSpec } from '@/components/form/form-fields';
import { iconCheck, pathCheck } from '../structure-forms';

type Check = NonNullable<FieldSpec['check']>;

/*
 * The fields the structure's dialogs share: a group, a section and a site space are each named
 * by a title, sections and groups carry an icon name, sections and site spaces a path.
 */

/** The title, required and focused when the dialog opens; its label says what it names. */
export const titleField = (rules: { readonly title?: FieldRule }, label: string) =>
  contractField(rules, 'title', { label, required: true, autoFocus: true });

/** An icon name such as book; the hint says whether it may stay empty. */
export const iconField = (hint: string, check: Check = iconCheck) =>
  ({ kind: 'text', name: 'icon', label: 'Icon', hint, check }) satisfies FieldSpec<'icon'>;

/** Where the item is in the site's address; the hint says where it is unique. */
export const pathField = (hint: string) =>
  ({
    kind: 'text',
    name: 'path',
    label: 'Path',
    hint,
    check: pathCheck,
  }) satisfies FieldSpec<'path'>;
