// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute, type RenderedRoute } from '@/test/render-route';

let rendered: RenderedRoute | undefined;
afterEach(() => rendered?.cleanup());

const form = () => screen.findByRole('form', { name: 'Import a website' });

describe('Import pages', () => {
  it('checks the address against the contract and needs a space, keeping what was typed', async () => {
    rendered = await renderRoute('/orgs/org_acme/imports/new', { token: 'demo-editor' });
    const { user } = rendered;
    const importForm = await form();
    expect(within(importForm).getByText(/at most 20 pages/)).toBeInTheDocument();
    expect(
      within(importForm).getByRole('switch', { name: /Improve imported content with AI/ }),
    ).toBeChecked();

    await user.click(within(importForm).getByRole('button', { name: 'Start import' }));
    expect(await within(importForm).findByText('Website URL is required.')).toBeInTheDocument();
    expect(within(importForm).getByText('Choose the space the pages go into.')).toBeInTheDocument();

    const url = within(importForm).getByLabelText('Website URL');
    await user.type(url, 'ftp://docs.example.com');
    await user.tab();
    expect(
      within(importForm).getByText('Use an address that starts with http:// or https://.'),
    ).toBeInTheDocument();
    expect(url).toHaveValue('ftp://docs.example.com');
    expect(rendered.backend.store.state.importRuns).toHaveLength(4);
  });

  it('preselects the space from the address, offers its open requests and starts the run', async () => {
    rendered = await renderRoute('/orgs/org_acme/imports/new?space=space_api', {
      token: 'demo-editor',
    });
    const { user, backend } = rendered;
    const importForm = await form();
    expect(within(importForm).getByLabelText('Target space')).toHaveValue('space_api');
    expect(
      await within(importForm).findByText(/Recommended: API Reference is live/),
    ).toBeInTheDocument();
    const request = within(importForm).getByLabelText('Change request (optional)');
    await waitFor(() =>
      expect(
        within(request).getByRole('option', { name: /#4 Authentication/ }),
      ).toBeInTheDocument(),
    );
    // Merged and archived requests take no pages.
    expect(within(request).queryByRole('option', { name: /#1 / })).not.toBeInTheDocument();
    // A locked space takes no pages, so it is not offered.
    expect(
      within(within(importForm).getByLabelText('Target space')).queryByRole('option', {
        name: /Release Notes/,
      }),
    ).not.toBeInTheDocument();

    await user.type(within(importForm).getByLabelText('Website URL'), 'https://docs.example.com');
    await user.selectOptions(request, 'cr_api_4');
    await user.click(within(importForm).getByRole('switch', { name: /Improve imported content/ }));
    await user.click(within(importForm).getByRole('button', { name: 'Start import' }));

    expect(
      await screen.findByRole('heading', { name: 'Import from docs.example.com' }),
    ).toBeInTheDocument();
    const run = backend.store.state.importRuns.at(-1);
    expect(run?.target).toEqual({ space: 'space_api', changeRequest: 'cr_api_4' });
    expect(run?.enhance).toBe(false);
    expect(screen.getByRole('list', { name: 'Import steps' })).toHaveTextContent(/Queued/);
  });

  it('puts a refusal about the change request next to it', async () => {
    rendered = await renderRoute(
      '/orgs/org_acme/imports/new?space=space_api&changeRequest=cr_api_4&url=https://docs.example.com',
      { token: 'demo-editor' },
    );
    const { user, backend } = rendered;
    const importForm = await form();
    await waitFor(() =>
      expect(within(importForm).getByLabelText('Change request (optional)')).toHaveValue(
        'cr_api_4',
      ),
    );
    // Someone merges the request meanwhile.
    const request = backend.store.state.changeRequests.find((cr) => cr.id === 'cr_api_4');
    if (request) request.status = 'merged';
    await user.click(within(importForm).getByRole('button', { name: 'Start import' }));
    const field = within(importForm).getByLabelText('Change request (optional)');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(
      within(importForm).getByText(/which is merged: only a draft or open/),
    ).toBeInTheDocument();
    expect(within(importForm).getByLabelText('Website URL')).toHaveValue(
      'https://docs.example.com',
    );
  });

  it('tells a reader why there is no form', async () => {
    rendered = await renderRoute('/orgs/org_acme/imports/new', { token: 'demo-reader' });
    expect(
      await screen.findByText(/Only the admin, create, review and edit roles/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Import a website' })).not.toBeInTheDocument();
  });
});
