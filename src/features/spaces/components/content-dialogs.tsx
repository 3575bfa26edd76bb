import { dialogOf } from '@/components/form/form-dialog';
import { titledOptions } from '@/components/ui/select-field';
import { useQuery } from '@tanstack/react-query';
import { useStore } from '@tanstack/react-form';
import { useMemo } from 'react';
import { ContentTransferRules } from '@/api/form-rules.gen';
import { useContractForm } from '@/components/form/use-contract-form';
import { DialogActions, DialogFrame } from '@/components/ui/dialog-frame';
import { toast } from '@/components/ui/toast';
import { validateWith } from '@/lib/forms/check-rule';
import { useMoveToParent, useTransferContent } from '../api/content-mutations';
import { contentQueries, type Collection, type Space } from '../api/content-queries';
import { buildContentTree, collectionOptions, treeId } from '../content-tree-data';
import { parentChoices } from './content-choices';
import { useOpenContent } from './content-routes';
import { ContractForm } from '@/components/form/contract-form';

/** An organization the caller may transfer content to (admin there). */
export interface OrganizationChoice {
  id: string;
  title: string;
}

/** A space or a collection that moves, with where it is now. */
export type MovedItem = Pick<
  Space | Collection,
  'object' | 'id' | 'title' | 'organization' | 'parent'
>;

/** Collections of an organization as options, indented by depth. */
function useCollectionChoices(orgId: string | undefined, exclude?: string) {
  const collections = useQuery({
    ...contentQueries.collections(orgId ?? ''),
    enabled: Boolean(orgId),
  });
  const options = useMemo(
    () =>
      collections.data ? collectionOptions(buildContentTree(collections.data, []), exclude) : [],
    [collections.data, exclude],
  );
  return { options, loading: collections.isPending && Boolean(orgId) };
}

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  item: MovedItem;
}

/**
 * Moves a space or a collection into another collection (or to the top level), last there.
 * A collection cannot go inside itself, so it and what is inside it are not offered.
 */
export const MoveDialog = dialogOf(MoveForm, {
  title: (props) => `Move “${props.item.title}”`,
  description: 'It goes last in the collection you choose, with everything inside it.',
  size: 'small',
});

function MoveForm(props: DialogProps) {
  const { item } = props;
  const exclude = item.object === 'collection' ? treeId('collection', item.id) : undefined;
  const { options, loading } = useCollectionChoices(item.organization, exclude);
  const move = useMoveToParent(item);
  const contract = useContractForm({
    defaultValues: { parent: item.parent ?? '' },
    save: ({ parent }) => move.mutateAsync(parent || null),
    onSaved: () => {
      toast(`“${item.title}” moved`);
      props.onOpenChange(false);
    },
  });
  const { form } = contract;
  return (
    <ContractForm of={contract} submit="Move" pendingLabel="Moving…" inDialog>
      <form.AppField
        name="parent"
        validators={{
          onSubmit: ({ value }) =>
            (value || undefined) === item.parent
              ? 'It is already there. Choose another place.'
              : undefined,
        }}
      >
        {(field) => (
          <field.SelectField
            label="Collection"
            disabled={loading}
            options={parentChoices(options)}
          />
        )}
      </form.AppField>
    </ContractForm>
  );
}

/**
 * Transfers a space or a collection to another organization where the caller is admin,
 * optionally into one of its collections; the item is then opened in its new organization.
 */
export function TransferDialog(
  props: DialogProps & { organizations: readonly OrganizationChoice[] },
) {
  const targets = props.organizations.filter((org) => org.id !== props.item.organization);
  return (
    <DialogFrame
      size="small"
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={`Transfer “${props.item.title}”`}
      description="It moves to another organization, with everything inside it. Only organizations where you are an admin are listed."
    >
      {targets.length === 0 ? (
        <>
          <p>You are not an admin of any other organization, so there is nowhere to transfer it.</p>
          <DialogActions closeLabel="Close" />
        </>
      ) : props.open ? (
        <TransferForm {...props} targets={targets} />
      ) : null}
    </DialogFrame>
  );
}

const organizationCheck = validateWith(ContentTransferRules.properties.organization, {
  required: true,
  messages: { required: 'Choose the organization to transfer it to.' },
});

function TransferForm(props: DialogProps & { targets: readonly OrganizationChoice[] }) {
  const openContent = useOpenContent();
  const transfer = useTransferContent(props.item);
  const contract = useContractForm({
    defaultValues: { organization: '', collection: '' },
    save: ({ organization, collection }) =>
      transfer.mutateAsync({ organization, ...(collection ? { collection } : {}) }),
    onSaved: (moved, { organization }) => {
      const title = props.targets.find((org) => org.id === organization)?.title ?? organization;
      toast(`“${moved.title}” now belongs to ${title}`);
      props.onOpenChange(false);
      openContent(moved);
    },
  });
  const { form } = contract;
  const organization = useStore(form.store, (state) => state.values.organization);
  const { options, loading } = useCollectionChoices(organization || undefined);
  return (
    <ContractForm
      of={contract}
      submit="Transfer"
      pendingLabel="Transferring…"
      inDialog
      fields={[
        {
          kind: 'select',
          name: 'organization',
          label: 'Organization',
          options: titledOptions('Choose an organization', props.targets),
          check: organizationCheck,
          // The collections offered are the chosen organization's.
          afterChange: () => form.setFieldValue('collection', ''),
        },
        {
          kind: 'select',
          name: 'collection',
          label: 'Collection there (optional)',
          disabled: !organization || loading,
          options: parentChoices(options),
        },
      ]}
    />
  );
}
