import type { QueryClient } from '@tanstack/react-query';
import { stopDemoBackend } from '@/lib/demo-backend';
import { sessionStore } from '@/lib/session';
import { forgetPerson } from './forget-person';

/**
 * Forgets the token and everything of the person (toasts, drafts, fetched answers); in the demo
 * also stops the worker.
 */
export async function signOut(queryClient: QueryClient): Promise<void> {
  const demo = sessionStore.get()?.mode === 'demo';
  sessionStore.signOut();
  forgetPerson(queryClient);
  if (demo) await stopDemoBackend();
}
