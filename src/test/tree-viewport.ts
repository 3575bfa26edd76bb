import { afterAll, beforeAll } from 'vitest';

/**
 * A virtual tree (src/components/sortable-tree) renders only the rows in its viewport, which
 * happy-dom lays out 0 pixels high: for the file's tests, the element that holds a tree gets the
 * height a browser gives it.
 */
export function giveTreesTheirHeight(height = 720) {
  const clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return this.querySelector(':scope > * > [role="tree"]') ? height : 0;
      },
    });
  });
  afterAll(() => {
    if (clientHeight) Object.defineProperty(HTMLElement.prototype, 'clientHeight', clientHeight);
  });
}
