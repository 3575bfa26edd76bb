import { FormDialog, useDialogForm } from '@/components/form/form-dialog';
import { SiteSectionGroupCreateRules } from '@/api/form-rules.gen';
import { validateWith } from '@/lib/forms/check-rule';
import { optionalChange } from '../structure-forms';
import type { StructureNode } from '../structure-tree';
import { iconField, titleField } from './structure-fields';

// Create and rename take the same title and icon rules.
const rules = SiteSectionGroupCreateRules.properties;
const iconCheck = validateWith(rules.icon, {
  label: 'Icon',
  messages: {
    pattern: 'Icon is a name such as gear or book: lower-case letters, digits and -.',
  },
});

export interface SectionGroupValues {
  title: string;
  /** null removes the group's icon (a rename whose icon field was emptied). */
  icon?: string | null;
}

/**
 * Create a section group, or rename one (`group`): its title and an optional icon name. A
 * rename sends the icon only when it changed, and null when the field was emptied, which is how
 * the platform clears it. The contract's rules are checked before sending; a refusal lands next
 * to its field.
 */
export function SectionGroupDialog(props: {
  group: StructureNode | undefined;
  onClose: () => void;
  save: (values: SectionGroupValues) => Promise<unknown>;
}) {
  const { group } = props;
  const contract = useDialogForm({
    onClose: props.onClose,
    defaultValues: { title: group?.title ?? '', icon: group?.icon ?? '' },
    save: ({ title, icon }) => {
      const change = optionalChange(group?.icon, icon);
      // A new group has no icon to clear: an empty field sends none.
      const iconPart = change === undefined || (change === null && !group) ? {} : { icon: change };
      return props.save({ title: title.trim(), ...iconPart });
    },
    confirm: (_result, values) =>
      group ? `Renamed to “${values.title.trim()}”` : `Created “${values.title.trim()}”`,
  });
  return (
    <FormDialog
      title={group ? `Rename “${group.title}”` : 'New section group'}
      description={
        group
          ? 'The group keeps its place and its sections.'
          : 'The group goes at the end of the site; move sections into it afterwards.'
      }
      size="small"
      submit={group ? 'Rename' : 'Create group'}
      of={contract}
      onClose={props.onClose}
      fields={[
        titleField(rules, 'Group title'),
        iconField('An icon name such as gear or book; empty for none.', iconCheck),
      ]}
    />
  );
}
