import { useState } from 'react';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SwitchField } from '@/components/ui/switch-field';
import { reportOutcome } from '@/components/ui/outcome-toast';
import { useSetPublished } from '../api/site-mutations';
import type { Site } from '../api/site-queries';
import { audienceSentence, unpublishSentence } from '../site-forms';
import { liveUrl } from '@/api/safe-url';

/**
 * Publish or unpublish, with who can then read the site and where, said next to the switch.
 * Unpublishing takes readers' access away, so it asks first and says whose.
 */
export function PublishPanel(props: { orgId: string; site: Site; canManage: boolean }) {
  const setPublished = useSetPublished(props.orgId, props.site.id);
  const [confirming, setConfirming] = useState(false);
  const { site } = props;
  const change = (published: boolean) =>
    void reportOutcome(setPublished.mutateAsync(published), {
      success: (next) =>
        next.published ? `Published “${next.title}”` : `Unpublished “${next.title}”`,
      failure: published ? 'The site was not published' : 'The site was not unpublished',
    });
  return (
    <Card title="Publication">
      <SwitchField
        label="Publish"
        description={audienceSentence(site.visibility, site.published)}
        checked={site.published}
        disabled={!props.canManage || setPublished.isPending}
        onCheckedChange={(published) => (published ? change(true) : setConfirming(true))}
      />
      {site.urls.published ? (
        <p>
          Published at{' '}
          <a href={liveUrl(site.urls.published)} target="_blank" rel="noreferrer">
            {site.urls.published}
          </a>
        </p>
      ) : (
        <p className="muted">It has no public address while unpublished.</p>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Unpublish “${site.title}”?`}
        description={unpublishSentence(site.visibility)}
        confirmLabel="Unpublish"
        tone="danger"
        onConfirm={() => change(false)}
      />
    </Card>
  );
}
