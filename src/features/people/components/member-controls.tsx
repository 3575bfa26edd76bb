import { Trash2 } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formStyles } from '@/components/ui/form-styles';
import { labelledOptions } from '@/components/ui/select-options';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-error';
import { roleLabel, roles } from '@/lib/roles';
import { useRemoveMember, useUpdateMemberRole } from '../api/member-mutations';
import type { Member } from '../api/member-queries';
import { memberRoleLabel } from '../labels';
import styles from './member-table.module.css';

const guest = 'guest';
const roleChoices = [
  ...labelledOptions(roles, roleLabel),
  { value: guest, label: 'Guest (no role)' },
];

/**
 * A member's control with the refusal of its change (the last admin, say) next to it; the
 * control gets the refusal's id for `aria-describedby` while there is one.
 */
function RefusableControl(props: {
  error: unknown;
  children: (refusalId: string | undefined) => ReactNode;
}) {
  const id = useId();
  const message = props.error ? errorMessage(props.error) : undefined;
  return (
    <span className={styles.control}>
      {props.children(message === undefined ? undefined : id)}
      {message === undefined ? null : (
        <span id={id} role="alert" className={styles.refusal} title={message}>
          {message}
        </span>
      )}
    </span>
  );
}

/** An admin's select of a member's organization role; a refusal shows beside it. */
export function MemberRoleControl(props: { orgId: string; member: Member }) {
  const { member } = props;
  const update = useUpdateMemberRole(props.orgId);
  const name = member.user.displayName;
  return (
    <RefusableControl error={update.error}>
      {(refusalId) => (
        <select
          aria-label={`Role of ${name}`}
          aria-invalid={update.isError || undefined}
          aria-describedby={refusalId}
          className={formStyles.control}
          value={member.role ?? guest}
          disabled={update.isPending}
          onChange={(event) => {
            const chosen = roles.find((role) => role === event.target.value) ?? null;
            update.mutate(
              { userId: member.id, role: chosen },
              { onSuccess: (next) => toast(`${name}’s role is now ${memberRoleLabel(next.role)}`) },
            );
          }}
        >
          {roleChoices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    </RefusableControl>
  );
}

/** An admin's "Remove" of a member, after saying what they lose; a refusal shows beside it. */
export function RemoveMemberControl(props: { orgId: string; orgTitle: string; member: Member }) {
  const { member } = props;
  const remove = useRemoveMember(props.orgId);
  const name = member.user.displayName;
  return (
    <RefusableControl error={remove.error}>
      {(refusalId) => (
        <ConfirmDialog
          tone="danger"
          title={`Remove ${name}?`}
          description={`${name} loses access to ${props.orgTitle} and leaves all their teams. To bring them back, invite them again.`}
          confirmLabel="Remove"
          onConfirm={() =>
            remove.mutate(member.id, {
              onSuccess: () => toast(`${name} was removed from ${props.orgTitle}`),
            })
          }
          trigger={
            <Button
              size="icon"
              variant="ghost"
              aria-label={`Remove ${name}`}
              aria-describedby={refusalId}
              disabled={remove.isPending}
            >
              <Trash2 aria-hidden size={16} />
            </Button>
          }
        />
      )}
    </RefusableControl>
  );
}
