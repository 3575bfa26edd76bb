import { useSuspenseQuery } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { isClaimKind } from '@/api/visitor-schema-rules';
import { FormRefusal } from '@/components/form/form-refusal';
import { useContractForm } from '@/components/form/use-contract-form';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SelectField } from '@/components/ui/select-field';
import { formStyles } from '@/components/ui/form-styles';
import { toast } from '@/components/ui/toast';
import { cx } from '@/lib/class-names';
import { useSaveAdaptiveSchema } from '../api/site-mutations';
import { siteQueries } from '../api/site-queries';
import {
  claimKindChoices,
  claimProblem,
  itemsOfKind,
  newClaimDraft,
  parseSchemaText,
  schemaDrafts,
  schemaText,
  type ClaimDraft,
} from '../visitor-schema';
import styles from './visitor-schema-editor.module.css';
import { TemplateConditions } from './template-conditions';

interface SchemaValues {
  claims: ClaimDraft[];
  json: string;
}

/**
 * The visitor schema of adaptive content: a form of claims (signed and unsigned; a boolean, a
 * string with optional allowed values, a number, a list or a group of claims) and the same
 * schema as JSON, checked as draft-07 by the API's own rule. A group's own claims are edited in
 * the JSON, which keeps them as they are while the form edits the rest. Both edit one draft: a
 * change to the claims rewrites the JSON, and JSON that parses rewrites the claims. Saving sends
 * it whole. Below, the template conditions the claims give.
 */
export function VisitorSchemaEditor(props: { orgId: string; siteId: string; canManage: boolean }) {
  const { data: saved } = useSuspenseQuery(siteQueries.adaptiveSchema(props.orgId, props.siteId));
  const save = useSaveAdaptiveSchema(props.orgId, props.siteId);
  const initialClaims = saved ? schemaDrafts(saved.jsonSchema) : [];
  const { form, formProps, refusal } = useContractForm<SchemaValues, unknown>({
    defaultValues: { claims: initialClaims, json: schemaText(initialClaims) },
    save: async ({ json }) => {
      // The JSON field's own check passed, so it parses.
      const parsed = parseSchemaText(json);
      if (parsed.ok) await save.mutateAsync(parsed.schema);
    },
    // The API names the schema's places under /jsonSchema: the JSON view shows them.
    fieldOf: (path) => (path[0] === 'jsonSchema' ? 'json' : undefined),
    onSaved: () => toast('Visitor schema saved'),
  });

  const recheckClaims = () => void form.validateArrayFieldsStartingFrom('claims', 0, 'change');
  const claimsChanged = () => {
    form.setFieldValue('json', schemaText(form.getFieldValue('claims')), {
      dontRunListeners: true,
    });
    recheckClaims();
  };
  const jsonChanged = (text: string) => {
    const parsed = parseSchemaText(text);
    if (!parsed.ok) return;
    form.setFieldValue('claims', schemaDrafts(parsed.schema), { dontRunListeners: true });
    recheckClaims();
  };
  // A claim's check looks at the others too (two claims of one name).
  const claimCheck = (index: number, part: 'name' | 'description' | 'values') => () => {
    const claims = form.getFieldValue('claims');
    const claim = claims[index];
    const problem = claim ? claimProblem(claim, claims) : undefined;
    return problem?.field === part ? problem.message : undefined;
  };

  // What the claim's kind adds: a string's allowed values, a list's item kind, a group's note.
  const kindDetails = (index: number, claim: ClaimDraft | undefined) => {
    const label = `Claim ${index + 1}`;
    switch (claim?.kind) {
      case 'string':
        return (
          <form.AppField
            name={`claims[${index}].values`}
            validators={{ onChange: claimCheck(index, 'values') }}
            listeners={{ onChange: claimsChanged }}
          >
            {(field) => (
              <field.TextField
                label={`${label} allowed values`}
                hint="Separated by commas; empty for any text."
                disabled={!props.canManage}
              />
            )}
          </form.AppField>
        );
      case 'array':
        return (
          <form.Field name={`claims[${index}].items`} listeners={{ onChange: claimsChanged }}>
            {(field) => {
              const type = field.state.value?.['type'];
              return (
                <SelectField
                  label={`${label} item kind`}
                  value={isClaimKind(type) ? type : 'string'}
                  options={claimKindChoices}
                  disabled={!props.canManage}
                  onChange={(kind) => field.handleChange(itemsOfKind(kind))}
                />
              );
            }}
          </form.Field>
        );
      case 'object':
        return (
          <p className="muted">
            {Object.keys(claim.properties ?? {}).length} claims in the group: edit them in the JSON
            below.
          </p>
        );
      default:
        return null;
    }
  };

  return (
    <Card title="Visitor schema">
      <p className="muted">
        {saved
          ? 'Claims about each visitor that conditions can test. Unsigned claims are set by the visitor without a signature.'
          : 'The site has no visitor schema yet. Add claims and save to create one.'}
      </p>
      <form {...formProps}>
        <form.Field name="claims" mode="array">
          {(claimsField) => (
            <>
              {claimsField.state.value.length === 0 ? <p>No claims yet.</p> : null}
              <ul className={cx('plain-list', styles.claims)}>
                {claimsField.state.value.map((_, index) => (
                  <li key={index} className={formStyles.row}>
                    {(['name', 'description'] as const).map((part) => (
                      <form.AppField
                        key={part}
                        name={`claims[${index}].${part}`}
                        validators={{ onChange: claimCheck(index, part) }}
                        listeners={{ onChange: claimsChanged }}
                      >
                        {(field) => (
                          <field.TextField
                            label={`Claim ${index + 1} ${part}`}
                            disabled={!props.canManage}
                          />
                        )}
                      </form.AppField>
                    ))}
                    <form.AppField
                      name={`claims[${index}].kind`}
                      listeners={{ onChange: claimsChanged }}
                    >
                      {(field) => (
                        <field.SelectField
                          label={`Claim ${index + 1} kind`}
                          options={claimKindChoices}
                          disabled={!props.canManage}
                        />
                      )}
                    </form.AppField>
                    {/* The array field does not redraw when one claim's kind changes: watch it. */}
                    <form.Subscribe selector={(state) => state.values.claims[index]}>
                      {(claim) => kindDetails(index, claim)}
                    </form.Subscribe>
                    <form.Field
                      name={`claims[${index}].unsigned`}
                      listeners={{ onChange: claimsChanged }}
                    >
                      {(field) => (
                        <label className={formStyles.checkbox}>
                          <input
                            type="checkbox"
                            checked={field.state.value}
                            disabled={!props.canManage}
                            onChange={(event) => field.handleChange(event.target.checked)}
                          />{' '}
                          Unsigned
                        </label>
                      )}
                    </form.Field>
                    {props.canManage ? (
                      <Button
                        variant="ghost"
                        size="small"
                        onClick={() => {
                          claimsField.removeValue(index);
                          claimsChanged();
                        }}
                      >
                        <Trash2 aria-hidden="true" size={14} /> Remove claim {index + 1}
                      </Button>
                    ) : null}
                  </li>
                ))}
              </ul>
              {props.canManage ? (
                <Button
                  size="small"
                  className={styles.addClaim}
                  onClick={() => {
                    const count = claimsField.state.value.length;
                    claimsField.pushValue(newClaimDraft(count + 1));
                    claimsChanged();
                  }}
                >
                  <Plus aria-hidden="true" size={14} /> Add claim
                </Button>
              ) : null}
            </>
          )}
        </form.Field>
        <form.AppField
          name="json"
          validators={{
            onChange: ({ value }) => {
              const parsed = parseSchemaText(value);
              return parsed.ok ? undefined : parsed.problem;
            },
          }}
          listeners={{ onChange: ({ value }) => jsonChanged(value) }}
        >
          {(field) => (
            <field.TextAreaField
              label="Schema as JSON"
              rows={12}
              spellCheck={false}
              readOnly={!props.canManage}
            />
          )}
        </form.AppField>
        <FormRefusal message={refusal} />
        {props.canManage ? (
          <div className={formStyles.actions}>
            <form.AppForm>
              <form.SubmitButton pendingLabel="Saving…">Save visitor schema</form.SubmitButton>
            </form.AppForm>
          </div>
        ) : null}
      </form>
      <TemplateConditions orgId={props.orgId} siteId={props.siteId} />
    </Card>
  );
}
