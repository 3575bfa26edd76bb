// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { findHeading, renderRoute, type RenderedRoute } from '@/test/render-route';

let rendered: RenderedRoute | undefined;
afterEach(() => rendered?.cleanup());

async function openDialog(button: 'New space' | 'New collection') {
  rendered = await renderRoute('/orgs/org_acme/content');
  await findHeading('Content');
  await rendered.user.click(screen.getByRole('button', { name: button }));
  return { ...rendered, dialog: await screen.findByRole('dialog', { name: button }) };
}

describe('New space', () => {
  it('checks the input against the contract first, then creates the space where asked', async () => {
    const { user, backend, dialog } = await openDialog('New space');
    const title = within(dialog).getByLabelText('Title');
    await user.type(title, '   ');
    await user.type(within(dialog).getByLabelText('Emoji'), 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Create space' }));
    expect(await within(dialog).findByText('Enter a title.')).toBeInTheDocument();
    expect(
      within(dialog).getByText('The emoji must be a single emoji, or left empty.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(title).toHaveFocus());

    await user.clear(title);
    await user.click(title);
    await user.paste('x'.repeat(51));
    expect(
      within(dialog).getByText('Title must be at most 50 characters (it has 51).'),
    ).toBeInTheDocument();

    await user.clear(title);
    await user.type(title, 'Support Playbook');
    await user.clear(within(dialog).getByLabelText('Emoji'));
    await user.type(within(dialog).getByLabelText('Emoji'), '🛟');
    await user.selectOptions(within(dialog).getByLabelText('Parent'), '\u2003Company');
    await user.selectOptions(within(dialog).getByLabelText('Language'), 'fr');
    await user.selectOptions(within(dialog).getByLabelText('Edit mode'), 'locked');
    await user.click(within(dialog).getByRole('button', { name: 'Create space' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Space “Support Playbook” created')).toBeInTheDocument();
    const space = backend.store.state.spaces.find((item) => item.title === 'Support Playbook');
    expect(space).toMatchObject({
      emoji: '🛟',
      parentId: 'collection_company',
      language: 'fr',
      editMode: 'locked',
    });
  });

  it('puts the backend’s refusal of a field next to it', async () => {
    const { user, backend, dialog } = await openDialog('New space');
    backend.server.use(
      http.post(`${backend.baseUrl}/v1/orgs/org_acme/spaces`, () =>
        HttpResponse.json(
          { error: { code: 'invalid_request', message: '/emoji is not an emoji we know.' } },
          { status: 400 },
        ),
      ),
    );
    await user.type(within(dialog).getByLabelText('Title'), 'Docs');
    await user.type(within(dialog).getByLabelText('Emoji'), '📘');
    await user.click(within(dialog).getByRole('button', { name: 'Create space' }));
    expect(await within(dialog).findByText('Is not an emoji we know.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Emoji')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Docs');
  });

  it('keeps what was typed when the save fails', async () => {
    const { user, backend, dialog } = await openDialog('New space');
    await user.type(within(dialog).getByLabelText('Title'), 'Docs');
    backend.backend.setFaults({ latencyMs: 0, errorRate: 1, status: 503 });
    await user.click(within(dialog).getByRole('button', { name: 'Create space' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/./);
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Docs');
  });
});

describe('New collection', () => {
  it('creates a collection at the top level', async () => {
    const { user, backend, dialog } = await openDialog('New collection');
    await user.click(within(dialog).getByRole('button', { name: 'Create collection' }));
    expect(await within(dialog).findByText('Enter a title.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Title'), 'Archive');
    await user.click(within(dialog).getByRole('button', { name: 'Create collection' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Collection “Archive” created')).toBeInTheDocument();
    const archive = backend.store.state.collections.find((item) => item.title === 'Archive');
    expect(archive?.parentId).toBeUndefined();
  });
});
