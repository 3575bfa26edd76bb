import { useSuspenseQuery } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardGroup } from '@/components/ui/card';
import { Details, DetailsRow, ExternalLink } from '@/components/ui/details';
import { Notice } from '@/components/ui/notice';
import { MutationButton } from '@/components/ui/mutation-button';
import { PageHeader } from '@/components/ui/page-header';
import { RefreshFailedNotice } from '@/components/ui/query-states';
import { useApiMutation } from '@/lib/api-mutation';
import { formatDateTime } from '@/lib/format';
import {
  isProcessing,
  openapiQueries,
  specParams,
  specPath,
  type OpenAPISpec,
} from '../api/openapi-queries';
import { DeleteSpecDialog, EditSourceDialog } from './spec-dialogs';
import { SpecErrors } from './spec-errors';
import { SpecStateChip } from './spec-state-chip';
import { SpecVersions } from './spec-versions';
import { SpecVisibility } from './spec-visibility';

/**
 * One specification: its source and processing state (updated on screen while it is being
 * processed), who can read it, the errors of a failed processing, and its version history.
 * Admins check for updates, edit the source, switch the visibility and delete it; everyone
 * else reads.
 */
export function SpecPage(props: {
  orgId: string;
  slug: string;
  canManage: boolean;
  onDeleted: () => void;
}) {
  const polled = useSuspenseQuery(openapiQueries.detail(props.orgId, props.slug));
  const spec = polled.data;
  return (
    <>
      <PageHeader
        title={spec.slug}
        description={<SpecStateChip spec={spec} now={spec.serverNow} />}
        actions={
          props.canManage ? (
            <SpecActions orgId={props.orgId} spec={spec} onDeleted={props.onDeleted} />
          ) : undefined
        }
      />
      <RefreshFailedNotice query={polled} />
      {props.canManage ? null : (
        <Notice>
          Only organization admins can change or delete specifications; you can read it.
        </Notice>
      )}
      <CardGroup>
        <SpecErrors spec={spec} />
        <CardGroup layout="columns">
          <Card title="Source">
            <Details label="Source and processing">
              <DetailsRow term="URL">
                {spec.sourceURL ? (
                  <ExternalLink href={spec.sourceURL} />
                ) : (
                  'None: uploaded as a file'
                )}
              </DetailsRow>
              <DetailsRow term="State">
                <SpecStateChip spec={spec} now={spec.serverNow} />
              </DetailsRow>
              <DetailsRow term="Last processed">
                {spec.lastProcessedAt ? formatDateTime(spec.lastProcessedAt) : 'Not yet'}
              </DetailsRow>
              <DetailsRow term="Added">{formatDateTime(spec.createdAt)}</DetailsRow>
            </Details>
          </Card>
          <SpecVisibility orgId={props.orgId} spec={spec} canManage={props.canManage} />
        </CardGroup>
        <SpecVersions orgId={props.orgId} spec={spec} />
      </CardGroup>
    </>
  );
}

function SpecActions(props: { orgId: string; spec: OpenAPISpec; onDeleted: () => void }) {
  const { spec } = props;
  const [editing, setEditing] = useState(false);
  // Processing the same address again: the new version shows when it ends (the page polls).
  const check = useApiMutation('put', specPath, { params: specParams(props.orgId, spec.slug) });
  const processing = isProcessing(spec);
  // A document uploaded as a file has no address to fetch again: a new upload replaces it.
  const sourceURL = spec.sourceURL;
  return (
    <>
      {sourceURL ? (
        <MutationButton
          mutation={check}
          variables={{ source: { url: sourceURL } }}
          busy={processing}
          variant="primary"
          icon={<RefreshCw size={16} aria-hidden="true" />}
          pendingLabel="Processing…"
          outcome={{
            success: {
              title: 'Checking for updates',
              description: 'Processing the document again; a version is added when it succeeds.',
            },
            failure: 'Could not check for updates',
          }}
        >
          Check for updates
        </MutationButton>
      ) : null}
      <Button onClick={() => setEditing(true)}>Edit source</Button>
      <DeleteSpecDialog orgId={props.orgId} spec={spec} onDeleted={props.onDeleted} />
      <EditSourceDialog orgId={props.orgId} spec={spec} open={editing} onOpenChange={setEditing} />
    </>
  );
}
