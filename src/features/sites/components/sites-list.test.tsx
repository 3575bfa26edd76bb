// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { findHeading, renderRoute, type RenderedRoute } from '@/test/render-route';

let rendered: RenderedRoute | undefined;
afterEach(() => rendered?.cleanup());

describe('Sites list', () => {
  it('keeps its filters in the URL and can clear them', async () => {
    rendered = await renderRoute('/orgs/org_acme/sites');
    const { user, router } = rendered;
    await findHeading('Sites');
    expect(screen.getByRole('link', { name: 'Acme Help Center' })).toBeVisible();

    await user.selectOptions(screen.getByLabelText('State'), 'Unpublished');
    await waitFor(() => expect(router.state.location.search).toEqual({ published: false }));
    expect(await screen.findByText('No site matches these filters.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear the filters' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));

    await user.type(screen.getByLabelText('Title contains'), ' help ');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ title: 'help' }));
    expect(await screen.findByRole('link', { name: 'Acme Help Center' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Acme Developer Docs' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Title contains')).toHaveValue(' help ');
  });

  it('reads the filters from the URL', async () => {
    rendered = await renderRoute('/orgs/org_acme/sites?title=docs&published=true');
    await findHeading('Sites');
    expect(screen.getByRole('link', { name: 'Acme Developer Docs' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Acme Help Center' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('State')).toHaveValue('true');
    expect(screen.getByLabelText('Title contains')).toHaveValue('docs');
  });

  it('offers New site only to admins', async () => {
    rendered = await renderRoute('/orgs/org_acme/sites', { token: 'demo-editor' });
    await findHeading('Sites');
    expect(screen.getByRole('link', { name: 'Acme Developer Docs' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'New site' })).not.toBeInTheDocument();
  });
});
