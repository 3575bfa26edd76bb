/**
 * The way from opening the console to the first organization painted: the build keeps it in
 * the first chunks (first-path-chunks.ts) and `npm run test:size` weighs it
 * (initial-js-budget.ts). docs/decisions/0023, 0038.
 */

/**
 * The routes of the shell and the first organization's overview, by route id: their components
 * and loaders are not split from the entry (only their error and not-found pages are), as every
 * signed-in page shows them.
 */
export const shellRouteIds = [
  '__root__',
  '/_app',
  '/_app/orgs',
  '/_app/orgs/$orgId',
  '/_app/orgs/$orgId/',
];

/** The start screen's chunk (with its forms), which a person loads before signing in only. */
export const startChunkName = 'start';
export const startScreenModule = 'src/routes/index.tsx?tsr-split=component';
