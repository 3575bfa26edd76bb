// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute, type RenderedRoute } from '@/test/render-route';

let rendered: RenderedRoute | undefined;
afterEach(() => rendered?.cleanup());

const rows = () =>
  within(screen.getByRole('table', { name: 'Conversations' }))
    .getAllByRole('row')
    .slice(1);

describe('Conversations', () => {
  it('filters by source in the address', async () => {
    rendered = await renderRoute('/orgs/org_acme/insights/conversations');
    const { user, router } = rendered;
    await screen.findByRole('table', { name: 'Conversations' });
    expect(screen.getByText('30 conversations, newest first')).toBeInTheDocument();
    const source = screen.getByLabelText('Source');
    await waitFor(() =>
      expect(within(source).getByRole('option', { name: 'Intercom' })).toBeInTheDocument(),
    );
    await user.selectOptions(source, 'Intercom');
    await waitFor(() =>
      expect(router.state.location.search).toEqual({
        source: 'integration:intercom:inst_acme_intercom',
      }),
    );
    expect(
      await screen.findByText('15 conversations from Intercom, newest first'),
    ).toBeInTheDocument();
    expect(rows().every((row) => row.textContent?.includes('Intercom'))).toBe(true);

    await user.selectOptions(source, 'Email');
    expect(await screen.findByText('No conversation from Email.')).toBeInTheDocument();
  });

  it('shows a transcript with who said what, the attributes, the source link and the issues', async () => {
    rendered = await renderRoute('/orgs/org_acme/insights/conversations');
    const { user } = rendered;
    await screen.findByRole('table', { name: 'Conversations' });
    const link = within(rows()[0] as HTMLElement).getByRole('link');
    const subject = link.textContent ?? '';
    await user.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: subject })).toBeInTheDocument();
    const messages = screen.getByRole('list', { name: 'Messages' });
    // The newest conversation has all three parts, each marked.
    for (const who of ['Customer', 'Assistant', 'Team member'])
      expect(within(messages).getAllByText(who).length).toBeGreaterThan(0);
    expect(within(messages).getByText(/clock skew on our side/)).toBeInTheDocument();
    const attributes = screen.getByRole('region', { name: 'Attributes' });
    expect(within(attributes).getByText('plan')).toBeInTheDocument();
    expect(within(attributes).getByText('browser')).toBeInTheDocument();
    const detail = screen.getByRole('region', { name: 'Details' });
    expect(within(detail).getByRole('link', { name: /^https?:\/\// })).toBeInTheDocument();
    const found = await screen.findByRole('list', { name: 'Issues found' });
    expect(await within(found).findByRole('link', { name: /^Topic: / })).toBeInTheDocument();
  });

  it('keeps the rows in the page to what is in view, however many conversations there are', async () => {
    rendered = await renderRoute('/orgs/org_large/insights/conversations', { seed: 'large' });
    await screen.findByRole('table', { name: 'Conversations' });
    expect(screen.getByText('5,000 conversations, newest first')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Conversations' })).toHaveAttribute(
      'aria-rowcount',
      '5001',
    );
    expect(rows().length).toBeLessThan(30);
    expect(rows()[0]).toHaveAttribute('aria-rowindex', '2');
  }, 60_000);
});
