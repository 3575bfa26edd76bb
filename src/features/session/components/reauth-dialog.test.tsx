// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/lib/session';
import { findHeading, renderRoute, type RenderedRoute } from '@/test/render-route';

let rendered: RenderedRoute | undefined;
afterEach(() => rendered?.cleanup());

/** The stored token stops being valid behind the console's back. */
function revokeToken() {
  const stored = JSON.parse(window.sessionStorage.getItem('folio.session') ?? '{}') as object;
  window.sessionStorage.setItem('folio.session', JSON.stringify({ ...stored, token: 'revoked' }));
}

async function openAgentInstructions() {
  const { user } = rendered!;
  await user.click(
    within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
      name: 'Agent instructions',
    }),
  );
  return screen.findByRole('dialog', { name: 'Sign in again' });
}

describe('Sign in again', () => {
  it('asks for a token after a 401, checks it, and stays on the page', async () => {
    rendered = await renderRoute('/orgs/org_acme');
    const { user, router } = rendered;
    await findHeading('Acme Docs');
    revokeToken();
    const dialog = await openAgentInstructions();

    const token = within(dialog).getByLabelText('API token');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(token).toHaveAccessibleDescription('Enter your API token.');
    await user.type(token, 'still-wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(token).toHaveAccessibleDescription('The server rejected this token.'),
    );
    expect(token).toHaveValue('still-wrong');

    await user.clear(token);
    await user.type(token, 'demo-admin');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await findHeading('Agent instructions');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/orgs/org_acme/agent-instructions');
    expect(sessionStore.get()?.token).toBe('demo-admin');
  });

  it('in the demo, asks who to be again', async () => {
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
    const dialog = await openAgentInstructions();
    await user.click(
      await within(dialog).findByRole('button', { name: /Sign in as Eddie Editor/ }),
    );
    await findHeading('Agent instructions');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sessionStore.get()).toMatchObject({
      token: 'demo-editor',
      user: { displayName: 'Eddie Editor' },
    });
  });
});
