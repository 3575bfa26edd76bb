// `npm run bench`: builds the app and measures what the issues set targets for. Every load
// it generates goes to servers it starts itself on 127.0.0.1, and every loop is bounded.
import { execSync } from 'node:child_process';
import { measureAiStream } from './bench/ai-stream.ts';
import { measureApiThroughput } from './bench/api-throughput.ts';
import { measureContentTree } from './bench/content-tree.ts';
import { measureDemoMutation } from './bench/demo-mutation.ts';
import { measureSiteStructure } from './bench/site-structure.ts';
import { measureInitialJs } from './bench/initial-js.ts';
import { measureIntegrationCatalog } from './bench/integrations.ts';
import { startProcess, stopProcess } from './bench/processes.ts';
import { measureTypingLatency } from './bench/typing-latency.ts';

const ports = { preview: 4183, api: 4190, bare: 4191, throughputApi: 4192 };
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const rows: Array<{ measure: string; value: string; target: string; ok: boolean | null }> = [];

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
  console.log('bench: measuring the initial JS in remote and demo mode');
  const js = await measureInitialJs(
    `http://127.0.0.1:${ports.preview}`,
    `http://127.0.0.1:${ports.api}`,
  );
  rows.push({
    measure: `initial JS, remote mode (${js.remote.files} files, ${kb(js.remote.rawBytes)} raw)`,
    value: `${kb(js.remote.gzipBytes)} gzip`,
    target: '<= 150 KB',
    ok: js.remote.gzipBytes <= 150 * 1024,
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

  console.log('bench: measuring typing latency in a 2,000-block document (demo mode)');
  const typing = await measureTypingLatency(`http://127.0.0.1:${ports.preview}`);
  rows.push({
    measure: `typing latency, ${typing.blocks}-block document, median of ${typing.samples} keys`,
    value: `${typing.medianMs.toFixed(1)} ms`,
    target: '<= 50 ms',
    ok: typing.medianMs <= 50,
  });
  rows.push({
    measure: 'typing latency, worst key press',
    value: `${typing.worstMs.toFixed(1)} ms`,
    target: '-',
    ok: null,
  });

  console.log('bench: measuring a drop in the large site structure (demo mode)');
  const site = await measureSiteStructure(`http://127.0.0.1:${ports.preview}`);
  rows.push({
    measure: 'site structure, drop to updated tree (200 sections in 20 groups, 500 site spaces)',
    value: `${site.dropToTreeMs} ms`,
    target: '-',
    ok: null,
  });
  rows.push({
    measure: 'site structure, drop to the backend answer (the tree does not wait for it)',
    value: `${site.dropToAnswerMs} ms`,
    target: '-',
    ok: null,
  });
  rows.push({
    measure: `site structure, requests per drop (${site.rowsInDom} rows in DOM)`,
    value: String(site.requestsPerDrop),
    target: '= 1',
    ok: site.requestsPerDrop === 1,
  });

  console.log('bench: measuring the content tree with the large seed (demo mode)');
  const tree = await measureContentTree(`http://127.0.0.1:${ports.preview}`);
  rows.push({
    measure: `content tree shown, ${tree.large.spaces.toLocaleString('en')} spaces in ${tree.large.collections} collections`,
    value: `${tree.large.shownMs} ms`,
    target: '<= 3000 ms',
    ok: tree.large.shownMs <= 3000,
  });
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

  console.log('bench: measuring the integration catalog with the large seed (demo mode)');
  const catalog = await measureIntegrationCatalog(`http://127.0.0.1:${ports.preview}`);
  rows.push({
    measure: `integration catalog, data to first cards (${catalog.integrations} integrations, ${catalog.cards} cards, median of ${catalog.samples})`,
    value: `${catalog.dataToCardsMedianMs} ms`,
    target: '<= 200 ms',
    ok: catalog.dataToCardsMedianMs <= 200,
  });
  rows.push({
    measure: 'integration catalog, data to first cards, slowest',
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
    measure: 'demo main thread, longest task meanwhile (the background save of ~5 MB)',
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
} finally {
  await stopProcess(api);
  await stopProcess(preview);
}

console.log('bench: measuring API server throughput on GET /v1/orgs');
const throughput = await measureApiThroughput({ api: ports.throughputApi, bare: ports.bare });
rows.push({
  measure: `API server GET /v1/orgs (${throughput.bytes} B body, ${throughput.errors} errors)`,
  value: `${Math.round(throughput.oursPerSecond)} req/s`,
  target: '-',
  ok: throughput.errors === 0,
});
rows.push({
  measure: 'bare node:http, same bytes',
  value: `${Math.round(throughput.baselinePerSecond)} req/s`,
  target: '-',
  ok: null,
});
rows.push({
  measure: 'API server / bare server',
  value: throughput.ratio.toFixed(2),
  target: '>= 0.50',
  ok: throughput.ratio >= 0.5,
});

const width = Math.max(...rows.map((row) => row.measure.length));
console.log('\n' + 'measure'.padEnd(width) + '  value            target     result');
for (const row of rows) {
  const result = row.ok === null ? '' : row.ok ? 'met' : 'MISSED';
  console.log(
    `${row.measure.padEnd(width)}  ${row.value.padEnd(15)}  ${row.target.padEnd(9)}  ${result}`,
  );
}
const missed = rows.filter((row) => row.ok === false).length;
console.log(`\n${rows.filter((row) => row.ok === true).length} targets met, ${missed} missed`);
process.exitCode = missed > 0 ? 1 : 0;
