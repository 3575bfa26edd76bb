import type { ReactNode } from 'react';
import { ReactEditor, useSlateSelector, useSlateStatic } from 'slate-react';
import {
  activeLink,
  codeSyntaxAt,
  currentTextBlockType,
  hintStyleAt,
  insertDivider,
  isMarkActive,
  isTextBlockType,
  isWrapActive,
  listTypeAt,
  setCodeSyntax,
  setHintStyle,
  setTextBlock,
  toggleCodeBlock,
  toggleList,
  toggleMark,
  toggleWrap,
} from './editor-commands';
import { LinkPopover } from './link-popover';
import {
  hintStyles,
  type CustomEditor,
  type EditableMark,
  type HintStyle,
  type ListType,
} from './slate-types';

interface ToolbarState {
  bold: boolean;
  italic: boolean;
  code: boolean;
  strikethrough: boolean;
  block: string;
  list: string;
  quote: boolean;
  hint: string | undefined;
  syntax: string | undefined;
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
    block: currentTextBlockType(editor) ?? '',
    list: listTypeAt(editor) ?? '',
    quote: isWrapActive(editor, 'blockquote'),
    hint: hintStyleAt(editor),
    syntax: codeSyntaxAt(editor),
    link: !!activeLink(editor),
    canUndo: editor.history.undos.length > 0,
    canRedo: editor.history.redos.length > 0,
  };
}

function sameState(a: ToolbarState | null, b: ToolbarState): boolean {
  return a !== null && (Object.keys(a) as (keyof ToolbarState)[]).every((key) => a[key] === b[key]);
}

const markButtons: { mark: EditableMark; label: string; shortcut: string; glyph: ReactNode }[] = [
  { mark: 'bold', label: 'Bold', shortcut: 'Ctrl+B', glyph: <strong>B</strong> },
  { mark: 'italic', label: 'Italic', shortcut: 'Ctrl+I', glyph: <em>I</em> },
  { mark: 'code', label: 'Inline code', shortcut: 'Ctrl+E', glyph: <code>{'<>'}</code> },
  { mark: 'strikethrough', label: 'Strikethrough', shortcut: 'Ctrl+Shift+X', glyph: <s>S</s> },
];

const listButtons: { type: ListType; label: string }[] = [
  { type: 'list-unordered', label: 'Bulleted list' },
  { type: 'list-ordered', label: 'Numbered list' },
  { type: 'list-tasks', label: 'Task list' },
];

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
  children: ReactNode;
}) {
  const editor = useSlateStatic();
  return (
    <button
      type="button"
      className="button button-ghost button-small toolbar-button"
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
      {props.children}
    </button>
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
    <div className="rich-text-toolbar" role="toolbar" aria-label={props.label}>
      <div className="toolbar-group">
        <select
          className="input toolbar-select"
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
      <div className="toolbar-group">
        {markButtons.map((button) => (
          <ToolButton
            key={button.mark}
            label={button.label}
            title={`${button.label} (${button.shortcut})`}
            pressed={state[button.mark]}
            onPress={() => toggleMark(editor, button.mark)}
          >
            {button.glyph}
          </ToolButton>
        ))}
        <LinkPopover
          open={props.linkOpen}
          onOpenChange={props.onLinkOpenChange}
          active={state.link}
        />
      </div>
      <div className="toolbar-group">
        {listButtons.map((button) => (
          <ToolButton
            key={button.type}
            label={button.label}
            pressed={state.list === button.type}
            onPress={() => toggleList(editor, button.type)}
          >
            {button.label}
          </ToolButton>
        ))}
      </div>
      <div className="toolbar-group">
        <ToolButton
          label="Quote"
          pressed={state.quote}
          onPress={() => toggleWrap(editor, 'blockquote')}
        >
          Quote
        </ToolButton>
        <ToolButton label="Code block" pressed={inCode} onPress={() => toggleCodeBlock(editor)}>
          Code block
        </ToolButton>
        {inCode ? (
          <input
            className="input toolbar-input"
            aria-label="Code language"
            placeholder="language"
            value={state.syntax}
            onChange={(event) => setCodeSyntax(editor, event.target.value)}
          />
        ) : null}
        <ToolButton
          label="Hint"
          pressed={state.hint !== undefined}
          onPress={() => toggleWrap(editor, 'hint', 'info')}
        >
          Hint
        </ToolButton>
        {state.hint !== undefined ? (
          <select
            className="input toolbar-select"
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
        <ToolButton label="Divider" onPress={() => insertDivider(editor)}>
          Divider
        </ToolButton>
      </div>
      <div className="toolbar-group">
        <ToolButton
          label="Undo"
          title="Undo (Ctrl+Z)"
          disabled={!state.canUndo}
          onPress={() => editor.undo()}
        >
          Undo
        </ToolButton>
        <ToolButton
          label="Redo"
          title="Redo (Ctrl+Shift+Z)"
          disabled={!state.canRedo}
          onPress={() => editor.redo()}
        >
          Redo
        </ToolButton>
      </div>
    </div>
  );
}
