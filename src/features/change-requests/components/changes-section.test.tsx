// @vitest-environment happy-dom
import '@/components/rich-text/native-before-input';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { findHeading, renderRoute, type RenderedRoute } from '@/test/render-route';

let rendered: RenderedRoute | undefined;
afterEach(() => {
  rendered?.cleanup();
  localStorage.clear();
});

const handbook = '/orgs/org_acme/spaces/space_handbook/change-requests';

async function openEight(token = 'demo-reviewer') {
  rendered = await renderRoute(`${handbook}/8`, { token });
  await findHeading('Document the staging environment');
  return rendered;
}

const changedPages = async () =>
  within(await screen.findByRole('list', { name: 'Changed pages' })).getAllByRole('listitem');

describe('Change request page: changes', () => {
  it('lists every changed page with its kind and path, and opens an edited one into its diff', async () => {
    const { user } = await openEight();
    const items = await changedPages();
    const byTitle = (title: string) =>
      items.find((item) => within(item).queryByRole('heading', { name: title }));
    expect(byTitle('Staging environment')).toHaveTextContent('Added');
    expect(byTitle('Code review')).toHaveTextContent('Moved');
    expect(byTitle('Code review')).toHaveTextContent(/code-review to getting-started\/code-review/);
    expect(byTitle('Deployments')).toHaveTextContent('Edited');

    await user.click(within(byTitle('Deployments')!).getByRole('button', { name: 'Deployments' }));
    const diff = await screen.findByRole('region', { name: 'Deployments' }, { timeout: 5000 });
    expect(diff).toHaveAccessibleDescription(/added/);
    await waitFor(() =>
      expect(within(diff).getAllByRole('insertion')[0]).toHaveTextContent(/Staging/),
    );

    await user.click(
      within(diff).getByRole('switch', { name: 'Show the whole page after the change' }),
    );
    expect(within(diff).getByLabelText('Deployments, after the change')).toHaveTextContent(
      /rebuilt from production every night/,
    );
  });

  it('keeps a page marked as viewed for the same person, and not for another', async () => {
    const { user } = await openEight();
    await changedPages();
    await user.click(screen.getByRole('checkbox', { name: 'Mark as viewed: Deployments' }));
    expect(screen.getByText(/^1 of \d+ pages viewed$/)).toBeVisible();
    rendered!.cleanup();

    await openEight();
    await changedPages();
    expect(screen.getByRole('checkbox', { name: 'Mark as viewed: Deployments' })).toBeChecked();
    rendered!.cleanup();

    await openEight('demo-admin');
    await changedPages();
    expect(screen.getByRole('checkbox', { name: 'Mark as viewed: Deployments' })).not.toBeChecked();
  });
});
