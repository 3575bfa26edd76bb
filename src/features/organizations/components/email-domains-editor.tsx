import { useId, useState } from 'react';
import { useFieldContext, useShownError } from '@/components/form/form-hook';
import { Button } from '@/components/ui/button';
import { Chip, Chips } from '@/components/ui/chips';
import { FieldError } from '@/components/ui/field';
import { formStyles } from '@/components/ui/form-styles';
import { cx } from '@/lib/class-names';
import { emailDomainProblem } from '../email-domains';
import styles from './email-domains-editor.module.css';

/**
 * The organization's email domains as one field of the settings form: removable chips, and an
 * input that checks each domain against the contract's rule before it joins the list.
 */
export function EmailDomainsEditor(props: { disabled: boolean }) {
  const field = useFieldContext<string[]>();
  const domains = field.state.value;
  const listError = useShownError();
  const id = useId();
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string>();
  const add = () => {
    const domain = draft.trim().toLowerCase();
    const problem = emailDomainProblem(domain, domains);
    // On a problem the typed text stays so the person can fix it.
    setDraftError(problem);
    if (problem) return;
    field.handleChange([...domains, domain]);
    setDraft('');
  };
  const errorId = `${id}-error`;
  const listErrorId = `${id}-list-error`;
  const describedBy = [draftError ? errorId : null, listError ? listErrorId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <fieldset
      className={formStyles.fieldset}
      aria-describedby={listError ? listErrorId : undefined}
    >
      <legend className={formStyles.label}>Email domains</legend>
      <p className={formStyles.hint}>
        People with a verified email address at these domains can join.
      </p>
      {domains.length > 0 ? (
        <Chips label="Email domains" className={styles.chips}>
          {domains.map((domain) => (
            <Chip
              key={domain}
              name={domain}
              disabled={props.disabled}
              onRemove={() => field.handleChange(domains.filter((item) => item !== domain))}
            />
          ))}
        </Chips>
      ) : (
        <p className={cx('muted', styles.empty)}>No email domains.</p>
      )}
      <div className={formStyles.inline}>
        <label htmlFor={id} className="visually-hidden">
          Add an email domain
        </label>
        <input
          id={id}
          className={formStyles.control}
          placeholder="example.com"
          value={draft}
          disabled={props.disabled}
          aria-invalid={Boolean(draftError ?? listError)}
          aria-describedby={describedBy || undefined}
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
        <Button disabled={props.disabled} onClick={add}>
          Add domain
        </Button>
      </div>
      <FieldError id={errorId} message={draftError} />
      <FieldError id={listErrorId} message={listError} />
    </fieldset>
  );
}
