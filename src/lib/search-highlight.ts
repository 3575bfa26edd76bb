/** A run of text, marked when it matches one of the searched words. */
export interface TextPart {
  text: string;
  match: boolean;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The distinct words of a query, longest first so "docs" wins over "doc" in the pattern. */
export function queryWords(query: string): string[] {
  const words = query
    .toLowerCase()
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((word) => word.length > 0);
  return [...new Set(words)].sort((a, b) => b.length - a.length);
}

/** Splits `text` into runs, marking every case-insensitive occurrence of a query word. */
export function highlight(text: string, query: string): TextPart[] {
  const words = queryWords(query);
  if (words.length === 0 || text.length === 0) return text ? [{ text, match: false }] : [];
  const pattern = new RegExp(`(${words.map(escapeRegExp).join('|')})`, 'giu');
  const parts: TextPart[] = [];
  let last = 0;
  for (const found of text.matchAll(pattern)) {
    const start = found.index;
    if (start > last) parts.push({ text: text.slice(last, start), match: false });
    parts.push({ text: found[0], match: true });
    last = start + found[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}

/**
 * A window of `body` around its first match, so long sections show the part that matched.
 * Cuts at word boundaries and marks cuts with an ellipsis.
 */
export function excerpt(body: string, query: string, radius = 140): string {
  const text = body.replace(/\s+/g, ' ').trim();
  if (text.length <= radius * 2) return text;
  const lower = text.toLowerCase();
  const positions = queryWords(query)
    .map((word) => lower.indexOf(word))
    .filter((index) => index >= 0);
  const first = positions.length > 0 ? Math.min(...positions) : 0;
  let start = Math.max(0, first - radius);
  let end = Math.min(text.length, first + radius);
  if (start > 0) {
    const space = text.indexOf(' ', start);
    start = space >= 0 && space < first ? space + 1 : start;
  }
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    end = space > first ? space : end;
  }
  return `${start > 0 ? '… ' : ''}${text.slice(start, end)}${end < text.length ? ' …' : ''}`;
}
