import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TypeToConfirmDialog } from '@/components/ui/type-to-confirm-dialog';
import { useApiMutation } from '@/lib/api-mutation';
import type { Integration } from '../api/integration-queries';

/** Unpublishing cannot be undone and reaches every organization, so the name is typed first. */
export function UnpublishPanel(props: { integration: Integration; onUnpublished: () => void }) {
  const { integration } = props;
  // Removes its installations, their events and the scripts it injected. Its own page is left
  // alone (it would answer 404 while still on screen): the caller leaves it and drops it.
  const unpublish = useApiMutation('delete', '/v1/integrations/{integrationName}', {
    params: { path: { integrationName: integration.name } },
  });
  return (
    <Card title="Unpublish">
      <p>
        Removes {integration.title} from the platform: its installations in every organization,
        their events, and the scripts it injects into sites. This cannot be undone.
      </p>
      <TypeToConfirmDialog
        trigger={<Button variant="danger">Unpublish…</Button>}
        title={`Unpublish ${integration.title}?`}
        description={
          <>
            This cannot be undone. Type the integration’s name, <code>{integration.name}</code>, to
            confirm.
          </>
        }
        expected={integration.name}
        label="Integration name"
        mutation={unpublish}
        submit="Unpublish"
        pendingLabel="Unpublishing…"
        success={`Unpublished ${integration.title}`}
        onDone={props.onUnpublished}
      />
    </Card>
  );
}
