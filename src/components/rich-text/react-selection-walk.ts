/**
 * Before every commit, while a contenteditable element has the focus, React measures the
 * selection in it as character offsets by walking every DOM node of that element
 * (react-dom's `getSelectionInformation`, see facebook/react#9992), so it can put the selection
 * back if the commit moved the focus. In a document of 2,000 blocks that walk costs about 20 ms,
 * once per commit and so once or more per key press, for nothing: Slate puts its selection
 * back itself, from `editor.selection`, after each render.
 *
 * React only measures an element whose `contentEditable` property reads `'true'`. Given as the
 * `ref` of the writing area, this makes that one element's property read `'plaintext-only'`
 * instead (still editable to anything that asks, as happy-dom's `isContentEditable` does). The
 * attribute, the browser's editing and the focus are unchanged; React still refocuses the
 * element after a commit that took the focus away, it only no longer restores offsets that
 * Slate would overwrite anyway.
 */
export function skipReactSelectionWalk(element: HTMLElement | null): void {
  if (!element || Object.hasOwn(element, 'contentEditable')) return;
  const native = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'contentEditable');
  if (!native?.get) return;
  const { get, set } = native;
  Object.defineProperty(element, 'contentEditable', {
    configurable: true,
    get() {
      const value: unknown = get.call(element);
      return value === 'true' ? 'plaintext-only' : value;
    },
    set(value: unknown) {
      set?.call(element, value);
    },
  });
}
