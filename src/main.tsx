import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startDemoBackend } from './lib/demo-backend';
import { createQueryClient } from './lib/query-client';
import { sessionStore } from './lib/session';
import { createAppRouter } from './router';
import { startTheme } from './lib/theme';
import './styles/tokens.css';
import './styles/base.css';

async function boot() {
  // Before anything paints, so a dark-theme person never sees a light flash.
  startTheme();
  const session = sessionStore.get();
  if (session?.mode === 'demo') {
    try {
      // The worker must answer before the first request, or that request goes to the network.
      await startDemoBackend();
    } catch {
      // Without its backend a demo session is useless: start over from the start screen.
      sessionStore.signOut();
    }
  }
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

void boot();
