import { expect, test, type Page } from '@playwright/test';
import { signInToDemo } from './support/session.ts';

/*
 * Two tabs of the demo share one state: the first leads (it runs the backend and saves it), the
 * other's requests go to it, and when it closes the other takes over from what it saved
 * (docs/decisions/0016). Before, each tab saved its own whole state and the last one to save
 * undid the other's changes.
 */

/** Renames the organization in its settings and waits for the answer in the header. */
async function renameOrganization(page: Page, title: string) {
  await page.goto('/orgs/org_acme/settings');
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(
    page.getByRole('button', { name: `Switch organization, current: ${title}` }),
  ).toBeVisible();
}

/** Renames a space through the page's own API (answered by the demo backend). */
async function renameSpace(page: Page, spaceId: string, title: string) {
  const status = await page.evaluate(
    async ({ id, next }) => {
      const response = await fetch(`/v1/spaces/${id}`, {
        method: 'PATCH',
        headers: { Authorization: 'Bearer demo-admin', 'Content-Type': 'application/json' },
        body: JSON.stringify({ title: next }),
      });
      return response.status;
    },
    { id: spaceId, next: title },
  );
  expect(status).toBe(200);
}

async function spaceTitle(page: Page, spaceId: string): Promise<string> {
  return page.evaluate(async (id) => {
    const response = await fetch(`/v1/spaces/${id}`, {
      headers: { Authorization: 'Bearer demo-admin' },
    });
    return ((await response.json()) as { title: string }).title;
  }, spaceId);
}

test('changes made in two demo tabs both survive, the first tab closing included', async ({
  context,
}) => {
  test.slow();
  const first = await context.newPage();
  await signInToDemo(first, 'admin');
  const second = await context.newPage();
  await signInToDemo(second, 'admin');

  await renameOrganization(first, 'Acme, from the first tab');
  await renameSpace(second, 'space_handbook', 'Handbook, from the second tab');
  // Each tab reads the other's change: there is one state, not two.
  expect(await spaceTitle(first, 'space_handbook')).toBe('Handbook, from the second tab');
  await second.goto('/orgs/org_acme/settings');
  await expect(second.getByLabel('Title', { exact: true })).toHaveValue('Acme, from the first tab');

  // The second tab changes something again, then the first (leading) tab goes away.
  await renameOrganization(second, 'Acme, from the second tab');
  await first.close();
  await renameSpace(second, 'space_glossary', 'Glossary, after the first tab closed');
  await second.reload();
  await expect(second.getByLabel('Title', { exact: true })).toHaveValue(
    'Acme, from the second tab',
  );
  expect(await spaceTitle(second, 'space_handbook')).toBe('Handbook, from the second tab');
  expect(await spaceTitle(second, 'space_glossary')).toBe('Glossary, after the first tab closed');

  // A tab opened now follows the same state.
  const third = await context.newPage();
  await signInToDemo(third, 'admin');
  await expect(
    third.getByRole('heading', { level: 1, name: 'Acme, from the second tab' }),
  ).toBeVisible();
});
