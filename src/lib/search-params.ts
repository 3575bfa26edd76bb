/**
 * A page's search (its filters, as the URL holds them) with one key set, or left out when
 * `value` is undefined, so a cleared filter leaves no `key=` in the URL.
 */
export function withSearchValue<T extends object, K extends keyof T>(
  search: T,
  key: K,
  value: T[K] | undefined,
): T {
  const next = { ...search };
  if (value === undefined) delete next[key];
  else next[key] = value;
  return next;
}
