import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissAllToasts, dismissToastsOfLeftPage, toast, Toaster } from './toast';

afterEach(() => {
  cleanup();
  dismissAllToasts();
});

/** Lets a task go by: a toast raised in an earlier task belongs to the page it was shown on. */
const nextTask = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('toasts', () => {
  it('shows one toast of a kind: the same title again replaces the earlier one', async () => {
    render(<Toaster />);
    act(() => {
      toast('Could not merge', { description: 'first', tone: 'error' });
      toast('Could not merge', { description: 'second', tone: 'error' });
    });
    expect(await screen.findByText('second')).toBeInTheDocument();
    expect(screen.getAllByText('Could not merge')).toHaveLength(1);
    expect(screen.queryByText('first')).not.toBeInTheDocument();
  });

  it('replaces by key when the titles of one kind differ', async () => {
    render(<Toaster />);
    act(() => {
      toast('Role of Eddie is now Admin', { key: 'role' });
      toast('Role of Eddie is now Reader', { key: 'role' });
      toast('Invite link revoked');
    });
    expect(await screen.findByText('Role of Eddie is now Reader')).toBeInTheDocument();
    expect(screen.queryByText('Role of Eddie is now Admin')).not.toBeInTheDocument();
    expect(screen.getByText('Invite link revoked')).toBeInTheDocument();
  });

  it('leaving a page dismisses its toasts without an action and keeps those with one', async () => {
    render(<Toaster />);
    act(() => {
      toast('Settings saved');
      toast('“Guides” was deleted', {
        action: { label: 'Undo', altText: 'Restore Guides', onAction: () => undefined },
      });
    });
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    await nextTask();
    act(() => dismissToastsOfLeftPage());
    expect(screen.queryByText('Settings saved')).not.toBeInTheDocument();
    expect(screen.getByText('“Guides” was deleted')).toBeInTheDocument();
  });

  it('keeps a toast raised by the action that leaves the page, for the page it leads to', async () => {
    render(<Toaster />);
    // A create dialog confirms and then goes to what it created, in one task.
    act(() => {
      toast('Change request #7 created');
      dismissToastsOfLeftPage();
    });
    expect(await screen.findByText('Change request #7 created')).toBeInTheDocument();
  });
});
