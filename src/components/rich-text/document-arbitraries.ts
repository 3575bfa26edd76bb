import fc from 'fast-check';
import { webUrlArbitrary } from '@/api/web-url-arbitrary';
import type {
  Document,
  DocumentBlock,
  DocumentInline,
  DocumentLeaf,
  DocumentMark,
  DocumentNode,
  DocumentText,
} from './slate-types';
import { containerBlockTypes, knownBlockTypes } from './slate-types';

/*
 * fast-check generators of platform Documents for the conversion's property tests: the node
 * types the editor knows, in the shapes the platform writes and in odd ones (empty nodes, mixed
 * children, void flags), plus nodes, marks, keys and data it has never heard of.
 */

const reserved = new Set(['object', 'type', 'key', 'data', 'isVoid', 'nodes', 'leaves', 'text']);
const extraName = fc.string({ minLength: 1, maxLength: 8 }).filter((name) => !reserved.has(name));
const extraProps = fc.option(
  fc.dictionary(extraName, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 2 }),
  {
    nil: undefined,
    freq: 4,
  },
);
const data = fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 3 }), {
  maxKeys: 3,
});
const key = fc.option(fc.string({ minLength: 1, maxLength: 10 }), { nil: undefined, freq: 2 });

function withOptional<T extends object>(base: T, optional: Record<string, unknown>): T {
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [name, value] of Object.entries(optional)) {
    if (value !== undefined) out[name] = value;
  }
  return out as T;
}

const markType = fc.oneof(
  fc.constantFrom('bold', 'italic', 'code', 'strikethrough'),
  fc.constantFrom('keyboard', 'superscript', 'subscript', 'color'),
  fc.string({ minLength: 1, maxLength: 6 }),
);

export const markArbitrary: fc.Arbitrary<DocumentMark> = fc
  .record({
    type: markType,
    data: fc.option(fc.oneof(fc.record({ text: fc.string(), background: fc.string() }), data), {
      nil: undefined,
      freq: 3,
    }),
    extra: extraProps,
  })
  .map(({ type, data: markData, extra }) =>
    withOptional({ ...extra, object: 'mark' as const, type }, { data: markData }),
  );

export const leafArbitrary: fc.Arbitrary<DocumentLeaf> = fc
  .record({
    text: fc.oneof(fc.string(), fc.constant(''), fc.string({ unit: 'grapheme' })),
    marks: fc.array(markArbitrary, { maxLength: 4 }),
    extra: extraProps,
  })
  .map(({ text, marks, extra }) => ({ ...extra, object: 'leaf' as const, text, marks }));

export const textArbitrary: fc.Arbitrary<DocumentText> = fc
  .record({
    leaves: fc.array(leafArbitrary, { maxLength: 3 }),
    key,
    extra: extraProps,
  })
  .map(({ leaves, key: textKey, extra }) =>
    withOptional({ ...extra, object: 'text' as const, leaves }, { key: textKey }),
  );

const linkData = fc.oneof(
  webUrlArbitrary.map((url) => ({ ref: { kind: 'url', url } })),
  fc.record({
    ref: fc.record({ kind: fc.constantFrom('page', 'file', 'anchor'), page: fc.string() }),
  }),
  data,
);

// The editor's own blocks but its containers, which come among the unknown types below.
const knownBlockType = fc.constantFrom(
  ...knownBlockTypes.filter((type) => !(containerBlockTypes as readonly string[]).includes(type)),
);
const unknownBlockType = fc.oneof(
  fc.constantFrom('table', 'table-row', 'tabs', 'tabs-item', 'images', 'embed', 'math', 'swagger'),
  fc.string({ minLength: 1, maxLength: 10 }),
);
const knownData = fc.oneof(
  fc.record({ checked: fc.boolean() }),
  fc.record({ syntax: fc.constantFrom('javascript', 'ts', 'bash', ''), title: fc.string() }),
  fc.record({ style: fc.constantFrom('info', 'warning', 'danger', 'success', 'odd') }),
  data,
);

/**
 * A block or an inline: its type and children, with or without a key, data (none once in
 * `dataFreq` draws) and a void flag, and with props the editor has never heard of.
 */
function elementArbitrary<O extends 'block' | 'inline'>(
  object: O,
  parts: {
    type: fc.Arbitrary<string>;
    nodes: fc.Arbitrary<DocumentNode[]>;
    data: fc.Arbitrary<Record<string, unknown>>;
    dataFreq: number;
  },
) {
  return fc
    .record({
      type: parts.type,
      nodes: parts.nodes,
      key,
      data: fc.option(parts.data, { nil: undefined, freq: parts.dataFreq }),
      isVoid: fc.option(fc.boolean(), { nil: undefined, freq: 5 }),
      extra: extraProps,
    })
    .map(({ type, nodes, key: nodeKey, data: nodeData, isVoid, extra }) =>
      withOptional({ ...extra, object, type, nodes }, { key: nodeKey, data: nodeData, isVoid }),
    );
}

interface Tree {
  block: DocumentBlock;
  inline: DocumentInline;
  content: DocumentNode[];
}

const tree = fc.letrec<Tree>((tie) => ({
  block: elementArbitrary('block', {
    type: fc.oneof(
      { weight: 4, arbitrary: knownBlockType },
      { weight: 1, arbitrary: unknownBlockType },
    ),
    nodes: tie('content') as fc.Arbitrary<DocumentNode[]>,
    data: knownData,
    dataFreq: 2,
  }),
  inline: elementArbitrary('inline', {
    type: fc.oneof(
      { weight: 3, arbitrary: fc.constant('link') },
      { weight: 1, arbitrary: fc.constantFrom('mention', 'emoji', 'inline-math', 'annotation') },
    ),
    // Links usually hold texts; sometimes something else, which keeps them opaque.
    nodes: fc.oneof(
      { weight: 4, arbitrary: fc.array(textArbitrary, { maxLength: 3 }) },
      { weight: 1, arbitrary: tie('content') as fc.Arbitrary<DocumentNode[]> },
    ),
    data: linkData,
    dataFreq: 5,
  }),
  content: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    // Inline content: texts and inlines.
    {
      weight: 3,
      arbitrary: fc.array(
        fc.oneof(
          { weight: 4, arbitrary: textArbitrary },
          { weight: 1, arbitrary: tie('inline') as fc.Arbitrary<DocumentInline> },
        ),
        { maxLength: 4 },
      ),
    },
    // Block content.
    {
      weight: 3,
      arbitrary: fc.array(tie('block') as fc.Arbitrary<DocumentBlock>, { maxLength: 4 }),
    },
    // Odd: anything mixed.
    {
      weight: 1,
      arbitrary: fc.array(
        fc.oneof(
          textArbitrary,
          tie('inline') as fc.Arbitrary<DocumentInline>,
          tie('block') as fc.Arbitrary<DocumentBlock>,
        ),
        { maxLength: 4 },
      ),
    },
  ),
}));

export const blockArbitrary = tree.block;

export const documentArbitrary: fc.Arbitrary<Document> = fc
  .record({
    nodes: fc.array(tree.block, { maxLength: 6 }),
    extraData: fc.dictionary(extraName, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 2 }),
    schemaVersion: fc.constantFrom(1, 2),
  })
  // Through JSON, as documents arrive from the API (plain prototypes, no -0).
  .map(
    ({ nodes, extraData, schemaVersion }) =>
      JSON.parse(
        JSON.stringify({ object: 'document', data: { ...extraData, schemaVersion }, nodes }),
      ) as Document,
  );
