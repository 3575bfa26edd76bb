// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/lib/session';
import { findHeading, renderRoute, type RenderedRoute } from '@/test/render-route';

let rendered: RenderedRoute | undefined;
afterEach(() => rendered?.cleanup());

/** The panel shows in demo sessions only: the test backend plays the demo's. */
async function openPanel() {
  rendered = await renderRoute('/orgs/org_acme');
  const { user, backend } = rendered;
  await findHeading('Acme Docs');
  sessionStore.signIn({
    mode: 'demo',
    baseUrl: backend.baseUrl,
    token: 'demo-admin',
    user: { displayName: 'Ada Admin', email: 'ada@acme.test', description: 'Admin' },
  });
  await user.click(await screen.findByRole('button', { name: 'Backend' }));
  const panel = await screen.findByRole('dialog', { name: 'Demo backend' });
  await waitFor(() => expect(within(panel).getByTestId('backend-now')).not.toHaveTextContent('…'));
  return { ...rendered, panel };
}

describe('Demo backend panel', () => {
  it('moves the backend clock forward', async () => {
    const { user, backend, panel } = await openPanel();
    const before = backend.clock.now().getTime();
    const shown = within(panel).getByTestId('backend-now').textContent;
    await user.click(within(panel).getByRole('button', { name: '+1 day' }));
    expect(await screen.findByText('Clock moved +1 day')).toBeInTheDocument();
    expect(backend.clock.now().getTime() - before).toBeGreaterThanOrEqual(24 * 60 * 60 * 1000);
    expect(within(panel).getByTestId('backend-now')).not.toHaveTextContent(shown ?? '');

    // Another move replaces the notice of the first: one notice of the clock at a time.
    await user.click(within(panel).getByRole('button', { name: '+1 hour' }));
    expect(await screen.findByText('Clock moved +1 hour')).toBeInTheDocument();
    expect(screen.queryByText('Clock moved +1 day')).not.toBeInTheDocument();
  });

  it('checks the faults, shows what the backend refuses next to its field, and applies them', async () => {
    const { user, backend, panel } = await openPanel();
    const latency = within(panel).getByLabelText('Latency (ms)');
    const rate = within(panel).getByLabelText('Error rate (0 to 1)');
    await user.clear(latency);
    await user.click(within(panel).getByRole('button', { name: 'Apply faults' }));
    expect(latency).toHaveAccessibleDescription('Enter a latency in milliseconds (0 for none).');

    await user.type(latency, '0');
    await user.clear(rate);
    await user.type(rate, '1.5');
    await user.click(within(panel).getByRole('button', { name: 'Apply faults' }));
    await waitFor(() => expect(rate).toHaveAccessibleDescription('Must be at most 1.'));
    expect(rate).toHaveValue(1.5);
    expect(backend.backend.getFaults().errorRate).toBe(0);

    await user.clear(rate);
    await user.type(rate, '1');
    await user.selectOptions(within(panel).getByLabelText('Error status'), '503');
    await user.click(within(panel).getByRole('button', { name: 'Apply faults' }));
    expect(await screen.findByText('100% of requests now fail with 503.')).toBeInTheDocument();
    expect(backend.backend.getFaults()).toEqual({ latencyMs: 0, errorRate: 1, status: 503 });
  });

  it('asks before resetting the demo data', async () => {
    const { user, backend, panel } = await openPanel();
    const acme = () => backend.store.state.organizations.find((org) => org.id === 'org_acme');
    acme()!.title = 'Renamed Acme';
    await user.click(within(panel).getByRole('button', { name: 'Reset demo data' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Reset the demo data?' });
    await user.click(within(confirm).getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('Demo data reset')).toBeInTheDocument();
    expect(acme()?.title).toBe('Acme Docs');
  });
});
