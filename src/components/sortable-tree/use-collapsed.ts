import { useCallback, useState } from 'react';

/**
 * Which rows of a tree are collapsed: `toggle` flips one row (stable, for the tree's
 * `onToggle`), and `set` replaces them all (Expand all and Collapse all).
 */
export function useCollapsed() {
  const [collapsed, set] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = useCallback((id: string) => {
    set((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);
  return { collapsed, toggle, set };
}
