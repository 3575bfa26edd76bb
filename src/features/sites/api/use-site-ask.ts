import { useEffect, useRef, useState } from 'react';
import { api } from '@/lib/api-client';
import { errorMessage } from '@/lib/api-error';
import { readJsonEventStream } from '@/lib/event-stream';
import { applyDocumentEvent, type AIResponseEvent, type AnswerBlock } from '../answer-document';

/** One question and its answer, as far as it arrived. */
export interface Exchange {
  question: string;
  blocks: AnswerBlock[];
  /** Questions the answer suggests asking next. */
  suggestions: string[];
  done: boolean;
  error?: string;
  stopped?: boolean;
}

/**
 * A thread of questions to a site's AI: each answer grows block by block as its stream arrives,
 * and the next question continues the thread (`previousResponseId`). `ask` resolves once the
 * answer ended, was stopped or failed; it says which, so a failed question can be given back.
 */
export function useSiteAsk(orgId: string, siteId: string) {
  const [thread, setThread] = useState<Exchange[]>([]);
  const [pending, setPending] = useState(false);
  const previousResponseId = useRef<string | undefined>(undefined);
  const running = useRef<AbortController | undefined>(undefined);
  // Leaving the page stops an answer still streaming, rather than reading it into nothing.
  useEffect(() => () => running.current?.abort(), []);

  const update = (patch: (exchange: Exchange) => Exchange) =>
    setThread((list) => list.map((item, i) => (i === list.length - 1 ? patch(item) : item)));

  const onEvent = (event: AIResponseEvent) => {
    // The model's reasoning (`response_reasoning`) is not part of the answer a visitor reads.
    if (event.type === 'response_document')
      update((item) => ({ ...item, blocks: applyDocumentEvent(item.blocks, event) }));
    if (event.type === 'response_followup_suggestion')
      update((item) => ({ ...item, suggestions: event.suggestions }));
    if (event.type === 'response_finish') {
      previousResponseId.current = event.responseId;
      update((item) => ({ ...item, done: true }));
    }
  };

  const ask = async (question: string): Promise<'answered' | 'stopped' | 'failed'> => {
    setPending(true);
    setThread((list) => [...list, { question, blocks: [], suggestions: [], done: false }]);
    const controller = new AbortController();
    running.current = controller;
    try {
      const { response } = await api().POST(
        '/v1/orgs/{organizationId}/sites/{siteId}/ai/response',
        {
          params: { path: { organizationId: orgId, siteId } },
          body: {
            input: [{ role: 'user', content: question }],
            ...(previousResponseId.current
              ? { previousResponseId: previousResponseId.current }
              : {}),
          },
          parseAs: 'stream',
          signal: controller.signal,
        },
      );
      // openapi-fetch leaves the body unread with parseAs 'stream'; it is read as it comes.
      await readJsonEventStream(response.body, onEvent, controller.signal);
      update((item) => ({ ...item, done: true }));
      return 'answered';
    } catch (error) {
      if (controller.signal.aborted) {
        // A stopped answer keeps what arrived; the thread does not continue from it, since the
        // platform only knows a response once it finished.
        update((item) => ({ ...item, done: true, stopped: true }));
        return 'stopped';
      }
      update((item) => ({ ...item, done: true, error: errorMessage(error) }));
      return 'failed';
    } finally {
      running.current = undefined;
      setPending(false);
    }
  };

  return { thread, pending, ask, stop: () => running.current?.abort() };
}
