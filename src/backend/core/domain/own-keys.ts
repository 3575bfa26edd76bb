/**
 * Records whose keys a caller chooses (an installation's settings, a configuration's
 * properties): a key may be any name the contract's pattern allows, `__proto__`, `constructor`
 * and `toString` among them. Reading `record[key]` would find what every object inherits, and
 * writing `record['__proto__']` would replace the prototype instead of storing a value, so keys
 * from a caller are read and written as the record's own properties only.
 */

/** The value the record itself holds at `key`, never one it inherits. */
export function ownValue<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** Whether the record itself has `key` (an inherited member does not count). */
export function hasOwnKey(record: object, key: string): boolean {
  return Object.hasOwn(record, key);
}

/** A record of the entries as its own keys, `__proto__` included (as `JSON.parse` makes it). */
export function recordOf<T>(entries: Iterable<readonly [string, T]>): Record<string, T> {
  return Object.fromEntries(entries);
}
