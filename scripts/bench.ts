// `npm run bench`: builds the app and measures what the issues set targets for. Every load
// it generates goes to servers it starts itself on 127.0.0.1, and every loop is bounded.
import { execSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { measureContentTree, measureContentTreeRemote } from './bench/content-tree.ts';
import { demoDropRow, measureDemoDrop, runDemoDropAlone } from './bench/demo-drop.ts';
import { measureSiteStructure, measureSiteStructureRemote } from './bench/site-structure.ts';
import { measureInitialJs } from './bench/initial-js.ts';
import { startApiServer } from './bench/api-server.ts';
import { benchSteps, type BenchRow } from './bench/bench-step.ts';
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
const rows: BenchRow[] = [];
// The steps the files of scripts/bench export (bench-step.ts): each area's own measurements.
const steps = await benchSteps();

// `--only=browser` or `--only=server` runs one half (the other takes minutes).
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const wants = (part: 'browser' | 'server') =>
  only === undefined || only === part || (part === 'browser' && only === 'typing');
// `--steps=site-structure,content-tree` runs only those steps of the browser half (names below).
let onlySteps = process.argv
  .find((arg) => arg.startsWith('--steps='))
  ?.slice('--steps='.length)
  .split(',');
const runs = (step: string) => onlySteps === undefined || onlySteps.includes(step);
// `--only=typing` is `--only=browser --steps=typing`: the editor's own check, a minute or two.
if (only === 'typing') onlySteps = ['typing'];

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
        target: `<= ${kb(initialJsBudget)} (goal 120 KB)`,
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
    const urls = {
      appUrl: `http://127.0.0.1:${ports.preview}`,
      apiUrl: `http://127.0.0.1:${ports.api}`,
    };
    for (const step of steps)
      if (step.part === 'browser' && runs(step.name)) rows.push(...(await step.run(urls)));
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

if (wants('server'))
  for (const step of steps) if (step.part === 'server') rows.push(...(await step.run()));

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
