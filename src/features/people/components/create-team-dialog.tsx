import { dialogOf } from '@/components/form/form-dialog';
import { ContractForm } from '@/components/form/contract-form';
import { contractField } from '@/components/form/contract-field';
import { TeamCreateRules } from '@/api/form-rules.gen';
import { useContractForm } from '@/components/form/use-contract-form';
import { toast } from '@/components/ui/toast';
import { validateWith } from '@/lib/forms/check-rule';
import { plural } from '@/lib/format';
import { useApiMutation } from '@/lib/api-mutation';
import type { PickedMember } from '../member-entries';
import { MemberPickerField } from './member-picker';

const rules = TeamCreateRules.properties;

/** `/members/3` (a chosen id the backend refused) belongs to the picker. */
const createTeamFieldOf = (path: readonly string[]) =>
  path[0] === 'title' || path[0] === 'members' ? path[0] : undefined;

/** Create a team: its title and, optionally, its first members (who join as members). */
export const CreateTeamDialog = dialogOf(CreateTeamForm, {
  title: 'Create team',
  description:
    "A team gives a group of members the same access. You can add members now or later, and make some of them owners on the team's page.",
});

function CreateTeamForm(props: {
  orgId: string;
  onOpenChange: (open: boolean) => void;
  onCreated: (teamId: string) => void;
}) {
  const create = useApiMutation('put', '/v1/orgs/{organizationId}/teams', {
    params: { path: { organizationId: props.orgId } },
  });
  const contract = useContractForm({
    defaultValues: { title: '', members: [] as PickedMember[] },
    save: (values) =>
      create.mutateAsync({
        title: values.title.trim(),
        members: values.members.map((member) => member.id),
      }),
    fieldOf: createTeamFieldOf,
    onSaved: (team) => {
      toast(`Created “${team.title}”`, {
        description:
          team.members === 0
            ? 'It has no members yet.'
            : `${plural(team.members, 'member', 'members')}.`,
      });
      props.onOpenChange(false);
      props.onCreated(team.id);
    },
  });
  const { form } = contract;

  return (
    <ContractForm
      of={contract}
      submit="Create team"
      pendingLabel="Creating…"
      inDialog
      label="Create team"
      fields={[contractField(rules, 'title', { label: 'Title', required: true, autoFocus: true })]}
    >
      <form.AppField
        name="members"
        validators={{ onChange: validateWith(rules.members, { label: 'Members' }) }}
      >
        {() => (
          <MemberPickerField
            orgId={props.orgId}
            label="Members"
            hint="Search by name or email, or paste emails separated by commas, spaces or lines."
          />
        )}
      </form.AppField>
    </ContractForm>
  );
}
