import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { DialogActions, DialogFrame } from '@/components/ui/dialog-frame';
import { FieldError } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { errorMessage } from '@/lib/api-error';
import type { TransferTarget } from '../api/content-mutations';
import { contentQueries } from '../api/content-queries';
import { buildContentTree, collectionOptions } from '../content-tree-data';
import { parentChoices } from './content-fields';

/** An organization the caller may transfer content to (admin there). */
export interface OrganizationChoice {
  id: string;
  title: string;
}

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
  return { options, loading: collections.isPending && Boolean(orgId), error: collections.error };
}

/**
 * Moves a space or a collection into another collection (or to the top level), last there.
 * A collection cannot go inside itself, so it and what is inside it are not offered.
 */
export function MoveDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  orgId: string;
  title: string;
  currentParent: string | undefined;
  /** Tree id of a moved collection ("collection:<id>"), whose subtree is left out. */
  excludeTreeId?: string;
  pending: boolean;
  onMove: (parent: string | null) => Promise<unknown>;
}) {
  const { options, loading } = useCollectionChoices(
    props.open ? props.orgId : undefined,
    props.excludeTreeId,
  );
  const [parent, setParent] = useState(props.currentParent ?? '');
  const [error, setError] = useState<string>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if ((parent || undefined) === props.currentParent) {
      setError('It is already there. Choose another place.');
      return;
    }
    setError(undefined);
    props.onMove(parent || null).then(
      () => props.onOpenChange(false),
      (failure: unknown) => setError(errorMessage(failure)),
    );
  };

  return (
    <DialogFrame
      size="small"
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={`Move “${props.title}”`}
      description="It goes last in the collection you choose, with everything inside it."
    >
      <form onSubmit={onSubmit} noValidate>
        <SelectField
          label="Collection"
          value={parent}
          disabled={loading}
          error={error}
          options={parentChoices(options)}
          onChange={(value) => {
            setParent(value);
            setError(undefined);
          }}
        />
        <DialogActions>
          <SubmitButton pending={props.pending} pendingLabel="Moving…">
            Move
          </SubmitButton>
        </DialogActions>
      </form>
    </DialogFrame>
  );
}

/**
 * Transfers a space or a collection to another organization where the caller is admin,
 * optionally into one of its collections.
 */
export function TransferDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  currentOrgId: string;
  organizations: readonly OrganizationChoice[];
  pending: boolean;
  onTransfer: (target: TransferTarget, organizationTitle: string) => Promise<unknown>;
}) {
  const targets = props.organizations.filter((org) => org.id !== props.currentOrgId);
  const [organization, setOrganization] = useState('');
  const [collection, setCollection] = useState('');
  const [errors, setErrors] = useState<{ organization?: string; form?: string }>({});
  const { options, loading } = useCollectionChoices(organization || undefined);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!organization) {
      setErrors({ organization: 'Choose the organization to transfer it to.' });
      return;
    }
    setErrors({});
    const title = targets.find((org) => org.id === organization)?.title ?? organization;
    props.onTransfer({ organization, ...(collection ? { collection } : {}) }, title).then(
      () => props.onOpenChange(false),
      (failure: unknown) => setErrors({ form: errorMessage(failure) }),
    );
  };

  return (
    <DialogFrame
      size="small"
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={`Transfer “${props.title}”`}
      description="It moves to another organization, with everything inside it. Only organizations where you are an admin are listed."
    >
      {targets.length === 0 ? (
        <>
          <p>You are not an admin of any other organization, so there is nowhere to transfer it.</p>
          <DialogActions closeLabel="Close" />
        </>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <SelectField
            label="Organization"
            value={organization}
            error={errors.organization}
            options={[
              { value: '', label: 'Choose an organization' },
              ...targets.map((org) => ({ value: org.id, label: org.title })),
            ]}
            onChange={(value) => {
              setOrganization(value);
              setCollection('');
              setErrors({});
            }}
          />
          <SelectField
            label="Collection there (optional)"
            value={collection}
            disabled={!organization || loading}
            options={parentChoices(options)}
            onChange={setCollection}
          />
          <FieldError message={errors.form} />
          <DialogActions>
            <SubmitButton pending={props.pending} pendingLabel="Transferring…">
              Transfer
            </SubmitButton>
          </DialogActions>
        </form>
      )}
    </DialogFrame>
  );
}
