// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { findHeading, renderRoute, type RenderedRoute } from '@/test/render-route';

let rendered: RenderedRoute | undefined;
afterEach(() => {
  rendered?.cleanup();
  localStorage.clear();
});

/** Opens the palette with Ctrl K once the shell's shortcuts are in, and returns its field. */
async function openPalette(route: RenderedRoute) {
  await screen.findByRole('button', { name: 'Jump to…' });
  await route.user.keyboard('{Control>}k{/Control}');
  const palette = await screen.findByRole('dialog', { name: 'Command palette' });
  return { palette, field: within(palette).getByRole('combobox', { name: 'Jump to or run' }) };
}

describe('the command palette', () => {
  it('finds a change request by its number and words and opens it with Enter', async () => {
    rendered = await renderRoute('/orgs/org_acme');
    await findHeading('Acme Docs');
    const { palette, field } = await openPalette(rendered);
    await rendered.user.type(field, '#2');
    // Each space numbers its own requests: #2 alone is found in four of them.
    await waitFor(() => expect(within(palette).getAllByRole('option')).toHaveLength(4));
    await rendered.user.type(field, ' service map');
    const option = await within(palette).findByRole('option', {
      name: /#2 Explain the service map/,
    });
    // Grouped under the heading of its kind.
    expect(option.closest('[role="group"]')).toHaveTextContent(/^Change requests/);
    expect(field).toHaveAttribute('aria-activedescendant', option.id);
    expect(within(palette).getByRole('status')).toHaveTextContent(
      'Enter opens Change request: #2 Explain the service map',
    );
    await rendered.user.keyboard('{Enter}');
    await waitFor(() =>
      expect(rendered?.router.state.location.pathname).toBe(
        '/orgs/org_acme/spaces/space_handbook/change-requests/2',
      ),
    );
  });

  it('moves through the results with the arrow keys and names what Enter does', async () => {
    rendered = await renderRoute('/orgs/org_acme');
    await findHeading('Acme Docs');
    const { palette, field } = await openPalette(rendered);
    await rendered.user.type(field, 'settings');
    await within(palette).findByRole('option', { name: 'Settings' });
    const options = within(palette).getAllByRole('option');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await rendered.user.keyboard('{ArrowUp}');
    expect(options.at(-1)).toHaveAttribute('aria-selected', 'true');
    expect(field).toHaveAttribute('aria-activedescendant', options.at(-1)?.id);
  });

  it('aborts a search that newer typing superseded', async () => {
    rendered = await renderRoute('/orgs/org_acme');
    await findHeading('Acme Docs');
    const searches: { title: string | null; signal: AbortSignal }[] = [];
    rendered.backend.server.use(
      http.get('*/v1/orgs/:organizationId/sites', async ({ request }) => {
        const title = new URL(request.url).searchParams.get('title');
        searches.push({ title, signal: request.signal });
        // The first search answers late: by then newer text has replaced it.
        if (title === 'doc') await delay(2000);
        return HttpResponse.json({ items: [], count: 0 });
      }),
    );
    const { field } = await openPalette(rendered);
    await rendered.user.type(field, 'doc');
    await waitFor(() => expect(searches.map((search) => search.title)).toContain('doc'));
    await rendered.user.type(field, 's');
    await waitFor(() => expect(searches.map((search) => search.title)).toContain('docs'));
    const first = searches.find((search) => search.title === 'doc');
    await waitFor(() => expect(first?.signal.aborted).toBe(true));
  });
});
