import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DialogActions, DialogFrame } from '@/components/ui/dialog-frame';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { reportOutcome } from '@/components/ui/outcome-toast';
import { useDeleteSite } from '../api/site-mutations';
import type { Site } from '../api/site-queries';

/** Deleting a site cannot be undone, so the person types its title to confirm. */
export function DeleteSitePanel(props: { orgId: string; site: Site; onDeleted: () => void }) {
  const remove = useDeleteSite(props.orgId, props.site.id);
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const matches = typed.trim() === props.site.title;
  return (
    <Card title="Delete the site">
      <p>The site and its structure are deleted for good. Its spaces stay.</p>
      <DialogFrame
        trigger={<Button variant="danger">Delete site…</Button>}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setTyped('');
        }}
        size="small"
        title={`Delete “${props.site.title}”?`}
        description="This cannot be undone. Type the site’s title to confirm."
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!matches) return;
            void reportOutcome(remove.mutateAsync(), {
              success: `Deleted “${props.site.title}”`,
              failure: 'The site was not deleted',
            }).then((deleted) => {
              if (!deleted.ok) return;
              setOpen(false);
              props.onDeleted();
            });
          }}
        >
          <TextField label="Site title" value={typed} onChange={setTyped} autoFocus />
          <DialogActions>
            <SubmitButton tone="danger" pending={remove.isPending} disabled={!matches}>
              Delete site
            </SubmitButton>
          </DialogActions>
        </form>
      </DialogFrame>
    </Card>
  );
}
