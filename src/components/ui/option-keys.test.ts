import type { KeyboardEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { stepActiveOption } from './option-keys';

/** A key press with only what stepActiveOption reads, and a spy on preventing its default. */
const press = (key: string) =>
  ({ key, preventDefault: vi.fn() }) as unknown as KeyboardEvent & {
    preventDefault: ReturnType<typeof vi.fn>;
  };

/** The active index after applying the setter's update to `from`. */
function stepFrom(from: number, key: string, count: number) {
  let active = from;
  const setOpen = vi.fn();
  const event = press(key);
  const handled = stepActiveOption(event, count, setOpen, (next) => {
    active = typeof next === 'function' ? next(active) : next;
  });
  return { handled, active, setOpen, event };
}

describe('stepActiveOption', () => {
  it('opens the list and moves down and up one option', () => {
    const down = stepFrom(1, 'ArrowDown', 5);
    expect(down).toMatchObject({ handled: true, active: 2 });
    expect(down.setOpen).toHaveBeenCalledWith(true);
    expect(down.event.preventDefault).toHaveBeenCalled();
    expect(stepFrom(1, 'ArrowUp', 5).active).toBe(0);
  });

  it('stays within the options', () => {
    expect(stepFrom(4, 'ArrowDown', 5).active).toBe(4);
    expect(stepFrom(0, 'ArrowUp', 5).active).toBe(0);
  });

  it('leaves other keys to the caller', () => {
    const enter = stepFrom(2, 'Enter', 5);
    expect(enter).toMatchObject({ handled: false, active: 2 });
    expect(enter.setOpen).not.toHaveBeenCalled();
    expect(enter.event.preventDefault).not.toHaveBeenCalled();
  });
});
