// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, type RenderedRoute } from '@/test/render-route';

let rendered: RenderedRoute | undefined;
afterEach(() => {
  rendered?.cleanup();
  rendered = undefined;
  vi.useRealTimers();
});

const spec = (slug: string) => `/orgs/org_acme/openapi/${slug}`;
const versions = () => screen.findByRole('list', { name: /^Versions \(\d+\), newest first$/ });

describe('A specification', () => {
  it('lists every error of a failed processing with its code, and keeps the last good version', async () => {
    rendered = await renderRoute(spec('billing-api'));
    await screen.findByRole('heading', { level: 1, name: 'billing-api' });
    expect(screen.getAllByText('Error: could not parse').length).toBeGreaterThan(0);
    const panel = screen.getByRole('region', { name: 'Errors of the last processing' });
    const errors = within(panel).getAllByRole('listitem');
    expect(errors).toHaveLength(2);
    for (const error of errors)
      expect(error.querySelector('code')?.textContent).toMatch(/^[A-Z_]+$/);
    expect(panel).toHaveTextContent('The last good version stays in use');
    const history = await versions();
    expect(within(history).getAllByRole('listitem')).toHaveLength(1);
    expect(within(history).getByText('In use')).toBeInTheDocument();
    expect(
      within(history).getByText(/From https:\/\/api\.acme\.test\/openapi\/billing\/v1\.yaml/),
    ).toBeInTheDocument();
  });

  it('switches the visibility, saying who can read it and where', async () => {
    rendered = await renderRoute(spec('payments-api'));
    const { user } = rendered;
    await screen.findByRole('heading', { level: 1, name: 'payments-api' });
    expect(within(await versions()).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getAllByText(/^Up to date · checked 2 h ago$/).length).toBeGreaterThan(0);
    const visibility = screen.getByRole('switch', { name: 'Public' });
    expect(visibility).toBeChecked();
    expect(visibility).toHaveAccessibleDescription(/Anyone with the link can read it/);
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();

    await user.click(visibility);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Public' })).not.toBeChecked());
    expect(screen.getByRole('switch', { name: 'Public' })).toHaveAccessibleDescription(
      /Only members of the organization/,
    );
    expect(screen.queryByRole('button', { name: 'Copy link' })).not.toBeInTheDocument();
  });

  it('processes a new source on the clock: errors listed, the old version kept', async () => {
    rendered = await renderRoute(spec('payments-api'));
    const { user, backend } = rendered;
    await screen.findByRole('heading', { level: 1, name: 'payments-api' });
    await user.click(screen.getByRole('button', { name: 'Edit source' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit source' });
    const url = within(dialog).getByLabelText('URL');
    await user.clear(url);
    await user.type(url, 'https://api.acme.test/invalid-a/invalid-b/invalid-c/payments.yaml');
    await user.click(within(dialog).getByRole('button', { name: 'Save and process' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Processing…' })).toBeDisabled();

    backend.clock.advance(6_000);
    const panel = await screen.findByRole('region', { name: 'Errors of the last processing' });
    expect(within(panel).getAllByRole('listitem')).toHaveLength(3);
    expect(within(await versions()).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Check for updates' })).toBeEnabled();
  });

  it('deletes only once the slug is typed', async () => {
    rendered = await renderRoute(spec('payments-api'));
    const { user, backend } = rendered;
    await screen.findByRole('heading', { level: 1, name: 'payments-api' });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “payments-api”?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete specification' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Type payments-api to confirm'), 'payments');
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Type payments-api to confirm'), '-api');
    await user.click(confirm);
    await screen.findByRole('heading', { level: 1, name: 'OpenAPI specifications' });
    expect(backend.store.state.openAPISpecs.some((s) => s.slug === 'payments-api')).toBe(false);
  });

  it('is read-only for a reader, who is told why', async () => {
    rendered = await renderRoute(spec('payments-api'), { token: 'demo-reader' });
    await screen.findByRole('heading', { level: 1, name: 'payments-api' });
    expect(
      screen.getByText(/Only organization admins can change or delete specifications/),
    ).toBeInTheDocument();
    for (const name of ['Check for updates', 'Edit source', 'Delete'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.getByText(/Anyone with the link can read it/)).toBeInTheDocument();
  });

  it('follows processing without a reload, then stops asking once it ended', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    rendered = await renderRoute('/orgs/org_acme/openapi');
    await screen.findByRole('heading', { level: 1, name: 'OpenAPI specifications' });
    const row = screen.getByRole('link', { name: 'webhooks' }).closest('tr') as HTMLElement;
    expect(within(row).getByText('Processing…')).toBeInTheDocument();
    let requests = 0;
    rendered.backend.server.events.on('request:start', () => {
      requests += 1;
    });
    for (let second = 0; second < 8; second += 1) await vi.advanceTimersByTimeAsync(1000);
    await waitFor(() => expect(within(row).getByText(/^Up to date · checked/)).toBeInTheDocument());
    expect(requests).toBeGreaterThan(2);

    requests = 0;
    for (let second = 0; second < 10; second += 1) await vi.advanceTimersByTimeAsync(1000);
    expect(requests).toBe(0);
  });
});
