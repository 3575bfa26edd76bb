import { useSuspenseQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { RowLink } from '@/components/ui/data-table';
import { ListScreen } from '@/components/ui/list-screen';
import { openapiQueries } from '../api/openapi-queries';
import { visibilityLabel } from '../spec-state';
import { AddSpecDialog } from './add-spec-dialog';
import { SpecStateChip } from './spec-state-chip';
import styles from './specs-list.module.css';

/**
 * The organization's OpenAPI specifications with their processing state, updated on screen
 * while one is being processed (and no longer polled once none is).
 */
export function SpecsList(props: {
  orgId: string;
  canManage: boolean;
  onAdded: (slug: string) => void;
}) {
  const polled = useSuspenseQuery(openapiQueries.list(props.orgId));
  const { data } = polled;
  const [adding, setAdding] = useState(false);
  const add = props.canManage ? (
    <Button variant="primary" onClick={() => setAdding(true)}>
      <Plus size={16} aria-hidden="true" />
      Add specification
    </Button>
  ) : undefined;
  return (
    <ListScreen
      title="OpenAPI specifications"
      description="API references generated from OpenAPI documents, fetched from their URL and checked for updates every 6 hours."
      actions={add}
      above={
        props.canManage ? null : (
          <Notice>
            Only organization admins can add or change specifications; you can read them.
          </Notice>
        )
      }
      query={polled}
      items={data.items}
      empty="No specifications yet."
      emptyHint={add}
      table={{
        caption: `OpenAPI specifications (${data.count})`,
        headings: ['Slug', 'Source', 'Visibility', 'State'],
        scroll: true,
        row: (spec) => (
          <>
            <RowLink
              to="/orgs/$orgId/openapi/$specSlug"
              params={{ orgId: props.orgId, specSlug: spec.slug }}
              label={spec.slug}
            />
            <td className={styles.source}>{spec.sourceURL ?? 'Uploaded file'}</td>
            <td>{visibilityLabel(spec.visibility)}</td>
            <td>
              <SpecStateChip spec={spec} now={data.serverNow} />
            </td>
          </>
        ),
      }}
    >
      <AddSpecDialog
        orgId={props.orgId}
        open={adding}
        onOpenChange={setAdding}
        onAdded={props.onAdded}
      />
    </ListScreen>
  );
}
