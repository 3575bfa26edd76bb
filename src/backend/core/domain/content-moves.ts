import type { ContentMove, ContentSibling, ContentTransfer } from '../../../api/schema.gen.ts';
import { ApiError } from '../http/api-error.ts';
import type { BackendState, UserRecord } from '../store/state.ts';
import { findOrganization, requireAdmin } from './access.ts';
import { findCollectionIn, requireContentManager } from './content-access.ts';
import {
  closeGap,
  collectionSubtree,
  placeAt,
  sameNode,
  siblingsOf,
  type ContentNode,
} from './content-tree.ts';

/**
 * Moving content within an organization and transferring it to another one (decision 0005).
 * Checks run in a fixed order so a request breaking several rules always gets the same
 * answer: 403 (role), 404 (parent), 412 (cannot go there), 400 (position), 409 (no change).
 */

function describeNode(node: ContentNode): string {
  return `${node.type} '${node.record.id}'`;
}

function siblingMatches(sibling: ContentSibling, node: ContentNode): boolean {
  return 'space' in sibling
    ? node.type === 'space' && node.record.id === sibling.space
    : node.type === 'collection' && node.record.id === sibling.collection;
}

function siblingId(sibling: ContentSibling): string {
  return 'space' in sibling ? sibling.space : sibling.collection;
}

/** 412 when `node` may not live in `parentId` (a collection of the node's organization). */
function checkDestination(
  state: BackendState,
  node: ContentNode,
  parentId: string | undefined,
  verb: 'moved' | 'transferred',
): void {
  if (node.type === 'collection' && parentId !== undefined) {
    if (collectionSubtree(state, node.record).has(parentId))
      throw new ApiError(
        412,
        parentId === node.record.id
          ? `The collection '${node.record.id}' cannot be ${verb} into itself.`
          : `The collection '${node.record.id}' cannot be ${verb} into '${parentId}', which is inside it.`,
      );
  }
  if (node.type === 'space' && parentId === undefined && node.record.visibility === 'in-collection')
    throw new ApiError(
      412,
      `The space '${node.record.id}' is visible to its collection only (in-collection) and cannot be ${verb} outside a collection; change its visibility first or choose a collection.`,
    );
}

/**
 * Moves a space or a collection to `parent` (null: the root; absent: where it is) at
 * `position` (absent: last). The node is active and in the caller's organization.
 */
export function moveContent(
  state: BackendState,
  node: ContentNode,
  body: ContentMove,
  user: UserRecord,
): void {
  const organizationId = node.record.organizationId;
  requireContentManager(state, organizationId, user, `move ${node.type}s`);
  const currentParent = node.record.parentId;
  const targetParent =
    body.parent === undefined
      ? currentParent
      : body.parent === null
        ? undefined
        : findCollectionIn(state, organizationId, body.parent).id;
  checkDestination(state, node, targetParent, 'moved');

  const siblings = siblingsOf(state, organizationId, targetParent);
  const others = siblings.filter((sibling) => !sameNode(sibling, node));
  let index = others.length;
  if (body.position) {
    const where = 'before' in body.position ? 'before' : 'after';
    const sibling = 'before' in body.position ? body.position.before : body.position.after;
    if (siblingMatches(sibling, node)) {
      if (targetParent === currentParent)
        throw new ApiError(409, `Moving ${describeNode(node)} next to itself changes nothing.`);
      throw new ApiError(400, `/position/${where} cannot be the ${node.type} being moved.`);
    }
    const at = others.findIndex((other) => siblingMatches(sibling, other));
    if (at === -1)
      throw new ApiError(
        400,
        `position/${where}: the ${sibling.type} '${siblingId(sibling)}' is not in the target ${
          targetParent === undefined ? 'organization root' : `collection '${targetParent}'`
        }.`,
      );
    index = where === 'before' ? at : at + 1;
  }
  if (targetParent === currentParent) {
    const current = siblings.findIndex((sibling) => sameNode(sibling, node));
    if (current === index)
      throw new ApiError(409, `${describeNode(node)} is already there; the move changes nothing.`);
  }
  if (targetParent === undefined) delete node.record.parentId;
  else node.record.parentId = targetParent;
  placeAt(state, node, targetParent, index);
  if (targetParent !== currentParent) closeGap(state, organizationId, currentParent);
}

/**
 * Transfers a space or a collection (with everything inside it) to another organization,
 * optionally into one of its collections, last in the target parent. The caller must be admin
 * on both sides.
 */
export function transferContent(
  state: BackendState,
  node: ContentNode,
  body: ContentTransfer,
  user: UserRecord,
): void {
  const source = findOrganization(state, node.record.organizationId);
  requireAdmin(state, source, user, `transfer ${node.type}s`);
  const target = findOrganization(state, body.organization);
  requireAdmin(state, target, user, `transfer content into '${target.id}'`);
  const targetParent =
    body.collection === undefined
      ? undefined
      : findCollectionIn(state, target.id, body.collection).id;
  if (target.id === source.id && targetParent === node.record.parentId)
    throw new ApiError(
      409,
      `${describeNode(node)} is already in ${
        targetParent === undefined
          ? `the root of '${target.id}'`
          : `the collection '${targetParent}'`
      }; the transfer changes nothing.`,
    );
  checkDestination(state, node, targetParent, 'transferred');

  const previousParent = node.record.parentId;
  if (target.id !== source.id) {
    // Everything inside a collection goes along, deleted spaces included, so they restore
    // in the organization that now holds their content.
    const collectionIds =
      node.type === 'collection' ? collectionSubtree(state, node.record) : new Set<string>();
    for (const collection of state.collections)
      if (collectionIds.has(collection.id)) collection.organizationId = target.id;
    for (const space of state.spaces)
      if (space.parentId !== undefined && collectionIds.has(space.parentId))
        space.organizationId = target.id;
    node.record.organizationId = target.id;
  }
  if (targetParent === undefined) delete node.record.parentId;
  else node.record.parentId = targetParent;
  placeAt(state, node, targetParent, Number.MAX_SAFE_INTEGER);
  closeGap(state, source.id, previousParent);
}
