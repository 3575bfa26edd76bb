/**
 * Text a person typed and another person reads: titles, subjects, descriptions. One rule for
 * every such field of every area, applied by the request validator wherever the contract marks
 * a string with `x-text` (see http/schema-validator.ts), so no area keeps its own copy:
 *
 * - it is trimmed before it is checked and stored;
 * - `line` (titles, subjects) must not be empty after trimming and holds no control character;
 * - `paragraph` (descriptions) may be empty, and may hold line breaks and tabs;
 * - neither holds a lone surrogate (half of a character, which no keyboard produces and which
 *   breaks JSON encoders and fonts downstream) nor a bidirectional override or isolate, which
 *   makes text display in another order than it is stored (the "Trojan Source" trick).
 */

/**
 * The title of a space, collection or site created without one: the platform makes the title
 * optional there and the published document names no default (docs/decisions/0021).
 */
export const untitled = 'Untitled';

export type TextKind = 'line' | 'paragraph';

export const textKinds: readonly TextKind[] = ['line', 'paragraph'];

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const lineControl = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex -- the same, less line breaks and tabs
const paragraphControl = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const bidiControl = /[\u202a-\u202e\u2066-\u2069]/;

function codePoint(character: string): string {
  return `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/**
 * What is wrong with `value` (already trimmed) as text of this kind, as the end of a sentence
 * that starts with the field's name, or undefined when it is fine.
 */
export function textProblem(value: string, kind: TextKind): string | undefined {
  if (kind === 'line' && value === '') return 'must not be empty or only spaces';
  const control = (kind === 'line' ? lineControl : paragraphControl).exec(value);
  if (control)
    return `must not contain control characters (${codePoint(control[0])} at character ${control.index + 1})`;
  const surrogate = loneSurrogate.exec(value);
  if (surrogate)
    return `must not contain a lone surrogate (${codePoint(surrogate[0])} at character ${surrogate.index + 1})`;
  const bidi = bidiControl.exec(value);
  if (bidi)
    return `must not contain bidirectional control characters (${codePoint(bidi[0])} at character ${bidi.index + 1})`;
  return undefined;
}

/** Trims `value` and checks it: the stored form, or the reason it is refused. */
export function cleanText(
  value: string,
  kind: TextKind,
): { value: string; problem?: undefined } | { value?: undefined; problem: string } {
  const trimmed = value.trim();
  const problem = textProblem(trimmed, kind);
  return problem === undefined ? { value: trimmed } : { problem };
}
