import type { components } from './schema.gen.ts';

/**
 * Builders of platform Documents (platform-values.md §2), typed by the contract: each returns
 * the node in the platform's shape, with `data` where the platform requires it, `isVoid` on
 * voids, no `nodes` on voids, and fragments where a node keeps content beside its children.
 * The seeds, the document corpus and the tests write Documents with these, so none of them can
 * drift from the model the backend validates.
 */

type S = components['schemas'];
export type Document = S['Document'];
export type TopLevelBlock = S['DocumentTopLevelBlock'];
export type AnyBlock = S['DocumentBlock'];
export type EssentialBlock = S['DocumentEssentialBlock'];
export type ListItemBlock = S['DocumentListItemBlock'];
export type QuoteBlock = S['DocumentQuoteBlock'];
export type StepBlock = S['DocumentStepBlock'];
export type ColumnBlock = S['DocumentColumnBlock'];
export type ExpandableBodyBlock = S['DocumentExpandableBodyBlock'];
export type AnnotationBodyBlock = S['DocumentAnnotationBodyBlock'];
export type InlineContent = S['DocumentInlineContent'];
export type Inline = S['DocumentInline'];
export type Text = S['DocumentText'];
export type Leaf = S['DocumentLeaf'];
export type Mark = S['DocumentMark'];
export type TextColor = S['DocumentTextColor'];
export type ContentRef = S['ContentRef'];
export type UrlOrFileRef = S['ContentRefUrlOrFile'];
export type Fragment = S['DocumentFragment'];
export type Paragraph = S['DocumentParagraph'];
export type ListItem = S['DocumentListItem'];
export type CodeLine = S['DocumentCodeLine'];
export type Image = S['DocumentImage'];
export type TabsItem = S['DocumentTabsItem'];
export type StepperStep = S['DocumentStepperStep'];
export type Column = S['DocumentColumn'];
export type TableDefinition = S['DocumentTableDefinition'];
export type TableValue = S['DocumentTableValue'];
export type TableView = S['DocumentTableView'];

export type PlainMarkType = S['DocumentPlainMark']['type'];
/** A mark as a builder takes it: a plain mark's type, or a whole mark (a colour). */
export type MarkSpec = PlainMarkType | Mark;

// --- text ------------------------------------------------------------------------------------

export function mark(spec: MarkSpec): Mark {
  return typeof spec === 'string' ? { object: 'mark', type: spec } : spec;
}

export function color(text: TextColor, background: TextColor = 'default'): Mark {
  return { object: 'mark', type: 'color', data: { text, background } };
}

export function leaf(value: string, ...marks: MarkSpec[]): Leaf {
  return { object: 'leaf', text: value, marks: marks.map(mark) };
}

/** One text node of one leaf. */
export function text(value: string, ...marks: MarkSpec[]): Text {
  return { object: 'text', leaves: [leaf(value, ...marks)] };
}

/** One text node of several leaves, as the platform groups a run of differently marked text. */
export function richText(...parts: (string | [string, ...MarkSpec[]])[]): Text {
  return {
    object: 'text',
    leaves: parts.map((part) => (typeof part === 'string' ? leaf(part) : leaf(...part))),
  };
}

const content = (nodes: (InlineContent | string)[]): InlineContent[] =>
  nodes.map((node) => (typeof node === 'string' ? text(node) : node));

// --- content references ----------------------------------------------------------------------

export const ref = {
  url: (url: string) => ({ kind: 'url', url }) as const,
  file: (file: string) => ({ kind: 'file', file }) as const,
  page: (page: string, space?: string) =>
    ({ kind: 'page', page, ...(space !== undefined ? { space } : {}) }) as const,
  anchor: (anchor: string, page?: string, space?: string) =>
    ({
      kind: 'anchor',
      anchor,
      ...(space !== undefined ? { space } : {}),
      ...(page !== undefined ? { page } : {}),
    }) as const,
  user: (user: string) => ({ kind: 'user', user }) as const,
  collection: (collection: string) => ({ kind: 'collection', collection }) as const,
  space: (space: string) => ({ kind: 'space', space }) as const,
  reusableContent: (reusableContent: string, space?: string) =>
    ({
      kind: 'reusable-content',
      reusableContent,
      ...(space !== undefined ? { space } : {}),
    }) as const,
  openapi: (spec: string) => ({ kind: 'openapi', spec }) as const,
};

// --- inlines ---------------------------------------------------------------------------------

export function link(
  target: ContentRef | string,
  ...nodes: (S['DocumentLinkContent'] | string)[]
): S['DocumentLink'] {
  return {
    object: 'inline',
    type: 'link',
    data: { ref: typeof target === 'string' ? ref.url(target) : target },
    nodes: nodes.map((node) => (typeof node === 'string' ? text(node) : node)),
  };
}

/** An emoji by its code points in hex (`1f680`), as the platform stores it. */
export function emoji(code: string): S['DocumentEmoji'] {
  return { object: 'inline', type: 'emoji', isVoid: true, data: { code } };
}

export function icon(name: string, iconColor?: TextColor): S['DocumentIcon'] {
  return {
    object: 'inline',
    type: 'icon',
    isVoid: true,
    data: { icon: name, ...(iconColor !== undefined ? { color: iconColor } : {}) },
  };
}

export function expression(value: string): S['DocumentExpression'] {
  return { object: 'inline', type: 'expression', isVoid: true, data: { expression: value } };
}

export function inlineMath(formula: string): S['DocumentInlineMath'] {
  return { object: 'inline', type: 'inline-math', isVoid: true, data: { formula } };
}

export function inlineImage(
  source: UrlOrFileRef,
  options: Omit<S['DocumentInlineImage']['data'], 'ref'> = {},
): S['DocumentInlineImage'] {
  return {
    object: 'inline',
    type: 'inline-image',
    isVoid: true,
    data: { ref: source, ...options },
  };
}

export function annotation(
  annotated: string,
  ...note: AnnotationBodyBlock[]
): S['DocumentAnnotation'] {
  return {
    object: 'inline',
    type: 'annotation',
    isVoid: false,
    nodes: [text(annotated)],
    fragments: [
      { object: 'fragment', fragment: 'annotation-body', type: 'annotation-body', nodes: note },
    ],
  };
}

export function mention(target: ContentRef): S['DocumentMention'] {
  return { object: 'inline', type: 'mention', isVoid: true, data: { ref: target } };
}

export function button(
  label: string,
  target: ContentRef,
  kind: 'primary' | 'secondary' = 'primary',
  buttonIcon?: string,
): S['DocumentButton'] {
  return {
    object: 'inline',
    type: 'button',
    isVoid: true,
    data: { label, kind, ref: target, ...(buttonIcon !== undefined ? { icon: buttonIcon } : {}) },
  };
}

// --- text blocks -----------------------------------------------------------------------------

export function paragraph(...nodes: (InlineContent | string)[]): Paragraph {
  return { object: 'block', type: 'paragraph', nodes: content(nodes) };
}

export function heading(
  level: 1 | 2 | 3,
  title: string | (InlineContent | string)[],
  id?: string,
): S['DocumentHeading'] {
  return {
    object: 'block',
    type: `heading-${level}`,
    data: id !== undefined ? { id } : {},
    nodes: content(typeof title === 'string' ? [title] : title),
  };
}

// --- lists -----------------------------------------------------------------------------------

type ItemContent = ListItemBlock | string;

/** A container's blocks, where a plain string stands for a paragraph of that text. */
function blocksOf<B>(blocks: (B | string)[]): (B | Paragraph)[] {
  return blocks.map((block) => (typeof block === 'string' ? paragraph(block) : block));
}

export function listItem(...blocks: ItemContent[]): ListItem {
  return { object: 'block', type: 'list-item', nodes: blocksOf(blocks) };
}

const asItem = (item: ListItem | string): ListItem =>
  typeof item === 'string' ? listItem(item) : item;

export function bulletList(...items: (ListItem | string)[]): S['DocumentListUnordered'] {
  return { object: 'block', type: 'list-unordered', nodes: items.map(asItem) };
}

export function orderedList(
  items: (ListItem | string)[],
  start?: number,
): S['DocumentListOrdered'] {
  return {
    object: 'block',
    type: 'list-ordered',
    data: start !== undefined ? { start } : {},
    nodes: items.map(asItem),
  };
}

export function task(checked: boolean, ...blocks: ItemContent[]): ListItem {
  return { object: 'block', type: 'list-item', data: { checked }, nodes: blocksOf(blocks) };
}

export function taskList(...items: ListItem[]): S['DocumentListTasks'] {
  return { object: 'block', type: 'list-tasks', nodes: items };
}

// --- containers ------------------------------------------------------------------------------

/** A block with no children of its own: what it shows is all in `data`. */
function voidBlock<T extends string, D>(type: T, data: D) {
  return { object: 'block' as const, type, isVoid: true as const, data };
}

export function divider(): S['DocumentDivider'] {
  return voidBlock('divider', {});
}

export function quote(...blocks: (QuoteBlock | string)[]): S['DocumentBlockquote'] {
  return { object: 'block', type: 'blockquote', nodes: blocksOf(blocks) };
}

export function hint(
  style: S['DocumentHint']['data']['style'],
  ...blocks: (EssentialBlock | string)[]
): S['DocumentHint'] {
  return { object: 'block', type: 'hint', data: { style }, nodes: blocksOf(blocks) };
}

export function codeLine(...nodes: (S['DocumentCodeLineContent'] | string)[]): CodeLine {
  return {
    object: 'block',
    type: 'code-line',
    data: {},
    nodes: nodes.map((node) => (typeof node === 'string' ? text(node) : node)),
  };
}

export function code(
  data: S['DocumentCode']['data'],
  lines: (CodeLine | string)[],
): S['DocumentCode'] {
  return {
    object: 'block',
    type: 'code',
    data,
    nodes: lines.map((line) => (typeof line === 'string' ? codeLine(line) : line)),
  };
}

export function tab(title: string, ...blocks: (StepBlock | string)[]): TabsItem {
  return { object: 'block', type: 'tabs-item', data: { title }, nodes: blocksOf(blocks) };
}

export function tabs(...items: TabsItem[]): S['DocumentTabs'] {
  return { object: 'block', type: 'tabs', nodes: items };
}

export function step(...blocks: (StepBlock | string)[]): StepperStep {
  return { object: 'block', type: 'stepper-step', data: {}, nodes: blocksOf(blocks) };
}

export function stepper(...steps: StepperStep[]): S['DocumentStepper'] {
  return { object: 'block', type: 'stepper', nodes: steps };
}

export function expandable(
  title: string | Paragraph,
  ...body: (ExpandableBodyBlock | string)[]
): S['DocumentExpandable'] {
  return {
    object: 'block',
    type: 'expandable',
    isVoid: true,
    data: {},
    fragments: [
      {
        object: 'fragment',
        fragment: 'expandable-title',
        type: 'expandable-title',
        nodes: [typeof title === 'string' ? paragraph(title) : title],
      },
      {
        object: 'fragment',
        fragment: 'expandable-body',
        type: 'expandable-body',
        nodes: blocksOf(body),
      },
    ],
  };
}

export function column(...blocks: (ColumnBlock | string)[]): Column {
  return { object: 'block', type: 'column', data: {}, nodes: blocksOf(blocks) };
}

export function columns(...items: Column[]): S['DocumentColumns'] {
  return { object: 'block', type: 'columns', isVoid: false, data: {}, nodes: items };
}

export function conditional(expressionText: string, ...blocks: TopLevelBlock[]): S['DocumentIf'] {
  return { object: 'block', type: 'if', data: { expression: expressionText }, nodes: blocks };
}

// --- media and references --------------------------------------------------------------------

export function image(
  source: UrlOrFileRef,
  options: Omit<Image['data'], 'ref'> & { caption?: string | Paragraph } = {},
): Image {
  const { caption, ...data } = options;
  return {
    object: 'block',
    type: 'image',
    isVoid: true,
    data: { ref: source, ...data },
    fragments:
      caption === undefined
        ? []
        : [
            {
              object: 'fragment',
              fragment: 'caption',
              type: 'image-caption',
              nodes: [typeof caption === 'string' ? paragraph(caption) : caption],
            },
          ],
  };
}

export function images(data: S['DocumentImages']['data'], ...items: Image[]): S['DocumentImages'] {
  return { object: 'block', type: 'images', isVoid: false, data, nodes: items };
}

export function file(fileId: string): S['DocumentFile'] {
  return voidBlock('file', { ref: ref.file(fileId) });
}

export function drawing(fileId?: string): S['DocumentDrawing'] {
  return voidBlock('drawing', fileId !== undefined ? { ref: ref.file(fileId) } : {});
}

export function embed(url: string, fullWidth?: boolean): S['DocumentEmbed'] {
  return voidBlock('embed', { url, ...(fullWidth !== undefined ? { fullWidth } : {}) });
}

export function math(formula: string): S['DocumentMath'] {
  return voidBlock('math', { formula });
}

export function contentRef(target: ContentRef): S['DocumentContentRef'] {
  return voidBlock('content-ref', { ref: target });
}

export function swagger(source: UrlOrFileRef, path: string, method: string): S['DocumentSwagger'] {
  return voidBlock('swagger', { ref: source, path, method });
}

export function openapiOperation(
  spec: string,
  path: string,
  method: string,
): S['DocumentOpenAPIOperation'] {
  return voidBlock('openapi-operation', { ref: ref.openapi(spec), path, method });
}

export function openapiSchemas(spec: string, schemas: string[]): S['DocumentOpenAPISchemas'] {
  return voidBlock('openapi-schemas', { ref: ref.openapi(spec), schemas });
}

export function openapiWebhook(
  spec: string,
  name: string,
  method: string,
): S['DocumentOpenAPIWebhook'] {
  return voidBlock('openapi-webhook', { ref: ref.openapi(spec), name, method });
}

export function integrationBlock(
  integration: string,
  block: string,
  props: Record<string, unknown>,
): S['DocumentIntegration'] {
  return voidBlock('integration', { integration, block, props });
}

export function reusableContent(id: string, space?: string): S['DocumentReusableContent'] {
  return voidBlock('reusable-content', { ref: ref.reusableContent(id, space) });
}

// --- tables ----------------------------------------------------------------------------------

/**
 * A table from its columns and rows: record ids `r1`, `r2`… in order (`orderIndex` sorts them
 * as text: `a0`, `a1`…), each row's values by column id.
 */
export function table(
  view: TableView,
  definitions: TableDefinition[],
  rows: Record<string, TableValue>[],
  fragments: Fragment[] = [],
): S['DocumentTable'] {
  const definition: Record<string, TableDefinition> = {};
  for (const column of definitions) definition[column.id] = column;
  const records: S['DocumentTable']['data']['records'] = {};
  rows.forEach((values, index) => {
    records[`r${index + 1}`] = { orderIndex: `a${index.toString(36).padStart(2, '0')}`, values };
  });
  return {
    object: 'block',
    type: 'table',
    isVoid: true,
    data: { view, records, definition },
    fragments,
  };
}

export function textColumn(
  id: string,
  title: string,
  textAlignment: 'left' | 'center' | 'right' = 'left',
): TableDefinition {
  return { id, title, type: 'text', textAlignment };
}

export function document(...nodes: TopLevelBlock[]): Document {
  return { object: 'document', data: { schemaVersion: 1 }, nodes };
}
