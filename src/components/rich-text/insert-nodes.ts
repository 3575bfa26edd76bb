import { Editor, Node, Path, Range, Transforms } from 'slate';
import * as build from '@/api/document-builders';
import { documentToSlate } from './convert';
import type {
  CustomEditor,
  CustomElement,
  DocumentBlock,
  DocumentInline,
  LinkElement,
} from './slate-types';

/*
 * New nodes in the platform's shape (the contract's builders give `data`, `isVoid` and
 * fragments where the platform requires them), and the commands that put them in the text.
 */

const asSlate = (block: unknown): CustomElement =>
  documentToSlate({ nodes: [block as DocumentBlock] })[0] as CustomElement;

/** Blocks that are filled in where they land (no form first). */
export const inPlaceBlocks = {
  tabs: () =>
    build.tabs(build.tab('Tab 1', build.paragraph('')), build.tab('Tab 2', build.paragraph(''))),
  stepper: () => build.stepper(build.step(build.paragraph('')), build.step(build.paragraph(''))),
} as const;

/** A void node before its form is filled in: the form asks for what is still empty. */
export function blankNode(type: string): DocumentBlock | DocumentInline | undefined {
  const node: unknown = (() => {
    switch (type) {
      case 'image':
        return build.image(build.ref.url(''), { alt: '' });
      case 'file':
        return build.file('');
      case 'embed':
        return build.embed('');
      case 'math':
        return build.math('');
      case 'content-ref':
        return build.contentRef(build.ref.page(''));
      case 'expandable':
        return build.expandable('', '');
      case 'table':
        return build.table(
          { type: 'grid', columns: ['col1', 'col2'], hideHeader: false },
          [build.textColumn('col1', 'Column 1'), build.textColumn('col2', 'Column 2')],
          [{}, {}],
        );
      case 'divider':
        return build.divider();
      case 'emoji':
        return build.emoji('');
      case 'mention':
        return build.mention(build.ref.user(''));
      case 'button':
        return build.button('', build.ref.url(''));
      case 'inline-math':
        return build.inlineMath('');
      default:
        return undefined;
    }
  })();
  return node as DocumentBlock | DocumentInline | undefined;
}

/** The path after the top-level block the selection is in (where new blocks go). */
function afterTopBlock(editor: CustomEditor): Path {
  const at = editor.selection ? Range.start(editor.selection).path[0] : undefined;
  return at === undefined ? [editor.children.length] : [at + 1];
}

export interface InsertBlockOptions {
  /**
   * An empty top-level paragraph the caret is in gives way to the new block (the slash menu is
   * opened from one, and leaving it behind would leave a blank line each time).
   */
  replaceEmpty?: boolean;
  /** The `data` of the group an image is put in (its alignment, platform-values §2.2). */
  groupData?: Record<string, unknown>;
}

/** The empty top-level paragraph the caret is in, if any. */
function emptyTopParagraph(editor: CustomEditor): Path | undefined {
  const at = editor.selection ? Range.start(editor.selection).path[0] : undefined;
  const block = at === undefined ? undefined : editor.children[at];
  return block && 'type' in block && block.type === 'paragraph' && Editor.isEmpty(editor, block)
    ? [at!]
    : undefined;
}

/** Inserts a block after the current top-level block and puts the caret in its first text. */
export function insertBlock(
  editor: CustomEditor,
  node: DocumentBlock | CustomElement,
  options: InsertBlockOptions = {},
): void {
  const element = 'object' in node ? wrapBlock(node, options.groupData) : node;
  const replaced = options.replaceEmpty ? emptyTopParagraph(editor) : undefined;
  Editor.withoutNormalizing(editor, () => {
    let at = afterTopBlock(editor);
    Transforms.insertNodes(editor, element, { at });
    if (replaced) {
      Transforms.removeNodes(editor, { at: replaced });
      at = replaced;
    }
    // A void block gets a paragraph after it, so there is somewhere to go on typing.
    if (element.type === 'void-block' && !Node.has(editor, Path.next(at))) {
      Transforms.insertNodes(
        editor,
        { type: 'paragraph', children: [{ text: '' }] },
        { at: Path.next(at) },
      );
    }
    const target = element.type === 'void-block' ? Path.next(at) : at;
    Transforms.select(editor, Editor.start(editor, target));
  });
}

function wrapBlock(node: DocumentBlock, groupData: Record<string, unknown> = {}): CustomElement {
  // An image stands in a group of images, as the platform wants it.
  return node.type === 'image'
    ? asSlate(
        build.images(
          groupData as Parameters<typeof build.images>[0],
          node as unknown as build.Image,
        ),
      )
    : asSlate(node);
}

export function insertInline(editor: CustomEditor, node: DocumentInline): void {
  Transforms.insertNodes(editor, { type: 'void-inline', node, children: [{ text: '' }] });
  Transforms.move(editor);
}

/** Wraps the selected text in an annotation whose note is `note` (or annotates a word). */
export function insertAnnotation(editor: CustomEditor, note: DocumentBlock[]): void {
  const fragments = [
    { object: 'fragment', fragment: 'annotation-body', type: 'annotation-body', nodes: note },
  ];
  const annotation: LinkElement = {
    type: 'annotation',
    isVoid: false,
    extra: { fragments },
    children: [{ text: 'note' }],
  };
  if (editor.selection && Range.isExpanded(editor.selection)) {
    Transforms.wrapNodes(editor, { ...annotation, children: [] }, { split: true });
  } else Transforms.insertNodes(editor, annotation);
}

/** A new part of a container: a tab, a step. */
export function newContainerChild(type: string, count: number): CustomElement | undefined {
  if (type === 'tabs') return asSlate(build.tab(`Tab ${count}`, build.paragraph('')));
  if (type === 'stepper') return asSlate(build.step(build.paragraph('')));
  return undefined;
}

export const inPlaceBlock = (type: keyof typeof inPlaceBlocks) => asSlate(inPlaceBlocks[type]());
