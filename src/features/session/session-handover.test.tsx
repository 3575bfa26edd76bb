// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '@/components/ui/toast';
import { sessionStore } from '@/lib/session';
import { findHeading, renderRoute, type RenderedRoute } from '@/test/render-route';

let rendered: RenderedRoute | undefined;
afterEach(() => {
  rendered?.cleanup();
  localStorage.clear();
});

/** The stored token stops being valid behind the console's back. */
function revokeToken() {
  const stored = JSON.parse(window.sessionStorage.getItem('folio.session') ?? '{}') as object;
  window.sessionStorage.setItem('folio.session', JSON.stringify({ ...stored, token: 'revoked' }));
}

const draftKey = 'folio:draft:cr_42:description';
const undo = { label: 'Undo', altText: 'Restore Guides', onAction: () => undefined };

/** What a person leaves behind: a toast with an Undo, one without, and an unsaved draft. */
function leaveTraces() {
  act(() => {
    toast('“Guides” was deleted', { action: undo });
    toast('Settings saved');
  });
  localStorage.setItem(draftKey, JSON.stringify({ version: 1 }));
  localStorage.setItem('folio.theme', 'dark');
}

describe('one person’s session is theirs', () => {
  it('signing out forgets the person’s toasts, drafts and cached answers', async () => {
    rendered = await renderRoute('/orgs/org_acme');
    const { user, queryClient } = rendered;
    await findHeading('Acme Docs');
    leaveTraces();
    expect(await screen.findByText('“Guides” was deleted')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Account:/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Try the demo' })).toBeInTheDocument();

    expect(screen.queryByText('“Guides” was deleted')).not.toBeInTheDocument();
    expect(screen.queryByText('Settings saved')).not.toBeInTheDocument();
    expect(localStorage.getItem(draftKey)).toBeNull();
    // The person's choice of theme belongs to the browser, not to the session.
    expect(localStorage.getItem('folio.theme')).toBe('dark');
    // The header's queries may be built again, disabled, as it unmounts; none holds an answer.
    const answers = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.data);
    expect(answers.map((query) => query.queryKey)).toEqual([]);
  });

  it('choosing another demo user forgets the previous one’s toasts and drafts', async () => {
    rendered = await renderRoute('/orgs/org_acme');
    const { user, backend } = rendered;
    await findHeading('Acme Docs');
    sessionStore.signIn({
      mode: 'demo',
      baseUrl: backend.baseUrl,
      token: 'demo-admin',
      user: { displayName: 'Ada Admin', email: 'ada@acme.test', description: 'Admin' },
    });
    // Another person: what the screen showed is fetched again, with her token.
    await waitFor(() => expect(rendered?.queryClient.isFetching()).toBe(0));
    // Then her token stops being valid: the same person, asked who to be again.
    revokeToken();
    leaveTraces();
    expect(await screen.findByText('“Guides” was deleted')).toBeInTheDocument();

    await user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
        name: 'Agent instructions',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Sign in again' });
    await user.click(
      await within(dialog).findByRole('button', { name: /Sign in as Eddie Editor/ }),
    );
    await findHeading('Agent instructions');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('“Guides” was deleted')).not.toBeInTheDocument();
    expect(localStorage.getItem(draftKey)).toBeNull();
  });
});

describe('toasts and pages', () => {
  it('leaving a page dismisses its toasts, except one with an action', async () => {
    rendered = await renderRoute('/orgs/org_acme');
    const { router } = rendered;
    await findHeading('Acme Docs');
    act(() => {
      toast('“Guides” was deleted', { action: undo });
      toast('Settings saved');
    });
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    // A later task: the toasts now belong to the page they were shown on.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));

    await act(() => router.navigate({ to: '/orgs/$orgId/content', params: { orgId: 'org_acme' } }));
    await waitFor(() => expect(screen.queryByText('Settings saved')).not.toBeInTheDocument());
    expect(screen.getByText('“Guides” was deleted')).toBeInTheDocument();
  });
});
