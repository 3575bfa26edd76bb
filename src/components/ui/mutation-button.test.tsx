// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MutationButton } from './mutation-button';
import { PendingButton } from './button';
import { dismissAllToasts, Toaster } from './toast';

afterEach(() => {
  cleanup();
  act(() => dismissAllToasts());
});

/** A mutation whose request settles when the test says. */
function manualMutation<T>() {
  let settle: { resolve: (value: T) => void; reject: (error: Error) => void } | undefined;
  const mutateAsync = vi.fn(
    (_variables: string) =>
      new Promise<T>((resolve, reject) => {
        settle = { resolve, reject };
      }),
  );
  return { mutation: { isPending: false, mutateAsync }, onDone: vi.fn(), settle: () => settle! };
}

/** The button beside the toasts it raises. */
const renderWithToasts = (button: ReactNode) =>
  render(
    <>
      <Toaster />
      {button}
    </>,
  );

describe('PendingButton', () => {
  it('says what it is doing and is disabled while pending', () => {
    const { rerender } = render(
      <PendingButton pending={false} pendingLabel="Merging…">
        Merge
      </PendingButton>,
    );
    expect(screen.getByRole('button', { name: 'Merge' })).toBeEnabled();
    rerender(
      <PendingButton pending pendingLabel="Merging…">
        Merge
      </PendingButton>,
    );
    expect(screen.getByRole('button', { name: 'Merging…' })).toBeDisabled();
  });
});

describe('MutationButton', () => {
  it('runs the mutation with its variables, toasts the success and calls onDone', async () => {
    const { mutation, onDone, settle } = manualMutation<{ revision: number }>();
    renderWithToasts(
      <MutationButton
        mutation={mutation}
        variables="cr_1"
        pendingLabel="Merging…"
        outcome={{
          success: (result) => ({
            title: 'Merged',
            description: `Now at revision ${result.revision}.`,
          }),
          failure: 'Could not merge',
        }}
        onDone={onDone}
      >
        Merge
      </MutationButton>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Merge' }));
    expect(mutation.mutateAsync).toHaveBeenCalledWith('cr_1');
    await act(async () => settle().resolve({ revision: 4 }));
    expect(await screen.findByText('Now at revision 4.')).toBeInTheDocument();
    expect(onDone).toHaveBeenCalledWith({ revision: 4 });
  });

  it('asks first when it has a confirmation, and says why it failed', async () => {
    const { mutation, onDone, settle } = manualMutation<void>();
    renderWithToasts(
      <MutationButton
        mutation={mutation}
        pendingLabel="Deleting…"
        outcome={{ success: 'Deleted', failure: 'Could not delete' }}
        confirm={{ title: 'Delete it?', description: 'It goes.', confirmLabel: 'Delete it' }}
        onDone={onDone}
      >
        Delete
      </MutationButton>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(mutation.mutateAsync).not.toHaveBeenCalled();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete it' }));
    expect(mutation.mutateAsync).toHaveBeenCalledTimes(1);
    await act(async () => settle().reject(new Error('The space is locked.')));
    expect(await screen.findByText('Could not delete')).toBeInTheDocument();
    expect(screen.getByText('The space is locked.')).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });
});
