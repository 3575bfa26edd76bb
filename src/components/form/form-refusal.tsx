import { FieldError } from '@/components/ui/field';

/** Why the server refused a save, when it names no single field; read out as it appears. */
export function FormRefusal(props: { message: string | undefined }) {
  return <FieldError message={props.message} />;
}
