import { type Answer, type BackendState, keptView, stateRevision } from '../core/index.ts';

/**
 * Finished answers of reads, kept until the state changes: a read that a rule declares
 * `reusable` (its answer depends only on the state, the caller, the path, the query and the
 * origin, never on the clock) is answered from here while nothing changed since, with its JSON
 * already encoded, so the API server writes the same bytes to the socket again.
 *
 * The cache lives among the state's indexes (store/indexes.ts): it is dropped at the start of
 * every change and whenever a top-level list is replaced or grows, and nothing is kept while a
 * change is in progress. A key always holds the caller's user id: permissions shape answers,
 * so one caller's answer is never handed to another.
 */

/** Enough for every page of every list a few clients read; then it starts over. */
const maxAnswers = 2000;

const encoder = new TextEncoder();

/** The key of an answer: who asks, for what, and the origin its addresses are built from. */
export function answerKey(userId: string, origin: string, pathname: string, search: string) {
  return `${userId}\n${origin}\n${pathname}${search}`;
}

/** The answers kept for the state as it is now; undefined while a change is in progress. */
function keptAnswers(state: BackendState): Map<string, Answer> | undefined {
  return keptView(state, 'answers', () => new Map<string, Answer>());
}

export function keptAnswer(state: BackendState, key: string): Answer | undefined {
  return keptAnswers(state)?.get(key);
}

/**
 * Keeps a JSON answer with its bytes, and returns it; only if the state is still at `revision`,
 * the `stateRevision` from before its rule ran.
 */
export function keepAnswer(
  state: BackendState,
  key: string,
  answer: Answer,
  revision: number,
): Answer {
  if (answer.text === null || answer.stream || stateRevision(state) !== revision) return answer;
  const answers = keptAnswers(state);
  if (!answers) return answer;
  const kept: Answer = { ...answer, bytes: encoder.encode(answer.text) };
  if (answers.size >= maxAnswers) answers.clear();
  answers.set(key, kept);
  return kept;
}
