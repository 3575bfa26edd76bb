import { readdir } from 'node:fs/promises';

/** One line of the bench's table: what was measured, its figure, and the target it has. */
export interface BenchRow {
  measure: string;
  value: string;
  target: string;
  /** Whether the target is met; null for a figure without one. */
  ok: boolean | null;
}

/**
 * A step of `npm run bench` that a file of scripts/bench exports as `benchStep` (decision
 * 0039): the bench finds it by that name, so an area adds its measurements in its own file.
 * `--steps=<name>` runs one browser step alone.
 */
export type BenchStep =
  | {
      name: string;
      /** Measured against the built console (`appUrl`) and the API server (`apiUrl`). */
      part: 'browser';
      run(urls: { appUrl: string; apiUrl: string }): Promise<BenchRow[]>;
    }
  | {
      name: string;
      /** Starts the servers it measures itself. */
      part: 'server';
      run(): Promise<BenchRow[]>;
    };

/** Every step the files of scripts/bench export, in the order of their file names. */
export async function benchSteps(): Promise<BenchStep[]> {
  const folder = new URL('./', import.meta.url);
  const files = (await readdir(folder)).filter((name) => name.endsWith('.ts')).sort();
  const steps: BenchStep[] = [];
  for (const file of files) {
    const exported = (await import(new URL(file, folder).href)) as { benchStep?: BenchStep };
    if (exported.benchStep) steps.push(exported.benchStep);
  }
  return steps;
}
