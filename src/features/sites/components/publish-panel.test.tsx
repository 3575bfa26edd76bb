// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupSitePage, renderSitePage } from './render-site-page';

afterEach(cleanupSitePage);

async function openPublication() {
  const page = await renderSitePage();
  return { ...page, panel: page.region('Publication') };
}

describe('Publish switch', () => {
  it('says who can read the site and where, and unpublishes and publishes it', async () => {
    const { user, panel, backend } = await openPublication();
    const publish = within(panel).getByRole('switch', { name: 'Publish' });
    expect(publish).toBeChecked();
    expect(publish).toHaveAccessibleDescription(/anyone on the internet can read it/);
    expect(within(panel).getByRole('link', { name: 'https://docs.acme.test/docs' })).toBeVisible();

    // Unpublishing asks first, saying who loses access; Cancel changes nothing.
    await user.click(publish);
    const ask = await screen.findByRole('alertdialog', {
      name: 'Unpublish “Acme Developer Docs”?',
    });
    expect(ask).toHaveTextContent(/Anyone on the internet loses access at once/);
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(publish).toBeChecked();
    expect(backend.store.state.sites.find((s) => s.id === 'site_docs')?.published).toBe(true);

    await user.click(publish);
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Unpublish' }),
    );
    await waitFor(() => expect(publish).not.toBeChecked());
    expect(publish).toHaveAccessibleDescription(/^Unpublished: only members/);
    expect(within(panel).getByText('It has no public address while unpublished.')).toBeVisible();
    expect(backend.store.state.sites.find((s) => s.id === 'site_docs')?.published).toBe(false);
    // The toast list loads with the first toast.
    expect(await screen.findByText('Unpublished “Acme Developer Docs”')).toBeInTheDocument();

    await user.click(publish);
    await waitFor(() => expect(publish).toBeChecked());
    expect(within(panel).getByRole('link', { name: 'https://docs.acme.test/docs' })).toBeVisible();
  });

  it('stays as it was when the change fails, and says so', async () => {
    const { user, panel, backend } = await openPublication();
    backend.backend.setFaults({ latencyMs: 0, errorRate: 1, status: 503 });
    const publish = within(panel).getByRole('switch', { name: 'Publish' });
    await user.click(publish);
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Unpublish' }),
    );
    expect(await screen.findByText('The site was not unpublished')).toBeInTheDocument();
    expect(publish).toBeChecked();
  });
});
