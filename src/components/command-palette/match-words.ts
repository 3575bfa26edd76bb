/** The words of what was typed, lower-cased. */
export function wordsOf(typed: string): string[] {
  return typed.toLowerCase().split(/\s+/).filter(Boolean);
}

/** Whether `text` holds every word typed, in any order ("hand book" finds "Handbook"). */
export function matchesWords(text: string, typed: string): boolean {
  const words = wordsOf(typed);
  const haystack = text.toLowerCase();
  return words.length > 0 && words.every((word) => haystack.includes(word));
}
