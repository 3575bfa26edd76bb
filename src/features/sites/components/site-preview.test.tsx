// @vitest-environment happy-dom
import { within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupSitePage, renderSitePage } from './render-site-page';

afterEach(cleanupSitePage);

describe('Site preview', () => {
  it('asks a share-link site for its key, as a visitor without the link is refused', async () => {
    const { user, region } = await renderSitePage({ site: 'help', part: 'preview' });
    const preview = region('Preview');
    await user.click(within(preview).getByRole('button', { name: 'Preview' }));
    expect(await within(preview).findByText(/the key is missing or wrong/)).toBeVisible();

    await user.click(within(preview).getByLabelText('Share key'));
    await user.paste('sk_help_center_2c9e41');
    await user.click(within(preview).getByRole('button', { name: 'Preview' }));
    const drawn = await within(preview).findByRole('group', {
      name: 'Preview of Acme Help Center',
    });
    expect(within(drawn).getByRole('navigation', { name: 'Preview navigation' })).toHaveTextContent(
      'FAQ',
    );
    expect(within(preview).getByRole('radio', { name: 'Dark (visitors’ default)' })).toBeChecked();
  });

  it('draws each site space with its own customization, in either colour mode', async () => {
    const { user, region } = await renderSitePage({ token: 'demo-reader', part: 'preview' });
    const preview = region('Preview');
    const drawn = await within(preview).findByRole('group', {
      name: 'Preview of Acme Developer Docs',
    });
    expect(drawn).toHaveTextContent('API v2 is now generally available.');
    expect(drawn).toHaveTextContent('© 2026 Acme Inc. · Privacy policy · Powered by Folio');

    await user.click(within(drawn).getByRole('button', { name: 'API Reference (home)' }));
    const api = within(preview).getByRole('group', { name: 'Preview of Acme API Reference' });
    expect(within(preview).getByRole('status')).toHaveTextContent(
      'Showing API Reference, which has a customization of its own.',
    );
    expect(within(api).getByRole('button', { name: 'API Reference (home)' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const dark = within(preview).getByRole('radio', { name: 'Dark' });
    await user.click(dark);
    expect(dark).toBeChecked();
  });

  it('says visitors get nothing while the site is unpublished', async () => {
    const preview = (await renderSitePage({ site: 'globex', part: 'preview' })).region('Preview');
    expect(within(preview).getByText(/Visitors get nothing/)).toBeVisible();
  });
});
