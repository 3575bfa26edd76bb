import { useId, useState } from 'react';
import { FieldError } from '@/components/ui/field';
import { formStyles } from '@/components/ui/form-styles';
import { formatNumber } from '@/lib/format';
import type { Selection } from '../configuration-form';
import styles from './installation-form.module.css';

export interface ChoiceOption {
  id: string;
  title: string;
}

/** The two answers to "which ones", in the order they are offered. */
const selectionChoices: readonly Selection[] = ['all', 'selected'];

/** At most this many checkboxes at once: an organization may have thousands of spaces. */
const shownLimit = 50;

/**
 * Which spaces (or sites) an installation covers: all of them, or those ticked. A filter
 * narrows a long list; what is ticked stays ticked when it is filtered out.
 */
export function SelectionField(props: {
  legend: string;
  noun: { one: string; many: string };
  selection: Selection;
  onSelectionChange: (selection: Selection) => void;
  selected: readonly string[];
  onSelectedChange: (selected: string[]) => void;
  options: readonly ChoiceOption[];
  error: string | undefined;
}) {
  const id = useId();
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLowerCase();
  const matching = needle
    ? props.options.filter((option) => option.title.toLowerCase().includes(needle))
    : props.options;
  const shown = matching.slice(0, shownLimit);
  const chosen = new Set(props.selected);
  const toggle = (optionId: string, on: boolean) =>
    props.onSelectedChange(
      on ? [...props.selected, optionId] : props.selected.filter((item) => item !== optionId),
    );
  return (
    <fieldset
      className={formStyles.fieldset}
      aria-describedby={props.error ? `${id}-error` : undefined}
    >
      <legend className={formStyles.label}>{props.legend}</legend>
      <div className={styles.radios}>
        {selectionChoices.map((choice) => (
          <label key={choice} className={styles.choice}>
            <input
              type="radio"
              name={`${id}-selection`}
              checked={props.selection === choice}
              onChange={() => props.onSelectionChange(choice)}
            />
            {choice === 'all'
              ? `All ${props.noun.many}, including new ones`
              : `Only the ${props.noun.many} ticked below (${formatNumber(props.selected.length)})`}
          </label>
        ))}
      </div>
      {props.selection === 'selected' ? (
        <>
          {props.options.length > 8 ? (
            <input
              type="search"
              className={formStyles.control}
              aria-label={`Filter the ${props.noun.many}`}
              placeholder={`Filter ${props.noun.many} by title`}
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
            />
          ) : null}
          {props.options.length === 0 ? (
            <p className={formStyles.hint}>The organization has no {props.noun.many} yet.</p>
          ) : (
            <ul className={styles.options} aria-label={`${props.legend} to cover`}>
              {shown.map((option) => (
                <li key={option.id}>
                  <label className={styles.choice}>
                    <input
                      type="checkbox"
                      checked={chosen.has(option.id)}
                      onChange={(event) => toggle(option.id, event.target.checked)}
                    />
                    {option.title}
                  </label>
                </li>
              ))}
            </ul>
          )}
          {matching.length > shown.length ? (
            <p className={formStyles.hint}>
              Showing {formatNumber(shown.length)} of {formatNumber(matching.length)}{' '}
              {props.noun.many}: filter by title to find the others.
            </p>
          ) : null}
        </>
      ) : null}
      <FieldError id={`${id}-error`} message={props.error} />
    </fieldset>
  );
}
