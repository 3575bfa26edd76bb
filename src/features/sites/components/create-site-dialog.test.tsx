// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute, type RenderedRoute } from '@/test/render-route';

let rendered: RenderedRoute | undefined;
afterEach(() => rendered?.cleanup());

describe('New site', () => {
  it('checks the title against the contract, keeps what was typed, and creates the site', async () => {
    rendered = await renderRoute('/orgs/org_acme/sites');
    const { user } = rendered;
    await user.click(await screen.findByRole('button', { name: 'New site' }));
    const dialog = await screen.findByRole('dialog', { name: 'New site' });

    await user.click(within(dialog).getByRole('button', { name: 'Create site' }));
    expect(await within(dialog).findByText('Title is required.')).toBeInTheDocument();
    const title = within(dialog).getByLabelText('Title');
    await waitFor(() => expect(title).toHaveFocus());

    await user.type(title, 'x'.repeat(129));
    expect(within(dialog).getByText(/Title must be at most 128 characters/)).toBeInTheDocument();

    await user.clear(title);
    await user.type(title, 'Partner portal');
    await user.selectOptions(within(dialog).getByLabelText('Visibility'), 'Unlisted');
    await user.click(within(dialog).getByRole('button', { name: 'Create site' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const created = rendered.backend.store.state.sites.find((s) => s.title === 'Partner portal');
    expect(created?.visibility).toBe('unlisted');
  });

  it('shows a failed save above the form and keeps the input', async () => {
    rendered = await renderRoute('/orgs/org_acme/sites');
    const { user, backend } = rendered;
    await user.click(await screen.findByRole('button', { name: 'New site' }));
    const dialog = await screen.findByRole('dialog', { name: 'New site' });
    await user.type(within(dialog).getByLabelText('Title'), 'Docs');
    backend.backend.setFaults({ latencyMs: 0, errorRate: 1, status: 503 });
    await user.click(within(dialog).getByRole('button', { name: 'Create site' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/./);
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Docs');
  });
});
