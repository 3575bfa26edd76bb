import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ButtonLink } from '@/components/ui/button-link';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { tableStyles } from '@/components/ui/table-styles';
import { RefreshFailedNotice } from '@/components/ui/query-states';
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
    <>
      <PageHeader
        title="Translations"
        description="Copies of spaces in other languages. A run translates the pages changed since the last one; merging a change into a source queues the next run."
        actions={newLink}
      />
      <RefreshFailedNotice query={polled} />
      {data.items.length === 0 ? (
        <EmptyState title="No translations yet.">{newLink}</EmptyState>
      ) : (
        <div className={tableStyles.scroll}>
          <table className={tableStyles.table}>
            <caption className="visually-hidden">Translations ({data.count})</caption>
            <thead>
              <tr>
                <th scope="col">Translation</th>
                <th scope="col">Status</th>
                <th scope="col" className={tableStyles.number}>
                  Runs
                </th>
                <th scope="col" className={tableStyles.number}>
                  Pages (latest / total)
                </th>
                <th scope="col" className={tableStyles.number}>
                  Words (latest / total)
                </th>
                <th scope="col">Updated</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((translation) => {
                const source = spaceTitleOf(props.spaces, translation.source.space);
                return (
                  <tr key={translation.id}>
                    <th scope="row">
                      <Link
                        to="/orgs/$orgId/translations/$translationId"
                        params={{ orgId: props.orgId, translationId: translation.id }}
                      >
                        {translationTitle(translation, source)}
                      </Link>
                    </th>
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
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
