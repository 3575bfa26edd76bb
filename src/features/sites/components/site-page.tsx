import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import type { components } from '@/api/schema.gen';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DialogActions, DialogFrame } from '@/components/ui/dialog-frame';
import { FieldError } from '@/components/ui/field';
import { PageHeader } from '@/components/ui/page-header';
import { SelectField, type SelectOption } from '@/components/ui/select-field';
import { SaveButton, SubmitButton } from '@/components/ui/submit-button';
import { SwitchField } from '@/components/ui/switch-field';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast';
import { errorMessage, isApiError } from '@/lib/api-error';
import { useDeleteSite, useSetPublished, useUpdateSite } from '../api/site-mutations';
import { siteQueries, type Site, type SiteStructure } from '../api/site-queries';
import {
  audienceSentence,
  basenameProblem,
  proxyProblem,
  siteConstraints,
  titleProblem,
  visibilityChoices,
  visibilityLabels,
} from '../site-forms';
import { SitePreview } from './site-preview';
import { SiteAsk, SiteSearch } from './site-search';
import { SiteStructureEditor } from './site-structure-editor';
import { VisitorSchemaEditor } from './visitor-schema-editor';

type SiteUpdate = components['schemas']['SiteUpdate'];

/** One site: who can see it (Publish), its settings, its structure, and delete. */
export function SitePage(props: {
  orgId: string;
  siteId: string;
  canManage: boolean;
  onDeleted: () => void;
}) {
  const { data: site } = useSuspenseQuery(siteQueries.detail(props.orgId, props.siteId));
  const { data: structure } = useSuspenseQuery(siteQueries.structure(props.orgId, props.siteId));
  return (
    <>
      <PageHeader
        title={site.title}
        description={
          <>
            <span className="badge">{visibilityLabels[site.visibility]}</span>{' '}
            <span className={site.published ? 'status status-on' : 'status status-off'}>
              {site.published ? 'Published' : 'Unpublished'}
            </span>
          </>
        }
        actions={
          <Link
            to="/orgs/$orgId/sites/$siteId/integrations"
            params={{ orgId: props.orgId, siteId: site.id }}
            className={buttonClass('secondary')}
          >
            Integrations
          </Link>
        }
      />
      <PublishPanel orgId={props.orgId} site={site} canManage={props.canManage} />
      <SiteStructureEditor
        orgId={props.orgId}
        siteId={site.id}
        structure={structure}
        canManage={props.canManage}
      />
      <VisitorSchemaEditor orgId={props.orgId} siteId={site.id} canManage={props.canManage} />
      <SitePreview orgId={props.orgId} site={site} />
      <SiteSearch orgId={props.orgId} siteId={site.id} />
      <SiteAsk orgId={props.orgId} siteId={site.id} />
      {props.canManage ? (
        <>
          <SiteSettingsForm key={site.id} orgId={props.orgId} site={site} structure={structure} />
          <DeleteSitePanel orgId={props.orgId} site={site} onDeleted={props.onDeleted} />
        </>
      ) : (
        <p className="notice">Only admins can change a site.</p>
      )}
    </>
  );
}

function PublishPanel(props: { orgId: string; site: Site; canManage: boolean }) {
  const setPublished = useSetPublished(props.orgId, props.site.id);
  const { site } = props;
  return (
    <Card title="Publication">
      <SwitchField
        label="Publish"
        description={audienceSentence(site.visibility, site.published)}
        checked={site.published}
        disabled={!props.canManage || setPublished.isPending}
        onCheckedChange={(published) =>
          setPublished.mutate(published, {
            onSuccess: (next) =>
              toast(next.published ? `Published “${next.title}”` : `Unpublished “${next.title}”`),
            onError: (error) =>
              toast(published ? 'The site was not published' : 'The site was not unpublished', {
                description: errorMessage(error),
                tone: 'error',
              }),
          })
        }
      />
      {site.urls.published ? (
        <p>
          Published at{' '}
          <a href={site.urls.published} target="_blank" rel="noreferrer">
            {site.urls.published}
          </a>
        </p>
      ) : (
        <p className="muted">It has no public address while unpublished.</p>
      )}
    </Card>
  );
}

interface SettingsValues {
  title: string;
  visibility: Site['visibility'];
  basename: string;
  proxy: string;
  adaptiveContent: boolean;
  agentsContext: Site['agentsContext'];
  defaultSiteSection: string;
  defaultSiteSpace: string;
}

type SettingsField = keyof SettingsValues;
const settingsFields: readonly SettingsField[] = [
  'title',
  'visibility',
  'basename',
  'proxy',
  'adaptiveContent',
  'agentsContext',
  'defaultSiteSection',
  'defaultSiteSpace',
];

/** The proxy as typed: the API answers it as origin and target URLs. */
function proxyText(site: Site): string {
  return site.proxy ? site.proxy.target.replace(/^https?:\/\//, '') : '';
}

interface Choice {
  id: string;
  title: string;
  isDefault: boolean;
}

/** The sections and site spaces the defaults can be chosen from. */
function structureChoices(structure: SiteStructure): { sections: Choice[]; siteSpaces: Choice[] } {
  const sections: Choice[] = [];
  const siteSpaces: Choice[] = [];
  const visit = (items: SiteStructure['structure'], sectionTitle?: string) => {
    for (const item of items) {
      if (item.object === 'site-space')
        siteSpaces.push({
          id: item.id,
          title: sectionTitle ? `${sectionTitle} › ${item.title}` : item.title,
          isDefault: item.default,
        });
      else if (item.object === 'site-section') {
        sections.push({ id: item.id, title: item.title, isDefault: item.default });
        visit(item.siteSpaces, item.title);
      } else visit(item.children);
    }
  };
  visit(structure.structure);
  return { sections, siteSpaces };
}

/** A section or a site space to choose; disabled, with a word saying so, when there is none. */
function ChoiceField(props: {
  label: string;
  none: string;
  error: string | undefined;
  value: string;
  choices: readonly Choice[];
  onChange: (id: string) => void;
}) {
  return (
    <SelectField
      label={props.label}
      error={props.error}
      value={props.value}
      disabled={props.choices.length === 0}
      options={
        props.choices.length === 0
          ? [{ value: '', label: props.none }]
          : props.choices.map((choice) => ({ value: choice.id, label: choice.title }))
      }
      onChange={props.onChange}
    />
  );
}

const agentsChoices: SelectOption<Site['agentsContext']>[] = [
  { value: 'included', label: 'Agents can read it' },
  { value: 'excluded', label: 'Agents cannot read it' },
];

function SiteSettingsForm(props: { orgId: string; site: Site; structure: SiteStructure }) {
  const update = useUpdateSite(props.orgId, props.site.id);
  const choices = structureChoices(props.structure);
  const initial: SettingsValues = {
    title: props.site.title,
    visibility: props.site.visibility,
    basename: props.site.basename,
    proxy: proxyText(props.site),
    adaptiveContent: props.site.adaptiveContent.enabled,
    agentsContext: props.site.agentsContext,
    defaultSiteSection: choices.sections.find((s) => s.isDefault)?.id ?? '',
    defaultSiteSpace:
      choices.siteSpaces.find((s) => s.isDefault && s.id)?.id ?? choices.siteSpaces[0]?.id ?? '',
  };
  const [values, setValues] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<SettingsField | 'form', string>>>({});
  const set = <K extends SettingsField>(key: K, value: SettingsValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      title: titleProblem(values.title),
      basename: basenameProblem(values.basename),
      proxy: proxyProblem(values.proxy),
    };
    const clientErrors = Object.fromEntries(
      Object.entries(found).filter(([, message]) => message !== undefined),
    );
    setErrors(clientErrors);
    if (Object.keys(clientErrors).length > 0) return;
    // Only what changed is sent, so a stale field never overwrites someone else's edit.
    const body: SiteUpdate = {};
    if (values.title !== saved.title) body.title = values.title.trim();
    if (values.visibility !== saved.visibility) body.visibility = values.visibility;
    if (values.basename !== saved.basename) body.basename = values.basename;
    if (values.proxy !== saved.proxy) body.proxy = values.proxy === '' ? null : values.proxy;
    if (values.adaptiveContent !== saved.adaptiveContent)
      body.adaptiveContent = { enabled: values.adaptiveContent };
    if (values.agentsContext !== saved.agentsContext) body.agentsContext = values.agentsContext;
    if (values.defaultSiteSection !== saved.defaultSiteSection && values.defaultSiteSection)
      body.defaultSiteSection = values.defaultSiteSection;
    if (values.defaultSiteSpace !== saved.defaultSiteSpace && values.defaultSiteSpace)
      body.defaultSiteSpace = values.defaultSiteSpace;
    if (Object.keys(body).length === 0) {
      toast('Nothing to save', { tone: 'info' });
      return;
    }
    update.mutate(body, {
      onSuccess: () => {
        setSaved(values);
        toast('Site settings saved');
      },
      onError: (error) => {
        const message = errorMessage(error);
        const field =
          isApiError(error) && error.status === 400
            ? settingsFields.find((name) => message.includes(name))
            : undefined;
        setErrors(field ? { [field]: message } : { form: message });
      },
    });
  };

  return (
    <Card title="Settings">
      <form onSubmit={submit} noValidate>
        <TextField
          label="Title"
          error={errors.title}
          value={values.title}
          onChange={(title) => set('title', title)}
        />
        <div className="grid-2">
          <SelectField
            label="Visibility"
            hint="Who can see the site while it is published."
            value={values.visibility}
            options={visibilityChoices}
            onChange={(visibility) => set('visibility', visibility)}
          />
          <SelectField
            label="Agents"
            hint="Whether AI agents may read the site."
            value={values.agentsContext}
            options={agentsChoices}
            onChange={(agentsContext) => set('agentsContext', agentsContext)}
          />
          <TextField
            label="Basename"
            error={errors.basename}
            hint={`The path after the hostname; letters, digits, - and _, at most ${siteConstraints.basenameMax}.`}
            value={values.basename}
            onChange={(basename) => set('basename', basename)}
          />
          <TextField
            label="Proxy"
            error={errors.proxy}
            hint="A host and a path, such as docs.example.com/help. Empty removes the proxy."
            value={values.proxy}
            onChange={(proxy) => set('proxy', proxy)}
          />
          <ChoiceField
            label="Default section"
            none="No sections"
            error={errors.defaultSiteSection}
            value={values.defaultSiteSection}
            choices={choices.sections}
            onChange={(id) => set('defaultSiteSection', id)}
          />
          <ChoiceField
            label="Default site space"
            none="No site spaces"
            error={errors.defaultSiteSpace}
            value={values.defaultSiteSpace}
            choices={choices.siteSpaces}
            onChange={(id) => set('defaultSiteSpace', id)}
          />
        </div>
        <SwitchField
          label="Adaptive content"
          description="Show or hide content by what the visitor schema says about each visitor."
          checked={values.adaptiveContent}
          onCheckedChange={(checked) => set('adaptiveContent', checked)}
        />
        <FieldError message={errors.form} />
        <div className="form-actions">
          <SaveButton pending={update.isPending} />
        </div>
      </form>
    </Card>
  );
}

/** Deleting a site cannot be undone, so the person types its title to confirm. */
function DeleteSitePanel(props: { orgId: string; site: Site; onDeleted: () => void }) {
  const remove = useDeleteSite(props.orgId, props.site.id);
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const matches = typed.trim() === props.site.title;
  return (
    <Card title="Delete the site">
      <p>The site and its structure are deleted for good. Its spaces stay.</p>
      <DialogFrame
        trigger={
          <button type="button" className="button button-danger">
            Delete site…
          </button>
        }
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setTyped('');
        }}
        size="small"
        title={`Delete “${props.site.title}”?`}
        description="This cannot be undone. Type the site’s title to confirm."
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!matches) return;
            remove.mutate(undefined, {
              onSuccess: () => {
                setOpen(false);
                toast(`Deleted “${props.site.title}”`);
                props.onDeleted();
              },
              onError: (error) =>
                toast('The site was not deleted', {
                  description: errorMessage(error),
                  tone: 'error',
                }),
            });
          }}
        >
          <TextField label="Site title" value={typed} onChange={setTyped} autoFocus />
          <DialogActions>
            <SubmitButton tone="danger" disabled={!matches || remove.isPending}>
              Delete site
            </SubmitButton>
          </DialogActions>
        </form>
      </DialogFrame>
    </Card>
  );
}
