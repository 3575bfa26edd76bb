import { FormDialog, useDialogForm } from '@/components/form/form-dialog';
import { contractField } from '@/components/form/contract-field';
import { changedFields } from '@/lib/forms/changed-fields';
import { SpaceUpdateRules } from '@/api/form-rules.gen';
import { useSiteSpaceActions } from '../api/section-mutations';
import type { SiteSpace } from '../api/site-queries';
import { pathField, titleField } from './structure-fields';
import type { SiteDialogProps } from './site-dialog';

const rules = SpaceUpdateRules.properties;

/**
 * A site space shows its space: renaming it or changing its icon (an emoji) changes the space
 * everywhere, which the dialog says; its path is the site space's own.
 */
export function SiteSpaceDialog(props: SiteDialogProps & { siteSpace: SiteSpace }) {
  const siteSpaces = useSiteSpaceActions(props.orgId, props.siteId);
  const { siteSpace } = props;
  const initial = { title: siteSpace.title, emoji: siteSpace.space.emoji, path: siteSpace.path };
  const contract = useDialogForm({
    onClose: props.onClose,
    defaultValues: initial,
    save: (values) =>
      siteSpaces.update.mutateAsync({
        spaceId: siteSpace.space.id,
        siteSpaceId: siteSpace.id,
        space: changedFields(initial, values, ['title', 'emoji'], ['title']),
        siteSpace: changedFields(initial, values, ['path']),
      }),
    confirm: (_result, values) => `Saved “${values.title.trim()}”`,
  });
  return (
    <FormDialog
      title={`Edit “${siteSpace.title}”`}
      description="The title and icon are the space’s own: they change wherever the space appears. The path is only this site’s."
      size="small"
      submit="Save"
      of={contract}
      onClose={props.onClose}
      fields={[
        titleField(rules, 'Title'),
        contractField(rules, 'emoji', {
          label: 'Icon',
          hint: 'One emoji; empty for none.',
          messages: { pattern: 'Icon is one emoji, or empty for none.' },
        }),
        pathField('Where it is in the section’s address; unique there.'),
      ]}
    />
  );
}
