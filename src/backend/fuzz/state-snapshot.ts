/**
 * Proves that a refused request left the backend's state exactly as it was, for less than it
 * costs to serialize the whole state after every request (the fuzz suite sends thousands).
 *
 * A snapshot holds every object and array of the state, by identity, each with a shallow copy
 * of what it held: its keys in order and their values (references for objects, primitives as
 * they are). The check compares each of those objects with its copy, `===` for `===`. When the
 * root is the same object and every object is unchanged, every object reachable from the root
 * is one of the snapshot's, holding the same references and primitives in the same order: the
 * very same graph, which serializes to the very same text. So the check fails whenever
 * comparing the serialized texts would, and also on what the texts hide (a record replaced by
 * an equal copy, a key set to `undefined`). No text is built and nothing is walked recursively:
 * one flat loop of comparisons.
 *
 * The state is plain JSON data; anything else in it (a `Date`, any object that serializes
 * itself) is compared by its serialized text, so a change inside it is not missed either.
 */

export interface StateSnapshot {
  /** The objects and arrays, parents before their children. */
  readonly nodes: readonly object[];
  /** For each node: an array's items, or an object's keys and values in turn. */
  readonly shapes: readonly (readonly unknown[])[];
  /** For each node: its parent's position and its key there, to name a difference. */
  readonly parents: readonly number[];
  readonly keys: readonly (string | number)[];
  /** Nodes compared by their serialized text, with that text. */
  readonly opaque: ReadonlyMap<object, string>;
}

function isPlain(value: object): boolean {
  const prototype = Object.getPrototypeOf(value) as unknown;
  return (
    (prototype === Object.prototype || prototype === Array.prototype || prototype === null) &&
    typeof (value as { toJSON?: unknown }).toJSON !== 'function'
  );
}

/** Takes the snapshot of a JSON-serializable object. */
export function snapshotOf(root: object): StateSnapshot {
  const nodes: object[] = [root];
  const shapes: unknown[][] = [];
  const parents: number[] = [-1];
  const keys: (string | number)[] = [''];
  const opaque = new Map<object, string>();
  const child = (value: unknown, parent: number, key: string | number) => {
    if (typeof value !== 'object' || value === null) return;
    nodes.push(value);
    parents.push(parent);
    keys.push(key);
  };
  // `nodes` grows while it is read: a breadth-first walk without recursion.
  for (let index = 0; index < nodes.length; index += 1) {
    const node = nodes[index] as Record<string, unknown>;
    if (!isPlain(node)) {
      opaque.set(node, JSON.stringify(node));
      shapes.push([]);
    } else if (Array.isArray(node)) {
      const items = node.slice();
      shapes.push(items);
      for (let item = 0; item < items.length; item += 1) child(items[item], index, item);
    } else {
      const shape: unknown[] = [];
      for (const key in node) {
        const value = node[key];
        shape.push(key, value);
        child(value, index, key);
      }
      shapes.push(shape);
    }
  }
  return { nodes, shapes, parents, keys, opaque };
}

/** Whether one node still holds what its copy holds. */
function unchanged(snapshot: StateSnapshot, index: number): boolean {
  const node = snapshot.nodes[index] as Record<string, unknown>;
  const shape = snapshot.shapes[index] as readonly unknown[];
  const text = snapshot.opaque.get(node);
  if (text !== undefined) return JSON.stringify(node) === text;
  if (Array.isArray(node)) {
    if (node.length !== shape.length) return false;
    for (let item = 0; item < shape.length; item += 1) if (node[item] !== shape[item]) return false;
    return true;
  }
  let at = 0;
  for (const key in node) {
    if (shape[at] !== key || shape[at + 1] !== node[key]) return false;
    at += 2;
  }
  return at === shape.length;
}

/**
 * Where `root` differs from the snapshot: a JSON pointer to the object or array that changed
 * (`''` for the root), or `undefined` when it is the same state, object for object and value
 * for value.
 */
export function firstDifference(snapshot: StateSnapshot, root: object): string | undefined {
  if (root !== snapshot.nodes[0]) return '';
  for (let index = 0; index < snapshot.nodes.length; index += 1) {
    if (unchanged(snapshot, index)) continue;
    const path: string[] = [];
    for (let at = index; at > 0; at = snapshot.parents[at] as number)
      path.unshift(`/${String(snapshot.keys[at]).replaceAll('~', '~0').replaceAll('/', '~1')}`);
    return path.join('');
  }
  return undefined;
}
