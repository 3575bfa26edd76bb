/**
 * Whether a text is an OpenAPI document, as far as can be told without a full parser: the
 * console checks an uploaded file with it before sending, and the local platform's processing
 * decides with it whether a spec given as text parses. JSON must parse to an object with an
 * `openapi` or `swagger` version; YAML must have that key at the top level (no indentation).
 * Answers what is wrong, in words for the person who chose the file, or undefined.
 */
export function openApiTextProblem(text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return 'The file is empty.';
  if (trimmed.startsWith('{')) return jsonProblem(trimmed);
  return /^(openapi|swagger)[ \t]*:[ \t]*["']?\d/m.test(text) ? undefined : notOpenApi;
}

const notOpenApi =
  'This is not an OpenAPI document: it has no openapi (or swagger) version at the top.';

function jsonProblem(text: string): string | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return 'The file is not valid JSON.';
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return notOpenApi;
  const record = parsed as Record<string, unknown>;
  const version = Object.hasOwn(record, 'openapi') ? record['openapi'] : record['swagger'];
  return typeof version === 'string' && /^\d/.test(version) ? undefined : notOpenApi;
}
