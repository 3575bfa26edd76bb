// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute, type RenderedRoute } from '@/test/render-route';

let rendered: RenderedRoute | undefined;
afterEach(() => {
  rendered?.cleanup();
  rendered = undefined;
  window.localStorage.clear();
});

const french = '/orgs/org_acme/translations/translation_handbook_fr';

describe('A translation', () => {
  it('shows its runs, the translated space and the instructions', async () => {
    rendered = await renderRoute(french);
    await screen.findByRole('heading', { level: 1, name: 'Engineering Handbook → French (fr)' });
    const runs = screen.getByRole('region', { name: 'Runs' });
    expect(within(runs).getByText('Finished runs').nextSibling).toHaveTextContent('3');
    expect(within(runs).getByText('All runs').nextSibling).toHaveTextContent(/^7 pages/);
    // The stats count seconds, as on the platform.
    expect(within(runs).getByText('All runs').nextSibling).toHaveTextContent(/in 22 s$/);
    expect(await screen.findByRole('link', { name: 'Engineering Handbook (FR)' })).toHaveAttribute(
      'href',
      '/orgs/org_acme/spaces/space_handbook_fr',
    );
    expect(screen.getByRole('textbox', { name: 'Instructions' })).toHaveTextContent(
      'Keep product names, commands and code in English.',
    );
  });

  it('runs again: queued at once, and nothing more while it waits', async () => {
    rendered = await renderRoute(french);
    const { user } = rendered;
    await screen.findByRole('heading', { level: 1, name: /Engineering Handbook → French/ });
    const run = screen.getByRole('button', { name: 'Run again' });
    await user.click(run);
    expect(await screen.findByText('Queued')).toBeInTheDocument();
    expect(screen.getByText(/starts in about \d+ s: 0 pages/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Run again' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Run again' })).toHaveAccessibleDescription(
      'A run is already queued or under way.',
    );
  });

  it('saves instructions for the next run and starts none', async () => {
    rendered = await renderRoute(french);
    const { user, backend } = rendered;
    await screen.findByRole('heading', { level: 1, name: /Engineering Handbook → French/ });
    const save = screen.getByRole('button', { name: 'Save instructions' });
    expect(save).toBeDisabled();
    await user.click(screen.getByRole('textbox', { name: 'Instructions' }));
    await user.paste('Address the reader as “vous”.');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect((await screen.findAllByText('Instructions saved'))[0]).toBeInTheDocument();
    const stored = backend.store.state.translations.find(
      (translation) => translation.id === 'translation_handbook_fr',
    );
    expect(JSON.stringify(stored?.instructions)).toContain('Address the reader as “vous”.');
    expect(screen.getByText('Completed', { exact: true })).toBeInTheDocument();
    expect(screen.queryByText('Queued')).not.toBeInTheDocument();
  });

  it('says why it cannot run again once the source space is deleted', async () => {
    rendered = await renderRoute(french);
    const { user, backend } = rendered;
    await screen.findByRole('heading', { level: 1, name: /Engineering Handbook → French/ });
    const deleted = await backend.request('/v1/spaces/space_handbook', {
      method: 'DELETE',
      token: 'demo-admin',
    });
    expect(deleted.status).toBe(204);
    await user.click(screen.getByRole('button', { name: 'Run again' }));
    // The toast, and the live region that reads it out.
    expect((await screen.findAllByText('Could not run again'))[0]).toBeInTheDocument();
    expect(screen.getAllByText(/restore it to translate it again/)[0]).toBeInTheDocument();
  });

  it('deletes after saying the translated space stays, and the space does stay', async () => {
    rendered = await renderRoute(french);
    const { user, backend } = rendered;
    await screen.findByRole('heading', { level: 1, name: /Engineering Handbook → French/ });
    await screen.findByRole('link', { name: 'Engineering Handbook (FR)' });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this translation?' });
    expect(confirm).toHaveTextContent(
      'The translated space stays: “Engineering Handbook (FR)” keeps its pages',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Delete translation' }));
    await screen.findByRole('heading', { level: 1, name: 'Translations' });
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: /Engineering Handbook → French/ })).toBeNull(),
    );
    expect(backend.store.state.spaces.some((space) => space.id === 'space_handbook_fr')).toBe(true);
  });

  it('says so when no translation has the id', async () => {
    rendered = await renderRoute('/orgs/org_acme/translations/translation_nope');
    expect(
      await screen.findByText(/No translation matches “translation_nope”/),
    ).toBeInTheDocument();
  });
});
