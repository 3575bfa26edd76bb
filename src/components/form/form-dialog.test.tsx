// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissAllToasts, Toaster } from '@/components/ui/toast';
import { contractField } from './contract-field';
import { FormDialog, useDialogForm } from './form-dialog';

afterEach(() => {
  cleanup();
  dismissAllToasts();
});

const rules = { title: { type: 'string', minLength: 2 } } as const;

function RenameDialog(props: {
  save: (values: { title: string }) => Promise<{ id: string }>;
  onClose: () => void;
}) {
  const contract = useDialogForm({
    onClose: props.onClose,
    defaultValues: { title: '' },
    save: props.save,
    confirm: (saved, values) => `Renamed ${saved.id} to ${values.title}`,
  });
  return (
    <FormDialog
      title="Rename"
      description="A new title."
      submit="Rename"
      of={contract}
      onClose={props.onClose}
      fields={[contractField(rules, 'title', { label: 'Title', required: true })]}
    />
  );
}

describe('FormDialog with useDialogForm', () => {
  it('shows the listed fields with their checks, then confirms a save and closes', async () => {
    const save = vi.fn().mockResolvedValue({ id: 'g1' });
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(
      <>
        <RenameDialog save={save} onClose={onClose} />
        <Toaster />
      </>,
    );

    await user.type(screen.getByLabelText('Title'), 'A');
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    expect(await screen.findByText('Title must be at least 2 characters.')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Title'), 'B');
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(save).toHaveBeenCalledWith({ title: 'AB' });
    // The confirmation is the app's toast, as a person sees it.
    expect(await screen.findByText('Renamed g1 to AB')).toBeInTheDocument();
  });
});
