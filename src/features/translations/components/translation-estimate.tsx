import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '@/lib/api-error';
import { formatDuration, plural } from '@/lib/format';
import { translationQueries } from '../api/translation-queries';

/**
 * What a first run of the chosen space translates, before anything is created; announced as it
 * changes. A server without the estimate (the platform has none) gets a sentence instead.
 */
export function TranslationEstimate(props: { orgId: string; spaceId: string; id: string }) {
  const estimate = useQuery(translationQueries.estimate(props.orgId, props.spaceId));
  let words: string;
  if (props.spaceId === '') words = 'Choose a space to see what its first run translates.';
  else if (estimate.isPending) words = 'Estimating…';
  else if (estimate.isError) words = `No estimate: ${errorMessage(estimate.error)}`;
  else if (estimate.data === null)
    words =
      'This server gives no estimate before a translation exists; its pages and words show once the first run ends.';
  else
    words = `The first run translates ${plural(estimate.data.pages, 'page', 'pages')} and ${plural(
      estimate.data.words,
      'word',
      'words',
    )}, about ${formatDuration(estimate.data.duration)} from now.`;
  return (
    <p id={props.id} role="status" aria-live="polite">
      <strong>Estimate: </strong>
      {words}
    </p>
  );
}
