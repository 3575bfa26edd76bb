import { highlight } from '@/lib/search-highlight';

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
