import { join } from 'node:path';
import type { Plugin } from 'vite';
import { shellRouteIds, startChunkName, startScreenModule } from './first-path.ts';

/** React, React DOM, the router and TanStack Query: what every page runs. */
const framework =
  /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/](react-router|router-core|history|react-query|query-core|store|react-store))[\\/]/;

/**
 * The chunks of the first paint (docs/decisions/0023, 0038). The splitter cut the way to the
 * first organization into 43 files: a chunk per route part, and a shared chunk per set of
 * routes that import a module, many of them a few hundred bytes. Small files compress badly
 * (136 KB gzip in all, 27 KB of it the app's own, which compresses to 21 KB as one file), and
 * each is fetched one import step after the file that imports it. Here the way is three files:
 *
 * - the entry, with the shell's and the overview's routes unsplit (`codeSplitting` below);
 * - `framework`: the modules of React, the router and TanStack Query that the entry runs
 *   (`$initial`: imported statically from the entry, as the bundler's tree-shaking sees it);
 *   their other modules go with the later screens that use them;
 * - `start`: the start screen, its forms and what they import beyond the entry, which a
 *   signed-in person never loads.
 */
export function firstPathChunks(root: string) {
  let start = new Set<string>();

  const plugin: Plugin = {
    name: 'folio:first-path-chunks',
    apply: 'build',
    // The module graph is complete here, before the chunks are made.
    buildEnd() {
      // Static imports only: what a dynamic import brings is loaded when it is needed.
      const reach = (from: string[], without = new Set<string>()) => {
        const seen = new Set<string>();
        const queue = from.filter((id) => !without.has(id));
        while (queue.length > 0) {
          const id = queue.pop() as string;
          if (seen.has(id)) continue;
          seen.add(id);
          for (const imported of this.getModuleInfo(id)?.importedIds ?? [])
            if (!seen.has(imported) && !without.has(imported)) queue.push(imported);
        }
        return seen;
      };
      const ids = [...this.getModuleIds()];
      const entry = reach(ids.filter((id) => this.getModuleInfo(id)?.isEntry));
      start = reach(
        ids.filter((id) => id === join(root, startScreenModule)),
        entry,
      );
    },
  };

  /** For TanStack Router's plugin: which parts of a route are chunks of their own. */
  const splitBehavior = ({ routeId }: { routeId: string }) =>
    shellRouteIds.includes(routeId)
      ? ([['errorComponent'], ['notFoundComponent']] as Array<
          Array<'errorComponent' | 'notFoundComponent'>
        >)
      : undefined;

  const groups = [
    { name: 'framework', priority: 3, tags: ['$initial' as const], test: framework },
    // The rest of what the entry imports, in one chunk instead of one per set of later screens
    // that share a module with it.
    { name: 'shell', priority: 2, tags: ['$initial' as const] },
    {
      name: startChunkName,
      priority: 1,
      test: (id: string) => start.has(id),
      // Its imports that are not its own are in the entry, loaded before it.
      includeDependenciesRecursively: false,
    },
  ];
  return { plugin, groups, splitBehavior };
}
