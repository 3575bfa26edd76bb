import { titledOptions } from '@/components/ui/select-field';
import { CircleCheck } from 'lucide-react';
import { SamlProviderCreateRules } from '@/api/form-rules.gen';
import type { MemberRole } from '@/api/schema.gen';
import { useFieldContext, useShownError } from '@/components/form/form-hook';
import { ContractForm } from '@/components/form/contract-form';
import { contractField } from '@/components/form/contract-field';
import { FormFields } from '@/components/form/form-fields';
import { useContractForm } from '@/components/form/use-contract-form';
import { dialogOf } from '@/components/form/form-dialog';
import { TextAreaField } from '@/components/ui/text-area-field';
import { toast } from '@/components/ui/toast';
import { useApiMutation } from '@/lib/api-mutation';
import type { SamlProvider } from '../api/sso-queries';
import {
  buildCreate,
  buildUpdate,
  certificateProblem,
  emptyProviderValues,
  providerValues,
  roleChoices,
  ssoUrlProblem,
  statusWords,
} from '../sso-form';
import styles from './sso.module.css';

const rules = SamlProviderCreateRules.properties;

/**
 * The certificate, checked while it is typed or pasted (not only once the field is left): a
 * truncated paste says so at once, and a whole certificate is confirmed.
 */
function CertificateField() {
  const field = useFieldContext<string>();
  const shown = useShownError();
  const value = field.state.value;
  const live = field.state.meta.errors.find((error): error is string => typeof error === 'string');
  const error = value.trim() === '' ? shown : live;
  const hint =
    value.trim() !== '' && !error ? (
      <span className={styles.certificateOk}>
        <CircleCheck size={14} aria-hidden="true" /> A whole certificate.
      </span>
    ) : (
      'The whole PEM block, from -----BEGIN CERTIFICATE----- to -----END CERTIFICATE-----, or its base64 body.'
    );
  return (
    <div className={styles.certificate}>
      <TextAreaField
        label="Certificate"
        name={field.name}
        rows={6}
        spellCheck={false}
        value={value}
        onChange={field.handleChange}
        onBlur={field.handleBlur}
        hint={hint}
        error={error}
      />
    </div>
  );
}

export interface ProviderDialogProps {
  orgId: string;
  /** The provider to edit; absent to register a new one. */
  provider?: SamlProvider;
  organizationDefaultRole: MemberRole;
  teams: readonly { id: string; title: string }[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Register an identity provider, or edit one: the same fields, checked the same way. */
export const ProviderDialog = dialogOf(ProviderForm, {
  title: (props) =>
    props.provider ? `Edit ${props.provider.label}` : 'Register identity provider',
  description:
    'Copy these from your identity provider. Until it has an SSO URL, an issuer and a certificate, a provider stays pending and nobody signs in with it.',
  size: 'wide',
});

function ProviderForm(props: ProviderDialogProps) {
  const { provider } = props;
  const organizationId = props.orgId;
  const create = useApiMutation('post', '/v1/orgs/{organizationId}/saml', {
    params: { path: { organizationId } },
  });
  const update = useApiMutation('patch', '/v1/orgs/{organizationId}/saml/{samlProviderId}', {
    params: { path: { organizationId, samlProviderId: provider?.id ?? '' } },
  });
  const contract = useContractForm({
    defaultValues: provider ? providerValues(provider) : emptyProviderValues(),
    save: async (values) => {
      if (!provider) return create.mutateAsync(buildCreate(values));
      const body = buildUpdate(provider, values);
      return Object.keys(body).length === 0 ? undefined : update.mutateAsync(body);
    },
    onSaved: (saved) => {
      if (!saved) {
        toast('Nothing to save', { description: 'No field was changed.', tone: 'info' });
        return;
      }
      toast(provider ? `Saved ${saved.label}` : `Registered ${saved.label}`, {
        description:
          saved.status === 'active'
            ? 'Active: members can sign in with it.'
            : `${statusWords(saved)}.`,
      });
      props.onOpenChange(false);
    },
  });
  const { form } = contract;
  const roleOptions = roleChoices(provider ? undefined : props.organizationDefaultRole);
  const teamOptions = titledOptions('No team', props.teams);

  return (
    <ContractForm
      of={contract}
      submit={provider ? 'Save provider' : 'Register provider'}
      pendingLabel="Saving…"
      inDialog
      label={provider ? `Edit ${provider.label}` : 'Register identity provider'}
      fields={[
        contractField(rules, 'label', {
          label: 'Label',
          hint: 'What members see on the sign-in page.',
          autoFocus: true,
          required: true,
        }),
        {
          kind: 'text',
          name: 'ssoURL',
          label: 'SSO URL',
          type: 'url',
          placeholder: 'https://idp.example.com/sso/saml',
          hint: "The identity provider's sign-in address (https).",
          check: ({ value }: { value: string }) => ssoUrlProblem(value),
        },
        contractField(rules, 'entityID', {
          label: 'Issuer',
          hint: "The identity provider's entity ID.",
        }),
        {
          kind: 'custom',
          name: 'certificate',
          check: ({ value }: { value: string }) => certificateProblem(value),
          render: () => <CertificateField />,
        },
      ]}
    >
      <div className={styles.columnsForm}>
        <FormFields
          form={form}
          fields={[
            {
              kind: 'select',
              name: 'defaultRole',
              label: 'Default role',
              hint: 'The role of people who join by signing in this way.',
              options: roleOptions,
            },
            {
              kind: 'select',
              name: 'defaultTeam',
              label: 'Default team',
              hint: 'The team they join, if any.',
              options: teamOptions,
            },
          ]}
        />
      </div>
    </ContractForm>
  );
}
