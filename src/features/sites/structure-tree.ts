import type {
  components,
  SiteStructureItem as StructureItem,
  SiteStructureRef as Ref,
} from '@/api/schema.gen';
import {
  findInTree,
  moveInTree,
  type TreeItem,
  type TreeMove,
} from '@/components/sortable-tree/tree-model';

type Schemas = components['schemas'];
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
  /** A site space's space (its title and emoji are the space's). */
  spaceId?: string;
  emoji?: string;
  /** The spaces a section shows, in order (a space is at most once per section). */
  spaceIds?: readonly string[];
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

/**
 * Each API item's tree item, made once: an item the cache still holds (a move keeps every
 * object it does not change, `fromTreeItems`) gives the same tree item and row data again, so
 * the tree's memoized rows skip every row a move leaves as it was (docs/decisions/0023).
 */
const treeItemOf = new WeakMap<StructureItem, TreeItem<StructureNode>>();

/** The structure as the sortable tree's items: groups hold sections, sections site spaces. */
export function toTreeItems(structure: readonly StructureItem[]): TreeItem<StructureNode>[] {
  return structure.map((item) => {
    let made = treeItemOf.get(item);
    if (!made) treeItemOf.set(item, (made = toTreeItem(item)));
    return made;
  });
}

function toTreeItem(item: StructureItem): TreeItem<StructureNode> {
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
          spaceId: item.space.id,
          ...(item.space.emoji ? { emoji: item.space.emoji } : {}),
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
          spaceIds: item.siteSpaces.map((siteSpace) => siteSpace.space.id),
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
}

const sameItems = (a: readonly object[], b: readonly object[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

/**
 * Tree items back to the API's structure items, in the tree's order. An item whose children
 * are the same objects in the same order is its source itself (structural sharing).
 */
export function fromTreeItems(items: readonly TreeItem<StructureNode>[]): StructureItem[] {
  return items.map((item) => {
    const source = item.data.source;
    switch (source.object) {
      case 'site-space':
        return source;
      case 'site-section': {
        const siteSpaces = fromTreeItems(item.children).filter(
          (child): child is Schemas['SiteSpace'] => child.object === 'site-space',
        );
        return sameItems(siteSpaces, source.siteSpaces) ? source : { ...source, siteSpaces };
      }
      case 'site-section-group': {
        const children = fromTreeItems(item.children).filter(
          (child): child is Schemas['SiteSection'] | Schemas['SiteSectionGroup'] =>
            child.object !== 'site-space',
        );
        if (sameItems(children, source.children)) return source;
        // The deprecated `sections` (the direct sections) follows `children`, as the API has it.
        const sections = children.filter(
          (child): child is Schemas['SiteSection'] => child.object === 'site-section',
        );
        return { ...source, sections, children };
      }
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

/**
 * Why `node` may not go into `parent` (null: the top level), in words for a refused drop, or
 * undefined when it may. Mirrors the backend: a group stays in its parent; a section goes to
 * the top level or into a group; a site space goes into a section (or stays at the root of a
 * site without sections), and into another section only when that section does not have its
 * space yet and its own section keeps another (decision 0020). `sectionOf` finds a section.
 */
export function dropProblem(
  node: StructureNode,
  parent: StructureNode | null,
  sectionOf: (id: string) => StructureNode | undefined,
): string | undefined {
  switch (node.kind) {
    case 'site-space': {
      if (node.parent === undefined)
        return parent === null ? undefined : 'the site has no sections; its spaces stay in a list.';
      if (parent?.kind !== 'site-section')
        return 'a site space goes into a section, not at the top level or into a group.';
      if (parent.id === node.parent) return undefined;
      if (node.spaceId !== undefined && parent.spaceIds?.includes(node.spaceId))
        return `“${parent.title}” already has this space.`;
      const own = sectionOf(node.parent);
      if ((own?.spaceIds?.length ?? 0) <= 1)
        return `it is the only site space of “${own?.title ?? node.parent}”, and a section is never empty.`;
      return undefined;
    }
    case 'site-section-group':
      return (parent === null ? undefined : parent.id) === node.parent &&
        parent?.kind !== 'site-section'
        ? undefined
        : 'a section group stays in the group it was created in; reorder it there.';
    case 'site-section':
      return parent === null || parent.kind === 'site-section-group'
        ? undefined
        : 'a section goes at the top level or into a group, never into another section.';
  }
}

/** The sections of a tree by id, for `dropProblem`. */
export function sectionLookup(
  items: readonly TreeItem<StructureNode>[],
): (id: string) => StructureNode | undefined {
  const sections = new Map<string, StructureNode>();
  const visit = (list: readonly TreeItem<StructureNode>[]) => {
    for (const item of list) {
      if (item.data.kind === 'site-section') sections.set(item.data.id, item.data);
      else if (item.data.kind === 'site-section-group') visit(item.children);
    }
  };
  visit(items);
  return (id) => sections.get(id);
}

/** The one request a move becomes. */
export type StructureRequest =
  | { type: 'sort'; item: Ref; position: Schemas['SiteStructurePosition'] }
  | { type: 'add-to-group'; groupId: string; sectionId: string }
  | { type: 'remove-from-group'; groupId: string; sectionId: string }
  | { type: 'move-site-space'; move: SiteSpaceMove }
  | { type: 'none' };

/**
 * A site space into another section (decision 0020): one move call with the target section,
 * or, against a server without it, the platform's calls: add the space there, carry the path
 * (when free there) and condition over, put it where it was dropped (`before`/`after` a site
 * space of the target; absent when it goes last), remove the old one.
 */
export interface SiteSpaceMove {
  siteSpaceId: string;
  spaceId: string;
  title: string;
  toSectionId: string;
  /** The two sections' titles, to say where it is when a move is left half done. */
  fromTitle: string;
  toTitle: string;
  path?: string;
  condition?: string;
  position?: { before: string } | { after: string };
}

function ref(value: string): Ref {
  const { kind, id } = parseTreeId(value);
  return { type: kind, id };
}

/**
 * A tree move to what makes it: a sort within the same parent; for a section that changes
 * group, an add to the new group or a removal back to the root (the backend then puts it at
 * the end; the editor reloads the structure after those); for a site space that changes
 * section, the move of `SiteSpaceMove`.
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
  if (node.kind === 'site-space') return siteSpaceMove(items, node, move);
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

function siteSpaceMove(
  items: readonly TreeItem<StructureNode>[],
  node: StructureNode,
  move: TreeMove,
): StructureRequest {
  if (move.parent === null || node.spaceId === undefined) return { type: 'none' };
  const target = findInTree(items, move.parent);
  if (!target || target.item.data.kind !== 'site-section') return { type: 'none' };
  const source = node.source.object === 'site-space' ? node.source : undefined;
  const siblings = target.item.children.filter((child) => child.id !== move.id);
  const takenPaths = siblings.flatMap((child) =>
    child.data.source.object === 'site-space' ? [child.data.source.path] : [],
  );
  // Dropped last: no position, since both ways of moving put it last by themselves.
  const last = siblings.at(-1)?.id;
  const position =
    move.position === null || ('after' in move.position && move.position.after === last)
      ? undefined
      : 'after' in move.position
        ? { after: parseTreeId(move.position.after).id }
        : { before: parseTreeId(move.position.before).id };
  return {
    type: 'move-site-space',
    move: {
      siteSpaceId: node.id,
      spaceId: node.spaceId,
      title: node.title,
      toSectionId: target.item.data.id,
      fromTitle:
        findInTree(items, treeId('site-section', node.parent ?? ''))?.item.data.title ?? '',
      toTitle: target.item.data.title,
      ...(source && !takenPaths.includes(source.path) ? { path: source.path } : {}),
      ...(source?.condition !== undefined ? { condition: source.condition } : {}),
      ...(position ? { position } : {}),
    },
  };
}

/** Every section of a structure, groups walked in place. */
export function sectionsOf(structure: Schemas['SiteStructure']): Schemas['SiteSection'][] {
  const walk = (items: readonly StructureItem[]): Schemas['SiteSection'][] =>
    items.flatMap((item) =>
      item.object === 'site-section'
        ? [item]
        : item.object === 'site-section-group'
          ? walk(item.children)
          : [],
    );
  return walk(structure.structure);
}
