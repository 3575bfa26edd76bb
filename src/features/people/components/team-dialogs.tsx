import { dialogOf } from '@/components/form/form-dialog';
import { ContractForm } from '@/components/form/contract-form';
import { useRouter } from '@tanstack/react-router';
import { TeamMembersUpdateRules, TeamUpdateRules } from '@/api/form-rules.gen';
import { useContractForm } from '@/components/form/use-contract-form';
import { toast } from '@/components/ui/toast';
import { validateWith } from '@/lib/forms/check-rule';
import { plural } from '@/lib/format';
import { useRenameTeam, useUpdateTeamMembers } from '../api/team-mutations';
import type { Team } from '../api/team-queries';
import type { PickedMember } from '../member-entries';
import { MemberPickerField } from './member-picker';

interface DialogProps {
  orgId: string;
  team: Team;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Rename a team (admins). */
export const RenameTeamDialog = dialogOf(RenameTeamForm, {
  title: 'Rename team',
  description: (props) =>
    `The new name shows wherever “${props.team.title}” does. Members and access stay as they are.`,
  size: 'small',
});

function RenameTeamForm(props: DialogProps) {
  const rename = useRenameTeam(props.orgId, props.team.id);
  const router = useRouter();
  const contract = useContractForm({
    defaultValues: { title: props.team.title },
    save: (values) => rename.mutateAsync(values.title.trim()),
    onSaved: (team) => {
      toast(`Renamed to “${team.title}”`);
      props.onOpenChange(false);
      // The breadcrumbs hold the title from the route's loader.
      void router.invalidate();
    },
  });
  const { form } = contract;
  return (
    <ContractForm
      of={contract}
      submit="Rename"
      pendingLabel="Renaming…"
      inDialog
      label="Rename team"
    >
      <form.AppField
        name="title"
        validators={{
          onChange: validateWith(TeamUpdateRules.properties.title, {
            required: true,
            label: 'Title',
          }),
        }}
      >
        {(field) => <field.TextField label="Title" autoFocus />}
      </form.AppField>
    </ContractForm>
  );
}

/** `/add/2` (an entry that matches nobody after all) belongs to the picker. */
const addMembersFieldOf = (path: readonly string[]) => (path[0] === 'add' ? 'members' : undefined);

/** Add members to a team, picked by name or pasted as a list of emails: one request for all. */
export const AddMembersDialog = dialogOf(AddMembersForm, {
  title: (props) => `Add members to ${props.team.title}`,
  description:
    'They join as members; make some of them owners afterwards. Only people already in the organization can join a team.',
});

function AddMembersForm(props: DialogProps & { memberIds: ReadonlySet<string> }) {
  const update = useUpdateTeamMembers(props.orgId, props.team.id);
  const contract = useContractForm({
    defaultValues: { members: [] as PickedMember[] },
    save: (values) => update.mutateAsync({ add: values.members.map((member) => member.id) }),
    fieldOf: addMembersFieldOf,
    onSaved: (_nothing, values) => {
      toast(`Added ${plural(values.members.length, 'member', 'members')} to ${props.team.title}`, {
        description: values.members.map((member) => member.displayName).join(', '),
      });
      props.onOpenChange(false);
    },
  });
  const { form } = contract;
  return (
    <ContractForm
      of={contract}
      submit="Add members"
      pendingLabel="Adding…"
      inDialog
      label="Add members"
    >
      <form.AppField
        name="members"
        validators={{
          onSubmit: ({ value }) => (value.length === 0 ? 'Choose at least one member.' : undefined),
          onChange: validateWith(TeamMembersUpdateRules.properties.add, { label: 'Members' }),
        }}
      >
        {() => (
          <MemberPickerField
            orgId={props.orgId}
            label="Members to add"
            hint="Search by name or email, or paste emails separated by commas, spaces or lines."
            exclude={props.memberIds}
            autoFocus
          />
        )}
      </form.AppField>
    </ContractForm>
  );
}
