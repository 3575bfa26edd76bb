import type { QueryClient } from '@tanstack/react-query';
import type { SessionStore } from './session';

/** What every route's loader and beforeLoad receive. */
export interface RouterContext {
  queryClient: QueryClient;
  session: SessionStore;
}
