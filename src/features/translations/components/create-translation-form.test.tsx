// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute, type RenderedRoute } from '@/test/render-route';

let rendered: RenderedRoute | undefined;
afterEach(() => {
  rendered?.cleanup();
  rendered = undefined;
});

async function openForm() {
  rendered = await renderRoute('/orgs/org_acme/translations/new');
  await screen.findByRole('heading', { level: 1, name: 'New translation' });
  return rendered;
}

describe('New translation', () => {
  it('prefills the source language, estimates the first run, and creates the translation', async () => {
    const { user, backend } = await openForm();
    const create = screen.getByRole('button', { name: 'Create translation' });

    await user.click(create);
    expect(await screen.findByText('Choose the space to translate.')).toBeInTheDocument();
    expect(screen.getByText('Choose the language to translate into.')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Source space'), 'FAQ');
    expect(screen.getByLabelText('From language')).toHaveValue('fr');
    await user.selectOptions(screen.getByLabelText('Source space'), 'space_security');
    expect(screen.getByLabelText('From language')).toHaveValue('en');
    expect(
      await screen.findByText(
        /The first run translates 3 pages and 129 words, about 11 s from now/,
      ),
    ).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('To language'), 'English (en)');
    expect(
      screen.getByText('Choose a language other than the source’s (English (en)).'),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('To language'), 'Spanish (es)');
    await user.click(create);

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Security & Compliance → Spanish (es)',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Queued')).toBeInTheDocument();
    const created = backend.store.state.translations.find((t) => t.language === 'es');
    expect(created).toMatchObject({ sourceSpaceId: 'space_security', sourceLanguage: 'en' });
  });

  it('flags a duplicate next to the target language, links to it, and keeps the choices', async () => {
    const { user } = await openForm();
    await user.selectOptions(screen.getByLabelText('Source space'), 'Engineering Handbook');
    await user.selectOptions(screen.getByLabelText('To language'), 'French (fr)');
    await user.click(screen.getByRole('button', { name: 'Create translation' }));

    const to = screen.getByLabelText('To language');
    await waitFor(() =>
      expect(to).toHaveAccessibleDescription(/already has a translation into French/),
    );
    expect(to).toHaveValue('fr');
    expect(screen.getByLabelText('Source space')).toHaveValue('space_handbook');
    expect(screen.getByRole('link', { name: 'Open the existing translation' })).toHaveAttribute(
      'href',
      '/orgs/org_acme/translations/translation_handbook_fr',
    );

    // Choosing another language clears the message.
    await user.selectOptions(to, 'Italian (it)');
    expect(to).not.toHaveAccessibleDescription(/already has/);
  });

  it('does without an estimate when the server has none, and says so', async () => {
    const { user, backend } = await openForm();
    // The platform reads "estimate" as a translation id there.
    backend.server.use(
      http.get(`${backend.baseUrl}/v1/orgs/:org/translations/estimate`, () =>
        HttpResponse.json({ error: { code: 404, message: 'No translation' } }, { status: 404 }),
      ),
    );
    await user.selectOptions(screen.getByLabelText('Source space'), 'Runbooks');
    expect(await screen.findByText(/This server gives no estimate/)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('To language'), 'German (de)');
    await user.click(screen.getByRole('button', { name: 'Create translation' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Runbooks → German (de)' }),
    ).toBeInTheDocument();
  });

  it('keeps the input and shows a failed save above the button', async () => {
    const { user, backend } = await openForm();
    await user.selectOptions(screen.getByLabelText('Source space'), 'Glossary');
    await user.selectOptions(screen.getByLabelText('To language'), 'Korean (ko)');
    backend.backend.setFaults({ latencyMs: 0, errorRate: 1, status: 503 });
    await user.click(screen.getByRole('button', { name: 'Create translation' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').some((alert) => /./.test(alert.textContent ?? ''))).toBe(
        true,
      ),
    );
    expect(screen.getByLabelText('Source space')).toHaveValue('space_glossary');
    expect(screen.getByLabelText('To language')).toHaveValue('ko');
  });
});
