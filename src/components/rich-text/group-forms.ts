import { Node, Path } from 'slate';
import type { FieldSpec, FormValues } from './node-forms';
import type { CustomEditor, KnownBlockElement } from './slate-types';
import { without } from './without';

/*
 * Fields of a node's form that belong to the block it stands in rather than to the node: an
 * image's alignment is the `align` of its `images` group (platform-values §2.2), yet a person
 * sets it on the image. Writing keeps the group's `data` as it came when nothing changed.
 */

type Json = Record<string, unknown>;

export interface GroupForm {
  /** The type of the block that holds the node. */
  group: string;
  fields: FieldSpec[];
  read: (data: Json) => FormValues;
  write: (data: Json, values: FormValues) => Json;
}

const alignments = ['', 'left', 'center', 'right'] as const;

export const groupForms: Record<string, GroupForm> = {
  image: {
    group: 'images',
    fields: [
      {
        name: 'align',
        label: 'Alignment',
        kind: 'select',
        options: alignments,
        optionLabels: { '': 'Default', left: 'Left', center: 'Centre', right: 'Right' },
      },
    ],
    read: (data) => ({ align: alignments.find((a) => a !== '' && a === data.align) ?? '' }),
    write: (data, values) => {
      const align = alignments.find((a) => a === values.align) ?? '';
      if ((alignments.find((a) => a !== '' && a === data.align) ?? '') === align) return data;
      const rest = without(data, 'align');
      return align === '' ? rest : { ...rest, align };
    },
  },
};

/** The block a node at `path` stands in, when its form edits that block's data too. */
export function groupAbove(
  editor: CustomEditor,
  type: string,
  path: Path,
): [KnownBlockElement, Path] | undefined {
  const form = groupForms[type];
  if (!form || path.length < 2) return undefined;
  const parent = Node.parent(editor, path);
  return 'type' in parent && parent.type === form.group && 'children' in parent
    ? [parent as KnownBlockElement, Path.parent(path)]
    : undefined;
}
