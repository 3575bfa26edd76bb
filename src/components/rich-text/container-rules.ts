import { Element, Node, Transforms, type Path } from 'slate';
import { isElementOf } from './editor-commands';
import type { CustomEditor, Descendant, KnownBlockElement } from './slate-types';

/** The only children each container may hold, and what wraps anything else put there. */
const containerParts: Record<string, KnownBlockElement['type']> = {
  tabs: 'tabs-item',
  stepper: 'stepper-step',
};
/** Parts whose children are blocks; a bare text left in one becomes a paragraph. */
const blockParts: ReadonlySet<string> = new Set(['tabs-item', 'stepper-step']);

const isImage = (node: unknown) =>
  Element.isElement(node) && node.type === 'void-block' && node.node.type === 'image';

/** Tabs, steppers and image groups keep the platform's shape whatever an edit did. */
export function normalizeContainer(
  editor: CustomEditor,
  node: KnownBlockElement,
  path: Path,
): boolean {
  const part = containerParts[node.type];
  if (part || node.type === 'images') {
    const fits = part ? (child: Descendant) => isElementOf(child, part) : isImage;
    if (!node.children.some(fits)) {
      // Everything in it was deleted: it goes too.
      Transforms.removeNodes(editor, { at: path });
      return true;
    }
    for (const [child, childPath] of Node.children(editor, path)) {
      if (fits(child)) continue;
      if (part && Element.isElement(child) && !editor.isInline(child)) {
        Transforms.wrapNodes(editor, { type: part, data: {}, children: [] }, { at: childPath });
      } else Transforms.removeNodes(editor, { at: childPath });
      return true;
    }
  }
  if (blockParts.has(node.type)) {
    for (const [child, childPath] of Node.children(editor, path)) {
      if (Element.isElement(child) && !editor.isInline(child)) continue;
      Transforms.wrapNodes(editor, { type: 'paragraph', children: [] }, { at: childPath });
      return true;
    }
  }
  return false;
}
