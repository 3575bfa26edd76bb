import type { BenchRow, BenchStep } from './bench-step.ts';
import type { Page } from '@playwright/test';
import { launchChromium, openDemo } from './demo-browser.ts';
import { median } from './side-by-side.ts';

/** The large seed's organization: 200 topics and 5,000 conversations (seed-conversations.ts). */
const largeOrgId = 'org_large';
/** The demo's Acme Docs: 5 topics and 30 conversations. */
const smallOrgId = 'org_acme';

export interface TopicsRun {
  /** From the topics list's answer (its response end) to the first topic row in the page. */
  firstRowsAfterDataMs: number;
  /** From the click on "Insights" to the first topic row. */
  shownMs: number;
}

/** Navigations to the topics list: one alone can land on a pause of the busy machine. */
const topicRuns = 5;

export interface TopicsMeasure extends TopicsRun {
  /** Each navigation's time from the data to the first row, in order. */
  samples: number[];
}

export interface ConversationRows {
  conversations: number;
  /** Rows in the DOM (the header row included) at the top, mid-way, and after many pages. */
  top: number;
  middle: number;
  deep: number;
  /** The last row scrolled to when `deep` was counted (pages load on the way). */
  reached: number;
}

const rowSelector = '[role="table"][aria-label="Conversations"] [role="row"]';

/** Times the client-side navigation from the organization's overview to its topics. */
async function measureTopics(page: Page, appUrl: string): Promise<TopicsRun> {
  await page.goto(`${appUrl}/orgs/${largeOrgId}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  // Note when the first topic row enters the page, on the page's own clock.
  await page.evaluate(() => {
    const state = window as unknown as { firstTopicRowAt?: number };
    delete state.firstTopicRowAt;
    performance.clearResourceTimings();
    const observer = new MutationObserver(() => {
      if (document.querySelector('[data-topic-row]')) {
        state.firstTopicRowAt = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
  const started = Date.now();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Insights' })
    .click();
  await page.locator('[data-topic-row]').first().waitFor({ timeout: 60_000 });
  const shownMs = Date.now() - started;
  const timings = await page.evaluate(() => {
    const state = window as unknown as { firstTopicRowAt?: number };
    const answers = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/conversations-clusters'))
      .map((entry) => (entry as PerformanceResourceTiming).responseEnd);
    return { firstRow: state.firstTopicRowAt ?? Number.NaN, dataAt: Math.min(...answers) };
  });
  return { firstRowsAfterDataMs: Math.round(timings.firstRow - timings.dataAt), shownMs };
}

/** Opens the conversations of an organization and counts the table's rows in the DOM. */
async function countConversationRows(
  page: Page,
  appUrl: string,
  orgId: string,
): Promise<ConversationRows> {
  await page.goto(`${appUrl}/orgs/${orgId}/insights/conversations`);
  await page.locator(rowSelector).nth(1).waitFor({ timeout: 60_000 });
  const scroller = page.locator('[data-conversation-scroll]');
  const count = () => page.locator(rowSelector).count();
  const top = await count();
  await scroller.evaluate((node) => {
    node.scrollTop = node.scrollHeight / 2;
  });
  await page.waitForTimeout(300);
  const middle = await count();
  // Scroll to the end a few times: each brings the next page of 100 conversations.
  for (let round = 0; round < 5; round += 1) {
    await scroller.evaluate((node) => {
      node.scrollTop = node.scrollHeight;
    });
    await page.waitForTimeout(600);
  }
  const deep = await count();
  const figures = await page.evaluate(() => {
    const table = document.querySelector('[role="table"][aria-label="Conversations"]');
    const rows = Array.from(document.querySelectorAll('[role="row"][aria-rowindex]')).map((row) =>
      Number(row.getAttribute('aria-rowindex')),
    );
    return {
      conversations: Number(table?.getAttribute('aria-rowcount') ?? 1) - 1,
      reached: Math.max(0, ...rows) - 1,
    };
  });
  return { ...figures, top, middle, deep };
}

/**
 * In the demo with the "Large organization" data: how soon the topics list shows its first
 * rows once its data arrived (200 topics; the median of five navigations), and how many conversation rows the DOM holds for
 * 5,000 conversations (top, middle, after several pages) against Acme's 30: a virtual list
 * keeps it to what is in view.
 */
export async function measureInsights(appUrl: string) {
  const browser = await launchChromium();
  try {
    const page = await openDemo(browser, appUrl, { largeData: true });
    const runs: TopicsRun[] = [];
    for (let run = 0; run < topicRuns; run += 1) runs.push(await measureTopics(page, appUrl));
    const samples = runs.map((one) => one.firstRowsAfterDataMs);
    const topics: TopicsMeasure = {
      firstRowsAfterDataMs: median(samples),
      shownMs: median(runs.map((one) => one.shownMs)),
      samples,
    };
    const large = await countConversationRows(page, appUrl, largeOrgId);
    const small = await countConversationRows(page, appUrl, smallOrgId);
    return { topics, large, small };
  } finally {
    await browser.close();
  }
}

/** \`npm run bench\` finds this step by its export (scripts/bench/bench-step.ts). */
export const benchStep: BenchStep = {
  name: 'insights',
  part: 'browser',
  run: async ({ appUrl }) => {
    const rows: BenchRow[] = [];
    console.log('bench: measuring the topics and conversations with the large seed (demo mode)');
    const insights = await measureInsights(appUrl);
    rows.push({
      measure: `topics list, first rows after its data (200 topics, 5,000 conversations; median of ${insights.topics.samples.length}: ${insights.topics.samples.join(', ')})`,
      value: `${insights.topics.firstRowsAfterDataMs} ms`,
      target: '<= 200 ms',
      ok: insights.topics.firstRowsAfterDataMs <= 200,
    });
    rows.push({
      measure: 'topics list, click on Insights to first rows (median)',
      value: `${insights.topics.shownMs} ms`,
      target: '-',
      ok: null,
    });
    rows.push({
      measure: `conversation rows in DOM, ${insights.large.conversations.toLocaleString('en')} conversations (top / middle / row ${insights.large.reached})`,
      value: `${insights.large.top} / ${insights.large.middle} / ${insights.large.deep}`,
      target: '-',
      ok: null,
    });
    rows.push({
      measure: `conversation rows in DOM, ${insights.small.conversations} conversations (top / middle / end)`,
      value: `${insights.small.top} / ${insights.small.middle} / ${insights.small.deep}`,
      target: '-',
      ok: null,
    });
    // Virtualized: the rows rendered depend on the viewport, not on how many are loaded.
    const conversationRowGrowth =
      Math.max(insights.large.top, insights.large.middle, insights.large.deep) -
      Math.max(insights.small.top, insights.small.middle, insights.small.deep);
    rows.push({
      measure: 'conversation rows in DOM, 5,000 minus 30 conversations',
      value: String(conversationRowGrowth),
      target: '<= 5',
      ok: conversationRowGrowth <= 5,
    });
    return rows;
  },
};
