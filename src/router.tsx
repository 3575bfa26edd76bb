import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { NotFound } from './components/shell/not-found';
import { RouteError } from './components/shell/route-error';
import { PageSkeleton } from './components/ui/skeleton';
import { sessionStore } from './lib/session';
import { routeTree } from './route-tree.gen';

/** The app's router; tests pass a memory history (src/test/render-route.tsx). */
export function createAppRouter(
  queryClient: QueryClient,
  options: { history?: RouterHistory } = {},
) {
  return createRouter({
    routeTree,
    ...(options.history ? { history: options.history } : {}),
    context: { queryClient, session: sessionStore },
    // The query cache decides freshness; the router must not keep its own copy of loader data.
    defaultPreloadStaleTime: 0,
    defaultPreload: 'intent',
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: () => <NotFound />,
    defaultPendingComponent: () => <PageSkeleton />,
    defaultPendingMs: 300,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    /** The route's label in the breadcrumbs, when it is a fixed word. */
    crumb?: string;
  }
}
