import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { FormRefusal } from '@/components/form/form-refusal';
import { useContractForm } from '@/components/form/use-contract-form';
import { Button } from '@/components/ui/button';
import { CardGroup } from '@/components/ui/card';
import { formStyles } from '@/components/ui/form-styles';
import { Notice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';
import { toast } from '@/components/ui/toast';
import { useUpdateOrganization } from '../api/organization-mutations';
import { organizationQueries } from '../api/organization-queries';
import { useCallerRole } from '../caller-role';
import { buildUpdate, settingsFieldOf, toSettingsValues } from '../settings-form';
import { InviteLinksSection } from './invite-links-section';
import {
  AccessSection,
  ChangeRequestsSection,
  FeaturesSection,
  GeneralSection,
} from './settings-sections';

/**
 * Every field of the organization update. Each field checks the contract's rules before
 * sending; a 400 lands next to the field its pointer names; whatever the person typed stays in
 * the form on any failure.
 */
export function OrganizationSettings(props: { orgId: string }) {
  const { data: org } = useSuspenseQuery(organizationQueries.detail(props.orgId));
  const callerRole = useCallerRole(org);
  const update = useUpdateOrganization(props.orgId);
  const router = useRouter();
  const readOnly = !org.permissions.admin;

  const { form, formProps, refusal } = useContractForm({
    defaultValues: toSettingsValues(org),
    save: async (values) => {
      const body = buildUpdate(org, values);
      return Object.keys(body).length === 0 ? undefined : update.mutateAsync(body);
    },
    fieldOf: settingsFieldOf,
    onSaved: (saved) => {
      if (!saved) {
        toast('Nothing to save', { description: 'No setting was changed.', tone: 'info' });
        return;
      }
      form.reset(toSettingsValues(saved));
      toast('Settings saved', { description: `${saved.title} was updated.` });
      // Loaders hold the title for the breadcrumbs; run them again against the updated cache.
      void router.invalidate();
    },
  });

  return (
    <>
      <PageHeader title="Settings" description={`Settings of ${org.title}`} />
      {readOnly ? (
        <Notice>Only organization admins can change settings. Your role: {callerRole}.</Notice>
      ) : null}
      <form {...formProps} aria-label="Organization settings">
        <fieldset className={formStyles.group} disabled={readOnly}>
          <CardGroup>
            <GeneralSection form={form} org={org} readOnly={readOnly} />
            <AccessSection form={form} org={org} readOnly={readOnly} />
            <FeaturesSection form={form} org={org} readOnly={readOnly} />
            <ChangeRequestsSection form={form} org={org} readOnly={readOnly} />
          </CardGroup>
        </fieldset>
        <FormRefusal message={refusal} />
        <div className={formStyles.actions}>
          <form.AppForm>
            <form.SubmitButton pendingLabel="Saving…" disabled={readOnly}>
              Save settings
            </form.SubmitButton>
          </form.AppForm>
          <form.Subscribe selector={(state) => state.isSubmitting}>
            {(submitting) => (
              <Button disabled={readOnly || submitting} onClick={() => form.reset()}>
                Discard changes
              </Button>
            )}
          </form.Subscribe>
        </div>
      </form>
      <InviteLinksSection orgId={props.orgId} readOnly={readOnly} />
    </>
  );
}
