/**
 * The fields of a settings form that differ from what was saved, as the body of a partial
 * update, so saving one field never rewrites another. Text fields named in `trimmed` are sent
 * trimmed and compared trimmed (a stray space is not a change); the others are compared as is.
 */
export function changedFields<T extends object, K extends keyof T & string>(
  before: T,
  values: T,
  fields: readonly K[],
  trimmed: readonly K[] = [],
): Partial<Pick<T, K>> {
  const body: Partial<Pick<T, K>> = {};
  for (const field of fields) {
    const raw = values[field];
    const value = trimmed.includes(field) && typeof raw === 'string' ? raw.trim() : raw;
    if (value !== before[field]) body[field] = value as T[K];
  }
  return body;
}
