import { formStyles } from '@/components/ui/form-styles';

/**
 * A row's role select, named for the person it changes. While the table's notice holds this
 * row's refusal, the select is marked invalid and described by it.
 */
export function RowRoleSelect<V extends string>(props: {
  label: string;
  value: V;
  choices: readonly { value: V; label: string }[];
  pending: boolean;
  refusal: { invalid: true | undefined; describedBy: string | undefined };
  onChange: (value: V) => void;
}) {
  return (
    <select
      aria-label={props.label}
      aria-invalid={props.refusal.invalid}
      aria-describedby={props.refusal.describedBy}
      className={formStyles.control}
      value={props.value}
      disabled={props.pending}
      onChange={(event) => {
        const choice = props.choices.find((option) => option.value === event.target.value);
        if (choice) props.onChange(choice.value);
      }}
    >
      {props.choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </select>
  );
}
