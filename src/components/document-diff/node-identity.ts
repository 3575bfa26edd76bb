import type { DocumentNode } from '@/components/rich-text/slate-types';

/*
 * When two nodes of two versions of a page are "the same node": the platform keys nodes, and a
 * key names one node across revisions, so two keyed nodes are the same exactly when their keys
 * are. A node without a key (older content, a node written by hand) is known only by what it
 * says, so it matches a node with the same content.
 */

const signatures = new WeakMap<object, string>();

/**
 * What a node says, without the keys of it and its descendants (keys name nodes, they are not
 * content): two nodes with the same signature read the same. Cached, as a node is compared with
 * many others while two long pages are aligned.
 */
export function signatureOf(node: DocumentNode): string {
  let signature = signatures.get(node);
  if (signature === undefined) {
    signature = JSON.stringify(node, function (this: unknown, name, value: unknown) {
      // Only a node's own `key` goes: a table's data may hold a field of that name.
      const holder = this as Record<string, unknown> | null;
      return name === 'key' && holder && typeof holder.object === 'string' ? undefined : value;
    });
    signatures.set(node, signature);
  }
  return signature;
}

export const keyOf = (node: DocumentNode): string | undefined =>
  typeof node.key === 'string' && node.key !== '' ? node.key : undefined;

/** Whether `a` (before) and `b` (after) are one node, unchanged or not (see above). */
export function isSameNode(a: DocumentNode, b: DocumentNode): boolean {
  const keyA = keyOf(a);
  const keyB = keyOf(b);
  if (keyA !== undefined && keyB !== undefined) return keyA === keyB;
  return signatureOf(a) === signatureOf(b);
}

/** Whether two nodes that are one node also read the same. */
export const isUnchanged = (a: DocumentNode, b: DocumentNode): boolean =>
  a === b || signatureOf(a) === signatureOf(b);
