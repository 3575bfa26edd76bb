/**
 * Which addresses may become a live link or image source: the one rule shared by the backend,
 * which refuses any other address in the URL fields it validates (400 naming the field), and
 * every screen of the console, which shows any other address as text. Only `http:`, `https:`
 * and `mailto:` addresses and relative links are live: `javascript:`, `data:`, `vbscript:`,
 * `file:` and every other scheme are not, in any letter case.
 *
 * Browsers drop leading spaces and control characters, and tabs and line breaks anywhere, before
 * they read the scheme (` java\tscript:` runs as `javascript:`), so an address holding any of
 * them is refused outright rather than cleaned: what is checked is exactly what would be used.
 */

const liveSchemes = new Set(['http', 'https', 'mailto']);

/** C0 and C1 control characters and DEL, anywhere in the address. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const controlCharacter = /[\u0000-\u001f\u007f-\u009f]/;

/** A scheme is letters, digits, `+`, `-` and `.` after a letter, ended by the first `:`. */
const schemePrefix = /^([a-z][a-z0-9+.-]*):/i;

/**
 * Why `url` may not be live, as the end of a sentence that starts with the field's name
 * ("must not …"), or undefined when it is safe.
 */
export function unsafeUrlProblem(url: string): string | undefined {
  if (controlCharacter.test(url)) return 'must not contain control characters';
  if (url.trim() !== url) return 'must not start or end with spaces';
  const scheme = schemePrefix.exec(url)?.[1];
  // `./a:b`, `/a:b` and `a/b:c` have no scheme: the `:` comes after a path character.
  if (scheme !== undefined && !liveSchemes.has(scheme.toLowerCase()))
    return `must be an http, https or mailto address or a relative link, not ${scheme.toLowerCase()}:`;
  return undefined;
}

export function isSafeUrl(url: string): boolean {
  return unsafeUrlProblem(url) === undefined;
}

/**
 * The address to put in `href` or `src`, or undefined when it must be shown as text instead
 * (absent, empty, or not safe).
 */
export function liveUrl(url: string | null | undefined): string | undefined {
  return typeof url === 'string' && url !== '' && isSafeUrl(url) ? url : undefined;
}
