/**
 * A small, fast, deterministic string hash (FNV-1a, 32 bits). Not for security: it picks
 * templates and makes stable ids from stable inputs, so the same input always gives the same
 * answer in every runtime.
 */
export function fnv1a(text: string, seed = 0x811c9dc5): number {
  let hash = seed >>> 0;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** 16 hex digits from two differently seeded hashes: enough to tell a few million apart. */
export function stableKey(text: string): string {
  const hex = (value: number) => value.toString(16).padStart(8, '0');
  return hex(fnv1a(text)) + hex(fnv1a(text, 0x01000193));
}
