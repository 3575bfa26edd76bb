import { FormRefusal } from '@/components/form/form-refusal';
import { useContractForm } from '@/components/form/use-contract-form';
import type { SelectOption } from '@/components/ui/select-field';
import { toast } from '@/components/ui/toast';
import { validateWith } from '@/lib/forms/check-rule';
import { backendControl, type BackendFaults } from '../api/backend-control';
import styles from './faults-form.module.css';

const statusChoices: SelectOption<BackendFaults['status']>[] = [
  { value: 500, label: '500 Internal Server Error' },
  { value: 503, label: '503 Service Unavailable' },
  { value: 429, label: '429 Too Many Requests' },
];

const latencyRequired = validateWith(undefined, {
  required: true,
  messages: { required: 'Enter a latency in milliseconds (0 for none).' },
});
const errorRateRequired = validateWith(undefined, {
  required: true,
  messages: { required: 'Enter a share from 0 (never) to 1 (always).' },
});

/**
 * Latency and errors injected into every API call. The control endpoint is not part of the
 * contract, so it checks the ranges itself; its refusals name the field with a JSON pointer
 * like the platform's, and land next to it.
 */
export function FaultsForm(props: { faults: BackendFaults }) {
  const { form, formProps, refusal } = useContractForm({
    defaultValues: {
      latencyMs: String(props.faults.latencyMs),
      errorRate: String(props.faults.errorRate),
      status: props.faults.status,
    },
    save: (values) =>
      backendControl.setFaults({
        latencyMs: Number(values.latencyMs),
        errorRate: Number(values.errorRate),
        status: values.status,
      }),
    onSaved: (applied) => {
      form.reset({
        latencyMs: String(applied.latencyMs),
        errorRate: String(applied.errorRate),
        status: applied.status,
      });
      toast('Faults applied', {
        description:
          applied.errorRate > 0
            ? `${Math.round(applied.errorRate * 100)}% of requests now fail with ${applied.status}.`
            : 'Requests no longer fail on purpose.',
      });
    },
  });

  return (
    <form {...formProps} className={styles.faults}>
      <form.AppField name="latencyMs" validators={{ onChange: latencyRequired }}>
        {(field) => <field.TextField label="Latency (ms)" type="number" min={0} step={50} />}
      </form.AppField>
      <form.AppField name="errorRate" validators={{ onChange: errorRateRequired }}>
        {(field) => (
          <field.TextField label="Error rate (0 to 1)" type="number" min={0} max={1} step={0.1} />
        )}
      </form.AppField>
      <form.AppField name="status">
        {(field) => <field.SelectField label="Error status" options={statusChoices} />}
      </form.AppField>
      <FormRefusal message={refusal} />
      <form.AppForm>
        <form.SubmitButton pendingLabel="Applying…">Apply faults</form.SubmitButton>
      </form.AppForm>
    </form>
  );
}
