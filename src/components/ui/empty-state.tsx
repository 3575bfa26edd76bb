import type { ReactNode } from 'react';

export function EmptyState(props: { title: string; children?: ReactNode }) {
  return (
    <div className="empty-state">
      <p className="empty-state-title">{props.title}</p>
      {props.children}
    </div>
  );
}
