import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import type { MemberRole } from '@/api/schema.gen';
import { Button } from '@/components/ui/button';
import { labelledOptions } from '@/components/ui/select-options';
import { roleLabel, roles } from '@/lib/roles';
import {
  changeMemberRoleLater,
  useRemoveMember,
  useUpdateMemberRole,
} from '../api/member-mutations';
import type { Member } from '../api/member-queries';
import { memberRoleLabel } from '../labels';
import { changeToast, failureToast } from '@/components/ui/outcome-toast';
import { memberRoleConsequence, removeMemberConsequence } from '../role-change-consequences';
import { useConfirmFirst } from './confirm-first';
import { useRowRefusal } from './refusal-notice';
import { RowRoleSelect } from './row-role-select';

const guest = 'guest';
const roleChoices = [
  ...labelledOptions(roles, roleLabel),
  { value: guest, label: 'Guest (no role)' },
];

/** What a member's controls need to know about the organization and who is acting. */
export interface MemberControlContext {
  orgId: string;
  orgTitle: string;
  /** The signed-in user's id: changes to their own access read differently. */
  callerId: string;
}

/**
 * An admin's select of a member's organization role. A plain change applies at once with
 * Undo; demoting an admin (yourself included) asks first; a refusal shows above the table.
 */
export function MemberRoleControl(props: { context: MemberControlContext; member: Member }) {
  const { member, context } = props;
  const client = useQueryClient();
  const update = useUpdateMemberRole(context.orgId);
  const refusal = useRowRefusal(member.id);
  const { attempt, dialog } = useConfirmFirst();
  const name = member.user.displayName;

  const change = (to: MemberRole) => {
    const from = member.role;
    const consequence = memberRoleConsequence({
      name,
      isCaller: member.id === context.callerId,
      from,
      to,
      orgTitle: context.orgTitle,
    });
    const undo = {
      run: () =>
        void changeMemberRoleLater(client, context.orgId, { userId: member.id, role: from }).catch(
          failureToast(`${name}’s role could not be set back to ${memberRoleLabel(from)}`),
        ),
      altText: `Choose ${memberRoleLabel(from)} in the role of ${name}`,
    };
    attempt(consequence, () => {
      refusal.clear();
      update.mutate(
        { userId: member.id, role: to },
        {
          onSuccess: (next) =>
            changeToast(`${name}’s role is now ${memberRoleLabel(next.role)}`, {
              ...(consequence?.undoable === false ? {} : { undo }),
            }),
          onError: (error) => refusal.report(`${name}’s role was not changed`, error),
        },
      );
    });
  };

  return (
    <>
      <RowRoleSelect
        label={`Role of ${name}`}
        value={member.role ?? guest}
        choices={roleChoices}
        pending={update.isPending}
        refusal={refusal}
        onChange={(value) => change(roles.find((role) => role === value) ?? null)}
      />
      {dialog}
    </>
  );
}

/**
 * An admin's "Remove" of a member, after saying what they lose and that it cannot be undone
 * (the platform has no operation that adds a member back); a refusal shows above the table.
 */
export function RemoveMemberControl(props: { context: MemberControlContext; member: Member }) {
  const { member, context } = props;
  const remove = useRemoveMember(context.orgId);
  const refusal = useRowRefusal(member.id);
  const { attempt, dialog } = useConfirmFirst();
  const name = member.user.displayName;
  const isCaller = member.id === context.callerId;
  const consequence = removeMemberConsequence({ name, isCaller, orgTitle: context.orgTitle });

  const run = () => {
    refusal.clear();
    remove.mutate(member.id, {
      onSuccess: () =>
        changeToast(
          isCaller
            ? `You left ${context.orgTitle}`
            : `${name} was removed from ${context.orgTitle}`,
        ),
      onError: (error) => refusal.report(`${name} was not removed`, error),
    });
  };

  return (
    <>
      <Button
        size="icon"
        variant="ghost"
        aria-label={`Remove ${name}`}
        aria-describedby={refusal.describedBy}
        disabled={remove.isPending}
        onClick={() => attempt(consequence, run)}
      >
        <Trash2 aria-hidden size={16} />
      </Button>
      {dialog}
    </>
  );
}
