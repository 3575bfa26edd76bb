// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { findHeading, renderRoute, type RenderedRoute } from '@/test/render-route';

let rendered: RenderedRoute | undefined;
afterEach(() => rendered?.cleanup());

describe('Organization overview', () => {
  it('shows the organization and, to an admin, a way to its settings', async () => {
    rendered = await renderRoute('/orgs/org_acme');
    await findHeading('Acme Docs');
    expect(screen.getByText('Plan')).toBeInTheDocument();
    expect(screen.getByText('acme.folio.example')).toBeInTheDocument();
    await rendered.user.click(screen.getByRole('link', { name: 'Edit settings' }));
    await findHeading('Settings');
  });

  it('says when there is no such organization', async () => {
    rendered = await renderRoute('/orgs/org_nope');
    await findHeading('Not found');
    expect(screen.getByText(/No organization matches “org_nope”/)).toBeInTheDocument();
  });

  it('says an unknown page does not exist, inside the organization it is under', async () => {
    rendered = await renderRoute('/orgs/org_acme/no-such-page');
    await findHeading('Not found');
    expect(screen.getByText(/There is no page at this address in Acme Docs/)).toBeInTheDocument();
    expect(screen.queryByText(/No organization matches/)).not.toBeInTheDocument();
    // Still inside the organization: its navigation is there.
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveTextContent('Content');
  });

  it('offers no settings link to a reader', async () => {
    rendered = await renderRoute('/orgs/org_acme', { token: 'demo-reader' });
    await findHeading('Acme Docs');
    expect(screen.queryByRole('link', { name: 'Edit settings' })).not.toBeInTheDocument();
  });
});

describe('Organization list', () => {
  it('lists the caller’s organizations', async () => {
    rendered = await renderRoute('/orgs');
    await findHeading('Organizations');
    expect(screen.getByText('You belong to 2 organizations.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Globex Community' })).toBeInTheDocument();
  });
});

describe('Organization switcher', () => {
  it('lists the organizations, marks the current one, and switches', async () => {
    rendered = await renderRoute('/orgs/org_acme');
    const { user } = rendered;
    await findHeading('Acme Docs');
    await user.click(
      screen.getByRole('button', { name: 'Switch organization, current: Acme Docs' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Organizations' });
    expect(within(dialog).getByText('Current')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('link', { name: 'Globex Community' }));
    await findHeading('Globex Community');
  });
});
