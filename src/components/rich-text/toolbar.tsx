import {
  Bold,
  Code,
  Info,
  Italic,
  Keyboard,
  List,
  ListOrdered,
  ListTodo,
  Minus,
  Redo2,
  SquareCode,
  Strikethrough,
  Subscript,
  Superscript,
  TextQuote,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import { useState } from 'react';
import { ReactEditor, useSlateSelector, useSlateStatic } from 'slate-react';
import { buttonClass } from '@/components/ui/button';
import { cx } from '@/lib/class-names';
import { ColorControls } from './color-controls';
import {
  codeSyntaxAt,
  codeTitleAt,
  colorAt,
  currentTextBlockType,
  hintStyleAt,
  insertDivider,
  isMarkActive,
  isTextBlockType,
  isWrapActive,
  setCodeSyntax,
  setCodeTitle,
  setHintStyle,
  setTextBlock,
  toggleCodeBlock,
  toggleMark,
  toggleWrap,
} from './editor-commands';
import { activeLink } from './link-commands';
import { listTypeAt, toggleList } from './list-commands';
import { InsertMenu } from './insert-menu';
import { LinkPopover } from './link-popover';
import { SlashMenu } from './slash-menu';
import {
  hintStyles,
  textColors,
  type ColorValue,
  type CustomEditor,
  type EditableMark,
  type HintStyle,
  type ListType,
} from './slate-types';
import styles from './toolbar.module.css';

interface ToolbarState {
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

function readState(editor: CustomEditor): ToolbarState {
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

function colorOf(value: string): ColorValue | undefined {
  const [text, background] = value.split('/');
  const known = (name: string | undefined) => textColors.find((color) => color === name);
  const pair = { text: known(text), background: known(background) };
  return pair.text && pair.background
    ? { text: pair.text, background: pair.background }
    : undefined;
}

function sameState(a: ToolbarState | null, b: ToolbarState): boolean {
  return a !== null && (Object.keys(a) as (keyof ToolbarState)[]).every((key) => a[key] === b[key]);
}

const markButtons: { mark: EditableMark; label: string; shortcut: string; icon: LucideIcon }[] = [
  { mark: 'bold', label: 'Bold', shortcut: 'Ctrl+B', icon: Bold },
  { mark: 'italic', label: 'Italic', shortcut: 'Ctrl+I', icon: Italic },
  { mark: 'code', label: 'Inline code', shortcut: 'Ctrl+E', icon: Code },
  { mark: 'strikethrough', label: 'Strikethrough', shortcut: 'Ctrl+Shift+X', icon: Strikethrough },
  { mark: 'keyboard', label: 'Keyboard key', shortcut: 'no shortcut', icon: Keyboard },
  { mark: 'superscript', label: 'Superscript', shortcut: 'no shortcut', icon: Superscript },
  { mark: 'subscript', label: 'Subscript', shortcut: 'no shortcut', icon: Subscript },
];

const listButtons: { type: ListType; label: string; icon: LucideIcon }[] = [
  { type: 'list-unordered', label: 'Bulleted list', icon: List },
  { type: 'list-ordered', label: 'Numbered list', icon: ListOrdered },
  { type: 'list-tasks', label: 'Task list', icon: ListTodo },
];

const toolButtonClass = buttonClass('ghost', 'icon', styles.button);

const blockOptions = [
  { value: 'paragraph', label: 'Paragraph' },
  { value: 'heading-1', label: 'Heading 1' },
  { value: 'heading-2', label: 'Heading 2' },
  { value: 'heading-3', label: 'Heading 3' },
];

/** A button that acts on the editor without taking its selection away. */
function ToolButton(props: {
  label: string;
  title?: string;
  pressed?: boolean;
  disabled?: boolean;
  onPress: () => void;
  /** Decorative: the button's name is its label. */
  icon: LucideIcon;
}) {
  const editor = useSlateStatic();
  const Icon = props.icon;
  return (
    <button
      type="button"
      className={toolButtonClass}
      aria-label={props.label}
      title={props.title ?? props.label}
      aria-pressed={props.pressed}
      disabled={props.disabled}
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => {
        props.onPress();
        ReactEditor.focus(editor);
      }}
    >
      <Icon size={16} aria-hidden />
    </button>
  );
}

/**
 * A field over a block's `data`: while it has the focus it shows what is typed, not the
 * editor's value, which reaches the toolbar a render later and would drop fast keys.
 */
function DataInput(props: {
  label: string;
  placeholder: string;
  className: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const [typed, setTyped] = useState<string>();
  return (
    <input
      className={props.className}
      aria-label={props.label}
      placeholder={props.placeholder}
      value={typed ?? props.value}
      onFocus={() => setTyped(props.value)}
      onBlur={() => setTyped(undefined)}
      onChange={(event) => {
        setTyped(event.target.value);
        props.onChange(event.target.value);
      }}
    />
  );
}

/**
 * The formatting toolbar. It reads the editor through a selector, so typing re-renders it only
 * when something it shows changes.
 */
export function Toolbar(props: {
  linkOpen: boolean;
  onLinkOpenChange: (open: boolean) => void;
  label: string;
}) {
  const editor = useSlateStatic();
  const state = useSlateSelector(readState, sameState);
  const inCode = state.syntax !== undefined;

  return (
    <div className={styles.toolbar} role="toolbar" aria-label={props.label}>
      <div className={styles.group}>
        <select
          className={styles.control}
          aria-label="Block type"
          value={isTextBlockType(state.block) ? state.block : ''}
          disabled={!isTextBlockType(state.block)}
          onChange={(event) => {
            const value = event.target.value;
            if (isTextBlockType(value)) setTextBlock(editor, value);
            ReactEditor.focus(editor);
          }}
        >
          {isTextBlockType(state.block) ? null : <option value="">{inCode ? 'Code' : '—'}</option>}
          {blockOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.group}>
        {markButtons.map((button) => (
          <ToolButton
            key={button.mark}
            label={button.label}
            title={`${button.label} (${button.shortcut})`}
            pressed={state[button.mark]}
            onPress={() => toggleMark(editor, button.mark)}
            icon={button.icon}
          />
        ))}
        <LinkPopover
          open={props.linkOpen}
          onOpenChange={props.onLinkOpenChange}
          active={state.link}
          buttonClassName={toolButtonClass}
        />
        <ColorControls value={colorOf(state.color)} className={styles.control} />
      </div>
      <div className={styles.group}>
        {listButtons.map((button) => (
          <ToolButton
            key={button.type}
            label={button.label}
            pressed={state.list === button.type}
            onPress={() => toggleList(editor, button.type)}
            icon={button.icon}
          />
        ))}
      </div>
      <div className={styles.group}>
        <ToolButton
          label="Quote"
          pressed={state.quote}
          onPress={() => toggleWrap(editor, 'blockquote')}
          icon={TextQuote}
        />
        <ToolButton
          label="Code block"
          pressed={inCode}
          onPress={() => toggleCodeBlock(editor)}
          icon={SquareCode}
        />
        {inCode ? (
          <DataInput
            className={cx(styles.control, styles.language)}
            label="Code language"
            placeholder="language"
            value={state.syntax ?? ''}
            onChange={(value) => setCodeSyntax(editor, value)}
          />
        ) : null}
        {inCode ? (
          <DataInput
            className={cx(styles.control, styles.language)}
            label="Code title"
            placeholder="title"
            value={state.title ?? ''}
            onChange={(value) => setCodeTitle(editor, value)}
          />
        ) : null}
        <ToolButton
          label="Hint"
          pressed={state.hint !== undefined}
          onPress={() => toggleWrap(editor, 'hint', 'info')}
          icon={Info}
        />
        {state.hint !== undefined ? (
          <select
            className={styles.control}
            aria-label="Hint style"
            value={state.hint}
            onChange={(event) => {
              const style = hintStyles.find((s) => s === event.target.value);
              if (style) setHintStyle(editor, style as HintStyle);
            }}
          >
            {hintStyles.map((style) => (
              <option key={style} value={style}>
                {style[0]?.toUpperCase()}
                {style.slice(1)}
              </option>
            ))}
          </select>
        ) : null}
        <ToolButton label="Divider" onPress={() => insertDivider(editor)} icon={Minus} />
        <InsertMenu buttonClassName={toolButtonClass} />
        <SlashMenu />
      </div>
      <div className={styles.group}>
        <ToolButton
          label="Undo"
          title="Undo (Ctrl+Z)"
          disabled={!state.canUndo}
          onPress={() => editor.undo()}
          icon={Undo2}
        />
        <ToolButton
          label="Redo"
          title="Redo (Ctrl+Shift+Z)"
          disabled={!state.canRedo}
          onPress={() => editor.redo()}
          icon={Redo2}
        />
      </div>
    </div>
  );
}
