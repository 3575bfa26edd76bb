import type { ReactNode } from 'react';
import { cx } from '@/lib/class-names';
import { excerpt, highlight } from '@/lib/search-highlight';
import results from '@/styles/search-results.module.css';

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

/** The class of a section's title in `SectionHits`, for the link or text a caller draws. */
export const sectionTitleClass = results.sectionTitle;

/**
 * A page's matching sections in search results, each under a line on its left: its title
 * (drawn by the caller: a link, or plain text, with `sectionTitleClass`) and its excerpt with
 * the query's words marked. Every search screen shows them alike, so the look lives here.
 */
export function SectionHits<S extends { id: string; body: string }>(props: {
  sections: readonly S[];
  query: string;
  title: (section: S) => ReactNode;
}) {
  return (
    <ul className={cx('plain-list', results.sectionList)}>
      {props.sections.map((section) => (
        <li key={section.id}>
          {props.title(section)}
          <HighlightedExcerpt className={results.excerpt} body={section.body} query={props.query} />
        </li>
      ))}
    </ul>
  );
}
