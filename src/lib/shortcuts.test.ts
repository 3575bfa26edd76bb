// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listenForShortcuts, setShortcutsEnabled, type ShortcutActions } from './shortcuts';

let stop: () => void;
let actions: { [K in keyof ShortcutActions]: ReturnType<typeof vi.fn> };

beforeEach(() => {
  actions = { palette: vi.fn(), help: vi.fn(), go: vi.fn(() => true) };
  stop = listenForShortcuts({ current: actions as unknown as ShortcutActions });
});
afterEach(() => {
  stop();
  localStorage.clear();
  document.body.innerHTML = '';
});

function press(key: string, init: KeyboardEventInit = {}, target: Element = document.body) {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
}

describe('the keyboard shortcuts', () => {
  it('go to an area with g then its letter, and list themselves with ?', () => {
    press('g');
    expect(press('s').defaultPrevented).toBe(true);
    expect(actions.go).toHaveBeenCalledWith('s');
    press('?');
    expect(actions.help).toHaveBeenCalledOnce();
  });

  it('open the palette with Ctrl K or ⌘K, and ignore other modified keys', () => {
    press('k', { ctrlKey: true });
    press('k', { metaKey: true });
    expect(actions.palette).toHaveBeenCalledTimes(2);
    press('g', { altKey: true });
    press('s');
    expect(actions.go).not.toHaveBeenCalled();
  });

  it('never fire while the person types in a field or an editor', () => {
    document.body.innerHTML = '<input aria-label="Name"><div contenteditable="true"><p>x</p></div>';
    const field = document.querySelector('input')!;
    const paragraph = document.querySelector('p')!;
    press('g', {}, field);
    press('s', {}, field);
    press('?', {}, paragraph);
    press('k', { ctrlKey: true }, field);
    expect(actions.go).not.toHaveBeenCalled();
    expect(actions.help).not.toHaveBeenCalled();
    expect(actions.palette).not.toHaveBeenCalled();
  });

  it('focus the page’s search field with /', () => {
    document.body.innerHTML = '<main><input type="search" aria-label="Search content"></main>';
    expect(press('/').defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(document.querySelector('input'));
  });

  it('stay quiet once turned off, except Ctrl K', () => {
    setShortcutsEnabled(false);
    press('g');
    press('s');
    press('?');
    press('k', { ctrlKey: true });
    expect(actions.go).not.toHaveBeenCalled();
    expect(actions.help).not.toHaveBeenCalled();
    expect(actions.palette).toHaveBeenCalledOnce();
  });
});
