// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute, type RenderedRoute } from '@/test/render-route';

let rendered: RenderedRoute | undefined;
afterEach(() => {
  rendered?.cleanup();
  rendered = undefined;
});

async function openDialog() {
  rendered = await renderRoute('/orgs/org_acme/openapi');
  await rendered.user.click(await screen.findByRole('button', { name: 'Add specification' }));
  return { ...rendered, dialog: await screen.findByRole('dialog', { name: 'Add specification' }) };
}

describe('Add specification', () => {
  it('lower-cases the slug and checks it as it is typed, then adds and follows the spec', async () => {
    const { user, dialog, backend } = await openDialog();
    const slug = within(dialog).getByLabelText('Slug');

    await user.type(slug, 'Orders API');
    expect(slug).toHaveValue('orders api');
    expect(slug).toHaveAccessibleDescription(/Use letters, digits and single hyphens/);

    await user.clear(slug);
    await user.type(slug, 'Orders-API-');
    expect(slug).toHaveAccessibleDescription(/Use letters, digits and single hyphens/);
    await user.type(slug, 'v2');
    expect(slug).toHaveValue('orders-api-v2');
    expect(slug).not.toHaveAccessibleDescription(/Use letters/);

    const url = within(dialog).getByLabelText('URL');
    await user.type(url, 'ftp://files.acme.test/orders.yaml');
    await user.click(within(dialog).getByRole('button', { name: 'Add specification' }));
    expect(url).toHaveAccessibleDescription(/starts with http:\/\/ or https:\/\//);
    await user.clear(url);
    await user.type(url, 'https://api.acme.test/openapi/orders.yaml');
    await user.click(within(dialog).getByRole('button', { name: 'Add specification' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'orders-api-v2' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Processing…').length).toBeGreaterThan(0);
    expect(backend.store.state.openAPISpecs.some((spec) => spec.slug === 'orders-api-v2')).toBe(
      true,
    );
  });

  it('puts a taken slug next to its field and keeps what was typed', async () => {
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Slug'), 'Payments-API');
    await user.type(
      within(dialog).getByLabelText('URL'),
      'https://api.acme.test/openapi/payments/v9.yaml',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add specification' }));
    const slug = within(dialog).getByLabelText('Slug');
    await waitFor(() => expect(slug).toHaveAccessibleDescription(/is already used/));
    expect(slug).toHaveValue('payments-api');
    expect(within(dialog).getByLabelText('URL')).toHaveValue(
      'https://api.acme.test/openapi/payments/v9.yaml',
    );
  });

  it('adds a specification from an uploaded file, and says next to it why a file cannot be used', async () => {
    const { user, dialog, backend } = await openDialog();
    await user.type(within(dialog).getByLabelText('Slug'), 'orders-api');
    const file = within(dialog).getByLabelText('Or upload a file');
    const add = within(dialog).getByRole('button', { name: 'Add specification' });

    await user.upload(file, new File(['title: not a spec\n'], 'notes.yaml', { type: 'text/yaml' }));
    await waitFor(() =>
      expect(file).toHaveAccessibleDescription(/This is not an OpenAPI document/),
    );
    await user.upload(
      file,
      new File(['x'.repeat(2_000_001)], 'huge.json', { type: 'application/json' }),
    );
    await waitFor(() => expect(file).toHaveAccessibleDescription(/larger than 2 MB/));

    const document = 'openapi: 3.1.0\ninfo:\n  title: Orders\n  version: 1.0.0\npaths: {}\n';
    await user.upload(file, new File([document], 'orders.yaml', { type: 'text/yaml' }));
    await waitFor(() => expect(file).not.toHaveAccessibleDescription(/larger|not an OpenAPI/));
    await user.click(add);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'orders-api' }),
    ).toBeInTheDocument();
    const spec = backend.store.state.openAPISpecs.find((s) => s.slug === 'orders-api');
    expect(spec?.sourceText).toBe(document);
    expect(spec?.sourceURL).toBeUndefined();
    expect(screen.getByText('None: uploaded as a file')).toBeInTheDocument();
  });
});
