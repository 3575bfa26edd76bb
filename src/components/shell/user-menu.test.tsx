// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute, type RenderedRoute } from '@/test/render-route';

let rendered: RenderedRoute | undefined;
afterEach(() => rendered?.cleanup());

describe('the account button in remote mode', () => {
  it('names the person the server says the token belongs to', async () => {
    rendered = await renderRoute('/orgs/org_acme');
    const account = await screen.findByRole('button', { name: 'Account: Ada Admin' });
    await rendered.user.click(account);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('ada@acme.test')).toBeInTheDocument();
    expect(within(menu).getByText(/API token ending in …dmin/)).toBeInTheDocument();
  });

  it('names the server when it does not say who the token is', async () => {
    rendered = await renderRoute('/orgs/org_acme');
    rendered.backend.server.use(
      http.get('*/v1/user', () =>
        HttpResponse.json({ error: { code: 404, message: 'No such operation' } }, { status: 404 }),
      ),
    );
    rendered.queryClient.removeQueries({ queryKey: ['session'] });
    await rendered.router.invalidate();
    const host = new URL(rendered.backend.baseUrl).host;
    expect(await screen.findByRole('button', { name: `Account: ${host}` })).toBeInTheDocument();
  });
});
