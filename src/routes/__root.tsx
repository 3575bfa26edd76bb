import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { Toaster } from '@/components/ui/toast';
import { useToastsFollowPages } from '@/components/ui/toast-navigation';
import { useForgetPersonWhoLeaves } from '@/features/session/forget-person';
import type { RouterContext } from '@/lib/router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
});

function Root() {
  useToastsFollowPages();
  useForgetPersonWhoLeaves();
  return (
    <>
      <Outlet />
      <Toaster />
    </>
  );
}
