/** Placeholder blocks while a route loads; announced once as "Loading" instead of per block. */
export function PageSkeleton(props: { label?: string }) {
  return (
    <div className="skeleton-page" role="status" aria-live="polite">
      <span className="visually-hidden">{props.label ?? 'Loading…'}</span>
      <div className="skeleton skeleton-title" />
      <div className="skeleton skeleton-line" />
      <div className="skeleton skeleton-line skeleton-short" />
      <div className="skeleton skeleton-block" />
    </div>
  );
}
