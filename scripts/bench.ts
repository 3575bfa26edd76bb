// `npm run bench`: builds the app and measures what the issues set targets for. Every load
// it generates goes to servers it starts itself on 127.0.0.1, and every loop is bounded.
import { execSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { measureAiStream } from './bench/ai-stream.ts';
import { measureContentTree, measureContentTreeRemote } from './bench/content-tree.ts';
import { demoDropRow, measureDemoDrop, runDemoDropAlone } from './bench/demo-drop.ts';
import { measureDemoMutation } from './bench/demo-mutation.ts';
import { measureDocumentDiff } from './bench/document-diff.ts';
import { measurePageTree } from './bench/page-tree.ts';
import { measureSiteStructure, measureSiteStructureRemote } from './bench/site-structure.ts';
import { measureFirstPaint } from './bench/first-paint.ts';
import { measureInitialJs } from './bench/initial-js.ts';
import { measureInsights } from './bench/insights.ts';
import { measureIntegrationCatalog } from './bench/integrations.ts';
import { measurePeople } from './bench/people.ts';
import { measureIdlePolling } from './bench/translations.ts';
import { startApiServer } from './bench/api-server.ts';
import { freePort } from './bench/ports.ts';
import { startProcess, stopProcess } from './bench/processes.ts';
import { againstBare, pageCost, writeCost } from './bench/server-load.ts';
import { formatRatio } from './bench/side-by-side.ts';
import { initialJsBudget } from './initial-js-budget.ts';
import { typingRows } from './bench/typing-latency.ts';

// Chosen at run time: fixed ports collide with other work, and Node's fetch refuses some.
const ports = { preview: await freePort(), api: await freePort() };
const loadBefore = loadavg();
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const rows: Array<{ measure: string; value: string; target: string; ok: boolean | null }> = [];

// `--only=browser` or `--only=server` runs one half (the other takes minutes).
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const wants = (part: 'browser' | 'server') =>
  only === undefined || only === part || (part === 'browser' && only === 'typing');
// `--steps=site-structure,content-tree` runs only those steps of the browser half (names below).
let steps = process.argv
  .find((arg) => arg.startsWith('--steps='))
  ?.slice('--steps='.length)
  .split(',');
const runs = (step: string) => steps === undefined || steps.includes(step);
// `--only=typing` is `--only=browser --steps=typing`: the editor's own check, a minute or two.
if (only === 'typing') steps = ['typing'];

// `--only=demo-drop`: the page's longest task during a drop in the demo (backend in its worker).
if (only === 'demo-drop') {
  console.log('bench: a drop on the large site, demo backend in its worker');
  rows.push(demoDropRow(await runDemoDropAlone(!process.argv.includes('--no-build'))));
}

if (wants('browser')) {
  if (!process.argv.includes('--no-build')) {
    console.log('bench: building the app');
    execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
  }

  const preview = await startProcess(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      'preview',
      '--port',
      String(ports.preview),
      '--strictPort',
      '--host',
      '127.0.0.1',
    ],
    String(ports.preview),
  );
  const api = await startProcess(
    process.execPath,
    ['--import', 'tsx', 'src/backend/server-cli.ts', '--port', String(ports.api), '--seed', 'demo'],
    /http:\/\//,
  );
  try {
    if (runs('initial-js')) {
      console.log('bench: measuring the initial JS in remote and demo mode');
      const js = await measureInitialJs(
        `http://127.0.0.1:${ports.preview}`,
        `http://127.0.0.1:${ports.api}`,
      );
      rows.push({
        measure: `initial JS, remote mode (${js.remote.files} files, ${kb(js.remote.rawBytes)} raw)`,
        value: `${kb(js.remote.gzipBytes)} gzip`,
        target: `<= ${kb(initialJsBudget)}`,
        ok: js.remote.gzipBytes <= initialJsBudget,
      });
      rows.push({
        measure: `initial JS, demo mode (${js.demo.files} files, ${kb(js.demo.rawBytes)} raw)`,
        value: `${kb(js.demo.gzipBytes)} gzip`,
        target: '-',
        ok: null,
      });
      rows.push({
        measure: 'remote mode requests backend code',
        value: js.backendRequested ? 'yes' : 'no',
        target: 'no',
        ok: !js.backendRequested,
      });
    }
    if (runs('first-paint')) {
      console.log('bench: the first organization painted, demo and remote mode side by side');
      const paint = await measureFirstPaint(
        `http://127.0.0.1:${ports.preview}`,
        `http://127.0.0.1:${ports.api}`,
      );
      const load = `load ${paint.load.map((value) => value.toFixed(1)).join(' → ')}`;
      for (const [how, run] of [
        ["from the start screen's button", paint.start],
        ['on a reload, from the navigation', paint.reload],
      ] as const)
        rows.push({
          measure: `first organization painted ${how}, demo / remote (median of ${paint.rounds} alternating rounds: ${run.demoMs.toFixed(0)} / ${run.remoteMs.toFixed(0)} ms; ${load})`,
          value: `${run.ratio.toFixed(2)}x (${run.min.toFixed(2)}–${run.max.toFixed(2)})`,
          target: '<= 1.5x',
          ok: run.ratio <= 1.5,
        });
    }
    if (runs('typing')) {
      rows.push(...(await typingRows(`http://127.0.0.1:${ports.preview}`)));
    }
    if (runs('site-structure')) {
      console.log(
        'bench: measuring mouse drops in the large site structure (demo and remote mode)',
      );
      const site = await measureSiteStructure(`http://127.0.0.1:${ports.preview}`);
      const largeApi = await startApiServer({ seed: 'large' });
      const remoteSite = await measureSiteStructureRemote(
        `http://127.0.0.1:${ports.preview}`,
        largeApi.url,
      ).finally(() => largeApi.stop());
      for (const [mode, run] of [
        ['demo', site],
        ['remote', remoteSite],
      ] as const)
        rows.push({
          measure: `site structure, mouse drop to updated tree painted, ${mode} (720 items; median of ${run.dropsMs.length}: ${run.dropsMs.map((ms) => ms.toFixed(0)).join(', ')})`,
          value: `${run.dropToTreeMs.toFixed(0)} ms`,
          target: '<= 50 ms',
          ok: run.dropToTreeMs <= 50,
        });
      rows.push({
        measure:
          'site structure, drop to the backend answer, demo / remote (the tree does not wait for it)',
        value: `${site.dropToAnswerMs} / ${remoteSite.dropToAnswerMs} ms`,
        target: '-',
        ok: null,
      });
      rows.push({
        measure: `site structure, requests per drop (${site.rowsInDom} rows in DOM)`,
        value: String(site.requestsPerDrop),
        target: '= 1',
        ok: site.requestsPerDrop === 1,
      });
    }
    if (runs('demo-drop')) {
      // The longest stall of the page's main thread during a drop, the demo backend in its worker.
      console.log('bench: a drop on the large site, demo backend in its worker');
      rows.push(demoDropRow(await measureDemoDrop(`http://127.0.0.1:${ports.preview}`)));
    }
    if (runs('content-tree')) {
      console.log('bench: measuring the content tree with the large seed (demo and remote mode)');
      const tree = await measureContentTree(`http://127.0.0.1:${ports.preview}`);
      const largeApi = await startApiServer({ seed: 'large' });
      const remoteTree = await measureContentTreeRemote(
        `http://127.0.0.1:${ports.preview}`,
        largeApi.url,
      ).finally(() => largeApi.stop());
      for (const [mode, run] of [
        ['demo', tree.large],
        ['remote', remoteTree],
      ] as const) {
        rows.push({
          measure: `content tree shown, ${run.spaces.toLocaleString('en')} spaces in ${run.collections} collections, ${mode}`,
          value: `${run.shownMs} ms`,
          target: '<= 1000 ms',
          ok: run.shownMs <= 1000,
        });
        rows.push({
          measure: `content tree, ${run.spaces.toLocaleString('en')} spaces, longest frame scrolling to the bottom, ${mode}`,
          value: `${run.worstScrollFrameMs.toFixed(0)} ms`,
          target: '<= 50 ms',
          ok: run.worstScrollFrameMs <= 50,
        });
      }
      rows.push({
        measure: `content tree shown, ${tree.small.spaces} spaces in ${tree.small.collections} collections`,
        value: `${tree.small.shownMs} ms`,
        target: '-',
        ok: null,
      });
      rows.push({
        measure: `tree rows in DOM, ${tree.large.spaces.toLocaleString('en')} spaces (top / middle)`,
        value: `${tree.large.rowsInDom} / ${tree.large.rowsInDomScrolled}`,
        target: '-',
        ok: null,
      });
      rows.push({
        measure: `tree rows in DOM, ${tree.small.spaces} spaces (top / middle)`,
        value: `${tree.small.rowsInDom} / ${tree.small.rowsInDomScrolled}`,
        target: '-',
        ok: null,
      });
      // Virtualized: the rows rendered depend on the viewport, not on the amount of content.
      const rowGrowth =
        Math.max(tree.large.rowsInDom, tree.large.rowsInDomScrolled) -
        Math.max(tree.small.rowsInDom, tree.small.rowsInDomScrolled);
      rows.push({
        measure: 'tree rows in DOM, large minus small',
        value: String(rowGrowth),
        target: '<= 5',
        ok: rowGrowth <= 5,
      });
    }
    if (runs('people')) {
      console.log('bench: measuring the members list and a bulk team change with the large seed');
      const people = await measurePeople(`http://127.0.0.1:${ports.preview}`);
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
    }
    if (runs('integrations')) {
      console.log('bench: measuring the integration catalog with the large seed (demo mode)');
      const catalog = await measureIntegrationCatalog(`http://127.0.0.1:${ports.preview}`);
      rows.push({
        measure: `integration catalog, first cards after the data (${catalog.integrations} integrations, ${catalog.cards} cards, median of ${catalog.samples})`,
        value: `${catalog.dataToCardsMedianMs} ms`,
        target: '<= 200 ms',
        ok: catalog.dataToCardsMedianMs <= 200,
      });
      rows.push({
        measure: 'integration catalog, first cards after the data, slowest',
        value: `${catalog.dataToCardsWorstMs} ms`,
        target: '-',
        ok: null,
      });
      rows.push({
        measure: 'integration catalog, click on Browse to first cards (median)',
        value: `${catalog.clickToCardsMedianMs} ms`,
        target: '-',
        ok: null,
      });
    }
    if (runs('polling')) {
      console.log(
        'bench: counting the requests of the translations and OpenAPI lists, busy and idle',
      );
      const polling = await measureIdlePolling(`http://127.0.0.1:${ports.preview}`);
      for (const [label, run] of [
        ['translations list', polling.translations],
        ['OpenAPI list', polling.specs],
      ] as const)
        rows.push({
          measure: `${label}, requests in 3 s while work runs / in 10 s once none does`,
          value: `${run.busyRequests} / ${run.idleRequests}`,
          target: '> 0 / = 0',
          ok: run.busyRequests > 0 && run.idleRequests === 0,
        });
    }
    if (runs('insights')) {
      console.log('bench: measuring the topics and conversations with the large seed (demo mode)');
      const insights = await measureInsights(`http://127.0.0.1:${ports.preview}`);
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
    }
    if (runs('ai')) {
      console.log('bench: measuring the streamed AI answer (API server)');
      const ai = await measureAiStream(`http://127.0.0.1:${ports.api}`);
      rows.push({
        measure: `AI answer, first words on the wire (median of ${ai.runs})`,
        value: `${Math.round(ai.firstWordsMs)} ms`,
        target: '<= 500 ms',
        ok: ai.firstWordsMs <= 500,
      });
      rows.push({
        measure: `AI answer, whole answer (${ai.events} events)`,
        value: `${Math.round(ai.wholeAnswerMs)} ms`,
        target: '-',
        ok: null,
      });
    }
    if (runs('document-diff')) {
      console.log('bench: measuring the diff of a 2,000-block page with 50 edits (its own page)');
      const diff = await measureDocumentDiff();
      rows.push({
        measure: `document diff, ${diff.blocks.toLocaleString('en')} blocks with ${diff.edits} edits: diff and first paint (median of ${diff.samples.length}: ${diff.samples.map((ms) => ms.toFixed(0)).join(', ')})`,
        value: `${diff.firstPaintMs.toFixed(0)} ms`,
        target: '<= 200 ms',
        ok: diff.firstPaintMs <= 200,
      });
      rows.push({
        measure: `document diff, longest frame scrolling to the bottom (${diff.changes} changes, ${diff.blocksDrawn} blocks drawn)`,
        value: `${diff.worstScrollFrameMs.toFixed(0)} ms`,
        target: '<= 50 ms',
        ok: diff.worstScrollFrameMs <= 50,
      });
      rows.push({
        measure:
          'document diff, until every block shown is drawn (a screenful first, then batches)',
        value: `${diff.allDrawnMs.toFixed(0)} ms`,
        target: '-',
        ok: null,
      });
    }
    if (runs('page-tree')) {
      console.log('bench: measuring a space’s page tree of 500 pages (its own page)');
      const tree = await measurePageTree();
      rows.push({
        measure: `space page tree, ${tree.pages} pages: first paint after its data (median of ${tree.samples.length}: ${tree.samples.map((ms) => ms.toFixed(0)).join(', ')}; ${tree.rowsDrawn} rows drawn)`,
        value: `${tree.firstPaintMs.toFixed(0)} ms`,
        target: '<= 200 ms',
        ok: tree.firstPaintMs <= 200,
      });
      rows.push({
        measure: 'space page tree, longest frame scrolling to the bottom',
        value: `${tree.worstScrollFrameMs.toFixed(0)} ms`,
        target: '<= 50 ms',
        ok: tree.worstScrollFrameMs <= 50,
      });
    }
    if (runs('demo-mutation')) {
      console.log('bench: measuring a mutation with the large seed (demo mode)');
      const mutation = await measureDemoMutation(`http://127.0.0.1:${ports.preview}`);
      rows.push({
        measure: `demo mutation answer, large seed (PATCH a space, median of ${mutation.samples})`,
        value: `${mutation.medianMs.toFixed(1)} ms`,
        target: '<= 50 ms',
        ok: mutation.medianMs <= 50,
      });
      rows.push({
        measure: 'demo mutation answer, large seed, slowest',
        value: `${mutation.worstMs.toFixed(1)} ms`,
        target: '-',
        ok: null,
      });
      rows.push({
        measure: 'demo main thread, longest task meanwhile (backend and its journal in a worker)',
        value: `${mutation.longestTaskMs.toFixed(0)} ms`,
        target: '-',
        ok: null,
      });
      rows.push({
        measure: 'demo change kept by a reload right after its answer',
        value: mutation.keptAfterReload ? 'yes' : 'no',
        target: 'yes',
        ok: mutation.keptAfterReload,
      });
    }
  } finally {
    await stopProcess(api);
    await stopProcess(preview);
  }
}

if (wants('server')) {
  console.log('bench: API server against a bare node:http server (autocannon, alternating rounds)');
  {
    const server = await startApiServer({ seed: 'demo' });
    try {
      for (const [label, pathname] of [
        ['list of spaces', '/v1/orgs/org_acme/spaces'],
        ['one organization', '/v1/orgs/org_acme'],
      ] as const) {
        const ratio = await againstBare(server, pathname);
        rows.push({
          measure: `API server / bare node:http, ${label} (${kb(ratio.bytes)}; ${Math.round(ratio.a)} vs ${Math.round(ratio.b)} req/s, ${ratio.errors} errors)`,
          value: formatRatio(ratio),
          target: '>= 0.5x',
          ok: ratio.median >= 0.5 && ratio.errors === 0,
        });
      }
    } finally {
      await server.stop();
    }
  }

  console.log('bench: what a page of 20 spaces costs with 10,000 spaces against about 20');
  {
    const server = await startApiServer({ seed: 'large' });
    try {
      const cost = await pageCost(server);
      for (const [label, ratio] of [
        ['first', cost.first],
        ['last', cost.last],
      ] as const)
        rows.push({
          measure: `${label} full page of 20 spaces, time per request: 10,000-space org / 20-space org`,
          value: formatRatio(ratio),
          target: '<= 2x',
          ok: ratio.median <= 2,
        });
    } finally {
      await server.stop();
    }
  }

  console.log('bench: a change saved with --data, 5 MB state against 90 KB');
  {
    const ratio = await writeCost();
    rows.push({
      measure: `PATCH with --data, throughput: large state / demo state (${ratio.errors} errors)`,
      value: formatRatio(ratio),
      target: '>= 0.5x',
      ok: ratio.median >= 0.5 && ratio.errors === 0,
    });
  }
}

const width = Math.max(...rows.map((row) => row.measure.length));
console.log('\n' + 'measure'.padEnd(width) + '  value            target     result');
for (const row of rows) {
  const result = row.ok === null ? '' : row.ok ? 'met' : 'MISSED';
  console.log(
    `${row.measure.padEnd(width)}  ${row.value.padEnd(15)}  ${row.target.padEnd(9)}  ${result}`,
  );
}
const missed = rows.filter((row) => row.ok === false).length;
const loadAfter = loadavg();
console.log(`\n${rows.filter((row) => row.ok === true).length} targets met, ${missed} missed`);
const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(' ');
console.log(`load average (1, 5, 15 min): ${load(loadBefore)} before, ${load(loadAfter)} after`);
process.exitCode = missed > 0 ? 1 : 0;
