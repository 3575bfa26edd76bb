import { useSuspenseQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Card } from '@/components/ui/card';
import { FieldError } from '@/components/ui/field';
import { SaveButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-error';
import { useSaveAdaptiveSchema } from '../api/site-mutations';
import { siteQueries } from '../api/site-queries';
import {
  claimProblem,
  claimsToSchema,
  parseSchemaText,
  schemaToClaims,
  type Claim,
} from '../visitor-schema';

/**
 * The visitor schema of adaptive content: a form of boolean claims (signed and unsigned) and
 * the same schema as JSON, checked as draft-07 while typing. Both edit one draft; saving sends
 * it whole. Below, the template conditions the claims give, each with a copy button.
 */
export function VisitorSchemaEditor(props: { orgId: string; siteId: string; canManage: boolean }) {
  const { data: saved } = useSuspenseQuery(siteQueries.adaptiveSchema(props.orgId, props.siteId));
  const { data: conditions } = useSuspenseQuery(
    siteQueries.templateConditions(props.orgId, props.siteId),
  );
  const save = useSaveAdaptiveSchema(props.orgId, props.siteId);
  const initialClaims = saved ? schemaToClaims(saved.jsonSchema) : [];
  const [claims, setClaims] = useState<Claim[]>(initialClaims);
  const [jsonText, setJsonText] = useState(() =>
    JSON.stringify(claimsToSchema(initialClaims), null, 2),
  );
  const [jsonProblem, setJsonProblem] = useState<string>();
  const [serverError, setServerError] = useState<string>();
  const [showProblems, setShowProblems] = useState(false);
  const jsonId = useId();

  const updateClaims = (next: Claim[]) => {
    setClaims(next);
    setJsonText(JSON.stringify(claimsToSchema(next), null, 2));
    setJsonProblem(undefined);
    setServerError(undefined);
  };

  const onJsonChange = (text: string) => {
    setJsonText(text);
    setServerError(undefined);
    const parsed = parseSchemaText(text);
    if (parsed.ok) {
      setJsonProblem(undefined);
      setClaims(schemaToClaims(parsed.schema));
    } else setJsonProblem(parsed.problem);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShowProblems(true);
    const parsed = parseSchemaText(jsonText);
    if (!parsed.ok) {
      setJsonProblem(parsed.problem);
      return;
    }
    if (claims.some((claim) => claimProblem(claim, claims) !== undefined)) return;
    save.mutate(parsed.schema, {
      onSuccess: () => toast('Visitor schema saved'),
      onError: (error) => setServerError(errorMessage(error)),
    });
  };

  return (
    <Card title="Visitor schema">
      <p className="muted">
        {saved
          ? 'Claims about each visitor that conditions can test. Unsigned claims are set by the visitor without a signature.'
          : 'The site has no visitor schema yet. Add claims and save to create one.'}
      </p>
      <form onSubmit={submit} noValidate>
        {claims.length === 0 ? <p>No claims yet.</p> : null}
        <ul className="plain-list">
          {claims.map((claim, index) => {
            const problem = showProblems ? claimProblem(claim, claims) : undefined;
            const set = (patch: Partial<Claim>) =>
              updateClaims(claims.map((c, i) => (i === index ? { ...c, ...patch } : c)));
            return (
              <li key={index} className="field-row">
                <TextField
                  label={`Claim ${index + 1} name`}
                  error={problem?.field === 'name' ? problem.message : undefined}
                  value={claim.name}
                  disabled={!props.canManage}
                  onChange={(name) => set({ name })}
                />
                <TextField
                  label={`Claim ${index + 1} description`}
                  error={problem?.field === 'description' ? problem.message : undefined}
                  value={claim.description}
                  disabled={!props.canManage}
                  onChange={(description) => set({ description })}
                />
                <label className="checkbox-field">
                  <input
                    type="checkbox"
                    checked={claim.unsigned}
                    disabled={!props.canManage}
                    onChange={(event) => set({ unsigned: event.target.checked })}
                  />{' '}
                  Unsigned
                </label>
                {props.canManage ? (
                  <button
                    type="button"
                    className="button button-ghost button-small"
                    onClick={() => updateClaims(claims.filter((_, i) => i !== index))}
                  >
                    Remove claim {index + 1}
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
        {props.canManage ? (
          <button
            type="button"
            className="button button-secondary button-small"
            onClick={() =>
              updateClaims([
                ...claims,
                { name: `claim${claims.length + 1}`, description: '', unsigned: false },
              ])
            }
          >
            Add claim
          </button>
        ) : null}
        <div className="field">
          <label className="field-label" htmlFor={jsonId}>
            Schema as JSON
          </label>
          <textarea
            id={jsonId}
            className="input"
            rows={12}
            spellCheck={false}
            value={jsonText}
            readOnly={!props.canManage}
            aria-invalid={Boolean(jsonProblem ?? serverError)}
            aria-describedby={jsonProblem || serverError ? `${jsonId}-error` : undefined}
            onChange={(event) => onJsonChange(event.target.value)}
          />
          <FieldError id={`${jsonId}-error`} message={jsonProblem ?? serverError} />
        </div>
        {props.canManage ? (
          <div className="form-actions">
            <SaveButton pending={save.isPending}>Save visitor schema</SaveButton>
          </div>
        ) : null}
      </form>
      <h3>Template conditions</h3>
      {conditions.items.length === 0 ? (
        <p className="muted">Conditions appear here once the schema has claims.</p>
      ) : (
        <ul className="plain-list">
          {conditions.items.map((item) => (
            <li key={item.condition}>
              <code>{item.condition}</code> — {item.description}{' '}
              <button
                type="button"
                className="button button-ghost button-small"
                aria-label={`Copy ${item.condition}`}
                onClick={() =>
                  void navigator.clipboard.writeText(item.condition).then(
                    () => toast('Condition copied', { tone: 'info' }),
                    () =>
                      toast('Could not copy', {
                        description: 'Select the condition and copy it by hand.',
                        tone: 'error',
                      }),
                  )
                }
              >
                Copy
              </button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
