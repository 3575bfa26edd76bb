// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { FormRefusal } from './form-refusal';
import { useContractForm } from './use-contract-form';

afterEach(cleanup);

function TitleForm(props: { save: (values: { title: string }) => Promise<unknown> }) {
  const { form, formProps, refusal } = useContractForm({
    defaultValues: { title: '' },
    save: props.save,
  });
  return (
    <form {...formProps} aria-label="Rename">
      <FormRefusal message={refusal} />
      <form.AppField name="title">{(field) => <field.TextField label="Title" />}</form.AppField>
      <form.AppForm>
        <form.SubmitButton>Save</form.SubmitButton>
      </form.AppForm>
    </form>
  );
}

describe('useContractForm', () => {
  it('puts a 400 that names a field next to it, and clears it once the field changes', async () => {
    const save = vi
      .fn()
      .mockRejectedValueOnce(new ApiError({ status: 400, message: '/title is already taken.' }))
      .mockResolvedValueOnce({});
    const user = userEvent.setup();
    render(<TitleForm save={save} />);
    await user.type(screen.getByLabelText('Title'), 'Guides');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Is already taken.')).toBeInTheDocument();
    const title = screen.getByLabelText('Title');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveValue('Guides');
    await waitFor(() => expect(title).toHaveFocus());

    await user.type(title, '!');
    expect(screen.queryByText('Is already taken.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenLastCalledWith({ title: 'Guides!' }));
  });

  it('keeps a refusal when the field is left unchanged, so nothing moves under the pointer', async () => {
    const save = vi
      .fn()
      .mockRejectedValue(new ApiError({ status: 400, message: '/title is already taken.' }));
    const user = userEvent.setup();
    render(<TitleForm save={save} />);
    await user.type(screen.getByLabelText('Title'), 'Guides');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Is already taken.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveFocus());

    // Leaving the field (as pressing Cancel does) is not acting on the refusal.
    await user.tab();
    expect(screen.getByLabelText('Title')).not.toHaveFocus();
    expect(screen.getByText('Is already taken.')).toBeInTheDocument();
  });

  it('shows any other failure above the form, keeping the input', async () => {
    const save = vi.fn().mockRejectedValue(new ApiError({ status: 409, message: 'It changed.' }));
    const user = userEvent.setup();
    render(<TitleForm save={save} />);
    await user.type(screen.getByLabelText('Title'), 'Guides');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('It changed.');
    expect(screen.getByLabelText('Title')).toHaveValue('Guides');
  });
});
