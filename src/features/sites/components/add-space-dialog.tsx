import { FormDialog } from '@/components/form/form-dialog';
import { FormFields } from '@/components/form/form-fields';
import { SiteSpaceCreateRules } from '@/api/form-rules.gen';
import { useContractForm } from '@/components/form/use-contract-form';
import { toast } from '@/components/ui/toast';
import { validateWith } from '@/lib/forms/check-rule';
import { useSiteSpaceActions } from '../api/section-mutations';
import { SpacePicker, type SpaceChoice } from './space-picker';
import type { SiteDialogProps } from './site-dialog';

const spaceCheck = validateWith(SiteSpaceCreateRules.properties.spaceId, {
  required: true,
  label: 'Space',
  messages: { required: 'Choose a space to add.' },
});

/**
 * Adds one of the organization's spaces to a section (or to a site without sections), at its
 * end; the spaces the section already shows are not offered.
 */
export function AddSpaceDialog(
  props: SiteDialogProps & {
    spaces: readonly SpaceChoice[];
    /** The section, or undefined for the root of a site without sections. */
    section: { id: string; title: string; spaceIds: ReadonlySet<string> } | undefined;
  },
) {
  const siteSpaces = useSiteSpaceActions(props.orgId, props.siteId);
  const { section } = props;
  const contract = useContractForm({
    defaultValues: { spaceId: '' },
    save: ({ spaceId }) =>
      siteSpaces.add.mutateAsync({ spaceId, ...(section ? { sectionId: section.id } : {}) }),
    onSaved: (added) => {
      toast(section ? `Added “${added.title}” to “${section.title}”` : `Added “${added.title}”`);
      props.onClose();
    },
  });
  const { form } = contract;
  return (
    <FormDialog
      title={section ? `Add a space to “${section.title}”` : 'Add a space to the site'}
      description="It goes last; drag it or use its menu to place it."
      size="small"
      submit="Add space"
      of={contract}
      onClose={props.onClose}
    >
      <SpacePicker spaces={props.spaces} {...(section ? { exclude: section.spaceIds } : {})}>
        {(options, none) => (
          <FormFields
            form={form}
            fields={[
              {
                kind: 'select',
                name: 'spaceId',
                label: 'Space',
                hint: none ? 'Every space of the organization is already here.' : undefined,
                disabled: none,
                options,
                check: spaceCheck,
              },
            ]}
          />
        )}
      </SpacePicker>
    </FormDialog>
  );
}
