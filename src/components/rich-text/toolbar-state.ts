import {
  Bold,
  Code,
  Italic,
  Keyboard,
  List,
  ListOrdered,
  ListTodo,
  Redo2,
  Strikethrough,
  Subscript,
  Superscript,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import {
  codeSyntaxAt,
  codeTitleAt,
  colorAt,
  currentTextBlockType,
  hintStyleAt,
  isMarkActive,
  isWrapActive,
  toggleMark,
} from './editor-commands';
import { activeLink } from './link-commands';
import { listTypeAt, toggleList } from './list-commands';
import {
  textColors,
  type ColorValue,
  type CustomEditor,
  type EditableMark,
  type ListType,
} from './slate-types';

/*
 * What the formatting toolbar reads of the editor (one selector, compared key by key so typing
 * re-renders the toolbar only when something it shows changes), and its plain buttons.
 */

export interface ToolbarState {
  bold: boolean;
  italic: boolean;
  code: boolean;
  strikethrough: boolean;
  keyboard: boolean;
  superscript: boolean;
  subscript: boolean;
  /** `text/background` of the colour at the cursor, '' without one. */
  color: string;
  block: string;
  list: string;
  quote: boolean;
  hint: string | undefined;
  syntax: string | undefined;
  title: string | undefined;
  link: boolean;
  canUndo: boolean;
  canRedo: boolean;
}

export function readState(editor: CustomEditor): ToolbarState {
  return {
    bold: isMarkActive(editor, 'bold'),
    italic: isMarkActive(editor, 'italic'),
    code: isMarkActive(editor, 'code'),
    strikethrough: isMarkActive(editor, 'strikethrough'),
    keyboard: isMarkActive(editor, 'keyboard'),
    superscript: isMarkActive(editor, 'superscript'),
    subscript: isMarkActive(editor, 'subscript'),
    color: colorString(colorAt(editor)),
    block: currentTextBlockType(editor) ?? '',
    list: listTypeAt(editor) ?? '',
    quote: isWrapActive(editor, 'blockquote'),
    hint: hintStyleAt(editor),
    syntax: codeSyntaxAt(editor),
    title: codeTitleAt(editor),
    link: !!activeLink(editor),
    canUndo: editor.history.undos.length > 0,
    canRedo: editor.history.redos.length > 0,
  };
}

const colorString = (color: ColorValue | undefined) =>
  color ? `${color.text}/${color.background}` : '';

export function colorOf(value: string): ColorValue | undefined {
  const [text, background] = value.split('/');
  const known = (name: string | undefined) => textColors.find((color) => color === name);
  const pair = { text: known(text), background: known(background) };
  return pair.text && pair.background
    ? { text: pair.text, background: pair.background }
    : undefined;
}

export function sameState(a: ToolbarState | null, b: ToolbarState): boolean {
  return a !== null && (Object.keys(a) as (keyof ToolbarState)[]).every((key) => a[key] === b[key]);
}

/** A button of the toolbar: whether it shows as pressed or is off, and what it does. */
export interface Tool {
  label: string;
  title?: string;
  icon: LucideIcon;
  pressed?: (state: ToolbarState) => boolean;
  disabled?: (state: ToolbarState) => boolean;
  press: (editor: CustomEditor) => void;
}

export const markTools = (
  [
    { mark: 'bold', label: 'Bold', shortcut: 'Ctrl+B', icon: Bold },
    { mark: 'italic', label: 'Italic', shortcut: 'Ctrl+I', icon: Italic },
    { mark: 'code', label: 'Inline code', shortcut: 'Ctrl+E', icon: Code },
    {
      mark: 'strikethrough',
      label: 'Strikethrough',
      shortcut: 'Ctrl+Shift+X',
      icon: Strikethrough,
    },
    { mark: 'keyboard', label: 'Keyboard key', shortcut: 'no shortcut', icon: Keyboard },
    { mark: 'superscript', label: 'Superscript', shortcut: 'no shortcut', icon: Superscript },
    { mark: 'subscript', label: 'Subscript', shortcut: 'no shortcut', icon: Subscript },
  ] satisfies { mark: EditableMark; label: string; shortcut: string; icon: LucideIcon }[]
).map(({ mark, label, shortcut, icon }): Tool => ({
  label,
  title: `${label} (${shortcut})`,
  icon,
  pressed: (state) => state[mark],
  press: (editor) => toggleMark(editor, mark),
}));

export const listTools = (
  [
    { type: 'list-unordered', label: 'Bulleted list', icon: List },
    { type: 'list-ordered', label: 'Numbered list', icon: ListOrdered },
    { type: 'list-tasks', label: 'Task list', icon: ListTodo },
  ] satisfies { type: ListType; label: string; icon: LucideIcon }[]
).map(({ type, label, icon }): Tool => ({
  label,
  icon,
  pressed: (state) => state.list === type,
  press: (editor) => toggleList(editor, type),
}));

export const historyTools: Tool[] = [
  {
    label: 'Undo',
    title: 'Undo (Ctrl+Z)',
    icon: Undo2,
    disabled: (state) => !state.canUndo,
    press: (editor) => editor.undo(),
  },
  {
    label: 'Redo',
    title: 'Redo (Ctrl+Shift+Z)',
    icon: Redo2,
    disabled: (state) => !state.canRedo,
    press: (editor) => editor.redo(),
  },
];
