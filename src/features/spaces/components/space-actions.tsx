import { useNavigate } from '@tanstack/react-router';
import { useDeleteSpace, useDuplicateSpace } from '../api/content-lifecycle';
import type { Space } from '../api/content-queries';
import { MoveAndTransferActions } from './content-actions';
import type { OrganizationChoice } from './content-dialogs';
import { useOpenContent } from './content-routes';

/**
 * What an admin does to a space from its page: duplicate (then open the copy), move, transfer,
 * and delete, which goes back to the content tree with an Undo in its message.
 */
export function SpaceActions(props: {
  space: Space;
  organizations: readonly OrganizationChoice[];
}) {
  const { space } = props;
  const navigate = useNavigate();
  const openContent = useOpenContent();
  const duplicate = useDuplicateSpace();
  const remove = useDeleteSpace();
  return (
    <>
      <button
        type="button"
        className="button button-secondary"
        disabled={duplicate.isPending}
        onClick={() => duplicate.mutate(space.id, { onSuccess: openContent })}
      >
        Duplicate
      </button>
      <MoveAndTransferActions item={space} organizations={props.organizations} />
      <button
        type="button"
        className="button button-danger"
        disabled={remove.isPending}
        onClick={() =>
          remove.mutate(space, {
            onSuccess: () =>
              void navigate({ to: '/orgs/$orgId/content', params: { orgId: space.organization } }),
          })
        }
      >
        Delete
      </button>
    </>
  );
}
