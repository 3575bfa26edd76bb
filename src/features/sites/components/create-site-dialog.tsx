import { dialogOf } from '@/components/form/form-dialog';
import { ContractForm } from '@/components/form/contract-form';
import { SiteCreateRules } from '@/api/form-rules.gen';
import { useContractForm } from '@/components/form/use-contract-form';
import { formStyles } from '@/components/ui/form-styles';
import { toast } from '@/components/ui/toast';
import { cx } from '@/lib/class-names';
import { validateWith } from '@/lib/forms/check-rule';
import { useCreateSite } from '../api/site-mutations';
import type { SiteType, SiteVisibility } from '../api/site-queries';
import { siteTypes, visibilityChoices } from '../site-forms';
import styles from './create-site-dialog.module.css';

const titleRule = SiteCreateRules.properties.title;

export interface SpaceOption {
  id: string;
  title: string;
}

/** Create a site: title, type, visibility and the spaces it starts with. */
export const CreateSiteDialog = dialogOf(CreateSiteForm, {
  title: 'New site',
  description:
    'A site publishes spaces. It starts unpublished: nobody outside the organization sees it until you publish it.',
});

function CreateSiteForm(props: {
  orgId: string;
  onOpenChange: (open: boolean) => void;
  spaces: readonly SpaceOption[];
  onCreated: (siteId: string) => void;
}) {
  const create = useCreateSite(props.orgId);
  const contract = useContractForm({
    defaultValues: {
      title: '',
      type: 'basic' as SiteType,
      visibility: 'public' as SiteVisibility,
      spaces: [] as string[],
    },
    save: (values) => create.mutateAsync({ ...values, title: values.title.trim() }),
    onSaved: (site) => {
      toast(`Created “${site.title}”`);
      props.onOpenChange(false);
      props.onCreated(site.id);
    },
  });
  const { form } = contract;

  return (
    <ContractForm of={contract} submit="Create site" pendingLabel="Creating…" inDialog>
      <form.AppField
        name="title"
        validators={{ onChange: validateWith(titleRule, { required: true, label: 'Title' }) }}
      >
        {(field) => <field.TextField label="Title" autoFocus />}
      </form.AppField>
      <div className={styles.grid}>
        <form.AppField name="type">
          {(field) => (
            <field.SelectField
              label="Type"
              options={siteTypes.map((value) => ({ value, label: value }))}
            />
          )}
        </form.AppField>
        <form.AppField name="visibility">
          {(field) => <field.SelectField label="Visibility" options={visibilityChoices} />}
        </form.AppField>
      </div>
      <form.Field name="spaces">
        {(field) => (
          <fieldset className={formStyles.fieldset}>
            <legend className={formStyles.label}>Spaces</legend>
            {props.spaces.length === 0 ? (
              <p className={formStyles.hint}>The organization has no spaces yet.</p>
            ) : (
              <ul className={cx('plain-list', styles.spaces)}>
                {props.spaces.map((space) => (
                  <li key={space.id} className={formStyles.checkbox}>
                    <label>
                      <input
                        type="checkbox"
                        checked={field.state.value.includes(space.id)}
                        onChange={(event) =>
                          field.handleChange((list) =>
                            event.target.checked
                              ? [...list, space.id]
                              : list.filter((id) => id !== space.id),
                          )
                        }
                      />{' '}
                      {space.title}
                    </label>
                  </li>
                ))}
              </ul>
            )}
          </fieldset>
        )}
      </form.Field>
    </ContractForm>
  );
}
