import '@testing-library/jest-dom/vitest';

// Toasts load their list with the first one (src/components/ui/toast.tsx); loaded here once, so
// a test's `findByText` for a toast does not wait on a module transform.
await import('@/components/ui/toast-list');
