import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Card, CardGroup } from '@/components/ui/card';
import { Details, DetailsRow } from '@/components/ui/details';
import { PageHeader } from '@/components/ui/page-header';
import { RefreshFailedNotice } from '@/components/ui/query-states';
import { formatDateTime, formatNumber, formatSeconds, plural } from '@/lib/format';
import { languageLabel } from '@/lib/languages';
import { translationQueries, type Translation } from '../api/translation-queries';
import { intoWords, spaceTitleOf, type SpaceSummary } from '../space-summary';
import { translationTitle } from '../translation-status';
import { useContentRefreshOnRuns } from '../use-content-refresh';
import { TranslationActions } from './translation-actions';
import { TranslationInstructions } from './translation-instructions';
import { TranslationState } from './translation-state';

/**
 * One translation: how far its run is (updated on screen while one is queued or under way),
 * what the runs translated, the translated space, the instructions, Run again and Delete.
 */
export function TranslationPage(props: {
  orgId: string;
  translationId: string;
  spaces: readonly SpaceSummary[];
  onDeleted: () => void;
}) {
  const { orgId } = props;
  const polled = useSuspenseQuery(translationQueries.detail(orgId, props.translationId));
  const translation = polled.data;
  useContentRefreshOnRuns(translation.stats.runs);
  const resultId = translation.result?.space;
  // Refetched when a run ends, so a title the space was given meanwhile shows.
  const result = useQuery({
    ...translationQueries.space(resultId ?? ''),
    enabled: resultId !== undefined,
  });
  const sourceTitle = spaceTitleOf(props.spaces, translation.source.space);
  const resultTitle = result.data?.title;

  return (
    <>
      <PageHeader
        title={translationTitle(translation, sourceTitle)}
        description={`Created ${formatDateTime(translation.createdAt)}.`}
        actions={
          <TranslationActions
            orgId={orgId}
            translation={translation}
            resultTitle={resultTitle}
            onDeleted={props.onDeleted}
          />
        }
      />
      <RefreshFailedNotice query={polled} />
      <CardGroup>
        <CardGroup layout="columns">
          <Card title="Status">
            <Details label="State, languages and spaces">
              <DetailsRow term="State">
                <TranslationState
                  translation={translation}
                  now={translation.serverNow}
                  label={`Translating ${intoWords(sourceTitle, translation.language)}`}
                />
              </DetailsRow>
              <DetailsRow term="Source space">
                {props.spaces.some((space) => space.id === translation.source.space) ? (
                  <Link
                    to="/orgs/$orgId/spaces/$spaceId"
                    params={{ orgId, spaceId: translation.source.space }}
                  >
                    {sourceTitle}
                  </Link>
                ) : (
                  sourceTitle
                )}
              </DetailsRow>
              <DetailsRow term="From">{languageLabel(translation.source.language)}</DetailsRow>
              <DetailsRow term="To">{languageLabel(translation.language)}</DetailsRow>
              <DetailsRow term="Translated space">
                {resultId === undefined ? (
                  <span className="muted">The first run creates it when it ends.</span>
                ) : result.data === null ? (
                  <span className="muted">It was deleted; the next run creates it again.</span>
                ) : (
                  <Link to="/orgs/$orgId/spaces/$spaceId" params={{ orgId, spaceId: resultId }}>
                    {resultTitle ?? 'Open the translated space'}
                  </Link>
                )}
              </DetailsRow>
            </Details>
          </Card>
          <RunStats translation={translation} />
        </CardGroup>
        <TranslationInstructions orgId={orgId} translation={translation} />
      </CardGroup>
    </>
  );
}

/** What the finished runs translated: the latest one, and all of them. */
function RunStats(props: { translation: Translation }) {
  const { stats } = props.translation;
  return (
    <Card title="Runs">
      {stats.runs === 0 ? (
        <p className="muted">No run has finished yet.</p>
      ) : (
        <Details label="Run statistics">
          <DetailsRow term="Finished runs">{formatNumber(stats.runs)}</DetailsRow>
          <DetailsRow term="Latest run">
            {plural(stats.latestPages, 'page', 'pages')},{' '}
            {plural(stats.latestWords, 'word', 'words')} in {formatSeconds(stats.latestRunDuration)}
          </DetailsRow>
          <DetailsRow term="All runs">
            {plural(stats.totalPages, 'page', 'pages')}, {plural(stats.totalWords, 'word', 'words')}{' '}
            in {formatSeconds(stats.totalDuration)}
          </DetailsRow>
          <DetailsRow term="Last change">{formatDateTime(props.translation.updatedAt)}</DetailsRow>
        </Details>
      )}
    </Card>
  );
}
