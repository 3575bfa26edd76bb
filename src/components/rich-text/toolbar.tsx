import { Info, Minus, SquareCode, TextQuote, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { ReactEditor, useSlateSelector, useSlateStatic } from 'slate-react';
import { buttonClass } from '@/components/ui/button';
import { cx } from '@/lib/class-names';
import { ColorControls } from './color-controls';
import {
  insertDivider,
  isTextBlockType,
  setCodeSyntax,
  setCodeTitle,
  setHintStyle,
  setTextBlock,
  toggleCodeBlock,
  toggleWrap,
} from './editor-commands';
import { InsertMenu } from './insert-menu';
import { LinkPopover } from './link-popover';
import { SlashMenu } from './slash-menu';
import { hintStyles, type CustomEditor, type HintStyle } from './slate-types';
import styles from './toolbar.module.css';
import {
  colorOf,
  historyTools,
  listTools,
  markTools,
  readState,
  sameState,
  type Tool,
  type ToolbarState,
} from './toolbar-state';

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

/** The buttons of `tools` as the toolbar's `state` shows them. */
function renderTools(tools: readonly Tool[], state: ToolbarState, editor: CustomEditor) {
  return tools.map((tool) => (
    <ToolButton
      key={tool.label}
      label={tool.label}
      title={tool.title}
      pressed={tool.pressed?.(state)}
      disabled={tool.disabled?.(state)}
      onPress={() => tool.press(editor)}
      icon={tool.icon}
    />
  ));
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

/** The fields of a code block the toolbar shows while the cursor is in one. */
const codeFields = [
  { key: 'syntax', label: 'Code language', placeholder: 'language', set: setCodeSyntax },
  { key: 'title', label: 'Code title', placeholder: 'title', set: setCodeTitle },
] as const;

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
        {renderTools(markTools, state, editor)}
        <LinkPopover
          open={props.linkOpen}
          onOpenChange={props.onLinkOpenChange}
          active={state.link}
          buttonClassName={toolButtonClass}
        />
        <ColorControls value={colorOf(state.color)} className={styles.control} />
      </div>
      <div className={styles.group}>{renderTools(listTools, state, editor)}</div>
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
        {inCode
          ? codeFields.map((field) => (
              <DataInput
                key={field.key}
                className={cx(styles.control, styles.language)}
                label={field.label}
                placeholder={field.placeholder}
                value={state[field.key] ?? ''}
                onChange={(value) => field.set(editor, value)}
              />
            ))
          : null}
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
      <div className={styles.group}>{renderTools(historyTools, state, editor)}</div>
    </div>
  );
}
