import { isSafeUrl } from '@/api/safe-url';
import type { ContentRef } from '@/api/schema.gen';
import type { DocumentBlock, DocumentInline, DocumentNode } from './slate-types';

/*
 * The form of each node the editor changes through a dialog: which fields it has, how they
 * read from the node's `data` and fragments, and how they write back. Writing starts from the
 * node as it is, so keys the form does not show (`key`, `meta`, options of `data`) stay.
 */

type Json = Record<string, unknown>;
export type EditableNode = DocumentBlock | DocumentInline;
export type FieldValue = string | boolean | DocumentBlock[];
export type FormValues = Record<string, FieldValue>;

export interface FieldSpec {
  name: string;
  label: string;
  kind: 'text' | 'textarea' | 'select' | 'checkbox' | 'blocks';
  options?: readonly string[];
  /** What the options are called, where that is not the value itself. */
  optionLabels?: Record<string, string>;
  required?: boolean;
  hint?: string;
}

export interface NodeForm {
  fields: FieldSpec[];
  read: (node: EditableNode) => FormValues;
  write: (node: EditableNode, values: FormValues) => EditableNode;
  /** Why the values cannot be applied, by field name. */
  check?: (values: FormValues) => Record<string, string>;
}

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const dataOf = (node: EditableNode): Json => node.data ?? {};
const withData = (node: EditableNode, patch: Json): EditableNode => ({
  ...node,
  data: { ...dataOf(node), ...patch },
});

// --- content references ------------------------------------------------------------------

type RefOf<K extends ContentRef['kind']> = Extract<ContentRef, { kind: K }>;
/** The field of a ContentRef kind that names its target: its one required field but `kind`. */
type TargetKey<K extends ContentRef['kind']> = {
  [F in keyof RefOf<K>]-?: F extends 'kind' ? never : object extends Pick<RefOf<K>, F> ? never : F;
}[keyof RefOf<K>];

/**
 * Each ContentRef kind and the key that names its target (platform-values §2.5), checked
 * against the contract's ContentRef: a kind it adds, or a target it renames, does not compile.
 */
export const refKeys = {
  url: 'url',
  page: 'page',
  anchor: 'anchor',
  space: 'space',
  collection: 'collection',
  user: 'user',
  file: 'file',
  'reusable-content': 'reusableContent',
  openapi: 'spec',
} as const satisfies { [K in ContentRef['kind']]: TargetKey<K> };
export type RefKind = keyof typeof refKeys;
const refKinds = Object.keys(refKeys) as RefKind[];
const isRefKind = (kind: unknown): kind is RefKind => refKinds.some((k) => k === kind);

function readRef(ref: unknown): { kind: string; target: string } {
  if (!isRecord(ref) || !isRefKind(ref.kind)) return { kind: 'url', target: '' };
  return { kind: ref.kind, target: str(ref[refKeys[ref.kind]]) };
}

/** The reference the fields say; the old one (with its optional keys) when they say the same. */
function writeRef(old: unknown, values: FormValues): Json {
  const kind = isRefKind(values.refKind) ? values.refKind : 'url';
  const target = str(values.target).trim();
  const before = readRef(old);
  if (isRecord(old) && before.kind === kind && before.target === target) return old;
  if (isRecord(old) && before.kind === kind) return { ...old, [refKeys[kind]]: target };
  return { kind, [refKeys[kind]]: target };
}

const refFields = (kinds: readonly RefKind[] = refKinds): FieldSpec[] => [
  { name: 'refKind', label: 'Link to', kind: 'select', options: kinds },
  {
    name: 'target',
    label: 'Target',
    kind: 'text',
    required: true,
    hint: 'An address for url, otherwise the id of the page, space, user…',
  },
];

function checkTarget(values: FormValues): Record<string, string> {
  const target = str(values.target).trim();
  if (target === '') return { target: 'Say what it points to.' };
  if (values.refKind === 'url' && !isSafeUrl(target)) {
    return { target: 'Only https://, http:// and mailto: addresses.' };
  }
  return {};
}

const required =
  (...names: string[]) =>
  (values: FormValues): Record<string, string> => {
    const problems: Record<string, string> = {};
    for (const name of names) if (str(values[name]).trim() === '') problems[name] = 'Required.';
    return problems;
  };

// --- fragments -----------------------------------------------------------------------------

type Fragment = Json & { nodes?: unknown };
const fragmentsOf = (node: EditableNode): Fragment[] =>
  Array.isArray(node.fragments) ? (node.fragments as Fragment[]) : [];
const fragmentNamed = (node: EditableNode, name: string) =>
  fragmentsOf(node).find((fragment) => fragment.fragment === name || fragment.type === name);

/** The node with fragment `name` holding `nodes` (added when missing). */
function withFragment(node: EditableNode, name: string, type: string, nodes: unknown[]) {
  const fragments = fragmentsOf(node);
  const found = fragments.some((fragment) => fragment.fragment === name);
  return {
    ...node,
    fragments: found
      ? fragments.map((fragment) =>
          fragment.fragment === name ? { ...fragment, nodes } : fragment,
        )
      : [...fragments, { object: 'fragment', fragment: name, type, nodes }],
  };
}

const paragraphOf = (value: string): DocumentBlock => ({
  object: 'block',
  type: 'paragraph',
  nodes: [{ object: 'text', leaves: [{ object: 'leaf', text: value, marks: [] }] }],
});

/** Plain text of a fragment's single paragraph (a caption, an expandable's title). */
function fragmentText(node: EditableNode, name: string): string {
  const paragraph = fragmentNamed(node, name)?.nodes;
  const first = Array.isArray(paragraph) ? (paragraph[0] as DocumentBlock | undefined) : undefined;
  return (first?.nodes ?? [])
    .map((child: DocumentNode) =>
      child.object === 'text' ? child.leaves.map((leaf) => leaf.text).join('') : '',
    )
    .join('');
}

/** A one-paragraph fragment rewritten only when its text changed (marks survive otherwise). */
function writeFragmentText(node: EditableNode, name: string, type: string, value: string) {
  if (fragmentText(node, name) === value) return node;
  return withFragment(node, name, type, [paragraphOf(value)]);
}

const fragmentBlocks = (node: EditableNode, name: string): DocumentBlock[] => {
  const nodes = fragmentNamed(node, name)?.nodes;
  return Array.isArray(nodes) ? (nodes as DocumentBlock[]) : [];
};
const blocks = (value: FieldValue | undefined): DocumentBlock[] =>
  Array.isArray(value) ? value : [];

/** The node with body fragment `name` (its type too) holding the blocks of a form's field. */
function withBody(node: EditableNode, name: string, value: FieldValue | undefined) {
  const body = blocks(value);
  // The platform wants at least one block in a body.
  return withFragment(node, name, name, body.length > 0 ? body : [paragraphOf('')]);
}

// --- emoji ---------------------------------------------------------------------------------

/** An emoji typed as itself (`🚀`) or as its code points (`1f680`), as the platform stores it. */
export function emojiCode(input: string): string {
  const value = input.trim();
  if (/^[0-9a-f]{2,6}(-[0-9a-f]{2,6})*$/i.test(value)) return value.toLowerCase();
  return [...value].map((char) => char.codePointAt(0)?.toString(16) ?? '').join('-');
}

export function emojiText(code: string): string {
  try {
    return code
      .split('-')
      .map((hex) => String.fromCodePoint(parseInt(hex, 16)))
      .join('');
  } catch {
    return code;
  }
}

// --- the forms -----------------------------------------------------------------------------

/** A node that is its reference (a card, a mention): where it points is all its form asks. */
function refForm(kinds?: readonly RefKind[]): NodeForm {
  return {
    fields: refFields(kinds),
    read: (node) => {
      const ref = readRef(dataOf(node).ref);
      return { refKind: ref.kind, target: ref.target };
    },
    write: (node, values) => withData(node, { ref: writeRef(dataOf(node).ref, values) }),
    check: checkTarget,
  };
}

const formulaForm: NodeForm = {
  fields: [{ name: 'formula', label: 'Formula (LaTeX)', kind: 'textarea', required: true }],
  read: (node) => ({ formula: str(dataOf(node).formula) }),
  write: (node, values) => withData(node, { formula: str(values.formula) }),
  check: required('formula'),
};

export const nodeForms: Record<string, NodeForm> = {
  math: formulaForm,
  'inline-math': formulaForm,
  embed: {
    fields: [
      { name: 'url', label: 'Address', kind: 'text', required: true },
      { name: 'fullWidth', label: 'Full width', kind: 'checkbox' },
    ],
    read: (node) => ({ url: str(dataOf(node).url), fullWidth: dataOf(node).fullWidth === true }),
    write: (node, values) => {
      const { fullWidth, ...data } = dataOf(node);
      const wide = values.fullWidth === true ? { fullWidth: true } : {};
      // An explicit `false` that stays false is kept as it came.
      const kept = fullWidth === false && values.fullWidth !== true ? { fullWidth } : wide;
      return { ...node, data: { ...data, url: str(values.url).trim(), ...kept } };
    },
    check: (values): Record<string, string> =>
      isSafeUrl(str(values.url).trim()) ? {} : { url: 'Enter an https:// or http:// address.' },
  },
  file: {
    fields: [{ name: 'target', label: 'File id', kind: 'text', required: true }],
    read: (node) => ({ target: readRef(dataOf(node).ref).target }),
    write: (node, values) =>
      withData(node, { ref: writeRef(dataOf(node).ref, { ...values, refKind: 'file' }) }),
    check: required('target'),
  },
  image: {
    fields: [
      ...refFields(['url', 'file']).map((field) =>
        field.name === 'target' ? { ...field, label: 'Image address or file id' } : field,
      ),
      { name: 'alt', label: 'Alternative text', kind: 'text' },
      { name: 'caption', label: 'Caption', kind: 'text' },
    ],
    read: (node) => {
      const ref = readRef(dataOf(node).ref);
      return {
        refKind: ref.kind,
        target: ref.target,
        alt: str(dataOf(node).alt),
        caption: fragmentText(node, 'caption'),
      };
    },
    write: (node, values) => {
      const { alt, ...data } = dataOf(node);
      const nextAlt = str(values.alt);
      const withAlt = nextAlt !== '' || alt !== undefined ? { alt: nextAlt } : {};
      const next = { ...node, data: { ...data, ref: writeRef(data.ref, values), ...withAlt } };
      const caption = str(values.caption);
      if (caption === '' && !fragmentNamed(node, 'caption')) return next;
      return writeFragmentText(next, 'caption', 'image-caption', caption);
    },
    check: checkTarget,
  },
  'content-ref': refForm(),
  mention: refForm(['user', 'page', 'space', 'collection', 'anchor', 'url']),
  button: {
    fields: [
      { name: 'label', label: 'Label', kind: 'text', required: true },
      { name: 'kind', label: 'Style', kind: 'select', options: ['primary', 'secondary'] },
      ...refFields(),
    ],
    read: (node) => {
      const data = dataOf(node);
      const ref = readRef(data.ref);
      return {
        label: str(data.label),
        kind: data.kind === 'secondary' ? 'secondary' : 'primary',
        refKind: ref.kind,
        target: ref.target,
      };
    },
    write: (node, values) =>
      withData(node, {
        label: str(values.label),
        kind: values.kind === 'secondary' ? 'secondary' : 'primary',
        ref: writeRef(dataOf(node).ref, values),
      }),
    check: (values) => ({ ...checkTarget(values), ...required('label')(values) }),
  },
  emoji: {
    fields: [
      {
        name: 'emoji',
        label: 'Emoji',
        kind: 'text',
        required: true,
        hint: 'The emoji itself, or its code points such as 1f680.',
      },
    ],
    read: (node) => ({ emoji: emojiText(str(dataOf(node).code)) }),
    write: (node, values) => {
      const code = emojiCode(str(values.emoji));
      return code === str(dataOf(node).code) ? node : withData(node, { code });
    },
    check: required('emoji'),
  },
  expandable: {
    fields: [
      { name: 'title', label: 'Title', kind: 'text', required: true },
      { name: 'body', label: 'Content', kind: 'blocks' },
    ],
    read: (node) => ({
      title: fragmentText(node, 'expandable-title'),
      body: fragmentBlocks(node, 'expandable-body'),
    }),
    write: (node, values) => {
      const titled = writeFragmentText(
        node,
        'expandable-title',
        'expandable-title',
        str(values.title),
      );
      return withBody(titled, 'expandable-body', values.body);
    },
    check: required('title'),
  },
  annotation: {
    fields: [{ name: 'body', label: 'Note', kind: 'blocks' }],
    read: (node) => ({ body: fragmentBlocks(node, 'annotation-body') }),
    write: (node, values) => withBody(node, 'annotation-body', values.body),
  },
};
