import type { QueryClient } from '@tanstack/react-query';
import { stopDemoBackend } from '@/lib/demo-backend';
import { sessionStore } from '@/lib/session';

/** Forgets the token and everything fetched with it; in the demo also stops the worker. */
export async function signOut(queryClient: QueryClient): Promise<void> {
  const demo = sessionStore.get()?.mode === 'demo';
  sessionStore.signOut();
  queryClient.clear();
  if (demo) await stopDemoBackend();
}
