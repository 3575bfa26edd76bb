// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { findHeading, renderRoute, type RenderedRoute } from '@/test/render-route';

let rendered: RenderedRoute | undefined;
afterEach(() => rendered?.cleanup());

async function openDeleted(token?: string) {
  rendered = await renderRoute('/orgs/org_acme/content', token ? { token } : {});
  await findHeading('Content');
  const answer = await rendered.backend.request('/v1/spaces/space_glossary', {
    method: 'DELETE',
    token: 'demo-admin',
  });
  expect(answer.status).toBe(204);
  await rendered.router.navigate({
    to: '/orgs/$orgId/content/deleted',
    params: { orgId: 'org_acme' },
  });
  await findHeading('Recently deleted');
  return rendered;
}

const table = () => screen.getByRole('table', { name: 'Recently deleted spaces' });

describe('Recently deleted', () => {
  it('lists deleted spaces with the days left, and restores one', async () => {
    const { user, backend } = await openDeleted();
    const row = within(table()).getByRole('row', { name: /Glossary/ });
    expect(row).toHaveTextContent('7 days left');
    await user.click(within(row).getByRole('button', { name: 'Restore Glossary' }));
    expect(await screen.findByText('“Glossary” was restored')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('row', { name: /Glossary/ })).toBeNull());
    const glossary = backend.store.state.spaces.find((space) => space.id === 'space_glossary');
    expect(glossary?.deletedAt).toBeUndefined();
  });

  it('counts the days on the backend’s clock', async () => {
    const { backend, queryClient } = await openDeleted();
    expect(within(table()).getByRole('row', { name: /Glossary/ })).toHaveTextContent('7 days left');
    backend.clock.advance(3 * 24 * 3600_000);
    await queryClient.invalidateQueries();
    await waitFor(() =>
      expect(within(table()).getByRole('row', { name: /Glossary/ })).toHaveTextContent(
        '4 days left',
      ),
    );
  });

  it('offers a reader no restore', async () => {
    await openDeleted('demo-reader');
    expect(within(table()).getByRole('row', { name: /Glossary/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Restore/ })).toBeNull();
  });
});
