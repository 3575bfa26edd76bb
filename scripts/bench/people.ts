import type { BenchRow, BenchStep } from './bench-step.ts';
import type { Page } from '@playwright/test';
import { launchChromium, openDemo } from './demo-browser.ts';
import { median } from './side-by-side.ts';

/** The large seed's organization (2,000 members in 200 teams) and the demo's Acme Docs. */
const largeOrgId = 'org_large';
const smallOrgId = 'org_acme';
/** Entries of the bulk change: the most the contract takes in one `add`. */
const bulkEntries = 100;

/** Navigations to the large members list: one alone can land on a pause of the busy machine. */
const largeListRuns = 5;

export interface MemberListRun {
  /** Members the list says it holds (its `aria-rowcount` less the header row). */
  members: number;
  /** From the first page's response in the page to the first member row on screen. */
  shownAfterDataMs: number;
  /** Each navigation's `shownAfterDataMs`, where the figure is the median of several. */
  samples?: number[];
  /** From the click on the Members tab to the first member row on screen. */
  shownAfterClickMs: number;
  /** Member rows in the DOM (the table renders only those in view). */
  rowsInDom: number;
}

export interface BulkAddRun {
  entries: number;
  /** PUTs of the team's members sent for one "Add members" of `entries` pasted emails. */
  bulkPuts: number;
  /** From the click on "Add members" in the dialog to the team page showing them. */
  addMs: number;
}

const memberRows =
  '[role="table"][aria-label="Members"] [role="rowgroup"] + [role="rowgroup"] [role="row"]';

/** Opens the organization's settings, then times the client-side navigation to its members. */
async function measureMemberList(
  page: Page,
  appUrl: string,
  orgId: string,
): Promise<MemberListRun> {
  await page.goto(`${appUrl}/orgs/${orgId}/settings`);
  await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
  // No named functions inside evaluate: tsx would wrap them in a function the page lacks.
  await page.evaluate((selector) => {
    performance.clearResourceTimings();
    const found = new MutationObserver(() => {
      const row = document.querySelector(`${selector}[aria-rowindex="2"] [role="cell"]`);
      if (!row?.textContent?.includes('@')) return;
      (window as unknown as Record<string, number>)['benchFirstMemberRow'] = performance.now();
      found.disconnect();
    });
    found.observe(document.body, { childList: true, subtree: true });
  }, memberRows);
  const clickedAt = await page.evaluate(() => performance.now());
  await page
    .getByRole('navigation', { name: 'Settings' })
    .getByRole('link', { name: 'Members' })
    .click();
  await page.locator(`${memberRows}[aria-rowindex="2"]`).filter({ hasText: '@' }).waitFor({
    timeout: 60_000,
  });
  const timing = await page.evaluate((organizationId) => {
    const shown = (window as unknown as Record<string, number>)['benchFirstMemberRow'] ?? NaN;
    const data = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes(`/v1/orgs/${organizationId}/members?`))
      .map((entry) => (entry as PerformanceResourceTiming).responseEnd);
    return { shown, data: data.length > 0 ? Math.min(...data) : NaN };
  }, orgId);
  const rowcount = await page.getByRole('table', { name: 'Members' }).getAttribute('aria-rowcount');
  return {
    members: Number(rowcount) - 1,
    shownAfterDataMs: timing.shown - timing.data,
    shownAfterClickMs: timing.shown - clickedAt,
    rowsInDom: await page.locator(memberRows).count(),
  };
}

/** `count` emails of members of the organization who are not in the team, read through the API. */
async function outsiders(page: Page, orgId: string, teamId: string, count: number) {
  // No named functions inside evaluate: tsx would wrap them in a function the page lacks.
  return page.evaluate(
    async ({ organizationId, team, wanted }) => {
      const raw = sessionStorage.getItem('folio.session') ?? '{}';
      const token = (JSON.parse(raw) as { token?: string }).token ?? '';
      const headers = { Authorization: `Bearer ${token}` };
      const [inTeam, members] = (await Promise.all(
        [
          `/v1/orgs/${organizationId}/teams/${team}/members?limit=1000`,
          `/v1/orgs/${organizationId}/members?limit=1000`,
        ].map(async (path) => (await fetch(path, { headers })).json()),
      )) as [
        { items: { organization: { id: string } }[] },
        { items: { id: string; user: { email: string } }[] },
      ];
      const ids = new Set(inTeam.items.map((item) => item.organization.id));
      return members.items
        .filter((member) => !ids.has(member.id))
        .slice(0, wanted)
        .map((member) => member.user.email);
    },
    { organizationId: orgId, team: teamId, wanted: count },
  );
}

/**
 * Pastes 100 emails into a large team's "Add members" and adds them: the screen checks them
 * against the members first, then sends ONE bulk PUT, whatever the number of entries.
 */
async function measureBulkAdd(page: Page, appUrl: string): Promise<BulkAddRun> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: appUrl });
  await page.goto(`${appUrl}/orgs/${largeOrgId}/settings/teams`);
  const first = page.getByRole('table').getByRole('rowheader').first().getByRole('link');
  await first.waitFor({ timeout: 60_000 });
  await first.click();
  await page.getByRole('button', { name: 'Add members' }).waitFor({ timeout: 60_000 });
  const teamId = page.url().split('/').pop() ?? '';
  const emails = await outsiders(page, largeOrgId, teamId, bulkEntries);

  await page.getByRole('button', { name: 'Add members' }).click();
  const dialog = page.getByRole('dialog', { name: /^Add members to / });
  await page.evaluate((text) => navigator.clipboard.writeText(text), emails.join('\n'));
  await dialog.getByRole('combobox', { name: 'Members to add' }).focus();
  await page.keyboard.press('ControlOrMeta+V');
  await dialog
    .getByRole('button', { name: /^Remove / })
    .nth(emails.length - 1)
    .waitFor({ timeout: 30_000 });

  const puts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().endsWith('/members')) puts.push(request.url());
  });
  const boxes = 'main table input[type="checkbox"]';
  const before = await page.locator(boxes).count();
  const started = Date.now();
  await dialog.getByRole('button', { name: 'Add members' }).click();
  await page.waitForFunction(
    ({ selector, wanted }) => document.querySelectorAll(selector).length >= wanted,
    { selector: boxes, wanted: before + emails.length },
    { timeout: 30_000 },
  );
  const addMs = Date.now() - started;
  // Let any late request show up before counting.
  await page.waitForTimeout(500);
  return { entries: emails.length, bulkPuts: puts.length, addMs };
}

/**
 * In the demo with the "Large organization" data: how soon the members list of 2,000 shows
 * its first rows once its data is in (the median of five navigations), with how many rows in
 * the DOM next to Acme's 19; and that adding 100 pasted emails to a team is one request.
 */
export async function measurePeople(appUrl: string) {
  const browser = await launchChromium();
  try {
    const page = await openDemo(browser, appUrl, { largeData: true });
    const runs: MemberListRun[] = [];
    for (let run = 0; run < largeListRuns; run += 1)
      runs.push(await measureMemberList(page, appUrl, largeOrgId));
    const samples = runs.map((one) => one.shownAfterDataMs);
    const large: MemberListRun = {
      ...runs[runs.length - 1]!,
      shownAfterDataMs: median(samples),
      shownAfterClickMs: median(runs.map((one) => one.shownAfterClickMs)),
      samples,
    };
    const small = await measureMemberList(page, appUrl, smallOrgId);
    const bulk = await measureBulkAdd(page, appUrl);
    return { large, small, bulk };
  } finally {
    await browser.close();
  }
}

/** \`npm run bench\` finds this step by its export (scripts/bench/bench-step.ts). */
export const benchStep: BenchStep = {
  name: 'people',
  part: 'browser',
  run: async ({ appUrl }) => {
    const rows: BenchRow[] = [];
    console.log('bench: measuring the members list and a bulk team change with the large seed');
    const people = await measurePeople(appUrl);
    rows.push({
      measure: `members list, first rows after the data (${people.large.members.toLocaleString('en')} members; median of ${people.large.samples?.length ?? 1}: ${(people.large.samples ?? []).map((ms) => ms.toFixed(0)).join(', ')})`,
      value: `${people.large.shownAfterDataMs.toFixed(0)} ms`,
      target: '<= 200 ms',
      ok: people.large.shownAfterDataMs <= 200,
    });
    rows.push({
      measure: `members list, click to first rows (${people.large.members.toLocaleString('en')} / ${people.small.members} members; median / one)`,
      value: `${people.large.shownAfterClickMs.toFixed(0)} / ${people.small.shownAfterClickMs.toFixed(0)} ms`,
      target: '-',
      ok: null,
    });
    rows.push({
      measure: `members list, rows in DOM: ${people.large.members.toLocaleString('en')} members vs ${people.small.members}`,
      value: `${people.large.rowsInDom} vs ${people.small.rowsInDom}`,
      target: 'same',
      ok: people.large.rowsInDom === people.small.rowsInDom,
    });
    rows.push({
      measure: `team members, requests for a bulk add of ${people.bulk.entries} pasted emails (${people.bulk.addMs} ms)`,
      value: String(people.bulk.bulkPuts),
      target: '= 1',
      ok: people.bulk.bulkPuts === 1,
    });
    return rows;
  },
};
