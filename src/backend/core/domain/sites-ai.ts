import type { components } from '../../../api/schema.gen.ts';
import { leaf, type Paragraph } from '../../../api/document-builders.ts';
import { ApiError } from '../http/api-error.ts';
import type { BackendState, SiteRecord, SpaceRecord } from '../store/state.ts';
import { newId } from './ids.ts';
import { siteSpaceContents } from './site-search.ts';

type Schemas = components['schemas'];
export type SiteAIResponseEvent = Schemas['SiteAIResponseEvent'];
type AIQuestion = Schemas['SiteAIResponseRequest']['input'][number]['content'];

// Words that say nothing about the topic of a question.
const stopWords = new Set(
  'a an and are can do does for from how i in is it my of on or the to what when where which who why with you your about into this that there have has will should would could me we our'.split(
    ' ',
  ),
);

/** The topic words of a question: lower case, three letters or more, no stop words. */
export function questionWords(text: string): string[] {
  const words = text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  return [...new Set(words.filter((w) => w.length >= 3 && !stopWords.has(w)))];
}

interface Passage {
  spaceTitle: string;
  pageTitle: string;
  sectionTitle: string;
  body: string;
  score: number;
}

/** Sections of the site's spaces ranked by how many topic words they contain. */
export function matchingPassages(spaces: readonly SpaceRecord[], words: string[]): Passage[] {
  if (words.length === 0) return [];
  const passages: Passage[] = [];
  for (const space of spaces)
    for (const page of space.pages)
      for (const section of page.sections) {
        const text = `${page.title} ${section.title} ${section.body}`.toLowerCase();
        const score = words.filter((w) => text.includes(w)).length;
        if (score > 0)
          passages.push({
            spaceTitle: space.title,
            pageTitle: page.title,
            sectionTitle: section.title,
            body: section.body,
            score,
          });
      }
  return passages.sort((a, b) => b.score - a.score).slice(0, 3);
}

function blockText(block: Paragraph): string {
  return block.nodes
    .map((node) => (node.object === 'text' ? node.leaves.map((l) => l.text).join('') : ''))
    .join('');
}

function paragraph(text: string, bold?: string): Paragraph {
  const leaves = [...(bold !== undefined ? [leaf(bold, 'bold')] : []), leaf(text)];
  return { object: 'block', type: 'paragraph', nodes: [{ object: 'text', leaves }] };
}

/** The words of a question given as text or as a Document (its texts, in order). */
export function questionText(content: AIQuestion): string {
  if (typeof content === 'string') return content;
  const parts: string[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (typeof value !== 'object' || value === null) return;
    const record = value as Record<string, unknown>;
    if (record['object'] === 'leaf' && typeof record['text'] === 'string')
      parts.push(record['text']);
    else for (const inner of Object.values(record)) visit(inner);
  };
  visit(content.nodes);
  return parts.join('').trim();
}

/**
 * A deterministic answer built from the site's content (decisions.md, AI response): the
 * question's topic words, plus those of the previous exchanges when `previousResponseId`
 * continues a conversation, pick the best matching sections, quoted with where they come from.
 */
export function answerQuestion(
  state: BackendState,
  site: SiteRecord,
  body: Schemas['SiteAIResponseRequest'],
): SiteAIResponseEvent[] {
  const thread: string[] = [];
  if (body.previousResponseId !== undefined) {
    let id: string | undefined = body.previousResponseId;
    const first = site.aiResponses.find((r) => r.id === id);
    if (!first)
      throw new ApiError(
        400,
        `previousResponseId '${body.previousResponseId}' is not a response of the site '${site.id}'.`,
      );
    while (id !== undefined) {
      const exchange = site.aiResponses.find((r) => r.id === id);
      if (!exchange) break;
      thread.unshift(exchange.question);
      id = exchange.previousResponseId;
    }
  }
  const question = questionText(body.input.at(-1)?.content ?? '');
  // The new question's words come first, so a follow-up is about what was just asked, then
  // the thread's words keep the topic ("and on Android?" after a question about installing).
  const words = [...new Set([...questionWords(question), ...thread.flatMap(questionWords)])];
  const passages = matchingPassages(siteSpaceContents(state, site), words);
  const blocks: Paragraph[] = [];
  if (thread.length > 0) blocks.push(paragraph(`Following up on “${thread.at(-1) ?? ''}”.`));
  if (passages.length === 0) {
    blocks.push(
      paragraph(
        `I could not find anything about “${question}” in ${site.title}. Try other words, or search the site.`,
      ),
    );
  } else {
    blocks.push(paragraph(`Here is what ${site.title} says about “${question}”:`));
    for (const p of passages)
      blocks.push(paragraph(` ${p.body} (${p.spaceTitle} › ${p.pageTitle})`, `${p.sectionTitle}.`));
  }
  const messageId = newId('msg');
  const responseId = newId('resp');
  site.aiResponses.push({
    id: responseId,
    ...(body.previousResponseId !== undefined
      ? { previousResponseId: body.previousResponseId }
      : {}),
    question,
    answer: blocks.map(blockText).join('\n'),
  });
  // Only the last 50 exchanges are kept: enough to continue any recent thread.
  if (site.aiResponses.length > 50) site.aiResponses.splice(0, site.aiResponses.length - 50);
  // Follow-ups name the pages the answer quoted, so a click asks about one of them.
  const suggestions = [...new Set(passages.map((p) => p.pageTitle))].map(
    (title) => `Tell me more about ${title}`,
  );
  return [
    { type: 'response_start', messageId },
    ...blocks.flatMap((block) => growingBlockEvents(messageId, block)),
    ...(suggestions.length > 0
      ? [{ type: 'response_followup_suggestion' as const, messageId, suggestions }]
      : []),
    { type: 'response_finish', messageId, responseId },
  ];
}

/** How many words each event of a streamed answer adds. */
const wordsPerEvent = 4;

/**
 * A block written the way a model writes it: `insert` with its first words, then `update`
 * events that replace that block with a longer version, until the whole block is there. A
 * client that applies `update` as "replace the last blocks" ends with exactly the answer.
 */
export function growingBlockEvents(messageId: string, block: Paragraph): SiteAIResponseEvent[] {
  const text = blockText(block);
  const cuts: number[] = [];
  const wordEnds = [...text.matchAll(/\S+/g)].map((match) => match.index + match[0].length);
  for (let i = wordsPerEvent - 1; i < wordEnds.length - 1; i += wordsPerEvent)
    cuts.push(wordEnds[i] ?? text.length);
  cuts.push(text.length);
  return cuts.map((cut, index) => ({
    type: 'response_document' as const,
    messageId,
    // The answer is written in one step: the local model calls no tools.
    stepIndex: 0,
    operation: index === 0 ? ('insert' as const) : ('update' as const),
    blocks: [truncateBlock(block, cut)],
  }));
}

/** The block with only its first `length` characters of text, marks kept. */
function truncateBlock(block: Paragraph, length: number): Paragraph {
  let left = length;
  const nodes = block.nodes.map((node) => {
    if (node.object !== 'text') return node;
    const leaves = node.leaves.flatMap((each) => {
      if (left <= 0) return [];
      const kept = each.text.slice(0, left);
      left -= kept.length;
      return [{ ...each, text: kept }];
    });
    return { ...node, leaves };
  });
  return { ...block, nodes };
}
