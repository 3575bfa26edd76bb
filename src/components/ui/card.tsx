import { useId, type ReactNode } from 'react';

/** A titled part of a page; its heading names it, so it is a region a person can find. */
export function Card(props: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id} className="card-title">
        {props.title}
      </h2>
      {props.children}
    </section>
  );
}
