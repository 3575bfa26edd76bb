// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { findHeading, renderRoute, type RenderedRoute } from '@/test/render-route';

let rendered: RenderedRoute | undefined;
afterEach(() => rendered?.cleanup());

async function openSite() {
  rendered = await renderRoute('/orgs/org_acme/sites/site_docs', { token: 'demo-reader' });
  await findHeading('Acme Developer Docs');
  return rendered;
}

describe('Ask the site', () => {
  it('shows the answer as it streams and continues the thread', async () => {
    const { user } = await openSite();
    const ask = screen.getByRole('region', { name: 'Ask' });
    await user.type(
      within(ask).getByLabelText('Ask a question about the site'),
      'How do I deploy?',
    );
    await user.click(within(ask).getByRole('button', { name: 'Ask' }));
    expect(
      await within(ask).findByText(
        'Here is what Acme Developer Docs says about “How do I deploy?”:',
      ),
    ).toBeVisible();
    await waitFor(() =>
      expect(within(ask).queryByRole('button', { name: 'Stop answering' })).toBeNull(),
    );

    await user.type(within(ask).getByLabelText('Ask a follow-up question'), 'And then?');
    await user.click(within(ask).getByRole('button', { name: 'Ask' }));
    expect(await within(ask).findByText('Following up on “How do I deploy?”.')).toBeVisible();
  });

  it('stops an answer, keeping what arrived', async () => {
    const { user, backend } = await openSite();
    // Injected latency slows each streamed event, so the answer is still coming when Stop is hit.
    backend.backend.setFaults({ latencyMs: 300, errorRate: 0, status: 503 });
    const ask = screen.getByRole('region', { name: 'Ask' });
    await user.type(within(ask).getByLabelText('Ask a question about the site'), 'Install?');
    await user.click(within(ask).getByRole('button', { name: 'Ask' }));
    expect(await within(ask).findByText(/^Here is what/, {}, { timeout: 3000 })).toBeVisible();
    // The first words are on screen while the answer is still being written.
    await user.click(within(ask).getByRole('button', { name: 'Stop answering' }));
    expect(await within(ask).findByText('Stopped.')).toBeVisible();
    expect(within(ask).getByText(/^Here is what/)).toBeVisible();
    expect(within(ask).getByRole('button', { name: 'Ask' })).toBeEnabled();
  });

  it('gives a failed question back, to send again', async () => {
    const { user, backend } = await openSite();
    backend.backend.setFaults({ latencyMs: 0, errorRate: 1, status: 503 });
    const ask = screen.getByRole('region', { name: 'Ask' });
    await user.type(within(ask).getByLabelText('Ask a question about the site'), 'Android?');
    await user.click(within(ask).getByRole('button', { name: 'Ask' }));
    expect(await within(ask).findByText(/temporarily unavailable/)).toBeVisible();
    expect(within(ask).getByLabelText('Ask a follow-up question')).toHaveValue('Android?');
  });
});
