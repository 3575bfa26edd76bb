import { validateListSearch } from '@/features/change-requests/list-search';

/**
 * The search of a page that lists change requests (an organization's or a space's): spread into
 * the route's options. The filters are all in the URL, so a view is a shareable link.
 *
 * A module of its own, apart from the list's component: a route's options stay in the route
 * tree that the first page loads, and the code splitter moves only what the component uses into
 * the route's own chunk; a module shared by both would bring the whole list (and the form layer
 * behind its dialog) into the first download.
 */
export const changeRequestListSearch = {
  validateSearch: validateListSearch,
  // A route's search also carries the raw URL's keys; the list takes only what validation kept.
  loaderDeps: ({ search }: { search: Parameters<typeof validateListSearch>[0] }) =>
    validateListSearch(search),
};
