import { useNavigate } from '@tanstack/react-router';
import { useDeleteSpace, useDuplicateSpace } from '../api/content-lifecycle';
import type { Space } from '../api/content-queries';
import { MoveAndTransferActions } from './content-actions';
import type { OrganizationChoice } from './content-dialogs';
import { useOpenContent } from './content-routes';
import { Button } from '@/components/ui/button';

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
      <Button
        disabled={duplicate.isPending}
        onClick={() => duplicate.mutate(space.id, { onSuccess: openContent })}
      >
        Duplicate
      </Button>
      <MoveAndTransferActions item={space} organizations={props.organizations} />
      <Button
        variant="danger"
        disabled={remove.isPending}
        onClick={() =>
          remove.mutate(space, {
            onSuccess: () =>
              void navigate({ to: '/orgs/$orgId/content', params: { orgId: space.organization } }),
          })
        }
      >
        Delete
      </Button>
    </>
  );
}
