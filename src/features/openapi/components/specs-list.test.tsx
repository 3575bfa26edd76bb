// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, type RenderedRoute } from '@/test/render-route';

let rendered: RenderedRoute | undefined;
afterEach(() => {
  rendered?.cleanup();
  rendered = undefined;
  vi.useRealTimers();
});

const list = '/orgs/org_acme/openapi';
const rowOf = (slug: string) =>
  screen.getByRole('link', { name: slug }).closest('tr') as HTMLElement;

/** Lets fake time pass a second at a time, so each poll's request and answer complete. */
async function pass(ms: number) {
  for (let elapsed = 0; elapsed < ms; elapsed += 1000) await vi.advanceTimersByTimeAsync(1000);
}

describe('OpenAPI specifications list', () => {
  it('shows each specification’s slug, source, visibility and state in words', async () => {
    rendered = await renderRoute(list);
    await screen.findByRole('heading', { level: 1, name: 'OpenAPI specifications' });

    const payments = rowOf('payments-api');
    expect(within(payments).getByText(/^Up to date · checked 2 h ago$/)).toBeInTheDocument();
    expect(within(payments).getByText('Public')).toBeInTheDocument();
    expect(
      within(payments).getByText('https://api.acme.test/openapi/payments/v3.yaml'),
    ).toBeInTheDocument();

    const billing = rowOf('billing-api');
    expect(within(billing).getByText('Error: could not parse')).toBeInTheDocument();
    expect(within(billing).getByText('Private')).toBeInTheDocument();

    expect(within(rowOf('webhooks')).getByText('Processing…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add specification' })).toBeInTheDocument();
  });

  it('follows a processing on screen, then stops asking once none is under way', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    rendered = await renderRoute(list);
    await screen.findByRole('heading', { level: 1, name: 'OpenAPI specifications' });
    let requests = 0;
    rendered.backend.server.events.on('request:start', () => {
      requests += 1;
    });
    expect(within(rowOf('webhooks')).getByText('Processing…')).toBeInTheDocument();

    // The seed's processing ends within seconds of the backend clock; the list follows it.
    await pass(10_000);
    await waitFor(() => expect(screen.queryByText('Processing…')).not.toBeInTheDocument());
    expect(within(rowOf('webhooks')).getByText(/^Up to date/)).toBeInTheDocument();
    expect(requests).toBeGreaterThan(0);

    // Nothing is being processed: ten idle seconds cost no request.
    requests = 0;
    await pass(10_000);
    expect(requests).toBe(0);
  });

  it('lets a reader read the list and says why nothing can be added', async () => {
    rendered = await renderRoute(list, { token: 'demo-reader' });
    await screen.findByRole('heading', { level: 1, name: 'OpenAPI specifications' });
    expect(screen.getByRole('note')).toHaveTextContent(
      /Only organization admins can add or change specifications/,
    );
    expect(screen.queryByRole('button', { name: 'Add specification' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'billing-api' })).toBeInTheDocument();
  });
});
