import { createEditor, Editor, Element, Node, Path, Range, Text, Transforms } from 'slate';
import { withHistory } from 'slate-history';
import { withReact } from 'slate-react';
import {
  above,
  isElementOf,
  isList,
  isTextBlock,
  setTextBlock,
  textBeforeCursor,
  toggleCodeBlock,
  toggleWrap,
} from './editor-commands';
import { outdentListItem, toggleList } from './list-commands';
import { normalizeContainer } from './container-rules';
import { withCaretPastOpaqueBlocks } from './opaque-caret';
import {
  containerBlockTypes as containerTypes,
  type CustomEditor,
  type CustomElement,
  type Descendant,
  type KnownBlockElement,
  type ListType,
  type TextBlockType,
} from './slate-types';
import { without } from './without';

/** Links, annotations and inline voids sit in text. */
const inlineTypes = new Set<string>(['link', 'annotation', 'void-inline', 'opaque-inline']);
/** Voids and everything unknown are void. */
const voidTypes = new Set<string>([
  'divider',
  'void-block',
  'void-inline',
  'opaque-block',
  'opaque-inline',
]);
/** What is unknown is kept as it is. */
const readOnlyTypes = new Set<string>(['opaque-block', 'opaque-inline']);

export function withDocumentElements(editor: CustomEditor): CustomEditor {
  const { isInline, isVoid, isElementReadOnly } = editor;
  editor.isInline = (element) => inlineTypes.has(element.type) || isInline(element);
  editor.isVoid = (element) => voidTypes.has(element.type) || isVoid(element);
  editor.isElementReadOnly = (element) =>
    readOnlyTypes.has(element.type) || isElementReadOnly(element);
  return editor;
}

function withoutIdentity(nodes: Descendant[]): Descendant[] {
  return nodes.map((node): Descendant => {
    if (Text.isText(node)) {
      if (!node.source || node.source.textProps.key === undefined) return node;
      const textProps = without(node.source.textProps, 'key');
      return { ...node, source: { ...node.source, textProps } };
    }
    if (
      node.type === 'opaque-block' ||
      node.type === 'opaque-inline' ||
      node.type === 'void-block' ||
      node.type === 'void-inline'
    ) {
      if (!('key' in node.node)) return node;
      return { ...node, node: without(node.node, 'key') } as CustomElement;
    }
    const rest = without(node as KnownBlockElement, 'key', 'pad');
    return { ...rest, children: withoutIdentity(node.children) } as CustomElement;
  });
}

/**
 * Keys name one node in a Document. Slate copies an element's properties when it splits it
 * (Enter) and a pasted fragment carries the keys of what was copied; neither copy may keep the
 * key, or the saved Document would hold two nodes under one key.
 */
export function withNodeIdentity(editor: CustomEditor): CustomEditor {
  const { apply, insertFragment } = editor;
  editor.apply = (operation) => {
    if (operation.type === 'split_node') {
      const properties = without(operation.properties as Partial<KnownBlockElement>, 'key', 'pad');
      apply({ ...operation, properties });
      return;
    }
    apply(operation);
  };
  editor.insertFragment = (fragment, options) =>
    insertFragment(withoutIdentity(fragment as Descendant[]), options);
  return editor;
}

const blockShortcuts: Record<string, TextBlockType | ListType | 'blockquote'> = {
  '#': 'heading-1',
  '##': 'heading-2',
  '###': 'heading-3',
  '-': 'list-unordered',
  '*': 'list-unordered',
  '+': 'list-unordered',
  '1.': 'list-ordered',
  '[]': 'list-tasks',
  '[ ]': 'list-tasks',
  '>': 'blockquote',
};

/**
 * Markdown-style shortcuts at the start of a paragraph: `# `, `## `, `### `, `- `, `* `, `1. `,
 * `[] `, `> `, and three backticks for a code block.
 */
export function withMarkdownShortcuts(editor: CustomEditor): CustomEditor {
  const { insertText } = editor;
  editor.insertText = (text, options) => {
    const { selection } = editor;
    if ((text === ' ' || text === '`') && selection && Range.isCollapsed(selection)) {
      const block = above(editor, isTextBlock);
      if (block && block[0].type === 'paragraph') {
        const before = textBeforeCursor(editor);
        const target = text === ' ' ? blockShortcuts[before] : before === '``' ? 'code' : undefined;
        const inList = !!above(editor, (node): node is KnownBlockElement =>
          isElementOf(node, 'list-item'),
        );
        const listTarget = target?.startsWith('list-');
        if (target && !(listTarget && inList)) {
          Editor.withoutNormalizing(editor, () => {
            Transforms.delete(editor, {
              at: { anchor: Editor.start(editor, block[1]), focus: selection.anchor },
            });
            if (target === 'code') toggleCodeBlock(editor);
            else if (target === 'blockquote') toggleWrap(editor, 'blockquote');
            else if (target.startsWith('list-')) toggleList(editor, target as ListType);
            else setTextBlock(editor, target as TextBlockType);
          });
          return;
        }
      }
    }
    insertText(text, options);
  };
  return editor;
}

/**
 * Enter and Backspace the way people expect in lists, code blocks, quotes, hints and headings.
 */
export function withBlockBreaks(editor: CustomEditor): CustomEditor {
  const { insertBreak, deleteBackward } = editor;

  editor.insertBreak = () => {
    const { selection } = editor;
    const block =
      selection && Range.isCollapsed(selection) ? above(editor, isTextBlock) : undefined;
    if (!block) {
      insertBreak();
      return;
    }
    const [node, path] = block;
    const empty = Editor.isEmpty(editor, node);
    const item = above(editor, (n): n is KnownBlockElement => isElementOf(n, 'list-item'));

    if (node.type === 'code-line') {
      const code = Node.parent(editor, path);
      const isLast = path[path.length - 1] === code.children.length - 1;
      if (empty && isLast && code.children.length > 1) {
        // An empty last line leaves the code block.
        Editor.withoutNormalizing(editor, () => {
          Transforms.removeNodes(editor, { at: path });
          const after = Path.next(Path.parent(path));
          Transforms.insertNodes(
            editor,
            { type: 'paragraph', children: [{ text: '' }] },
            { at: after },
          );
          Transforms.select(editor, Editor.start(editor, after));
        });
        return;
      }
      insertBreak();
      return;
    }

    if (item) {
      const [itemNode, itemPath] = item;
      if (empty && itemNode.children.length === 1) {
        outdentListItem(editor);
        return;
      }
      // A new item, not a second paragraph in this one; a new task starts unchecked.
      Editor.withoutNormalizing(editor, () => {
        Transforms.splitNodes(editor, {
          always: true,
          match: (n) => isElementOf(n, 'list-item'),
        });
        if (typeof itemNode.data?.checked === 'boolean') {
          Transforms.setNodes(
            editor,
            { data: { ...itemNode.data, checked: false } },
            { at: Path.next(itemPath) },
          );
        }
      });
      return;
    }

    const parent = path.length > 1 ? Node.parent(editor, path) : undefined;
    if (
      empty &&
      isElementOf(parent, 'blockquote', 'hint') &&
      path[path.length - 1] === parent.children.length - 1
    ) {
      // An empty last paragraph leaves the quote or hint.
      if (parent.children.length === 1) Transforms.unwrapNodes(editor, { at: Path.parent(path) });
      else Transforms.moveNodes(editor, { at: path, to: Path.next(Path.parent(path)) });
      return;
    }

    if (node.type.startsWith('heading-') && Editor.isEnd(editor, selection!.anchor, path)) {
      // After a heading comes a paragraph.
      Transforms.insertNodes(
        editor,
        { type: 'paragraph', children: [{ text: '' }] },
        { at: Path.next(path), select: true },
      );
      return;
    }
    insertBreak();
  };

  editor.deleteBackward = (unit) => {
    const { selection } = editor;
    if (selection && Range.isCollapsed(selection)) {
      const block = above(editor, isTextBlock);
      if (block && Editor.isStart(editor, selection.anchor, block[1])) {
        const [node, path] = block;
        const item = above(editor, (n): n is KnownBlockElement => isElementOf(n, 'list-item'));
        if (item && path[path.length - 1] === 0) {
          outdentListItem(editor);
          return;
        }
        if (node.type !== 'paragraph' && node.type !== 'code-line') {
          setTextBlock(editor, 'paragraph');
          return;
        }
      }
    }
    deleteBackward(unit);
  };
  return editor;
}

const blocksThatNeedData = new Set<string>([
  'heading-1',
  'heading-2',
  'heading-3',
  'list-ordered',
  'divider',
  'code-line',
  'code',
  'tabs-item',
  'stepper-step',
  'images',
]);

/** Structure rules, applied to what an edit touched. */
export function withDocumentRules(editor: CustomEditor): CustomEditor {
  const { normalizeNode } = editor;
  editor.normalizeNode = (entry, options) => {
    const [node, path] = entry;
    if (Element.isElement(node)) {
      // The platform requires these blocks' `data` (`{}` when it says nothing, platform-values
      // §2); a block an edit made or changed into one has none yet.
      if (blocksThatNeedData.has(node.type) && !('data' in node)) {
        Transforms.setNodes(editor, { data: {} } as Partial<KnownBlockElement>, { at: path });
        return;
      }
      if (node.type === 'images' && node.isVoid !== false) {
        Transforms.setNodes(editor, { isVoid: false } as Partial<KnownBlockElement>, { at: path });
        return;
      }
      if (isElementOf(node, ...containerTypes) && normalizeContainer(editor, node, path)) return;
      const parent = path.length > 0 ? Node.parent(editor, path) : editor;
      // List items only inside lists.
      if (node.type === 'list-item' && !isList(parent)) {
        Transforms.wrapNodes(editor, { type: 'list-unordered', children: [] }, { at: path });
        return;
      }
      // Code lines only inside code blocks.
      if (node.type === 'code-line' && !isElementOf(parent, 'code')) {
        Transforms.setNodes(editor, { type: 'paragraph' }, { at: path });
        return;
      }
      if (isList(node)) {
        if (node.children.every((child) => Text.isText(child))) {
          // Everything in it was deleted: the list goes too.
          Transforms.removeNodes(editor, { at: path });
          return;
        }
        for (const [child, childPath] of Node.children(editor, path)) {
          if (Element.isElement(child) && child.type !== 'list-item' && !editor.isVoid(child)) {
            Transforms.wrapNodes(editor, { type: 'list-item', children: [] }, { at: childPath });
            return;
          }
          if (
            node.type === 'list-tasks' &&
            isElementOf(child, 'list-item') &&
            typeof child.data?.checked !== 'boolean'
          ) {
            Transforms.setNodes(
              editor,
              { data: { ...child.data, checked: false } },
              { at: childPath },
            );
            return;
          }
        }
      }
      if (node.type === 'code') {
        for (const [child, childPath] of Node.children(editor, path)) {
          if (Element.isElement(child) && isTextBlock(child) && child.type !== 'code-line') {
            Transforms.setNodes(editor, { type: 'code-line' }, { at: childPath });
            return;
          }
        }
      }
    }
    normalizeNode(entry, options);
  };
  return editor;
}

/** A headless-capable editor with every behaviour of the document editor. */
export function createDocumentEditor(): CustomEditor {
  return withCaretPastOpaqueBlocks(
    withDocumentRules(
      withBlockBreaks(
        withMarkdownShortcuts(
          withNodeIdentity(withDocumentElements(withHistory(withReact(createEditor())))),
        ),
      ),
    ),
  );
}
