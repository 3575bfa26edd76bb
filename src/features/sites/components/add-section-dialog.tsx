import { FormDialog, useDialogForm } from '@/components/form/form-dialog';
import { contractField } from '@/components/form/contract-field';
import { FormFields } from '@/components/form/form-fields';
import { SiteSectionCreateRules } from '@/api/form-rules.gen';
import { validateWith } from '@/lib/forms/check-rule';
import { useSectionActions } from '../api/section-mutations';
import { iconField } from './structure-fields';
import { SpacePicker, type SpaceChoice } from './space-picker';
import type { SiteDialogProps } from './site-dialog';

const rules = SiteSectionCreateRules.properties;
const checks = {
  spaceId: validateWith(rules.spaceId, {
    required: true,
    label: 'Space',
    messages: { required: 'Choose the space the section starts with.' },
  }),
};

/**
 * A new section at the end of the site, starting with one space (the platform's sections are
 * never empty). Its title is the space's unless one is given.
 */
export function AddSectionDialog(
  props: SiteDialogProps & {
    spaces: readonly SpaceChoice[];
    hasSections: boolean;
  },
) {
  const sections = useSectionActions(props.orgId, props.siteId);
  const contract = useDialogForm({
    onClose: props.onClose,
    defaultValues: { spaceId: '', title: '', icon: '' },
    save: ({ spaceId, title, icon }) =>
      sections.create.mutateAsync({
        spaceId,
        ...(title.trim() ? { title: title.trim() } : {}),
        ...(icon ? { icon } : {}),
      }),
    confirm: (section) => `Added the section “${section.title}”`,
  });
  const { form } = contract;
  return (
    <FormDialog
      title="Add a section"
      description={
        props.hasSections
          ? 'It goes at the end of the site with the space you choose; add more spaces to it afterwards.'
          : 'The site’s spaces become its first section, and this one follows it.'
      }
      size="small"
      submit="Add section"
      of={contract}
      onClose={props.onClose}
    >
      <SpacePicker spaces={props.spaces}>
        {(options) => (
          <FormFields
            form={form}
            fields={[
              {
                kind: 'select',
                name: 'spaceId',
                label: 'First space',
                hint: 'A section always shows at least one space.',
                options,
                check: checks.spaceId,
              },
            ]}
          />
        )}
      </SpacePicker>
      <FormFields
        form={form}
        fields={[
          contractField(rules, 'title', {
            label: 'Section title',
            hint: 'The space’s title when left empty.',
          }),
          iconField('An icon name such as book or rocket; optional.'),
        ]}
      />
    </FormDialog>
  );
}
