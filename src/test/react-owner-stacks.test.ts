import { createElement, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { hasOwnerStackCounter, skipOwnerStacks } from './react-owner-stacks';

/** The owner stack React's development build keeps on an element. */
function ownerStack(element: ReactElement): unknown {
  return (element as unknown as { _debugStack?: unknown })._debugStack;
}

describe('skipping owner stacks in component tests', () => {
  // When this fails after an upgrade of React, skipOwnerStacks does nothing: the component
  // tests still pass, a sixth slower. Find the counter's new name in React's development build.
  it('finds the counter React keeps of the owner stacks it recorded', () => {
    expect(hasOwnerStackCounter()).toBe(true);
  });

  it('gives every element React’s one stand-in stack instead of a stack of its own', () => {
    const before = [createElement('div'), createElement('span')].map(ownerStack);
    expect(before[0]).toBeInstanceOf(Error);
    expect(before[0]).not.toBe(before[1]);
    skipOwnerStacks();
    const after = [createElement('div'), createElement('span')].map(ownerStack);
    expect(after[0]).toBeDefined();
    expect(after[0]).toBe(after[1]);
    expect(after[0]).not.toBe(before[0]);
  });
});
