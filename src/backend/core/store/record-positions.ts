/**
 * Finding a record of a long, append-mostly list (revisions, page Documents) by id without a
 * scan. Inside a change, the state's lists are watched (change-tracking.ts): every position a
 * rule reads is saved again, so `find` over thousands of revisions would make a small change
 * write them all. The position of each id is remembered here and checked on use (the record at
 * that position must carry the id), so a stale position (another state, a list replaced) only
 * costs one scan that learns the positions again.
 */

interface Identified {
  readonly id: string;
}

interface Known {
  positions: Map<string, number>;
  /**
   * Set while `positions` holds every record of a list of this length ending with this id: an
   * id it does not hold is then in no position, and that is known without a scan.
   */
  complete?: { length: number; lastId: string };
}

const knownByList = new Map<string, Known>();

function knownOf(listName: string): Known {
  let known = knownByList.get(listName);
  if (!known) {
    known = { positions: new Map() };
    knownByList.set(listName, known);
  }
  return known;
}

function isComplete<R extends Identified>(known: Known, records: readonly R[]): boolean {
  const { complete } = known;
  return (
    complete !== undefined &&
    complete.length === records.length &&
    records[complete.length - 1]?.id === complete.lastId
  );
}

export function findRecordById<R extends Identified>(
  listName: string,
  records: readonly R[],
  id: string,
): R | undefined {
  const known = knownOf(listName);
  const at = known.positions.get(id);
  if (at !== undefined) {
    const record = records[at];
    if (record?.id === id) return record;
  } else if (isComplete(known, records)) return undefined;
  let found: R | undefined;
  known.positions.clear();
  records.forEach((record, index) => {
    known.positions.set(record.id, index);
    if (record.id === id) found ??= record;
  });
  const last = records.at(-1);
  if (last) known.complete = { length: records.length, lastId: last.id };
  else delete known.complete;
  return found;
}

/** Appends `record` and remembers where, so finding it next costs no scan. */
export function appendRecord<R extends Identified>(listName: string, records: R[], record: R): R {
  const known = knownOf(listName);
  const wasComplete = isComplete(known, records);
  known.positions.set(record.id, records.length);
  records.push(record);
  if (wasComplete) known.complete = { length: records.length, lastId: record.id };
  return record;
}
