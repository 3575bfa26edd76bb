import { TextField } from '@/components/ui/text-field';

/** The API token input of the connect form and of the re-authentication dialog. */
export function TokenField(props: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  return (
    <TextField
      label="API token"
      error={props.error}
      type="password"
      autoComplete="off"
      value={props.value}
      onChange={props.onChange}
    />
  );
}
