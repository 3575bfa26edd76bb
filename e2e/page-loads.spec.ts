import { expect, test, type Page } from '@playwright/test';
import { setDemoFaults } from './support/demo-backend.ts';
import { signInToDemo } from './support/session.ts';

/**
 * A page opened by its address, or left before it has loaded, never ends on an error screen
 * that a retry would fix: a query cancelled by navigation or by a component going away is not a
 * failure (docs/decisions/0033). Run on a throttled processor, where the races show.
 */

const org = '/orgs/org_acme';

/** Deep addresses across the areas, each with the level-1 heading it shows once loaded. */
const deepPages: readonly (readonly [string, RegExp])[] = [
  [`${org}/change-requests`, /Change requests/],
  [`${org}/content`, /Content/],
  [`${org}/settings/members`, /Members/],
  [`${org}/settings/teams/team_engineering`, /Engineering/],
  [`${org}/settings/sso`, /Single sign-on/],
  [`${org}/imports`, /Imports/],
  [`${org}/spaces/space_handbook/change-requests/cr_handbook_12`, /release checklist/],
  [`${org}/openapi/billing-api`, /billing-api/],
  [`${org}/sites/site_docs/structure`, /Acme Developer Docs/],
  [`${org}/translations/translation_handbook_fr`, /French/],
  [`${org}/spaces/space_handbook`, /Engineering Handbook/],
];

async function throttleCpu(page: Page, rate: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

async function expectLoaded(page: Page, heading: RegExp, where: string): Promise<void> {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: heading }).first(), where).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('heading', { name: 'This page could not load' }), where).toHaveCount(
    0,
  );
}

test('every deep address loads on a throttled processor', async ({ page }) => {
  test.setTimeout(120_000);
  await signInToDemo(page, 'admin');
  await throttleCpu(page, 4);
  for (const [address, heading] of deepPages) {
    await page.goto(address);
    await expectLoaded(page, heading, `load of ${address}`);
  }
});

test('leaving a screen while it loads never shows an error, under latency', async ({ page }) => {
  test.setTimeout(120_000);
  await signInToDemo(page, 'admin');
  await throttleCpu(page, 2);
  await setDemoFaults(page, 0, 300);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const main = page.getByRole('main');

  // The integration page reads the spaces while the Imports loader waits for them: leaving it
  // unmounts the page's reader of that fetch.
  await nav.getByRole('link', { name: 'Integrations', exact: true }).click();
  await main
    .getByRole('link', { name: /Pulse Analytics/ })
    .first()
    .click();
  await expect(main.getByRole('heading', { level: 1, name: /Pulse Analytics/ })).toBeVisible();
  await nav.getByRole('link', { name: 'Imports', exact: true }).click();
  await expectLoaded(page, /Imports/, 'Pulse Analytics left for Imports');

  // Every area left as soon as its heading shows, while its screen still loads the rest.
  const areas = [
    'Content',
    'Sites',
    'Change requests',
    'Translations',
    'OpenAPI',
    'Insights',
    'Integrations',
    'Settings',
  ];
  for (const [index, area] of areas.entries()) {
    const next = areas[(index + 1) % areas.length] ?? 'Content';
    await nav.getByRole('link', { name: area, exact: true }).click();
    await expect(main.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await nav.getByRole('link', { name: next, exact: true }).click();
    await expectLoaded(
      page,
      next === 'Settings' ? /Acme Docs|Settings/ : new RegExp(next),
      `${area} left for ${next}`,
    );
  }
  await setDemoFaults(page, 0, 0);
});
