/*
 * Which platform nodes (platform-values §2) the editor holds as whole void nodes: each one is
 * kept as its Document node, drawn as what it is, and replaced only as a whole when its form is
 * applied. A void of a type outside these lists stays an unsupported block, kept verbatim.
 */

export const voidBlockTypes: ReadonlySet<string> = new Set([
  'divider',
  'image',
  'file',
  'drawing',
  'embed',
  'math',
  'expandable',
  'table',
  'swagger',
  'openapi-operation',
  'openapi-schemas',
  'openapi-webhook',
  'content-ref',
  'integration',
  'reusable-content',
]);

export const voidInlineTypes: ReadonlySet<string> = new Set([
  'emoji',
  'icon',
  'expression',
  'inline-math',
  'inline-image',
  'mention',
  'button',
]);

/** What each node is called, in menus, dialogs and the labels of the nodes themselves. */
export const nodeNames: Record<string, string> = {
  divider: 'Divider',
  image: 'Image',
  images: 'Images',
  file: 'File',
  drawing: 'Drawing',
  embed: 'Embed',
  math: 'Math',
  expandable: 'Expandable',
  table: 'Table',
  swagger: 'OpenAPI block',
  'openapi-operation': 'OpenAPI operation',
  'openapi-schemas': 'OpenAPI schemas',
  'openapi-webhook': 'OpenAPI webhook',
  'content-ref': 'Card',
  integration: 'Integration block',
  'reusable-content': 'Reusable content',
  emoji: 'Emoji',
  icon: 'Icon',
  expression: 'Expression',
  'inline-math': 'Inline math',
  'inline-image': 'Inline image',
  mention: 'Mention',
  button: 'Button',
  annotation: 'Annotation',
  tabs: 'Tabs',
  stepper: 'Stepper',
};

export const nodeName = (type: string): string => nodeNames[type] ?? type;

/**
 * What the Insert menu and the slash menu offer, in their order: one list for both. Tabs and
 * steppers land at once; the others open their form first (see use-node-insertion.tsx).
 */
export const insertableBlocks = [
  'tabs',
  'stepper',
  'expandable',
  'image',
  'table',
  'math',
  'file',
  'embed',
  'content-ref',
] as const;
export const insertableInlines = [
  'emoji',
  'mention',
  'button',
  'inline-math',
  'annotation',
] as const;
export type InsertableType = (typeof insertableBlocks)[number] | (typeof insertableInlines)[number];
