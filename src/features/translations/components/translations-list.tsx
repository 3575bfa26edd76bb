import { useSuspenseQuery } from '@tanstack/react-query';
import { ButtonLink } from '@/components/ui/button-link';
import { RowLink } from '@/components/ui/data-table';
import { ListScreen } from '@/components/ui/list-screen';
import { tableStyles } from '@/components/ui/table-styles';
import { formatAgo, formatDateTime, formatNumber } from '@/lib/format';
import { translationQueries } from '../api/translation-queries';
import { intoWords, spaceTitleOf, type SpaceSummary } from '../space-summary';
import { latestAndTotal, translationTitle } from '../translation-status';
import { useContentRefreshOnRuns } from '../use-content-refresh';
import { TranslationState } from './translation-state';

/**
 * The organization's translations: what is translated into what, how far each is (updated on
 * screen while a run is queued or under way, and no longer polled once none is), and what the
 * runs translated.
 */
export function TranslationsList(props: { orgId: string; spaces: readonly SpaceSummary[] }) {
  const polled = useSuspenseQuery(translationQueries.list(props.orgId));
  const { data } = polled;
  useContentRefreshOnRuns(data.items.reduce((runs, item) => runs + item.stats.runs, 0));
  const newLink = (
    <ButtonLink
      to="/orgs/$orgId/translations/new"
      params={{ orgId: props.orgId }}
      variant="primary"
    >
      New translation
    </ButtonLink>
  );
  return (
    <ListScreen
      title="Translations"
      description="Copies of spaces in other languages. A run translates the pages changed since the last one; merging a change into a source queues the next run."
      actions={newLink}
      query={polled}
      items={data.items}
      empty="No translations yet."
      emptyHint={newLink}
      table={{
        caption: `Translations (${data.count})`,
        scroll: true,
        headings: [
          'Translation',
          'Status',
          { label: 'Runs', numeric: true },
          { label: 'Pages (latest / total)', numeric: true },
          { label: 'Words (latest / total)', numeric: true },
          'Updated',
        ],
        row: (translation) => {
          const source = spaceTitleOf(props.spaces, translation.source.space);
          return (
            <>
              <RowLink
                to="/orgs/$orgId/translations/$translationId"
                params={{ orgId: props.orgId, translationId: translation.id }}
                label={translationTitle(translation, source)}
              />
              <td>
                <TranslationState
                  translation={translation}
                  now={data.serverNow}
                  label={`Translating ${intoWords(source, translation.language)}`}
                />
              </td>
              <td className={tableStyles.number}>{formatNumber(translation.stats.runs)}</td>
              <td className={tableStyles.number}>
                {latestAndTotal(translation.stats.latestPages, translation.stats.totalPages)}
              </td>
              <td className={tableStyles.number}>
                {latestAndTotal(translation.stats.latestWords, translation.stats.totalWords)}
              </td>
              <td>
                <time
                  dateTime={translation.updatedAt}
                  title={formatDateTime(translation.updatedAt)}
                >
                  {formatAgo(translation.updatedAt, data.serverNow)}
                </time>
              </td>
            </>
          );
        },
      }}
    />
  );
}
