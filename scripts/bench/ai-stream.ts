import type { BenchRow, BenchStep } from './bench-step.ts';
// The AI answer over the local API server: how soon the first words arrive compared with the
// whole answer. Streaming is the point: a visitor reads from the first event on.

export interface AiStreamResult {
  firstWordsMs: number;
  wholeAnswerMs: number;
  events: number;
  runs: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

export async function measureAiStream(apiUrl: string, runs = 5): Promise<AiStreamResult> {
  const firsts: number[] = [];
  const wholes: number[] = [];
  let events = 0;
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    const response = await fetch(`${apiUrl}/v1/orgs/org_acme/sites/site_docs/ai/response`, {
      method: 'POST',
      headers: { authorization: 'Bearer demo-reader', 'content-type': 'application/json' },
      body: JSON.stringify({
        input: [{ role: 'user', content: 'How do I deploy and roll back?' }],
      }),
    });
    if (!response.ok || !response.body) throw new Error(`AI response failed: ${response.status}`);
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let text = '';
    let first: number | undefined;
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      if (first === undefined && text.includes('event: response_document'))
        first = performance.now() - started;
    }
    wholes.push(performance.now() - started);
    firsts.push(first ?? Number.NaN);
    events = text.split('\n\n').filter((chunk) => chunk.trim() !== '').length;
  }
  return { firstWordsMs: median(firsts), wholeAnswerMs: median(wholes), events, runs };
}

/** \`npm run bench\` finds this step by its export (scripts/bench/bench-step.ts). */
export const benchStep: BenchStep = {
  name: 'ai',
  part: 'browser',
  run: async ({ apiUrl }) => {
    const rows: BenchRow[] = [];
    console.log('bench: measuring the streamed AI answer (API server)');
    const ai = await measureAiStream(apiUrl);
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
    return rows;
  },
};
