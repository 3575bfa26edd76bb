import { Field } from '../../../components/ui/field';

/** The API token input of the connect form and of the re-authentication dialog. */
export function TokenField(props: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  return (
    <Field label="API token" error={props.error}>
      {(control) => (
        <input
          {...control}
          className="input"
          type="password"
          autoComplete="off"
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
