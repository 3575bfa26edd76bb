// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { findHeading } from '@/test/render-route';
import { cleanupSitePage, renderSitePage } from './render-site-page';

afterEach(cleanupSitePage);

async function openSettings(token?: string) {
  const page = await renderSitePage(token ? { token, part: 'settings' } : { part: 'settings' });
  return { ...page, settings: screen.queryByRole('region', { name: 'Settings' }) as HTMLElement };
}

describe('Site settings', () => {
  it('shows a rule of the contract next to its field and keeps the input', async () => {
    const { user, settings, backend } = await openSettings();
    const proxy = within(settings).getByLabelText('Proxy');
    await user.click(proxy);
    await user.paste('not a proxy');
    await user.clear(within(settings).getByLabelText('Title'));
    await user.click(within(settings).getByRole('button', { name: 'Save settings' }));

    expect(await within(settings).findByText(/^Proxy must be a host and a path/)).toBeVisible();
    expect(within(settings).getByText('Title is required.')).toBeVisible();
    expect(proxy).toHaveValue('not a proxy');
    expect(proxy).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(within(settings).getByLabelText('Title')).toHaveFocus());
    expect(backend.store.state.sites.find((s) => s.id === 'site_docs')?.title).toBe(
      'Acme Developer Docs',
    );
  });

  it('sends only what changed and confirms', async () => {
    const { user, settings, backend } = await openSettings();
    const basename = within(settings).getByLabelText('Basename');
    await user.clear(basename);
    await user.click(basename);
    await user.paste('developers');
    await user.click(within(settings).getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Site settings saved')).toBeInTheDocument();
    const site = backend.store.state.sites.find((s) => s.id === 'site_docs');
    expect(site?.basename).toBe('developers');

    await user.click(within(settings).getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Nothing to save')).toBeInTheDocument();
  });

  it('puts a refusal that names a field next to it', async () => {
    const { user, settings, backend } = await openSettings();
    backend.server.use(
      http.patch(`${backend.baseUrl}/v1/orgs/org_acme/sites/site_docs`, () =>
        HttpResponse.json(
          { error: { code: 'invalid_request', message: '/basename is taken by another site.' } },
          { status: 400 },
        ),
      ),
    );
    const basename = within(settings).getByLabelText('Basename');
    await user.type(basename, '-v2');
    await user.click(within(settings).getByRole('button', { name: 'Save settings' }));
    expect(await within(settings).findByText('Is taken by another site.')).toBeVisible();
    expect(basename).toHaveAttribute('aria-invalid', 'true');
    expect(basename).toHaveValue('docs-v2');
  });

  it('keeps the input when the save fails', async () => {
    const { user, settings, backend } = await openSettings();
    const title = within(settings).getByLabelText('Title');
    await user.type(title, ' v2');
    backend.backend.setFaults({ latencyMs: 0, errorRate: 1, status: 503 });
    await user.click(within(settings).getByRole('button', { name: 'Save settings' }));
    expect(await within(settings).findByRole('alert')).toHaveTextContent(/./);
    expect(title).toHaveValue('Acme Developer Docs v2');
  });

  it('shows a reader the site without settings, delete or edit controls', async () => {
    await openSettings('demo-reader');
    expect(
      screen.getByText('Only admins can change a site’s settings or delete it.'),
    ).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Settings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete site…' })).not.toBeInTheDocument();
    // The site's navigation leaves Settings out for them.
    const nav = screen.getByRole('navigation', { name: 'Site' });
    expect(within(nav).queryByRole('link', { name: 'Settings' })).not.toBeInTheDocument();
    cleanupSitePage();

    await renderSitePage({ token: 'demo-reader' });
    expect(screen.getByRole('switch', { name: 'Publish' })).toBeDisabled();
    cleanupSitePage();

    await renderSitePage({ token: 'demo-reader', part: 'structure' });
    expect(screen.getByText('Only admins can change the structure of a site.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'New group' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add section' })).not.toBeInTheDocument();
    cleanupSitePage();

    await renderSitePage({ token: 'demo-reader', part: 'audience' });
    const schema = screen.getByRole('region', { name: 'Visitor schema' });
    expect(within(schema).queryByRole('button', { name: 'Add claim' })).not.toBeInTheDocument();
    expect(within(schema).getByLabelText('Schema as JSON')).toHaveAttribute('readonly');
  });
});

describe('Delete a site', () => {
  it('asks for the title before deleting', async () => {
    const { user, backend, router } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Delete site…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Acme Developer Docs”?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete site' });
    expect(confirm).toBeDisabled();
    await user.click(within(dialog).getByLabelText('Site title'));
    await user.paste('Acme Developer');
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Site title'), ' Docs');
    await user.click(confirm);
    await findHeading('Sites');
    expect(router.state.location.pathname).toBe('/orgs/org_acme/sites');
    expect(backend.store.state.sites.some((s) => s.id === 'site_docs')).toBe(false);
  });
});
