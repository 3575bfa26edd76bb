import type { ReactNode } from 'react';
import { excerpt, highlight } from '@/lib/search-highlight';

/** Text with the words of a search query marked, as search results show it. */
export function Highlighted(props: { text: string; query: string }) {
  return (
    <>
      {highlight(props.text, props.query).map((part, index) =>
        part.match ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
      )}
    </>
  );
}

/** A result's excerpt: the part of `body` around the query's first match, its words marked. */
export function HighlightedExcerpt(props: { body: string; query: string; className?: string }) {
  return (
    <p className={props.className}>
      <Highlighted text={excerpt(props.body, props.query)} query={props.query} />
    </p>
  );
}

/**
 * A page's matching sections in search results: each with its title (drawn by the caller: a
 * link, or plain text) and its excerpt with the query's words marked.
 */
export function SectionHits<S extends { id: string; body: string }>(props: {
  sections: readonly S[];
  query: string;
  className?: string;
  excerptClass?: string;
  title: (section: S) => ReactNode;
}) {
  return (
    <ul className={props.className}>
      {props.sections.map((section) => (
        <li key={section.id}>
          {props.title(section)}
          <HighlightedExcerpt
            className={props.excerptClass}
            body={section.body}
            query={props.query}
          />
        </li>
      ))}
    </ul>
  );
}
