import { useEditorPeople } from './editor-people';
import type { TableDefinition } from './table-editor';
import styles from './table-editor.module.css';

/*
 * One cell of a `table` block per column kind (platform-values §2.6): text, number and
 * checkbox fields; a select column's options; a users column's people when the editor knows
 * them; a rating within the column's max. Files, references, images and any value a cell
 * cannot edit are shown as they are, and the grid never writes them, so they are saved
 * unchanged.
 */

type Json = Record<string, unknown>;

/** A cell's value in words (for the cells this grid does not edit, and the read-only view). */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.map(cellText).join(', ');
  if (typeof value === 'object') {
    const record = value as Json;
    if (typeof record.kind === 'string') {
      const target = Object.entries(record).find(([key]) => key !== 'kind')?.[1];
      return `${record.kind}: ${typeof target === 'string' ? target : ''}`;
    }
    if ('ref' in record) return cellText(record.ref);
  }
  return JSON.stringify(value);
}

interface Choice {
  value: string;
  label: string;
}

/** The options of a select column (an option without a value is skipped). */
function selectChoices(definition: TableDefinition): Choice[] {
  const options = Array.isArray(definition.options) ? (definition.options as Json[]) : [];
  return options.flatMap((option) =>
    typeof option.value === 'string'
      ? [{ value: option.value, label: typeof option.label === 'string' ? option.label : '' }]
      : [],
  );
}

/** The chosen values of a choice cell, or undefined for a value it cannot hold. */
function chosenOf(value: unknown): string[] | undefined {
  if (value === undefined || value === null) return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value;
  return undefined;
}

/** A cell's value in words, with the names of options and people where they are known. */
export function cellTextFor(
  definition: TableDefinition,
  value: unknown,
  people?: readonly { id: string; name: string }[],
): string {
  const chosen = chosenOf(value);
  const choices =
    definition.type === 'select'
      ? selectChoices(definition)
      : definition.type === 'users'
        ? people?.map((person) => ({ value: person.id, label: person.name }))
        : undefined;
  if (!choices || !chosen) return cellText(value);
  return chosen
    .map((item) => choices.find((choice) => choice.value === item)?.label || item)
    .join(', ');
}

export function CellView(props: { definition: TableDefinition; value: unknown }) {
  const people = useEditorPeople();
  return <>{cellTextFor(props.definition, props.value, people)}</>;
}

/**
 * A select or users cell: one choice in a list, or several as checkboxes. Values that are not
 * among the choices (an option removed since, a person who left) stay chosen and shown.
 */
function ChoiceCell(props: {
  label: string;
  multiple: boolean;
  choices: Choice[];
  chosen: string[];
  onChange: (value: string[]) => void;
}) {
  const { chosen } = props;
  const unknown = chosen.filter((item) => !props.choices.some((c) => c.value === item));
  const all = [...props.choices, ...unknown.map((item) => ({ value: item, label: item }))];
  if (!props.multiple && chosen.length <= 1) {
    return (
      <select
        aria-label={props.label}
        className={styles.input}
        value={chosen[0] ?? ''}
        onChange={(event) => props.onChange(event.target.value ? [event.target.value] : [])}
      >
        <option value="">—</option>
        {all.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label || choice.value}
          </option>
        ))}
      </select>
    );
  }
  return (
    <fieldset className={styles.choices}>
      <legend className="visually-hidden">{props.label}</legend>
      {all.map((choice) => (
        <label key={choice.value} className={styles.choice}>
          <input
            type="checkbox"
            checked={chosen.includes(choice.value)}
            onChange={(event) =>
              props.onChange(
                event.target.checked
                  ? [...chosen, choice.value]
                  : chosen.filter((item) => item !== choice.value),
              )
            }
          />
          {choice.label || choice.value}
        </label>
      ))}
    </fieldset>
  );
}

/** A rating: a whole number from 0 to the column's max, drawn as stars beside the field. */
function RatingCell(props: {
  max: unknown;
  value: number | null | undefined;
  label: string;
  onChange: (value: number | null) => void;
}) {
  const max = typeof props.max === 'number' && props.max >= 1 ? Math.floor(props.max) : 5;
  const stars = Math.max(0, Math.min(max, Math.round(props.value ?? 0)));
  return (
    <span className={styles.rating}>
      <input
        aria-label={`${props.label} (0 to ${max})`}
        type="number"
        min={0}
        max={max}
        step={1}
        className={styles.input}
        value={props.value ?? ''}
        onChange={(event) => {
          const typed = event.target.value;
          const number = Math.round(Number(typed));
          if (typed === '') props.onChange(null);
          else if (Number.isFinite(number)) props.onChange(Math.max(0, Math.min(max, number)));
        }}
      />
      <span aria-hidden className={styles.stars}>
        {'★'.repeat(stars)}
        {'☆'.repeat(max - stars)}
      </span>
    </span>
  );
}

export function CellInput(props: {
  definition: TableDefinition;
  value: unknown;
  label: string;
  onChange: (value: unknown) => void;
}) {
  const { definition, value, label } = props;
  const people = useEditorPeople();
  const chosen = chosenOf(value);
  if (definition.type === 'text') {
    return (
      <input
        aria-label={label}
        className={styles.input}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => props.onChange(event.target.value)}
      />
    );
  }
  if (definition.type === 'number') {
    return (
      <input
        aria-label={label}
        type="number"
        className={styles.input}
        value={typeof value === 'number' ? value : ''}
        onChange={(event) =>
          props.onChange(event.target.value === '' ? null : Number(event.target.value))
        }
      />
    );
  }
  if (definition.type === 'checkbox') {
    return (
      <input
        aria-label={label}
        type="checkbox"
        checked={value === true}
        onChange={(event) => props.onChange(event.target.checked)}
      />
    );
  }
  if (definition.type === 'rating' && (value == null || typeof value === 'number')) {
    return (
      <RatingCell max={definition.max} value={value} label={label} onChange={props.onChange} />
    );
  }
  const choices =
    definition.type === 'select'
      ? selectChoices(definition)
      : definition.type === 'users' && people
        ? people.map((person) => ({ value: person.id, label: person.name }))
        : undefined;
  if (choices && chosen) {
    return (
      <ChoiceCell
        label={label}
        multiple={definition.multiple === true}
        choices={choices}
        chosen={chosen}
        onChange={props.onChange}
      />
    );
  }
  return <span>{cellTextFor(definition, value, people)}</span>;
}
