// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { findHeading, renderRoute, type RenderedRoute } from '@/test/render-route';

let rendered: RenderedRoute | undefined;
afterEach(() => rendered?.cleanup());

async function openDialog(path: string) {
  rendered = await renderRoute(path, { token: 'demo-editor' });
  await rendered.user.click(await screen.findByRole('button', { name: 'New change request' }));
  return screen.findByRole('dialog', { name: 'New change request' });
}

describe('New change request', () => {
  it('checks the subject against the contract, keeping what was typed', async () => {
    const dialog = await openDialog('/orgs/org_acme/change-requests');
    const { user, backend } = rendered!;
    const before = backend.store.state.changeRequests.length;
    const create = within(dialog).getByRole('button', { name: 'Create change request' });
    const subject = within(dialog).getByLabelText('Subject');

    await user.click(create);
    expect(subject).toHaveAccessibleDescription(/Give the change request a subject\./);
    await waitFor(() => expect(subject).toHaveFocus());

    await user.type(subject, 'x'.repeat(101));
    expect(subject).toHaveAccessibleDescription(
      /Subject must be at most 100 characters \(it has 101\)\./,
    );
    expect(subject).toHaveAccessibleDescription(/101 of 100 characters/);
    await user.click(create);
    expect(subject).toHaveValue('x'.repeat(101));
    expect(backend.store.state.changeRequests).toHaveLength(before);
  });

  it('opens the request in the chosen space and shows it', async () => {
    const dialog = await openDialog('/orgs/org_acme/change-requests');
    const { user, backend } = rendered!;
    await user.selectOptions(within(dialog).getByLabelText('Space'), 'Engineering Handbook');
    await user.type(within(dialog).getByLabelText('Subject'), '  Explain the deploy freeze ');
    await user.click(within(dialog).getByRole('button', { name: 'Create change request' }));

    await findHeading('Explain the deploy freeze');
    expect(rendered!.router.state.location.pathname).toBe(
      '/orgs/org_acme/spaces/space_handbook/change-requests/13',
    );
    const created = backend.store.state.changeRequests.find((request) => request.number === 13);
    expect(created).toMatchObject({
      spaceId: 'space_handbook',
      subject: 'Explain the deploy freeze',
    });
  });

  it('in a space, names that space instead of asking for one', async () => {
    const dialog = await openDialog('/orgs/org_acme/spaces/space_handbook/change-requests');
    expect(within(dialog).queryByLabelText('Space')).not.toBeInTheDocument();
    expect(within(dialog).getByText('In Engineering Handbook.')).toBeInTheDocument();
  });

  it('keeps the input when the save fails, and says why above the form', async () => {
    const dialog = await openDialog('/orgs/org_acme/change-requests');
    const { user, backend } = rendered!;
    await user.type(within(dialog).getByLabelText('Subject'), 'Explain the deploy freeze');
    backend.backend.setFaults({ latencyMs: 0, errorRate: 1, status: 503 });
    await user.click(within(dialog).getByRole('button', { name: 'Create change request' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/./);
    expect(within(dialog).getByLabelText('Subject')).toHaveValue('Explain the deploy freeze');
    expect(screen.getByRole('dialog', { name: 'New change request' })).toBeInTheDocument();
  });
});
