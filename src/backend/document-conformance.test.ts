import { describe, expect, it } from 'vitest';
import { documentCorpus } from '../api/document-corpus.ts';
import { componentSchema, contractDocument } from './core/http/contract.ts';
import { describeValidationErrors, validatorFor } from './http/schema-validator.ts';
import { createBackend } from './create-backend.ts';

/**
 * Documents in the platform's model (platform-values §2): the corpus written for the project and
 * every Document the seeds hold validate against the contract's Document schema, and the corpus
 * uses every block, inline and mark type the contract names, so a type the editor or the seeds
 * never meet cannot hide.
 */

const validateDocument = validatorFor(componentSchema('Document'), { coerce: false });

function problems(value: unknown): string {
  return validateDocument(value)
    ? 'valid'
    : describeValidationErrors(validateDocument.errors, 'document');
}

/** The tag values a discriminated union of the contract names (`DocumentBlock` → 35 types). */
function tagsOf(schemaName: string): string[] {
  const schemas = (contractDocument as { components: { schemas: Record<string, unknown> } })
    .components.schemas;
  const schema = schemas[schemaName] as { discriminator?: { mapping?: object } } | undefined;
  return Object.keys(schema?.discriminator?.mapping ?? {}).sort();
}

/** Every `type` used per `object` kind (block, inline, mark) anywhere in a value. */
function typesUsed(value: unknown, found = new Map<string, Set<string>>()) {
  if (Array.isArray(value)) for (const item of value) typesUsed(item, found);
  else if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    const { object, type } = record;
    if (typeof object === 'string' && typeof type === 'string') {
      const set = found.get(object) ?? new Set<string>();
      set.add(type);
      found.set(object, set);
    }
    for (const inner of Object.values(record)) typesUsed(inner, found);
  }
  return found;
}

describe('the Document corpus', () => {
  for (const [name, build] of Object.entries(documentCorpus))
    it(`${name} is a Document of the contract`, () => {
      expect(problems(build())).toBe('valid');
    });

  it('uses every block, inline and mark type of the model', () => {
    const used = typesUsed(Object.values(documentCorpus).map((build) => build()));
    const sorted = (kind: string) => [...(used.get(kind) ?? [])].sort();
    expect(tagsOf('DocumentBlock')).toHaveLength(35);
    expect(sorted('block')).toEqual(tagsOf('DocumentBlock'));
    expect(tagsOf('DocumentInline')).toHaveLength(9);
    expect(sorted('inline')).toEqual(tagsOf('DocumentInline'));
    const marks = tagsOf('DocumentMark');
    expect(marks).toHaveLength(8);
    expect(sorted('mark')).toEqual(marks);
  });

  it('refuses what the platform does not have', () => {
    const build = documentCorpus['quickstartGuide'];
    if (!build) throw new Error('quickstartGuide is missing');
    const withType = (type: string) => ({
      ...build(),
      nodes: [{ object: 'block', type, nodes: [] }],
    });
    expect(problems(withType('table-row'))).toMatch(/nodes\/0\/type must be one of/);
    expect(problems(withType('heading-1'))).toMatch(/data/);
    const hex = {
      ...build(),
      nodes: [
        {
          object: 'block',
          type: 'paragraph',
          nodes: [
            {
              object: 'text',
              leaves: [
                {
                  object: 'leaf',
                  text: 'red',
                  marks: [
                    { object: 'mark', type: 'color', data: { text: '#ff0000', background: '' } },
                  ],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(problems(hex)).not.toBe('valid');
  });
});

describe('the seeds', () => {
  it('hold only Documents of the contract', () => {
    for (const seed of ['demo', 'large'] as const) {
      const { store } = createBackend({ seed });
      const { state } = store;
      const documents: [string, unknown][] = [
        ...state.agentInstructions.map((record) => [
          `instructions of ${record.organizationId}`,
          record.instructions,
        ]),
        ...state.changeRequests.map((record) => [
          `description of ${record.id}`,
          record.description,
        ]),
        ...state.translations.map((record) => [
          `instructions of ${record.id}`,
          record.instructions,
        ]),
      ] as [string, unknown][];
      expect(documents.length).toBeGreaterThan(0);
      for (const [where, document] of documents) expect(problems(document), where).toBe('valid');
    }
  });
});
