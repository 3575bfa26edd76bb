import { ApiError } from '../core/index.ts';

/**
 * Parsing a request body, with a limit on how deeply it nests. Real bodies stay far below it
 * (a document with lists nested ten deep is about 50 levels of objects and arrays); the limit
 * keeps every later step that walks the value (validation, copying, saving with
 * `JSON.stringify`, which recurses) from a stack overflow or from holding the event loop: a
 * few megabytes of `[` take JSON.parse alone seconds.
 */
export const maxBodyDepth = 128;

const openBrace = 0x7b;
const closeBrace = 0x7d;
const openBracket = 0x5b;
const closeBracket = 0x5d;
const quote = 0x22;
const backslash = 0x5c;

/**
 * True when `text` nests objects and arrays deeper than `limit`, found by one pass over the
 * characters (strings skipped) before anything is parsed: it stops at the first level too deep.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  // Each level needs its own `{` or `[`: a shorter text cannot be too deep.
  if (text.length <= limit) return false;
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === backslash) index += 1;
      else if (code === quote) inString = false;
    } else if (code === quote) inString = true;
    else if (code === openBrace || code === openBracket) {
      depth += 1;
      if (depth > limit) return true;
    } else if (code === closeBrace || code === closeBracket) depth -= 1;
  }
  return false;
}

/**
 * The JSON value of a body's text: 400 when it is not JSON or nests deeper than `maxBodyDepth`.
 * An empty text is `undefined`, for the caller to decide whether a body is required.
 */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') return undefined;
  if (nestsDeeperThan(text, maxBodyDepth))
    throw new ApiError(
      400,
      `The request body nests more than ${maxBodyDepth} levels of objects and arrays; at most ${maxBodyDepth} are allowed.`,
    );
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, 'The request body is not valid JSON.');
  }
}
