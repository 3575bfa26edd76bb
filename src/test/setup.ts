// Before anything loads slate-react, which decides once, when it is loaded, whether it edits
// through `beforeinput` (see the module). Component files share one environment and module
// graph per worker, so whichever file loads slate-react first decides for all of them.
import '@/components/rich-text/native-before-input';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { vi } from 'vitest';
import { resetToasts } from '@/components/ui/toast';
import { sessionStore } from '@/lib/session';
import { skipOwnerStacks } from './react-owner-stacks';

skipOwnerStacks();

// Toasts load their list with the first one (src/components/ui/toast.tsx); loaded here once, so
// a test's `findByText` for a toast does not wait on a module transform.
await import('@/components/ui/toast-list');

// `findBy*` and `waitFor` give up after 1 s by default. On a busy machine (two cores shared by a
// team and CI) a screen that refetches on an interval, or renders a large tree, can take longer
// to show what it will show: the test then failed on the machine, not on the code. Waiting
// longer changes nothing for a test that passes, and one that fails still fails.
configure({ asyncUtilTimeout: 5_000 });

/*
 * This file runs at the start of every test file. Component files share one environment and
 * module graph per worker (vitest.config.ts), so each file starts from what a fresh worker gave
 * it: no DOM left by the previous file, no toast, nobody signed in, empty storage, real timers and no
 * spies. A file's own tests still see what its earlier tests left, as they did before.
 */
cleanup();
document.body.replaceChildren();
for (const name of document.documentElement.getAttributeNames())
  if (name !== 'lang') document.documentElement.removeAttribute(name);
resetToasts();
sessionStore.signOut();
localStorage.clear();
sessionStorage.clear();
vi.useRealTimers();
vi.restoreAllMocks();
