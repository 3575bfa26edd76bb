import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TypeToConfirmDialog } from '@/components/ui/type-to-confirm-dialog';
import { useDeleteSite } from '../api/site-mutations';
import type { Site } from '../api/site-queries';

/** Deleting a site cannot be undone, so the person types its title to confirm. */
export function DeleteSitePanel(props: { orgId: string; site: Site; onDeleted: () => void }) {
  const remove = useDeleteSite(props.orgId, props.site.id);
  return (
    <Card title="Delete the site">
      <p>The site and its structure are deleted for good. Its spaces stay.</p>
      <TypeToConfirmDialog
        trigger={<Button variant="danger">Delete site…</Button>}
        title={`Delete “${props.site.title}”?`}
        description="This cannot be undone. Type the site’s title to confirm."
        expected={props.site.title}
        label="Site title"
        mutation={remove}
        submit="Delete site"
        success={`Deleted “${props.site.title}”`}
        failure="The site was not deleted"
        onDone={props.onDeleted}
      />
    </Card>
  );
}
