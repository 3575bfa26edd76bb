// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { FormFields } from './form-fields';
import { useFieldContext, useShownError } from './form-hook';
import { useContractForm } from './use-contract-form';

afterEach(cleanup);

/** A control of its own: a counter that reads and writes its field through the context. */
function Counter() {
  const field = useFieldContext<number>();
  const error = useShownError();
  return (
    <p>
      <button
        type="button"
        onClick={() => {
          field.handleChange(field.state.value + 1);
          field.handleBlur();
        }}
      >
        Add one
      </button>
      <output aria-label="Count">{field.state.value}</output>
      {error ? <span role="alert">{error}</span> : null}
    </p>
  );
}

function CountForm() {
  const { form, formProps } = useContractForm({
    defaultValues: { title: 'Guides', count: 0 },
    save: async () => true,
  });
  return (
    <form {...formProps} aria-label="Counts">
      <FormFields
        form={form}
        fields={[
          { kind: 'text', name: 'title', label: 'Title' },
          {
            kind: 'custom',
            name: 'count',
            check: ({ value }: { value: number }) =>
              value > 1 ? 'Count may be 1 at the most.' : undefined,
            render: () => <Counter />,
          },
        ]}
      />
    </form>
  );
}

describe('FormFields', () => {
  it('renders a custom entry in its place, bound to its field and checked on each change', async () => {
    const user = userEvent.setup();
    render(<CountForm />);
    expect(screen.getByLabelText('Title')).toHaveValue('Guides');
    const add = screen.getByRole('button', { name: 'Add one' });
    await user.click(add);
    expect(screen.getByLabelText('Count')).toHaveTextContent('1');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(add);
    expect(screen.getByLabelText('Count')).toHaveTextContent('2');
    expect(await screen.findByRole('alert')).toHaveTextContent('Count may be 1 at the most.');
  });
});
