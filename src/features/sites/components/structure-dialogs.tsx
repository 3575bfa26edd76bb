import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { SiteSection, SiteSpace, SiteStructure } from '../api/site-queries';
import { useSectionGroupActions } from '../api/structure-mutations';
import { useDeleteGroup, useRemoveSection, useRemoveSiteSpace } from '../api/structure-removals';
import { sectionsOf, type StructureNode } from '../structure-tree';
import { AddSectionDialog } from './add-section-dialog';
import { AddSpaceDialog } from './add-space-dialog';
import { SectionDialog } from './section-dialog';
import { SectionGroupDialog } from './section-group-dialog';
import { SiteSpaceDialog } from './site-space-dialog';
import type { SpaceChoice } from './space-picker';
import type { SiteDialogProps } from './site-dialog';

/** Which dialog of the structure is open. */
export type StructureDialog =
  | { kind: 'add-section' }
  | { kind: 'add-space'; section?: SiteSection }
  | { kind: 'edit-section'; section: SiteSection }
  | { kind: 'edit-site-space'; siteSpace: SiteSpace }
  | { kind: 'group'; group?: StructureNode }
  | { kind: 'delete-group'; group: StructureNode }
  | { kind: 'remove-section'; section: SiteSection }
  | { kind: 'remove-site-space'; siteSpace: SiteSpace };

/** "Handbook, Onboarding and 2 more": what a removal takes out of the site, in short. */
function listed(titles: readonly string[]): string {
  if (titles.length <= 3) return titles.join(', ');
  return `${titles.slice(0, 3).join(', ')} and ${titles.length - 3} more`;
}

/** Removing a section (with its site spaces) or a site space always asks first. */
function RemovalDialogs(
  props: SiteDialogProps & {
    structure: SiteStructure;
    dialog: StructureDialog;
  },
) {
  // Each removal says how it ended (with Undo) itself: this dialog is closed by then.
  const removeSiteSpace = useRemoveSiteSpace(props.orgId, props.siteId);
  const removeSectionCall = useRemoveSection(props.orgId, props.siteId);
  const deleteGroup = useDeleteGroup(props.orgId, props.siteId);
  const { dialog, structure } = props;
  const close = (open: boolean) => !open && props.onClose();
  const removeSection = (section: SiteSection) =>
    removeSectionCall.mutate({ item: section, structure });

  if (dialog.kind === 'delete-group')
    return (
      <ConfirmDialog
        open
        onOpenChange={close}
        title={`Delete the group “${dialog.group.title}”?`}
        description="Its sections go back to the top level of the site; nothing else is deleted."
        confirmLabel="Delete group"
        tone="danger"
        onConfirm={() => deleteGroup.mutate({ item: dialog.group, structure })}
      />
    );
  if (dialog.kind === 'remove-section') {
    const { section } = dialog;
    const titles = section.siteSpaces.map((siteSpace) => siteSpace.title);
    return (
      <ConfirmDialog
        open
        onOpenChange={close}
        title={`Remove the section “${section.title}”?`}
        description={`Its ${titles.length === 1 ? 'space' : `${titles.length} spaces`} (${listed(titles)}) leave the site; the spaces stay in the organization.${section.default ? ' The next section becomes the default.' : ''}`}
        confirmLabel="Remove section"
        tone="danger"
        onConfirm={() => removeSection(section)}
      />
    );
  }
  if (dialog.kind === 'remove-site-space') {
    const { siteSpace } = dialog;
    const section = sectionsOf(structure).find((s) => s.id === siteSpace.section);
    if (section && section.siteSpaces.length <= 1)
      return (
        <ConfirmDialog
          open
          onOpenChange={close}
          title={`“${siteSpace.title}” is the only space of “${section.title}”`}
          description="A section is never empty. Remove the whole section instead? Its space stays in the organization. Or add another space to the section first."
          confirmLabel="Remove section"
          tone="danger"
          onConfirm={() => removeSection(section)}
        />
      );
    return (
      <ConfirmDialog
        open
        onOpenChange={close}
        title={`Remove “${siteSpace.title}” from the site?`}
        description="Visitors no longer find it here; the space stays in the organization."
        confirmLabel="Remove from site"
        tone="danger"
        onConfirm={() =>
          removeSiteSpace.mutate({
            item: { ...siteSpace, sectionTitle: section?.title ?? '' },
            structure,
          })
        }
      />
    );
  }
  return null;
}

/** The open dialog of the structure, if any: add, edit, rename and remove. */
export function StructureDialogs(
  props: SiteDialogProps & {
    structure: SiteStructure;
    spaces: readonly SpaceChoice[];
    dialog: StructureDialog | null;
  },
) {
  const groups = useSectionGroupActions(props.orgId, props.siteId);
  const { dialog, onClose } = props;
  if (!dialog) return null;
  // What every dialog of a site takes: where it works, and how it closes.
  const site: SiteDialogProps = { orgId: props.orgId, siteId: props.siteId, onClose };
  switch (dialog.kind) {
    case 'add-section':
      return (
        <AddSectionDialog
          {...site}
          spaces={props.spaces}
          hasSections={props.structure.type === 'sections'}
        />
      );
    case 'add-space':
      return (
        <AddSpaceDialog
          {...site}
          spaces={props.spaces}
          section={
            dialog.section && {
              id: dialog.section.id,
              title: dialog.section.title,
              spaceIds: new Set(dialog.section.siteSpaces.map((siteSpace) => siteSpace.space.id)),
            }
          }
        />
      );
    case 'edit-section':
      return <SectionDialog {...site} section={dialog.section} />;
    case 'edit-site-space':
      return <SiteSpaceDialog {...site} siteSpace={dialog.siteSpace} />;
    case 'group': {
      const { group } = dialog;
      return (
        <SectionGroupDialog
          group={group}
          onClose={onClose}
          save={(values) =>
            group
              ? groups.update.mutateAsync({ groupId: group.id, body: values })
              : groups.create.mutateAsync(values)
          }
        />
      );
    }
    default:
      return <RemovalDialogs {...props} dialog={dialog} />;
  }
}
