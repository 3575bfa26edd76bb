// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { findHeading, renderRoute, type RenderedRoute } from '@/test/render-route';

let rendered: RenderedRoute | undefined;
afterEach(() => rendered?.cleanup());

/** Every call fails from now on, as with the Backend panel at 100% errors. */
async function failEveryCall(baseUrl: string) {
  await fetch(`${baseUrl}/_backend/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ errorRate: 1, status: 500 }),
  });
}

describe('Imports when the backend stops answering', () => {
  it('keeps the last rows and says it can no longer refresh, with a retry', async () => {
    rendered = await renderRoute('/orgs/org_acme/imports', { token: 'demo-editor' });
    const { backend } = rendered;
    await fetch(`${backend.baseUrl}/v1/org/org_acme/imports`, {
      method: 'POST',
      headers: { Authorization: 'Bearer demo-editor', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        source: { type: 'website', url: 'https://docs.example.com' },
        target: { space: 'space_api' },
      }),
    });
    await rendered.queryClient.invalidateQueries();
    await findHeading('Imports');
    const table = await screen.findByRole('table', { name: /Import history/ });
    const rows = within(table).getAllByRole('row').length;

    await failEveryCall(backend.baseUrl);
    const notice = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(notice).toHaveTextContent(
      /^Can’t refresh: Something went wrong on our side.*Showing what was loaded at \d+:\d\d\s[AP]M\.\sRetry$/,
    );
    expect(within(table).getAllByRole('row')).toHaveLength(rows);
    expect(within(notice).getByRole('button', { name: 'Retry' })).toBeEnabled();
  });
});
