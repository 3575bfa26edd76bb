import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { FieldError } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-error';
import type { TransferTarget } from '../api/content-mutations';
import { contentQueries } from '../api/content-queries';
import { buildContentTree, collectionOptions } from '../content-tree-data';

/** An organization the caller may transfer content to (admin there). */
export interface OrganizationChoice {
  id: string;
  title: string;
}

function Frame(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  children: React.ReactNode;
}) {
  return (
    <Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog-content dialog-small">
          <Dialog.Title className="dialog-title">{props.title}</Dialog.Title>
          <Dialog.Description className="dialog-description">
            {props.description}
          </Dialog.Description>
          {props.children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
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
  const id = useId();
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
    <Frame
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={`Move “${props.title}”`}
      description="It goes last in the collection you choose, with everything inside it."
    >
      <form onSubmit={onSubmit} noValidate>
        <div className={error ? 'field field-invalid' : 'field'}>
          <label htmlFor={`${id}-parent`} className="field-label">
            Collection
          </label>
          <select
            id={`${id}-parent`}
            className="input"
            value={parent}
            disabled={loading}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => {
              setParent(event.target.value);
              setError(undefined);
            }}
          >
            <option value="">Top level of the organization</option>
            {options.map((option) => (
              <option key={option.id} value={option.id}>
                {'\u2003'.repeat(option.depth + 1)}
                {option.title}
              </option>
            ))}
          </select>
          <FieldError id={`${id}-error`} message={error} />
        </div>
        <div className="dialog-actions">
          <Dialog.Close className="button button-secondary" type="button">
            Cancel
          </Dialog.Close>
          <button type="submit" className="button button-primary" disabled={props.pending}>
            {props.pending ? 'Moving…' : 'Move'}
          </button>
        </div>
      </form>
    </Frame>
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
  const id = useId();
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
    <Frame
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={`Transfer “${props.title}”`}
      description="It moves to another organization, with everything inside it. Only organizations where you are an admin are listed."
    >
      {targets.length === 0 ? (
        <>
          <p>You are not an admin of any other organization, so there is nowhere to transfer it.</p>
          <div className="dialog-actions">
            <Dialog.Close className="button button-secondary" type="button">
              Close
            </Dialog.Close>
          </div>
        </>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <div className={errors.organization ? 'field field-invalid' : 'field'}>
            <label htmlFor={`${id}-org`} className="field-label">
              Organization
            </label>
            <select
              id={`${id}-org`}
              className="input"
              value={organization}
              aria-invalid={Boolean(errors.organization)}
              aria-describedby={errors.organization ? `${id}-org-error` : undefined}
              onChange={(event) => {
                setOrganization(event.target.value);
                setCollection('');
                setErrors({});
              }}
            >
              <option value="">Choose an organization</option>
              {targets.map((org) => (
                <option key={org.id} value={org.id}>
                  {org.title}
                </option>
              ))}
            </select>
            <FieldError id={`${id}-org-error`} message={errors.organization} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-collection`} className="field-label">
              Collection there (optional)
            </label>
            <select
              id={`${id}-collection`}
              className="input"
              value={collection}
              disabled={!organization || loading}
              onChange={(event) => setCollection(event.target.value)}
            >
              <option value="">Top level of the organization</option>
              {options.map((option) => (
                <option key={option.id} value={option.id}>
                  {'\u2003'.repeat(option.depth + 1)}
                  {option.title}
                </option>
              ))}
            </select>
          </div>
          <FieldError message={errors.form} />
          <div className="dialog-actions">
            <Dialog.Close className="button button-secondary" type="button">
              Cancel
            </Dialog.Close>
            <button type="submit" className="button button-primary" disabled={props.pending}>
              {props.pending ? 'Transferring…' : 'Transfer'}
            </button>
          </div>
        </form>
      )}
    </Frame>
  );
}
