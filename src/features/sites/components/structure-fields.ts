import type { FieldSpec } from '@/components/form/form-fields';
import { iconCheck, pathCheck } from '../structure-forms';

type Check = NonNullable<FieldSpec['check']>;

/*
 * The fields the structure's dialogs share: a group, a section and a site space are each named
 * by a title, sections and groups carry an icon name, sections and site spaces a path.
 */

/** The title, focused when the dialog opens; its label says what it names. */
export const titleField = (label: string, check: Check) =>
  ({ kind: 'text', name: 'title', label, autoFocus: true, check }) satisfies FieldSpec<'title'>;

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
