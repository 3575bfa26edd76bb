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
