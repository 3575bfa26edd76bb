import type { BackendState } from './state.ts';

/**
 * One area's part of the seeds (`store/seed-<area>.ts` exports one as `<name>Seed`): found by
 * file name (`npm run generate` writes `seed-steps.gen.ts`) and run after the base (people,
 * organizations, content, sites), in the order their `after` asks for.
 */
export interface SeedStep {
  /** The step's name, which other steps give in `after`. */
  readonly name: string;
  /** Steps whose records this one reads or writes into: they run first. */
  readonly after?: readonly string[];
  /** Adds the area's records to the demo seed (and so to `large`, which starts from it). */
  readonly demo?: (state: BackendState, now: number) => void;
  /** Adds the area's bulk records to the `large` seed, once the base's are in. */
  readonly large?: (state: BackendState, now: number) => void;
}

/** The steps, each after those it names in `after`; otherwise in the order given. */
export function orderedSeedSteps(steps: readonly SeedStep[]): SeedStep[] {
  const byName = new Map(steps.map((step) => [step.name, step]));
  const ordered: SeedStep[] = [];
  const placing = new Set<string>();
  const place = (step: SeedStep) => {
    if (ordered.includes(step)) return;
    if (placing.has(step.name)) throw new Error(`Seed steps wait for each other: ${step.name}.`);
    placing.add(step.name);
    for (const name of step.after ?? []) {
      const before = byName.get(name);
      if (!before)
        throw new Error(`Seed step ${step.name} runs after ${name}, which no file seeds.`);
      place(before);
    }
    ordered.push(step);
  };
  for (const step of steps) place(step);
  return ordered;
}
