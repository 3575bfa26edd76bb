import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';

/**
 * Renders `page` as the one page of a bare router, so links resolve without the app's routes
 * (for a link component's own test; screens use `renderRoute`), at `path`.
 */
export async function renderInRouter(page: () => ReactNode, path = '/'): Promise<void> {
  const router = createRouter({
    routeTree: createRootRoute({ component: page }),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(<RouterProvider router={router} />);
  await router.load();
}
