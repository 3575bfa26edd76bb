import { useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import { Editor, Path, Range, Transforms, type PointRef } from 'slate';
import { ReactEditor, useSlateSelector, useSlateStatic } from 'slate-react';
import { overlayStyles } from '@/components/ui/overlay-styles';
import { cx } from '@/lib/class-names';
import { insertableBlocks, insertableInlines, nodeName, type InsertableType } from './node-catalog';
import { onSlash } from './slash-trigger';
import styles from './slash-menu.module.css';
import type { CustomEditor } from './slate-types';
import { useNodeInsertion } from './use-node-insertion';

/*
 * The slash menu: "/" at the start of an empty paragraph or after a space lists the Insert
 * menu's choices at the caret. Typing filters them, the arrow keys move, Enter inserts and
 * Escape closes, leaving what was typed. The caret stays in the text throughout: the writing
 * area points at the active choice with aria-activedescendant (the combobox pattern).
 */

const catalog: readonly InsertableType[] = [...insertableBlocks, ...insertableInlines];

/** The choices one of whose words (or whose type) starts with the query. */
export function slashMatches(query: string): InsertableType[] {
  const wanted = query.trim().toLowerCase();
  return catalog.filter((type) => {
    const name = nodeName(type).toLowerCase();
    return (
      name.startsWith(wanted) ||
      name.split(/\s+/).some((word) => word.startsWith(wanted)) ||
      type.startsWith(wanted)
    );
  });
}

/** What was typed after the "/", or undefined once the caret has left it or it is gone. */
function queryAt(editor: CustomEditor, at: PointRef): string | undefined {
  const point = at.current;
  const { selection } = editor;
  if (!point || !selection || !Range.isCollapsed(selection)) return undefined;
  const caret = selection.anchor;
  if (!Path.equals(caret.path, point.path) || caret.offset <= point.offset) return undefined;
  const typed = Editor.string(editor, { anchor: point, focus: caret });
  return typed.startsWith('/') ? typed.slice(1) : undefined;
}

/**
 * Where the menu stands: under the "/", or above it when the window has no room below (fixed,
 * so it follows the page as it scrolls). The list is never a scrolling region of its own.
 */
function placeAt(editor: CustomEditor, at: PointRef, height: number): CSSProperties {
  const point = at.current;
  try {
    const rect = point
      ? ReactEditor.toDOMRange(editor, { anchor: point, focus: point }).getBoundingClientRect()
      : undefined;
    if (!rect) return {};
    return rect.bottom + 4 + height > window.innerHeight && rect.top - 4 - height > 0
      ? { top: 'auto', bottom: window.innerHeight - rect.top + 4, left: rect.left }
      : { top: rect.bottom + 4, left: rect.left };
  } catch {
    // Not drawn yet (or no layout, as in tests): the menu stands at its default place.
    return {};
  }
}

function OpenSlashMenu(props: {
  at: PointRef;
  onClose: () => void;
  onChoose: (type: InsertableType) => void;
}) {
  const { at, onClose, onChoose } = props;
  const editor = useSlateStatic();
  const query = useSlateSelector((e) => queryAt(e, at));
  const matches = slashMatches(query ?? '');
  const [active, setActive] = useState({ query, index: 0 });
  const index = active.query === query ? Math.min(active.index, matches.length - 1) : 0;
  const [place, setPlace] = useState<CSSProperties>({});
  const frame = useRef<HTMLDivElement>(null);
  const id = useId();
  const optionId = (i: number) => `${id}-option-${i}`;
  const keys = useRef({ matches, index });
  keys.current = { matches, index };

  // Gone when the caret leaves the "/", or when nothing matches and a space moves on.
  const moveOn = query !== undefined && matches.length === 0 && /\s$/.test(query);
  useEffect(() => {
    if (query === undefined || moveOn) onClose();
  }, [query, moveOn, onClose]);

  useLayoutEffect(() => {
    const update = () => setPlace(placeAt(editor, at, frame.current?.offsetHeight ?? 0));
    update();
    window.addEventListener('scroll', update, true);
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update, true);
      window.removeEventListener('resize', update);
    };
  }, [editor, at, query]);

  // The writing area keeps the focus and names the active choice.
  const listId = `${id}-list`;
  useEffect(() => {
    const area = ReactEditor.toDOMNode(editor, editor);
    area.setAttribute('aria-controls', listId);
    area.setAttribute('aria-autocomplete', 'list');
    if (matches.length > 0) area.setAttribute('aria-activedescendant', optionId(index));
    else area.removeAttribute('aria-activedescendant');
    return () => {
      for (const name of ['aria-controls', 'aria-autocomplete', 'aria-activedescendant']) {
        area.removeAttribute(name);
      }
    };
  });

  // Keys reach the menu before the editor: on the window, while capturing, so no dialog the
  // editor stands in takes Escape first.
  useEffect(() => {
    const area = ReactEditor.toDOMNode(editor, editor);
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.target instanceof Node) || !area.contains(event.target)) return;
      const { matches: choices, index: current } = keys.current;
      const handled = (() => {
        switch (event.key) {
          case 'ArrowDown':
          case 'ArrowUp': {
            if (choices.length === 0) return false;
            const step = event.key === 'ArrowDown' ? 1 : -1;
            setActive({ query, index: (current + step + choices.length) % choices.length });
            return true;
          }
          case 'Enter': {
            const choice = choices[current];
            if (choice && !event.shiftKey) onChoose(choice);
            else onClose();
            return choice !== undefined && !event.shiftKey;
          }
          case 'Escape':
            onClose();
            return true;
          default:
            return false;
        }
      })();
      if (handled) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    const onBlur = () => onClose();
    window.addEventListener('keydown', onKeyDown, true);
    area.addEventListener('blur', onBlur);
    return () => {
      window.removeEventListener('keydown', onKeyDown, true);
      area.removeEventListener('blur', onBlur);
    };
  }, [editor, query, onChoose, onClose]);

  if (query === undefined) return null;
  return createPortal(
    <div ref={frame} className={cx(overlayStyles.floating, styles.menu)} style={place}>
      <div role="listbox" id={listId} aria-label="Insert" className={styles.list}>
        {matches.map((type, i) => (
          <div
            key={type}
            id={optionId(i)}
            role="option"
            aria-selected={i === index}
            data-highlighted={i === index ? '' : undefined}
            className={overlayStyles.menuItem}
            // The caret stays in the text: a click must not take the focus from it.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onChoose(type)}
          >
            {nodeName(type)}
          </div>
        ))}
      </div>
      <p role="status" className={matches.length > 0 ? 'visually-hidden' : styles.empty}>
        {matches.length > 0
          ? `${matches.length} to insert: arrow keys to choose, Enter to insert, Escape to close.`
          : 'Nothing to insert by that name.'}
      </p>
    </div>,
    document.body,
  );
}

/** Mount once inside the editor (the toolbar does): it listens for "/" and draws the menu. */
export function SlashMenu() {
  const editor = useSlateStatic();
  const [at, setAt] = useState<PointRef>();
  const { choose, dialog } = useNodeInsertion();

  useEffect(() => onSlash(editor, setAt), [editor]);
  // A point followed for the menu is let go when the menu closes.
  useEffect(
    () => () => {
      at?.unref();
    },
    [at],
  );

  const close = useRef(() => setAt(undefined)).current;
  const insert = (type: InsertableType) => {
    const point = at?.current;
    const { selection } = editor;
    setAt(undefined);
    // The "/" and what filtered the menu go; the node comes where they were.
    if (point && selection)
      Transforms.delete(editor, { at: { anchor: point, focus: selection.anchor } });
    choose(type, { replaceEmpty: true });
  };

  return (
    <>
      {at ? <OpenSlashMenu at={at} onClose={close} onChoose={insert} /> : null}
      {dialog}
    </>
  );
}
