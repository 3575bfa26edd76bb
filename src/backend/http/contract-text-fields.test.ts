import { describe, expect, it } from 'vitest';
import { contractDocument, contractOperations } from '../core/http/contract.ts';

/**
 * Every free text field a caller sends goes through the one text rule (`x-text`, domain/text.ts):
 * trimmed, no control characters, lone surrogates or bidirectional overrides, and a `line` not
 * only spaces. A free text field is a string property of a request body named as text people
 * read (`title`, `subject`, `label`, `description`...); a new one fails here until it is marked.
 */

/**
 * A Document's nodes (a code block's title, a table column's) are content, kept as written like
 * the Document's text itself: the Document model decides what they hold (decision 0021).
 */
const documentModel = /^#\/components\/schemas\/Document/;

const textNames = new Set(['title', 'subject', 'label', 'description', 'summary', 'button_text']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The schema a `#/...` or `openapi#/...` reference names, with the name it is known by. */
function resolved(schema: Record<string, unknown>): { schema: unknown; where?: string } {
  const ref = schema['$ref'];
  if (typeof ref !== 'string') return { schema };
  const pointer = ref.replace(/^openapi#/, '#');
  let target: unknown = contractDocument;
  for (const part of pointer.slice(2).split('/'))
    target = isRecord(target) ? target[part] : undefined;
  return { schema: target, where: pointer };
}

interface TextField {
  where: string;
  marked: boolean;
}

/** The free text fields of every request body, each named where the contract declares it. */
function requestTextFields(): TextField[] {
  const found = new Map<string, TextField>();
  const visited = new Set<unknown>();
  /** Whether `schema` (a field's own schema) is a string under the text rule, in every branch. */
  const isMarked = (schema: unknown): boolean => {
    if (!isRecord(schema)) return false;
    const target = resolved(schema).schema;
    if (!isRecord(target)) return false;
    const branches = target['oneOf'] ?? target['anyOf'];
    if (Array.isArray(branches))
      return branches.every((branch) =>
        isRecord(branch) && branch['type'] === 'null' ? true : isMarked(branch),
      );
    return typeof target['x-text'] === 'string' || target['type'] !== 'string';
  };
  const visit = (value: unknown, where: string): void => {
    if (Array.isArray(value))
      return value.forEach((item, index) => visit(item, `${where}/${index}`));
    if (!isRecord(value)) return;
    const { schema, where: named } = resolved(value);
    if (!isRecord(schema) || visited.has(schema)) return;
    visited.add(schema);
    const at = named ?? where;
    const properties = schema['properties'];
    if (isRecord(properties))
      for (const [name, property] of Object.entries(properties)) {
        if (textNames.has(name))
          found.set(`${at}/properties/${name}`, {
            where: `${at}/properties/${name}`,
            marked: isMarked(property),
          });
        visit(property, `${at}/properties/${name}`);
      }
    for (const key of ['items', 'additionalProperties', 'oneOf', 'anyOf', 'allOf'])
      if (schema[key] !== undefined) visit(schema[key], `${at}/${key}`);
  };
  for (const operation of contractOperations())
    if (operation.requestBody) visit(operation.requestBody.schema, `${operation.operationId} body`);
  return [...found.values()];
}

describe('free text fields of request bodies', () => {
  const fields = requestTextFields();

  it('finds the fields the issue named, so the walk itself is not blind', () => {
    const places = fields.map((field) => field.where);
    expect(places).toContain(
      '#/components/schemas/ChangeRequestReviewersRequest/properties/subject',
    );
    expect(places).toContain('#/components/schemas/IntegrationPublish/properties/title');
  });

  it('puts every one of them under the one text rule', () => {
    const unmarked = fields.filter((field) => !field.marked && !documentModel.test(field.where));
    expect(unmarked.map((field) => field.where)).toEqual([]);
  });
});
