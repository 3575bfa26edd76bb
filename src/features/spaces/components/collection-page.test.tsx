// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TestBackend } from '@/backend/node';
import { findHeading, renderRoute, type RenderedRoute } from '@/test/render-route';

let rendered: RenderedRoute | undefined;
afterEach(() => rendered?.cleanup());

async function openCompany(token?: string) {
  rendered = await renderRoute(
    '/orgs/org_acme/collections/collection_company',
    token ? { token } : {},
  );
  await findHeading('Company');
  return rendered;
}

const settings = () => screen.getByRole('form', { name: 'Collection settings' });
const company = (backend: TestBackend) =>
  backend.store.state.collections.find((item) => item.id === 'collection_company');

describe('Collection page', () => {
  it('lists its spaces and saves its settings, checking the description first', async () => {
    const { user, backend } = await openCompany();
    expect(screen.getByRole('link', { name: 'Brand Guidelines' })).toBeInTheDocument();
    const description = within(settings()).getByLabelText('Description');
    await user.clear(description);
    await user.click(description);
    await user.paste('x'.repeat(101));
    await user.click(within(settings()).getByRole('button', { name: 'Save settings' }));
    expect(
      await within(settings()).findByText(
        'Description must be at most 100 characters (it has 101).',
      ),
    ).toBeInTheDocument();
    expect(description).toHaveAttribute('aria-invalid', 'true');

    await user.clear(description);
    await user.type(description, 'Who we are.');
    await user.selectOptions(within(settings()).getByLabelText('Default level'), 'comment');
    await user.click(within(settings()).getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Collection saved')).toBeInTheDocument();
    expect(company(backend)?.description).toBe('Who we are.');
    expect(company(backend)?.defaultLevel).toBe('comment');
  });

  it('keeps what was typed when the save fails', async () => {
    const { user, backend } = await openCompany();
    const title = within(settings()).getByLabelText('Title');
    await user.type(title, ' and culture');
    backend.backend.setFaults({ latencyMs: 0, errorRate: 1, status: 503 });
    await user.click(within(settings()).getByRole('button', { name: 'Save settings' }));
    expect(await within(settings()).findByRole('alert')).toHaveTextContent(/./);
    expect(title).toHaveValue('Company and culture');
  });

  it('asks before deleting, saying what goes with it', async () => {
    const { user, backend, router } = await openCompany();
    await user.click(screen.getByRole('button', { name: 'Delete…' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete “Company”?' });
    expect(await within(confirm).findByText(/It contains 3 spaces\./)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(company(backend)).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Delete…' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Delete collection',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/orgs/org_acme/content'));
    expect(company(backend)).toBeUndefined();
    expect(await screen.findByText('“Company” was deleted')).toBeInTheDocument();
  });

  it('shows a reader its spaces without settings or actions', async () => {
    await openCompany('demo-reader');
    expect(screen.getByRole('link', { name: 'Brand Guidelines' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Collection settings' })).toBeNull();
    for (const name of ['Delete…', 'Transfer…', 'Move…'])
      expect(screen.queryByRole('button', { name })).toBeNull();
  });
});
