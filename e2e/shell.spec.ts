import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { signInToDemo } from './support/session.ts';

test('the start screen offers the demo and a connection form', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Try the demo' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Connect' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'start screen');
  await page.getByRole('button', { name: 'Choose who to be' }).click();
  const people = page.getByRole('list', { name: 'Demo users' });
  await expect(people.getByRole('button', { name: /Sign in as Ada Admin/ })).toContainText(
    'ada@acme.test',
  );
  await expect(people.getByRole('button', { name: /Sign in as Rita Reader/ })).toContainText(
    'Reader in Acme Docs',
  );
  await expectNoSeriousA11yViolations(page, 'demo user choice');
});

test('demo sign-in lands on the first organization, and sign out forgets the session', async ({
  page,
}) => {
  await signInToDemo(page, 'admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Acme Docs' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Acme Docs');
  await expect(page.getByText('Plan', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'overview');

  await page.getByRole('button', { name: /^Account: Ada Admin/ }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toContainText('Demo');
  await expect(menu).toContainText('ada@acme.test');
  await expectNoSeriousA11yViolations(page, 'user menu');
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Try the demo' })).toBeVisible();
  await page.goto('/orgs');
  await expect(page).toHaveURL(/\/$/);
});

test('switching organization with the header switcher', async ({ page }) => {
  await signInToDemo(page, 'admin');
  await page.getByRole('button', { name: /Switch organization/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Organizations' });
  await expect(dialog.getByRole('link', { name: /Acme Docs/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expectNoSeriousA11yViolations(page, 'switcher');
  await dialog.getByRole('link', { name: 'Globex Community' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Globex Community' })).toBeVisible();
  await expect(
    page.getByRole('button', { name: /Switch organization, current: Globex Community/ }),
  ).toBeVisible();
});

test('the organization list and the not-found screens', async ({ page }) => {
  await signInToDemo(page, 'admin');
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'Organizations' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Organizations' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Globex Community' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'organization list');

  await page.goto('/orgs/org_nope');
  await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible();
  await expect(page.getByText(/No organization matches “org_nope”/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'org not found');

  await page.goto('/orgs/org_acme/teamz');
  await expect(page.getByText(/There is no page at this address in Acme Docs/)).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Content' }),
  ).toBeVisible();

  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible();
});

test('in the demo, a rejected session asks to pick a person again and stays on the page', async ({
  page,
}) => {
  await signInToDemo(page, 'admin');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Search' })
    .click();
  const searchbox = page.getByRole('searchbox', { name: 'Search content' });
  await searchbox.fill('token');
  // The token is rejected from here on. It expires on the page itself: a link under the
  // pointer would preload its page and meet the 401 before the click.
  await page.evaluate(() => {
    const stored = JSON.parse(sessionStorage.getItem('folio.session') ?? '{}') as Record<
      string,
      unknown
    >;
    sessionStorage.setItem('folio.session', JSON.stringify({ ...stored, token: 'expired' }));
  });
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in again' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /Sign in as Ada Admin/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/orgs\/org_acme\/search\?query=token$/);
  await expect(page.getByRole('region', { name: 'Space API Reference' })).toBeVisible();
});

test('toasts: one of a kind, gone with their page, and never shown to the next person', async ({
  page,
}) => {
  await signInToDemo(page, 'editor');
  const clockToasts = page.getByRole('status').filter({ hasText: 'Clock moved' });
  const moveClock = async () => {
    await page.getByRole('button', { name: 'Backend' }).click();
    const panel = page.getByRole('dialog', { name: 'Demo backend' });
    await panel.getByRole('button', { name: '+1 day' }).click();
    await expect(clockToasts).toHaveCount(1);
    // The same notice again replaces the first instead of piling up beside it.
    await panel.getByRole('button', { name: '+1 day' }).click();
    await expect(clockToasts).toHaveCount(1);
    await panel.getByRole('button', { name: 'Close' }).click();
  };

  await moveClock();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Content' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
  await expect(clockToasts).toHaveCount(0);

  await moveClock();
  await page.getByRole('button', { name: /^Account: Eddie Editor/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Try the demo' })).toBeVisible();
  await signInToDemo(page, 'reviewer');
  await expect(page.getByRole('button', { name: /^Account: Rhea Reviewer/ })).toBeVisible();
  await expect(clockToasts).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'the next person’s overview');
});
