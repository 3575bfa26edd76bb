// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { TestBackend } from '@/backend/node';
import { findHeading, renderRoute, type RenderedRoute } from '@/test/render-route';

let rendered: RenderedRoute | undefined;
afterEach(() => rendered?.cleanup());

async function openGlossary(token?: string) {
  rendered = await renderRoute('/orgs/org_acme/spaces/space_glossary', token ? { token } : {});
  await findHeading(/Glossary/);
  return rendered;
}

const settings = () => screen.getByRole('form', { name: 'Space settings' });
const glossary = (backend: TestBackend) =>
  backend.store.state.spaces.find((space) => space.id === 'space_glossary');

describe('Space page', () => {
  it('saves changed settings, and the heading follows', async () => {
    const { user, backend } = await openGlossary();
    expect(screen.getAllByText(/Anyone with the address can read it/)).not.toEqual([]);
    const form = settings();
    const title = within(form).getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Terms');
    await user.selectOptions(within(form).getByLabelText('Edit mode'), 'locked');
    await user.selectOptions(within(form).getByLabelText('Merge rule type'), 'rules');
    await user.click(within(form).getByRole('button', { name: 'Add rule' }));
    await user.selectOptions(
      within(form).getByLabelText('Rule 1'),
      'require_one_of_specific_reviewers',
    );
    await user.type(within(form).getByLabelText('Add to reviewers for rule 1'), 'rhea');
    await user.click(await within(form).findByRole('option', { name: /Rhea Reviewer/ }));
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Space saved')).toBeInTheDocument();
    expect(await findHeading(/Terms/)).toBeInTheDocument();
    const saved = glossary(backend);
    expect(saved?.title).toBe('Terms');
    expect(saved?.editMode).toBe('locked');
    expect(saved?.mergeRules).toEqual({
      type: 'rules',
      rules: [{ rule: 'require_one_of_specific_reviewers', users: ['user_rhea'] }],
    });
  });

  it('shows bad input next to its field, keeps it, and sends nothing', async () => {
    const { user, backend } = await openGlossary();
    const writes: string[] = [];
    backend.server.events.on('request:start', ({ request }) => {
      if (request.method !== 'GET') writes.push(request.method);
    });
    const form = settings();
    const title = within(form).getByLabelText('Title');
    await user.clear(title);
    await user.type(title, '   ');
    await user.clear(within(form).getByLabelText('Emoji'));
    await user.type(within(form).getByLabelText('Emoji'), 'abc');
    await user.selectOptions(within(form).getByLabelText('Merge rule type'), 'rules');
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));

    expect(await within(form).findByText('Enter a title.')).toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(title).toHaveFocus());
    expect(
      within(form).getByText('The emoji must be a single emoji, or left empty.'),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText('Merge rule type')).toHaveAccessibleDescription(
      'Merge rules needs at least 1 item.',
    );
    expect(within(form).getByLabelText('Emoji')).toHaveValue('abc');
    expect(writes).toEqual([]);
  });

  it('puts the backend’s refusal of a field next to it', async () => {
    const { user, backend } = await openGlossary();
    backend.server.use(
      http.patch(`${backend.baseUrl}/v1/spaces/space_glossary`, () =>
        HttpResponse.json(
          { error: { code: 'invalid_request', message: '/title is already used by a space.' } },
          { status: 400 },
        ),
      ),
    );
    const title = within(settings()).getByLabelText('Title');
    await user.type(title, ' 2');
    await user.click(within(settings()).getByRole('button', { name: 'Save settings' }));
    expect(await within(settings()).findByText('Is already used by a space.')).toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveValue('Glossary 2');
  });

  it('keeps what was typed when the save fails', async () => {
    const { user, backend } = await openGlossary();
    const title = within(settings()).getByLabelText('Title');
    await user.type(title, ' of terms');
    backend.backend.setFaults({ latencyMs: 0, errorRate: 1, status: 503 });
    await user.click(within(settings()).getByRole('button', { name: 'Save settings' }));
    expect(await within(settings()).findByRole('alert')).toHaveTextContent(/./);
    expect(title).toHaveValue('Glossary of terms');
    expect(glossary(backend)?.title).toBe('Glossary');
  });

  it('says when nothing changed', async () => {
    const { user } = await openGlossary();
    await user.click(within(settings()).getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Nothing to save')).toBeInTheDocument();
  });

  it('deletes the space, back to the content, with Undo', async () => {
    const { user, backend, router } = await openGlossary();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orgs/org_acme/content'));
    expect(await screen.findByText('“Glossary” was deleted')).toBeInTheDocument();
    expect(glossary(backend)?.deletedAt).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('“Glossary” was restored')).toBeInTheDocument();
    expect(glossary(backend)?.deletedAt).toBeUndefined();
  });

  it('duplicates the space and opens the copy', async () => {
    const { user, router } = await openGlossary();
    await user.click(screen.getByRole('button', { name: 'Duplicate' }));
    expect(await screen.findByText(/created next to the original/)).toBeInTheDocument();
    await waitFor(() =>
      expect(router.state.location.pathname).not.toBe('/orgs/org_acme/spaces/space_glossary'),
    );
    expect(router.state.location.pathname).toMatch(/^\/orgs\/org_acme\/spaces\//);
  });

  it('shows a reader the space without a control that would change it', async () => {
    await openGlossary('demo-reader');
    expect(screen.getByText('Top level of the organization')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Space settings' })).toBeNull();
    for (const name of ['Delete', 'Transfer…', 'Move…', 'Duplicate'])
      expect(screen.queryByRole('button', { name })).toBeNull();
  });

  it('lists the links of the space, filtered by status in the URL', async () => {
    rendered = await renderRoute('/orgs/org_acme/spaces/space_api?tab=links');
    const { user, router } = rendered;
    const tabs = screen.getByRole('navigation', { name: 'Space sections' });
    expect(within(tabs).getByRole('link', { name: 'Links' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(tabs).getByRole('link', { name: 'Overview' })).not.toHaveAttribute(
      'aria-current',
    );
    const rows = () =>
      within(screen.getByRole('table', { name: 'Links of the space' })).getAllByRole('row');
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(screen.getByText('3 links', { exact: true })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), 'broken');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ status: 'broken' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows()[1]).toHaveTextContent('Rate limits');
  });

  it('names what each link embeds: pages, spaces, collections, people, files and addresses', async () => {
    rendered = await renderRoute('/orgs/org_acme/spaces/space_handbook?tab=links');
    const table = await screen.findByRole('table', { name: 'Links of the space' });
    for (const text of [
      'Authentication (page)',
      'Security & Compliance (space)',
      'Platform (collection)',
      'Ada Admin (user)',
      'architecture-diagram.png (file)',
      'Incident template (page)',
    ])
      expect(within(table).getByText(text)).toBeInTheDocument();
    expect(
      within(table).getByRole('link', { name: 'https://nodejs.org/en/download' }),
    ).toHaveAttribute('href', 'https://nodejs.org/en/download');
  });
});
