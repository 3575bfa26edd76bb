import { useCallback, type KeyboardEvent, type RefObject } from 'react';

/*
 * `n` and `p` move the focus to the next and the previous change of a diff, as in code review
 * tools; so do the diff's Next and Previous buttons. Changes are the elements marked
 * `data-change` (focusable, each with a name), in the order the page shows them.
 */

export const changeAttribute = 'data-change';

/** Fields keep their letters: a person typing a comment beside a block types an "n". */
function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    target.closest('input, textarea, select, [contenteditable="true"], [role="textbox"]') !== null
  );
}

/** The change after (1) or before (-1) the focus; the first or last when none holds it. */
function stepFrom(root: HTMLElement, direction: 1 | -1): HTMLElement | undefined {
  const changes = [...root.querySelectorAll<HTMLElement>(`[${changeAttribute}]`)];
  const active = document.activeElement;
  const at = changes.findIndex((change) => change === active || change.contains(active));
  if (at !== -1) return changes[at + direction];
  // Focus between changes (a comment button, a fold): the nearest one in that direction.
  const following = (change: HTMLElement) =>
    active !== null &&
    (active.compareDocumentPosition(change) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
  return direction === 1 ? changes.find(following) : changes.findLast((c) => !following(c));
}

export function useChangeStepping(root: RefObject<HTMLElement | null>) {
  const step = useCallback(
    (direction: 1 | -1) => {
      if (root.current) stepFrom(root.current, direction)?.focus();
    },
    [root],
  );
  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      const direction = event.key === 'n' ? 1 : event.key === 'p' ? -1 : 0;
      if (direction === 0) return;
      event.preventDefault();
      step(direction);
    },
    [step],
  );
  return { step, onKeyDown };
}
