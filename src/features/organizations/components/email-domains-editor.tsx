import { useId, useState } from 'react';
import { FieldError } from '@/components/ui/field';
import { validateEmailDomain } from '../settings-form';

/** A list of domains as removable chips, with an input that checks each domain on add. */
export function EmailDomainsEditor(props: {
  domains: string[];
  onChange: (domains: string[]) => void;
  error: string | undefined;
  disabled: boolean;
}) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string>();
  const add = () => {
    const domain = draft.trim().toLowerCase();
    const problem = validateEmailDomain(domain, props.domains);
    // On a problem the typed text stays so the person can fix it.
    setDraftError(problem);
    if (problem) return;
    props.onChange([...props.domains, domain]);
    setDraft('');
  };
  const errorId = `${id}-error`;
  const listError = props.error;
  return (
    <fieldset className="fieldset" aria-describedby={listError ? `${id}-list-error` : undefined}>
      <legend className="field-label">Email domains</legend>
      <p className="field-hint">People with a verified email address at these domains can join.</p>
      {props.domains.length > 0 ? (
        <ul className="chips" aria-label="Email domains">
          {props.domains.map((domain) => (
            <li key={domain} className="chip">
              <span>{domain}</span>
              <button
                type="button"
                className="chip-remove"
                aria-label={`Remove ${domain}`}
                disabled={props.disabled}
                onClick={() => props.onChange(props.domains.filter((item) => item !== domain))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">No email domains.</p>
      )}
      <div className="inline-form">
        <label htmlFor={id} className="visually-hidden">
          Add an email domain
        </label>
        <input
          id={id}
          className="input"
          placeholder="example.com"
          value={draft}
          disabled={props.disabled}
          aria-invalid={Boolean(draftError)}
          aria-describedby={draftError ? errorId : undefined}
          onChange={(event) => {
            setDraft(event.target.value);
            if (draftError) setDraftError(undefined);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              // Enter adds the domain instead of submitting the whole settings form.
              event.preventDefault();
              add();
            }
          }}
        />
        <button
          type="button"
          className="button button-secondary"
          disabled={props.disabled}
          onClick={add}
        >
          Add domain
        </button>
      </div>
      <FieldError id={errorId} message={draftError} />
      <FieldError id={`${id}-list-error`} message={listError} />
    </fieldset>
  );
}
