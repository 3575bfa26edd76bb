import type { components } from '@/api/schema.gen';
import {
  findInTree,
  moveInTree,
  type TreeItem,
  type TreeMove,
} from '@/components/sortable-tree/tree-model';

type Schemas = components['schemas'];
type StructureItem = Schemas['SiteStructureItem'];
export type StructureKind = StructureItem['object'];

/** What a row of the structure editor shows. */
export interface StructureNode {
  kind: StructureKind;
  id: string;
  title: string;
  icon?: string;
  isDefault: boolean;
  /** The section id of a site space, the parent group of a section or group. */
  parent?: string;
  /** The item as the API answered it, to rebuild the structure after a move. */
  source: StructureItem;
}

/** Tree ids carry the kind, since a section and a group could share an id. */
export function treeId(kind: StructureKind, id: string): string {
  return `${kind}:${id}`;
}

export function parseTreeId(value: string): { kind: StructureKind; id: string } {
  const at = value.indexOf(':');
  const kind = value.slice(0, at);
  if (kind !== 'site-space' && kind !== 'site-section' && kind !== 'site-section-group')
    throw new Error(`Not a structure tree id: ${value}`);
  return { kind, id: value.slice(at + 1) };
}

/** The structure as the sortable tree's items: groups hold sections, sections site spaces. */
export function toTreeItems(structure: readonly StructureItem[]): TreeItem<StructureNode>[] {
  return structure.map((item) => {
    switch (item.object) {
      case 'site-space':
        return {
          id: treeId(item.object, item.id),
          canHaveChildren: false,
          children: [],
          data: {
            kind: item.object,
            id: item.id,
            title: item.title,
            isDefault: item.default,
            ...(item.section !== undefined ? { parent: item.section } : {}),
            source: item,
          },
        };
      case 'site-section':
        return {
          id: treeId(item.object, item.id),
          canHaveChildren: true,
          children: toTreeItems(item.siteSpaces),
          data: {
            kind: item.object,
            id: item.id,
            title: item.title,
            isDefault: item.default,
            ...(item.icon !== undefined ? { icon: item.icon } : {}),
            ...(item.sectionGroup !== undefined ? { parent: item.sectionGroup } : {}),
            source: item,
          },
        };
      case 'site-section-group':
        return {
          id: treeId(item.object, item.id),
          canHaveChildren: true,
          children: toTreeItems(item.children),
          data: {
            kind: item.object,
            id: item.id,
            title: item.title,
            isDefault: false,
            ...(item.icon !== undefined ? { icon: item.icon } : {}),
            ...(item.sectionGroup !== undefined ? { parent: item.sectionGroup } : {}),
            source: item,
          },
        };
    }
  });
}

/** Tree items back to the API's structure items, in the tree's order. */
export function fromTreeItems(items: readonly TreeItem<StructureNode>[]): StructureItem[] {
  return items.map((item) => {
    const source = item.data.source;
    switch (source.object) {
      case 'site-space':
        return source;
      case 'site-section':
        return {
          ...source,
          siteSpaces: fromTreeItems(item.children).filter(
            (child): child is Schemas['SiteSpace'] => child.object === 'site-space',
          ),
        };
      case 'site-section-group':
        return {
          ...source,
          children: fromTreeItems(item.children).filter(
            (child): child is Schemas['SiteSection'] | Schemas['SiteSectionGroup'] =>
              child.object !== 'site-space',
          ),
        };
    }
  });
}

/** The structure with a sort applied, for the optimistic update. */
export function applyMoveToStructure(
  structure: Schemas['SiteStructure'],
  move: TreeMove,
): Schemas['SiteStructure'] {
  return {
    ...structure,
    structure: fromTreeItems(moveInTree(toTreeItems(structure.structure), move)),
  };
}

/** The rule of `canDropInto` for a kind, in words, for the message of a refused drop. */
export function dropRule(kind: StructureKind): string {
  switch (kind) {
    case 'site-space':
      return 'a site space stays in its section (no call of the platform moves it to another).';
    case 'site-section-group':
      return 'a section group stays in the group it was created in; reorder it there.';
    case 'site-section':
      return 'a section goes at the top level or into a group, never into another section.';
  }
}

/**
 * Where each kind may go, mirroring the backend: a site space stays in its section; a group
 * stays in its parent; a section goes to the root or into any group (the add and remove
 * section calls), but never into a section.
 */
export function canDropInto(node: StructureNode, parent: StructureNode | null): boolean {
  switch (node.kind) {
    case 'site-space':
      return parent?.kind === 'site-section' && parent.id === node.parent;
    case 'site-section-group':
      return (
        (parent === null ? undefined : parent.id) === node.parent && parent?.kind !== 'site-section'
      );
    case 'site-section':
      return parent === null || parent.kind === 'site-section-group';
  }
}

type Ref = Schemas['SiteStructureRef'];

/** The one request a move becomes. */
export type StructureRequest =
  | { type: 'sort'; item: Ref; position: Schemas['SiteStructurePosition'] }
  | { type: 'add-to-group'; groupId: string; sectionId: string }
  | { type: 'remove-from-group'; groupId: string; sectionId: string }
  | { type: 'none' };

function ref(value: string): Ref {
  const { kind, id } = parseTreeId(value);
  return { type: kind, id };
}

/**
 * A tree move to the single request that makes it: a sort within the same parent, or, for a
 * section that changes group, an add to the new group or a removal back to the root (the
 * backend then puts it at the end; the editor reloads the structure after those).
 */
export function requestForMove(
  items: readonly TreeItem<StructureNode>[],
  move: TreeMove,
): StructureRequest {
  const found = findInTree(items, move.id);
  if (!found) return { type: 'none' };
  const node = found.item.data;
  if (found.parentId === move.parent) {
    if (move.position === null) return { type: 'none' };
    const position =
      'before' in move.position
        ? { before: ref(move.position.before) }
        : { after: ref(move.position.after) };
    return { type: 'sort', item: { type: node.kind, id: node.id }, position };
  }
  if (node.kind !== 'site-section') return { type: 'none' };
  if (move.parent === null) {
    if (found.parentId === null) return { type: 'none' };
    return {
      type: 'remove-from-group',
      groupId: parseTreeId(found.parentId).id,
      sectionId: node.id,
    };
  }
  return { type: 'add-to-group', groupId: parseTreeId(move.parent).id, sectionId: node.id };
}
