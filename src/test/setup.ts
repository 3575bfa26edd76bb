import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// Toasts load their list with the first one (src/components/ui/toast.tsx); loaded here once, so
// a test's `findByText` for a toast does not wait on a module transform.
await import('@/components/ui/toast-list');

// `findBy*` and `waitFor` give up after 1 s by default. On a busy machine (two cores shared by a
// team and CI) a screen that refetches on an interval, or renders a large tree, can take longer
// to show what it will show: the test then failed on the machine, not on the code. Waiting
// longer changes nothing for a test that passes, and one that fails still fails.
configure({ asyncUtilTimeout: 5_000 });
