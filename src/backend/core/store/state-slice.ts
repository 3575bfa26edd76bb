/**
 * One area's part of the backend's state (`store/slices/<area>.ts`): the lists of records it
 * keeps, each empty, and a version bumped when their shape changes. The slices are found by
 * their file names (`npm run generate` writes `slices.gen.ts`), and `BackendState` is the base
 * (users, organizations, memberships) with every slice's lists, so an area declares its records
 * beside its own code and edits no shared list.
 */
export interface StateSlice<Lists extends Record<string, unknown[]>> {
  /** Bumped when a record of this slice changes shape, so an older saved state is not loaded. */
  readonly version: number;
  /** The slice's lists, all empty: a new state, the `empty` seed, and a check of saved data. */
  readonly empty: () => Lists;
}

export function stateSlice<Lists extends Record<string, unknown[]>>(
  slice: StateSlice<Lists>,
): StateSlice<Lists> {
  return slice;
}

/** The lists a slice adds to the state. */
export type SliceLists<S> = S extends StateSlice<infer Lists> ? Lists : never;
