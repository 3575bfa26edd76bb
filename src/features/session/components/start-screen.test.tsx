// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/lib/session';
import { findHeading, renderRoute, type RenderedRoute } from '@/test/render-route';

// The demo's backend does not run in Node: component tests get a stand-in for it
// (src/test/demo-backend-double.ts), and the test backend answers the demo's requests (it
// answers on any origin).
let rendered: RenderedRoute | undefined;
afterEach(() => rendered?.cleanup());

/** The start screen, as a person who signed out sees it. */
async function openStartScreen() {
  rendered = await renderRoute('/orgs');
  await findHeading('Organizations');
  sessionStore.signOut();
  await findHeading('Manage your documentation platform');
  return rendered;
}

describe('Start screen', () => {
  it('starts the demo as Ada Admin at once', async () => {
    const { user, router } = await openStartScreen();
    await user.click(screen.getByRole('button', { name: 'Try the demo' }));
    await findHeading('Acme Docs');
    expect(router.state.location.pathname).toBe('/orgs/org_acme');
    expect(sessionStore.get()).toMatchObject({ mode: 'demo', token: 'demo-admin' });
  });

  it('starts the demo and signs in as the person chosen', async () => {
    const { user, router } = await openStartScreen();
    await user.click(screen.getByRole('button', { name: 'Choose who to be' }));
    const people = await screen.findByRole('list', { name: 'Demo users' });
    expect(
      within(people).getByRole('button', { name: /Sign in as Rita Reader/ }),
    ).toHaveTextContent('Reader in Acme Docs');
    await user.click(within(people).getByRole('button', { name: /Sign in as Ada Admin/ }));
    await findHeading('Acme Docs');
    expect(router.state.location.pathname).toBe('/orgs/org_acme');
    expect(sessionStore.get()).toMatchObject({ mode: 'demo', token: 'demo-admin' });
  });

  it('checks the address and the token before trying them', async () => {
    const { user } = await openStartScreen();
    const form = screen.getByRole('form', { name: 'Connect' });
    await user.click(within(form).getByRole('button', { name: 'Connect' }));
    const baseUrl = within(form).getByLabelText('Base URL');
    expect(baseUrl).toHaveAccessibleDescription(/Enter the address of the API server/);
    expect(within(form).getByLabelText('API token')).toHaveAccessibleDescription(
      'Enter your API token.',
    );
    await waitFor(() => expect(baseUrl).toHaveFocus());
    await user.type(baseUrl, 'localhost 4010');
    await user.click(within(form).getByRole('button', { name: 'Connect' }));
    expect(baseUrl).toHaveAccessibleDescription(/is not a valid address/);
    expect(baseUrl).toHaveValue('localhost 4010');
  });

  it('puts a rejected token next to the token, keeping it', async () => {
    const { user, backend } = await openStartScreen();
    const form = screen.getByRole('form', { name: 'Connect' });
    await user.type(within(form).getByLabelText('Base URL'), backend.baseUrl);
    const token = within(form).getByLabelText('API token');
    await user.type(token, 'not-a-real-token');
    await user.click(within(form).getByRole('button', { name: 'Connect' }));
    await waitFor(() =>
      expect(token).toHaveAccessibleDescription('The server rejected this token.'),
    );
    expect(token).toHaveValue('not-a-real-token');
    expect(sessionStore.get()).toBeNull();
  });

  it('puts an unreachable server next to the address', async () => {
    const { user, backend } = await openStartScreen();
    backend.server.use(http.get('http://nowhere.test/v1/orgs', () => HttpResponse.error()));
    const form = screen.getByRole('form', { name: 'Connect' });
    const baseUrl = within(form).getByLabelText('Base URL');
    await user.type(baseUrl, 'http://nowhere.test');
    await user.type(within(form).getByLabelText('API token'), 'demo-admin');
    await user.click(within(form).getByRole('button', { name: 'Connect' }));
    await waitFor(() =>
      expect(baseUrl).toHaveAccessibleDescription(
        /Cannot reach http:\/\/nowhere\.test\. Check the address and that the server is running\./,
      ),
    );
  });

  it('connects with a good token and remembers it when asked', async () => {
    const { user, backend } = await openStartScreen();
    const form = screen.getByRole('form', { name: 'Connect' });
    await user.type(within(form).getByLabelText('Base URL'), `${backend.baseUrl}/`);
    await user.type(within(form).getByLabelText('API token'), 'demo-admin');
    await user.click(within(form).getByLabelText('Remember me'));
    await user.click(within(form).getByRole('button', { name: 'Connect' }));
    await findHeading('Acme Docs');
    expect(sessionStore.get()).toEqual({
      mode: 'remote',
      baseUrl: backend.baseUrl,
      token: 'demo-admin',
      remember: true,
    });
    expect(window.localStorage.getItem('folio.session')).toContain('demo-admin');
  });

  it('offers this server’s API, with no address to type, when served with one', async () => {
    // What `npm run serve` writes into the page it serves (src/serve/served-index.ts).
    const tag = document.createElement('meta');
    tag.name = 'folio-api';
    tag.content = 'same-origin';
    document.head.append(tag);
    try {
      const { user } = await openStartScreen();
      const form = screen.getByRole('form', { name: 'Connect' });
      expect(within(form).queryByLabelText('Base URL')).not.toBeInTheDocument();
      await user.type(within(form).getByLabelText('API token'), 'demo-admin');
      await user.click(within(form).getByRole('button', { name: "Connect to this server's API" }));
      await findHeading('Acme Docs');
      expect(sessionStore.get()).toMatchObject({
        mode: 'remote',
        baseUrl: window.location.origin,
        token: 'demo-admin',
      });
    } finally {
      tag.remove();
    }
  });
});
