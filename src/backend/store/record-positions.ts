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

const positionsByList = new Map<string, Map<string, number>>();

function positionsOf(listName: string): Map<string, number> {
  let positions = positionsByList.get(listName);
  if (!positions) {
    positions = new Map();
    positionsByList.set(listName, positions);
  }
  return positions;
}

export function findRecordById<R extends Identified>(
  listName: string,
  records: readonly R[],
  id: string,
): R | undefined {
  const positions = positionsOf(listName);
  const at = positions.get(id);
  if (at !== undefined) {
    const record = records[at];
    if (record?.id === id) return record;
  }
  let found: R | undefined;
  positions.clear();
  records.forEach((record, index) => {
    positions.set(record.id, index);
    if (record.id === id) found ??= record;
  });
  return found;
}

/** Appends `record` and remembers where, so finding it next costs no scan. */
export function appendRecord<R extends Identified>(listName: string, records: R[], record: R): R {
  positionsOf(listName).set(record.id, records.length);
  records.push(record);
  return record;
}
