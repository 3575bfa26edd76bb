import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestBackend, type TestBackend } from '@/backend/node';
import type { SeedName } from '@/backend/core/store/state';
import { dismissAllToasts } from '@/components/ui/toast';
import { createQueryClient } from '@/lib/query-client';
import { sessionStore } from '@/lib/session';
import { createAppRouter } from '@/router';

let backends = 0;

export interface RenderedRoute {
  router: ReturnType<typeof createAppRouter>;
  queryClient: ReturnType<typeof createQueryClient>;
  backend: TestBackend;
  user: ReturnType<typeof userEvent.setup>;
  /** Unmounts, stops the backend and signs out; `afterEach(() => rendered.cleanup())`. */
  cleanup(): void;
}

/**
 * Renders the whole app at `path` as a signed-in person would see it: the real router and
 * routes, a fresh query client, and the Node backend (the same handlers as the demo and the
 * API server) behind `fetch`. A screen's behaviour is then tested in Vitest in a few hundred
 * milliseconds; Playwright keeps the journeys across screens.
 *
 * Each call gets its own backend at its own origin, so the API client (rebuilt per base URL)
 * never talks to a stopped one.
 */
export async function renderRoute(
  path: string,
  options: { token?: string; seed?: SeedName } = {},
): Promise<RenderedRoute> {
  backends += 1;
  const backend = createTestBackend({
    seed: options.seed ?? 'demo',
    baseUrl: `http://backend-${backends}.test`,
  });
  sessionStore.signIn({
    mode: 'remote',
    baseUrl: backend.baseUrl,
    token: options.token ?? 'demo-admin',
    remember: false,
  });
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, {
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const user = patientUser(userEvent.setup());
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await router.load();
  return {
    router,
    queryClient,
    backend,
    user,
    cleanup() {
      cleanup();
      queryClient.clear();
      backend.close();
      sessionStore.signOut();
      // The toast queue is module state: a toast whose timer had not run out when the screen
      // unmounted would otherwise be shown, and announced, by the next test's screen.
      dismissAllToasts();
    },
  };
}

type User = ReturnType<typeof userEvent.setup>;

/**
 * A user whose clicks wait for a closing menu or dialog: Radix keeps `pointer-events: none` on
 * the page until its modal layer has gone, and a person clicks what shows once it has. On a busy
 * machine a test's next click can come first; user-event then refuses it before sending any
 * event, so trying again is safe. Any other failure is thrown at once.
 */
function patientUser(user: User): User {
  const click: User['click'] = async (element) => {
    const deadline = Date.now() + 3_000;
    for (;;) {
      try {
        return await user.click(element);
      } catch (error) {
        const blocked = error instanceof Error && error.message.includes('pointer-events: none');
        if (!blocked || Date.now() > deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  };
  return { ...user, click };
}

/** Waits until the route's loaders are done and the screen shows its heading. */
export async function findHeading(name: string | RegExp) {
  return screen.findByRole('heading', { name });
}
