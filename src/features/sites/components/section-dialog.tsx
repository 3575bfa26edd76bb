import { FormDialog, useDialogForm } from '@/components/form/form-dialog';
import { contractField } from '@/components/form/contract-field';
import { changedFields } from '@/lib/forms/changed-fields';
import { SiteSectionUpdateRules } from '@/api/form-rules.gen';
import { useSectionActions } from '../api/section-mutations';
import type { SiteSection } from '../api/site-queries';
import { optionalChange } from '../structure-forms';
import { iconField, pathField, titleField } from './structure-fields';
import type { SiteDialogProps } from './site-dialog';

const rules = SiteSectionUpdateRules.properties;

/** Rename a section and set its icon, path and description; only what changed is sent. */
export function SectionDialog(props: SiteDialogProps & { section: SiteSection }) {
  const sections = useSectionActions(props.orgId, props.siteId);
  const { section } = props;
  const initial = {
    title: section.title,
    icon: section.icon ?? '',
    path: section.path,
    description: section.description,
  };
  const contract = useDialogForm({
    onClose: props.onClose,
    defaultValues: initial,
    save: async (values) => {
      const icon = optionalChange(section.icon, values.icon);
      const description = optionalChange(section.description, values.description);
      const body = {
        ...changedFields(initial, values, ['title', 'path'], ['title']),
        ...(icon !== undefined ? { icon } : {}),
        ...(description !== undefined ? { description } : {}),
      };
      if (Object.keys(body).length === 0) return section;
      return sections.update.mutateAsync({ sectionId: section.id, body });
    },
    confirm: (saved) => `Saved the section “${saved.title}”`,
  });
  return (
    <FormDialog
      title={`Edit the section “${section.title}”`}
      description="Its place and its spaces stay as they are."
      size="small"
      submit="Save section"
      of={contract}
      onClose={props.onClose}
      fields={[
        titleField(rules, 'Section title'),
        iconField('An icon name such as book or rocket; empty for none.'),
        pathField('Where the section is in the site’s address; unique in the site.'),
        contractField(rules, 'description', { label: 'Description', hint: 'Optional.' }),
      ]}
    />
  );
}
