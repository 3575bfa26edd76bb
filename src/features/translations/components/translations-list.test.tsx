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

const rowOf = (name: RegExp) => screen.getByRole('link', { name }).closest('tr') as HTMLElement;

/** Lets fake time pass a second at a time, so each poll's request and answer complete. */
async function pass(ms: number) {
  for (let elapsed = 0; elapsed < ms; elapsed += 1000) await vi.advanceTimersByTimeAsync(1000);
}

describe('Translations list', () => {
  it('shows each translation’s state, runs, pages and words', async () => {
    rendered = await renderRoute('/orgs/org_acme/translations');
    await screen.findByRole('heading', { level: 1, name: 'Translations' });

    const french = rowOf(/Engineering Handbook → French/);
    expect(within(french).getByText('Completed')).toBeInTheDocument();
    expect(within(french).getAllByRole('cell')[1]).toHaveTextContent('3');

    const japanese = rowOf(/API Reference → Japanese/);
    expect(within(japanese).getByText(/^Translating · \d+ %$/)).toBeInTheDocument();
    expect(
      within(japanese).getByRole('progressbar', {
        name: /Translating API Reference into Japanese/,
      }),
    ).toBeInTheDocument();
    expect(within(japanese).getByText(/about \d+ s left/)).toBeInTheDocument();

    const german = rowOf(/Customer Onboarding → German/);
    expect(within(german).getByText('Queued')).toBeInTheDocument();
  });

  it('updates on screen while runs move on, then stops asking once nothing runs', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    rendered = await renderRoute('/orgs/org_acme/translations');
    await screen.findByRole('heading', { level: 1, name: 'Translations' });
    let requests = 0;
    rendered.backend.server.events.on('request:start', () => {
      requests += 1;
    });
    expect(screen.getByText('Queued')).toBeInTheDocument();

    // The seed's runs end within half a minute of the backend clock; the screen follows them.
    await pass(30_000);
    await waitFor(() => expect(screen.queryByText(/Queued|Translating/)).not.toBeInTheDocument());
    expect(screen.getAllByText('Completed')).toHaveLength(3);
    expect(requests).toBeGreaterThan(5);

    // Nothing is queued or running: ten idle seconds cost no request.
    requests = 0;
    await pass(10_000);
    expect(requests).toBe(0);
  });

  it('tells a member who is not an admin that translations are for admins, with no nav entry', async () => {
    rendered = await renderRoute('/orgs/org_acme/translations', { token: 'demo-reader' });
    await screen.findByRole('heading', { level: 1, name: 'Translations' });
    expect(screen.getByRole('note')).toHaveTextContent(
      /Only organization admins can see and start translations/,
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'Translations' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'OpenAPI' })).toBeInTheDocument();
  });
});
