import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { liveUrl } from '@/api/safe-url';
import type { components } from '@/api/schema.gen';
import { api } from '@/lib/api-client';
import { errorMessage } from '@/lib/api-error';
import { excerpt, highlight } from '@/lib/search-highlight';
import { siteQueries } from '../api/site-queries';
import { applyDocumentEvent, readEventStream } from '../event-stream';

type DocumentBlock = components['schemas']['DocumentBlock'];

function Highlighted(props: { text: string; query: string }) {
  return (
    <>
      {highlight(props.text, props.query).map((part, index) =>
        part.match ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
      )}
    </>
  );
}

/** Search in the site's spaces: results grouped by space, page and section, matches marked. */
export function SiteSearch(props: { orgId: string; siteId: string }) {
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const results = useQuery(siteQueries.search(props.orgId, props.siteId, query));
  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQuery(draft.trim());
  };
  return (
    <section className="card" aria-labelledby="site-search-heading">
      <h2 id="site-search-heading" className="card-title">
        Search the site
      </h2>
      <form role="search" className="search-form inline-form" onSubmit={submit}>
        <label htmlFor={inputId} className="visually-hidden">
          Search the site
        </label>
        <input
          id={inputId}
          type="search"
          className="input"
          value={draft}
          maxLength={200}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className="button button-secondary">
          Search
        </button>
      </form>
      <div role="status">
        {query === '' ? null : results.isPending ? (
          <p className="muted">Searching…</p>
        ) : results.isError ? (
          <p className="field-error">{errorMessage(results.error)}</p>
        ) : results.data.items.length === 0 ? (
          <p>Nothing in this site matches “{query}”.</p>
        ) : (
          <p className="muted">
            {results.data.count} {results.data.count === 1 ? 'space matches' : 'spaces match'} “
            {query}”.
          </p>
        )}
      </div>
      {results.data && query !== '' ? (
        <ul className="search-page plain-list">
          {results.data.items.map((space) => (
            <li key={space.id}>
              <h3 className="search-page-title">{space.title}</h3>
              <ul className="search-pages">
                {space.pages.map((page) => (
                  <li key={page.id}>
                    <a href={liveUrl(page.urls.app)}>
                      <Highlighted text={page.title} query={query} />
                    </a>
                    <ul className="search-sections">
                      {page.sections.map((section) => (
                        <li key={section.id}>
                          <span className="search-section-title">
                            <Highlighted text={section.title} query={query} />
                          </span>
                          <p className="search-excerpt">
                            <Highlighted text={excerpt(section.body, query)} query={query} />
                          </p>
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

interface Exchange {
  question: string;
  blocks: DocumentBlock[];
  done: boolean;
  error?: string;
  stopped?: boolean;
}

function blockText(block: DocumentBlock) {
  return block.nodes.map((node, index) =>
    node.object === 'text'
      ? node.leaves.map((leaf, leafIndex) =>
          leaf.marks.some((mark) => mark.type === 'bold') ? (
            <strong key={`${index}-${leafIndex}`}>{leaf.text}</strong>
          ) : (
            <span key={`${index}-${leafIndex}`}>{leaf.text}</span>
          ),
        )
      : null,
  );
}

/**
 * Ask the site: the answer is shown block by block as the stream arrives, and the next
 * question continues the thread (`previousResponseId`).
 */
export function SiteAsk(props: { orgId: string; siteId: string }) {
  const [question, setQuestion] = useState('');
  const [thread, setThread] = useState<Exchange[]>([]);
  const [pending, setPending] = useState(false);
  const previousResponseId = useRef<string | undefined>(undefined);
  const running = useRef<AbortController | undefined>(undefined);
  const inputId = useId();
  // Leaving the page stops an answer still streaming, rather than reading it into nothing.
  useEffect(() => () => running.current?.abort(), []);

  const update = (patch: (exchange: Exchange) => Exchange) =>
    setThread((list) => list.map((item, i) => (i === list.length - 1 ? patch(item) : item)));

  const ask = async (event: FormEvent) => {
    event.preventDefault();
    const text = question.trim();
    if (text === '' || pending) return;
    setPending(true);
    setQuestion('');
    setThread((list) => [...list, { question: text, blocks: [], done: false }]);
    const controller = new AbortController();
    running.current = controller;
    try {
      const { response } = await api().POST(
        '/v1/orgs/{organizationId}/sites/{siteId}/ai/response',
        {
          params: { path: { organizationId: props.orgId, siteId: props.siteId } },
          body: {
            input: [{ role: 'user', content: text }],
            ...(previousResponseId.current
              ? { previousResponseId: previousResponseId.current }
              : {}),
          },
          parseAs: 'stream',
          signal: controller.signal,
        },
      );
      // openapi-fetch leaves the body unread with parseAs 'stream'; it is read here as it comes.
      if (!response.body) throw new Error('The server sent an empty answer.');
      await readEventStream(
        response.body,
        (streamEvent) => {
          if (streamEvent.type === 'response_document')
            update((item) => ({ ...item, blocks: applyDocumentEvent(item.blocks, streamEvent) }));
          if (streamEvent.type === 'response_finish') {
            previousResponseId.current = streamEvent.responseId;
            update((item) => ({ ...item, done: true }));
          }
        },
        controller.signal,
      );
    } catch (error) {
      if (controller.signal.aborted) {
        // A stopped answer keeps what arrived; the thread does not continue from it, since the
        // platform only knows a response once it finished.
        update((item) => ({ ...item, done: true, stopped: true }));
      } else {
        // What was asked goes back in the box, so it can be sent again.
        setQuestion(text);
        update((item) => ({ ...item, done: true, error: errorMessage(error) }));
      }
    } finally {
      running.current = undefined;
      setPending(false);
    }
  };

  return (
    <section className="card" aria-labelledby="site-ask-heading">
      <h2 id="site-ask-heading" className="card-title">
        Ask
      </h2>
      <ol className="plain-list" aria-live="polite">
        {thread.map((exchange, index) => (
          <li key={index} className="panel-section">
            <p>
              <strong>You asked:</strong> {exchange.question}
            </p>
            <div aria-busy={!exchange.done}>
              {exchange.blocks.map((block, blockIndex) => (
                <p key={blockIndex}>{blockText(block)}</p>
              ))}
              {!exchange.done ? <p className="muted">Answering…</p> : null}
              {exchange.stopped ? <p className="muted">Stopped.</p> : null}
              {exchange.error ? <p className="field-error">{exchange.error}</p> : null}
            </div>
          </li>
        ))}
      </ol>
      <form className="inline-form" onSubmit={(event) => void ask(event)}>
        <label htmlFor={inputId} className="field-label">
          {thread.length === 0 ? 'Ask a question about the site' : 'Ask a follow-up question'}
        </label>
        <input
          id={inputId}
          className="input"
          value={question}
          maxLength={4000}
          onChange={(event) => setQuestion(event.target.value)}
        />
        {pending ? (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => running.current?.abort()}
          >
            Stop answering
          </button>
        ) : (
          <button type="submit" className="button button-primary">
            Ask
          </button>
        )}
      </form>
    </section>
  );
}
