import { startTransition, useEffect, useState } from 'react';

/*
 * Each block of a diff is drawn by its own read-only Slate editor, a few milliseconds apiece: a
 * diff of 50 changes spread over a long page shows some 150 blocks, too many for one frame.
 * The first screenful is drawn at once and the rest a batch per task, as transitions (React
 * yields to input between them); until then a row shows its plain text, at about its height.
 * Rows are known by key, so unfolding a run draws the new rows the same way and keeps the
 * rows already drawn.
 */

/** About a screenful of rows. */
const batchSize = 20;

function withNext(drawn: ReadonlySet<string>, keys: readonly string[]): ReadonlySet<string> {
  const next = new Set(drawn);
  let added = 0;
  for (const key of keys) {
    if (added === batchSize) break;
    if (next.has(key)) continue;
    next.add(key);
    added += 1;
  }
  return next;
}

/** The keys of the rows to draw in full now, out of `keys` (in the order they are shown). */
export function useProgressiveDrawing(keys: readonly string[]): ReadonlySet<string> {
  const [drawn, setDrawn] = useState(() => withNext(new Set(), keys));
  // Other documents: none of these rows was drawn. Their first screenful is drawn at once, as
  // at mount (set while rendering, so React draws it before showing anything).
  if (keys.length > 0 && !keys.some((key) => drawn.has(key))) setDrawn(withNext(new Set(), keys));
  const pending = keys.some((key) => !drawn.has(key));
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => startTransition(() => setDrawn((now) => withNext(now, keys))));
    return () => clearTimeout(timer);
  }, [pending, drawn, keys]);
  return drawn;
}
