// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, type RenderedRoute } from '@/test/render-route';
import { processingPollMs } from '../api/insight-queries';

let rendered: RenderedRoute | undefined;
afterEach(() => {
  rendered?.cleanup();
  rendered = undefined;
  vi.useRealTimers();
});

async function openDialog() {
  rendered = await renderRoute('/orgs/org_acme/insights/conversations');
  await rendered.user.click(await screen.findByRole('button', { name: 'Ingest conversations' }));
  const dialog = await screen.findByRole('dialog', { name: 'Ingest conversations' });
  return { dialog, json: within(dialog).getByLabelText('Conversations (JSON)') };
}

/** Pastes text into the JSON field at once (typing braces one by one is slow and special). */
function paste(field: HTMLElement, text: string) {
  fireEvent.change(field, { target: { value: text } });
}

const part = (role: string, body: string) => ({ type: 'message', role, body });

describe('Ingest conversations', () => {
  it('says when the text is not JSON and keeps it', async () => {
    const { dialog, json } = await openDialog();
    await rendered?.user.click(within(dialog).getByRole('button', { name: 'Ingest' }));
    expect(
      await within(dialog).findByText('Paste one conversation, or a list of them, as JSON.'),
    ).toBeInTheDocument();
    paste(json, '{"id": "a",');
    await rendered?.user.click(within(dialog).getByRole('button', { name: 'Ingest' }));
    expect(await within(dialog).findByText(/^This is not valid JSON/)).toBeInTheDocument();
    expect(json).toHaveValue('{"id": "a",');
    expect(json).toHaveAttribute('aria-invalid', 'true');
  });

  it('names the refused field of the refused conversation, from the pointer', async () => {
    const { dialog, json } = await openDialog();
    const body = [
      { id: 'ok-1', parts: [part('user', 'Hello')] },
      { id: 'ok-2', parts: [part('user', 'Hi'), part('robot', 'Beep')] },
    ];
    paste(json, JSON.stringify(body));
    await rendered?.user.click(within(dialog).getByRole('button', { name: 'Ingest' }));
    expect(
      await within(dialog).findByText(
        'Conversation 2 › part 2 › role: must be one of: user, assistant, team-member.',
      ),
    ).toBeInTheDocument();
    expect(json).toHaveValue(JSON.stringify(body));
    // Nothing is stored unless every conversation is valid.
    expect(rendered?.backend.store.state.conversations.some((c) => c.externalId === 'ok-1')).toBe(
      false,
    );
    // The example replaces the text, and the message with it.
    await rendered?.user.click(within(dialog).getByRole('button', { name: 'Insert an example' }));
    expect(within(dialog).queryByText(/Conversation 2 › part 2/)).not.toBeInTheDocument();
    await rendered?.user.click(within(dialog).getByRole('button', { name: 'Ingest' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('ingests the example, which shows as processing, then under its topic 30 s later', async () => {
    // Fake time that also runs on its own: the next poll comes when the test moves time on,
    // not after the poll's real interval.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { dialog } = await openDialog();
    const { user, backend } = rendered as RenderedRoute;
    await user.click(within(dialog).getByRole('button', { name: 'Insert an example' }));
    await user.click(within(dialog).getByRole('button', { name: 'Ingest' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const table = screen.getByRole('table', { name: 'Conversations' });
    const row = (await within(table).findByRole('link', { name: /Okta sign-in loops/ })).closest(
      '[role="row"]',
    ) as HTMLElement;
    expect(row).toHaveTextContent('Processing…');
    expect(await screen.findByText(/Analysing 1 new conversation/)).toBeInTheDocument();

    backend.clock.advance(30_000);
    await vi.advanceTimersByTimeAsync(processingPollMs);
    await waitFor(
      () =>
        expect(
          within(screen.getByRole('table', { name: 'Conversations' }))
            .getByRole('link', { name: /Okta sign-in loops/ })
            .closest('[role="row"]'),
        ).toHaveTextContent('Processed'),
      { timeout: 5_000 },
    );
    await waitFor(() => expect(screen.queryByText(/Analysing 1 new/)).not.toBeInTheDocument());

    await user.click(screen.getByRole('link', { name: 'Topics' }));
    // The topic's page loads its issues first: give a busy machine time for it.
    await user.click(await screen.findByRole('link', { name: 'SSO setup' }, { timeout: 5_000 }));
    const issues = await screen.findByRole('list', { name: 'Issues' }, { timeout: 5_000 });
    expect(
      within(issues).getByRole('link', { name: 'Okta sign-in loops back to the login page' }),
    ).toBeInTheDocument();
  });
});
