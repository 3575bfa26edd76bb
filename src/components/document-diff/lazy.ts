import { lazy } from 'react';

/*
 * The diff's entry points for screens: loaded when first drawn, so neither the diff, jsdiff nor
 * the editor's renderer it draws with joins the chunk of the screen that shows it. Wrap them in
 * a Suspense boundary with a skeleton.
 */
export const LazyDocumentDiff = lazy(async () => ({
  default: (await import('./document-diff')).DocumentDiff,
}));

export const LazyPageChangeList = lazy(async () => ({
  default: (await import('./page-change-list')).PageChangeList,
}));
