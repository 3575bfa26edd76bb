/** An emoji as code points in hex, joined by dashes: `1f4d8`, `1f468-200d-1f4bb`. */
const codePoints = /^[0-9a-f]{4,6}(?:-[0-9a-f]{4,6})*$/i;

/**
 * An emoji as it is shown. The platform accepts and returns a space's emoji either as the
 * characters or as their code points (`1f4d8`); both show as the emoji.
 */
export function emojiText(value: string): string {
  if (!codePoints.test(value)) return value;
  try {
    return String.fromCodePoint(...value.split('-').map((part) => Number.parseInt(part, 16)));
  } catch {
    // A code point beyond Unicode's range: show what came.
    return value;
  }
}
