import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { forgetDocumentDrafts } from '@/components/rich-text/draft-storage';
import { dismissAllToasts } from '@/components/ui/toast';
import { sessionStore, watchPersonLeaving } from '@/lib/session';

/**
 * Forgets what the console holds of the person who just left: their toasts (an Undo of theirs
 * must not be offered to the next person), their unsaved drafts, and every answer fetched with
 * their token, along with the mutations they made.
 */
export function forgetPerson(queryClient: QueryClient): void {
  dismissAllToasts();
  forgetDocumentDrafts();
  queryClient.clear();
}

/**
 * Forgets the previous person whenever the signed-in person changes, however it happens: the
 * Sign out button, another tab signing out, or another demo user chosen after a 401.
 */
export function useForgetPersonWhoLeaves(): void {
  const queryClient = useQueryClient();
  useEffect(() => watchPersonLeaving(sessionStore, () => forgetPerson(queryClient)), [queryClient]);
}
