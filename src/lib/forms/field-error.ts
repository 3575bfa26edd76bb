import { isApiError } from '@/lib/api-error';

/** A refused request's problem with one field of the body: where, and what to tell the person. */
export interface FieldError {
  /** The JSON pointer the backend put first (`/mergeRules/rules/0/users`). */
  pointer: string;
  /** Its path segments, unescaped (`['mergeRules', 'rules', '0', 'users']`). */
  path: string[];
  /** The sentence without the pointer, capitalised, for beside the field. */
  message: string;
}

const pointerAtStart = /^(\/\S*)\s+(.+)$/s;

function unescape(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

/**
 * The field a 400 is about, read from the JSON pointer that starts its message
 * (docs/decisions/0011), or undefined when the error names no field: then the form shows it
 * as a whole-form message. This is the only place the console reads a message's text.
 */
export function fieldErrorOf(error: unknown): FieldError | undefined {
  if (!isApiError(error) || error.status !== 400) return undefined;
  const match = pointerAtStart.exec(error.message);
  if (!match) return undefined;
  const [, pointer = '', sentence = ''] = match;
  const path = pointer.split('/').slice(1).map(unescape);
  if (path.length === 0 || path[0] === '') return undefined;
  return { pointer, path, message: sentence.charAt(0).toUpperCase() + sentence.slice(1) };
}
