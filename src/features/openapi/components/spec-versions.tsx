import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { liveUrl } from '@/api/safe-url';
import { Card } from '@/components/ui/card';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { QueryStates } from '@/components/ui/query-states';
import { StatusBadge } from '@/components/ui/status-badge';
import { pagedItems } from '@/components/ui/paged-items';
import { formatDateTime } from '@/lib/format';
import { openapiQueries, type OpenAPISpec } from '../api/openapi-queries';
import styles from './spec-page.module.css';

/** Each ended processing may have added a version: the history is read again when one ends. */
function useVersionsRefresh(orgId: string, spec: OpenAPISpec) {
  const queryClient = useQueryClient();
  const ended = spec.lastProcessedAt ?? '';
  const seen = useRef(ended);
  useEffect(() => {
    if (seen.current === ended) return;
    seen.current = ended;
    void queryClient.invalidateQueries({
      queryKey: openapiQueries.versions(orgId, spec.slug).queryKey,
    });
  }, [ended, orgId, spec.slug, queryClient]);
}

/** Every version processing made, newest first, with the source each came from. */
export function SpecVersions(props: { orgId: string; spec: OpenAPISpec }) {
  const { spec } = props;
  useVersionsRefresh(props.orgId, spec);
  const versions = useInfiniteQuery(openapiQueries.versions(props.orgId, spec.slug));
  const { items, count } = pagedItems(versions.data);
  return (
    <Card title="Version history">
      <QueryStates
        query={versions}
        loading="Loading versions…"
        isEmpty={items.length === 0}
        empty={<p className="muted">No version yet: one is made when a processing succeeds.</p>}
      >
        {() => (
          <ol
            className={styles.versions}
            aria-label={`Versions (${count ?? items.length}), newest first`}
          >
            {items.map((version) => (
              <li key={version.id} className={styles.version}>
                <span className={styles.versionHead}>
                  <strong>
                    {version.createdAt ? formatDateTime(version.createdAt) : version.id}
                  </strong>
                  {version.id === spec.lastVersion ? (
                    <StatusBadge tone="on">In use</StatusBadge>
                  ) : null}
                </span>
                {version.sourceURL ? (
                  <span className={styles.versionSource}>From {version.sourceURL}</span>
                ) : null}
                <a href={liveUrl(version.url)} target="_blank" rel="noreferrer">
                  Open the document
                  <span className="visually-hidden">
                    {' '}
                    of the version of{' '}
                    {version.createdAt ? formatDateTime(version.createdAt) : version.id}
                  </span>
                </a>
              </li>
            ))}
          </ol>
        )}
      </QueryStates>
      <LoadMoreButton query={versions} small>
        More versions
      </LoadMoreButton>
    </Card>
  );
}
