// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { findHeading, renderRoute, type RenderedRoute } from '@/test/render-route';

let rendered: RenderedRoute | undefined;
afterEach(() => rendered?.cleanup());

async function openDialog(path: string, heading: string | RegExp, button: string, name: string) {
  rendered = await renderRoute(path);
  await findHeading(heading);
  await rendered.user.click(screen.getByRole('button', { name: button }));
  return { ...rendered, dialog: await screen.findByRole('dialog', { name }) };
}

const options = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent?.trim());

describe('Move…', () => {
  it('asks for another place, then moves the space last into the chosen collection', async () => {
    const { user, backend, dialog } = await openDialog(
      '/orgs/org_acme/spaces/space_glossary',
      /Glossary/,
      'Move…',
      'Move “Glossary”',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(
      await within(dialog).findByText('It is already there. Choose another place.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(options(within(dialog).getByLabelText('Collection'))).toContain('Company'),
    );
    await user.selectOptions(within(dialog).getByLabelText('Collection'), '\u2003Company');
    expect(within(dialog).queryByText('It is already there. Choose another place.')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await screen.findByText('“Glossary” moved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const glossary = backend.store.state.spaces.find((space) => space.id === 'space_glossary');
    expect(glossary?.parentId).toBe('collection_company');
  });

  it('does not offer a collection a place inside itself', async () => {
    const { dialog } = await openDialog(
      '/orgs/org_acme/collections/collection_engineering',
      'Engineering',
      'Move…',
      'Move “Engineering”',
    );
    const select = within(dialog).getByLabelText('Collection');
    await waitFor(() => expect(options(select)).toContain('Company'));
    expect(options(select)).not.toContain('Engineering');
    expect(options(select)).not.toContain('Platform');
  });

  it('keeps the choice when the move fails', async () => {
    const { user, backend, dialog } = await openDialog(
      '/orgs/org_acme/spaces/space_glossary',
      /Glossary/,
      'Move…',
      'Move “Glossary”',
    );
    const select = within(dialog).getByLabelText('Collection');
    await waitFor(() => expect(options(select)).toContain('Company'));
    await user.selectOptions(select, '\u2003Company');
    backend.backend.setFaults({ latencyMs: 0, errorRate: 1, status: 503 });
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/./);
    expect(select).toHaveValue('collection_company');
  });
});

describe('Transfer…', () => {
  it('asks for the organization, then opens the space in it', async () => {
    const { user, dialog, router } = await openDialog(
      '/orgs/org_acme/spaces/space_glossary',
      /Glossary/,
      'Transfer…',
      'Transfer “Glossary”',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(
      await within(dialog).findByText('Choose the organization to transfer it to.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Collection there (optional)')).toBeDisabled();
    await user.selectOptions(within(dialog).getByLabelText('Organization'), 'Globex Community');
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Collection there (optional)')).toBeEnabled(),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(
      await screen.findByText('“Glossary” now belongs to Globex Community'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(/^\/orgs\/org_globex\/spaces\//),
    );
  });
});
