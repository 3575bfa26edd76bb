import { contractField, contractSelect } from '@/components/form/contract-field';
import { FormFields } from '@/components/form/form-fields';
import { SettingsCard } from '@/components/form/contract-form';
import { useRef } from 'react';
import { SiteUpdateRules } from '@/api/form-rules.gen';
import { useContractForm } from '@/components/form/use-contract-form';
import type { SelectOption } from '@/components/ui/select-field';
import { toast } from '@/components/ui/toast';
import { useUpdateSite } from '../api/site-mutations';
import type { Site, SiteStructure } from '../api/site-queries';
import { visibilityLabels } from '../site-forms';
import {
  settingsChanges,
  settingsOf,
  structureChoices,
  type Choice,
  type SettingsValues,
} from '../site-settings';
import styles from './site-settings-form.module.css';

const rules = SiteUpdateRules.properties;

/** The choices of a default: disabled, with a word saying so, when there is none. */
function choiceOptions(choices: readonly Choice[], none: string): SelectOption<string>[] {
  return choices.length === 0
    ? [{ value: '', label: none }]
    : choices.map((choice) => ({ value: choice.id, label: choice.title }));
}

/**
 * The site's settings: title, who can see it, agents, basename and proxy, the default section
 * and site space, adaptive content. Only what changed is sent; the contract's rules are checked
 * before sending, and a refusal lands next to its field with the input kept.
 */
export function SiteSettingsForm(props: { orgId: string; site: Site; structure: SiteStructure }) {
  const update = useUpdateSite(props.orgId, props.site.id);
  const choices = structureChoices(props.structure);
  const defaults = [
    {
      name: 'defaultSiteSection',
      label: 'Default section',
      none: 'No sections',
      choices: choices.sections,
    },
    {
      name: 'defaultSiteSpace',
      label: 'Default site space',
      none: 'No site spaces',
      choices: choices.siteSpaces,
    },
  ] as const;
  const initial = settingsOf(props.site, props.structure);
  // What the server has from this form: the base that "what changed" is measured against.
  const saved = useRef<SettingsValues>(initial);
  const contract = useContractForm({
    defaultValues: initial,
    save: async (values) => {
      const body = settingsChanges(values, saved.current);
      if (Object.keys(body).length === 0) return false;
      await update.mutateAsync(body);
      return true;
    },
    onSaved: (changed, values) => {
      if (!changed) {
        toast('Nothing to save', { tone: 'info' });
        return;
      }
      saved.current = values;
      toast('Site settings saved');
    },
  });
  const { form } = contract;

  return (
    <SettingsCard
      of={contract}
      fields={[contractField(rules, 'title', { label: 'Title', required: true })]}
    >
      <div className={styles.grid}>
        <FormFields
          form={form}
          fields={[
            contractSelect(rules, 'visibility', {
              label: 'Visibility',
              hint: 'Who can see the site while it is published.',
              labels: visibilityLabels,
            }),
            contractSelect(rules, 'agentsContext', {
              label: 'Agents',
              hint: 'Whether AI agents may read the site.',
              labels: { included: 'Agents can read it', excluded: 'Agents cannot read it' },
            }),
            contractField(rules, 'basename', {
              label: 'Basename',
              hint: `The path after the hostname: ${rules.basename.minLength} to ${rules.basename.maxLength} letters, digits, - and _.`,
              required: true,
              messages: { pattern: 'Basename may only have letters, digits, - and _.' },
            }),
            contractField(rules, 'proxy', {
              label: 'Proxy',
              hint: 'A host and a path, such as docs.example.com/help. Empty removes the proxy.',
              messages: {
                pattern: 'Proxy must be a host and a path, such as docs.example.com/help.',
              },
            }),
            ...defaults.map((choice) => ({
              kind: 'select' as const,
              name: choice.name,
              label: choice.label,
              disabled: choice.choices.length === 0,
              options: choiceOptions(choice.choices, choice.none),
            })),
          ]}
        />
      </div>
      <FormFields
        form={form}
        fields={[
          {
            kind: 'switch',
            name: 'adaptiveContent',
            label: 'Adaptive content',
            description: 'Show or hide content by what the visitor schema says about each visitor.',
          },
        ]}
      />
    </SettingsCard>
  );
}
