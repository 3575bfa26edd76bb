import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { dismissToastsOfLeftPage } from './toast';

/**
 * Toasts belong to the page they were raised on: going to another page dismisses those without
 * an action. A change of the page's search (a filter, a tab) stays on the same page.
 */
export function useToastsFollowPages(): void {
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe('onBeforeNavigate', (event) => {
        if (event.pathChanged) dismissToastsOfLeftPage();
      }),
    [router],
  );
}
