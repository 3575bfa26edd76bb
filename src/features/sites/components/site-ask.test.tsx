// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupSitePage, renderSitePage } from './render-site-page';

afterEach(cleanupSitePage);

/** Waits until the answer is complete (the Document viewer shows each streamed version anew). */
async function answered(ask: HTMLElement) {
  await waitFor(
    () => expect(within(ask).queryByRole('button', { name: 'Stop answering' })).toBeNull(),
    { timeout: 5000 },
  );
}

describe('Ask the site', () => {
  it('shows the answer as it streams and continues the thread', async () => {
    const { user } = await renderSitePage({ token: 'demo-reader', part: 'search' });
    const ask = screen.getByRole('region', { name: 'Ask' });
    await user.click(within(ask).getByLabelText('Ask a question about the site'));
    await user.paste('How do I deploy?');
    await user.click(within(ask).getByRole('button', { name: 'Ask' }));
    await answered(ask);
    const answer = within(ask).getAllByLabelText('Answer')[0] as HTMLElement;
    expect(answer).toHaveAttribute('contenteditable', 'false');
    expect(
      within(answer).getByText('Here is what Acme Developer Docs says about “How do I deploy?”:'),
    ).toBeVisible();
    // The answer suggests what to ask next, about the pages it quoted.
    const suggestions = within(ask).getByRole('list', { name: 'Suggested questions' });
    expect(within(suggestions).getAllByRole('button').length).toBeGreaterThan(0);

    await user.click(within(ask).getByLabelText('Ask a follow-up question'));
    await user.paste('And then?');
    await user.click(within(ask).getByRole('button', { name: 'Ask' }));
    await answered(ask);
    expect(within(ask).getByText('Following up on “How do I deploy?”.')).toBeVisible();
  });

  it('stops an answer, keeping what arrived', async () => {
    const { user, backend } = await renderSitePage({ token: 'demo-reader', part: 'search' });
    // Injected latency slows each streamed event, so the answer is still coming when Stop is hit.
    backend.backend.setFaults({ latencyMs: 300, errorRate: 0, status: 503 });
    const ask = screen.getByRole('region', { name: 'Ask' });
    await user.click(within(ask).getByLabelText('Ask a question about the site'));
    await user.paste('Install?');
    await user.click(within(ask).getByRole('button', { name: 'Ask' }));
    expect(await within(ask).findByText(/^Here is what/, {}, { timeout: 3000 })).toBeVisible();
    // The first words are on screen while the answer is still being written.
    await user.click(within(ask).getByRole('button', { name: 'Stop answering' }));
    expect(await within(ask).findByText('Stopped.')).toBeVisible();
    expect(within(ask).getByText(/^Here is what/)).toBeVisible();
    expect(within(ask).getByRole('button', { name: 'Ask' })).toBeEnabled();
  });

  it('gives a failed question back, to send again', async () => {
    const { user, backend } = await renderSitePage({ token: 'demo-reader', part: 'search' });
    backend.backend.setFaults({ latencyMs: 0, errorRate: 1, status: 503 });
    const ask = screen.getByRole('region', { name: 'Ask' });
    await user.click(within(ask).getByLabelText('Ask a question about the site'));
    await user.paste('Android?');
    await user.click(within(ask).getByRole('button', { name: 'Ask' }));
    expect(await within(ask).findByText(/temporarily unavailable/)).toBeVisible();
    expect(within(ask).getByLabelText('Ask a follow-up question')).toHaveValue('Android?');
  });
});
