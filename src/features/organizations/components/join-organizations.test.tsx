// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { findHeading, renderRoute, type RenderedRoute } from '@/test/render-route';

let rendered: RenderedRoute | undefined;
afterEach(() => rendered?.cleanup());

describe('Join an organization', () => {
  it('checks the domain, finds the organizations that accept it, and joins one', async () => {
    rendered = await renderRoute('/join', { token: 'demo-umbrella' });
    const { user, backend } = rendered;
    backend.store.state.organizations
      .find((org) => org.id === 'org_acme')
      ?.emailDomains.push('umbrella.test');
    await findHeading('Join an organization');
    const domain = screen.getByLabelText('Email domain');
    await user.clear(domain);
    await user.type(domain, 'not a domain');
    await user.click(screen.getByRole('button', { name: 'Find organizations' }));
    expect(domain).toHaveAccessibleDescription(/is not a valid email domain/);
    expect(domain).toHaveValue('not a domain');

    await user.clear(domain);
    await user.type(domain, 'Umbrella.Test');
    await user.click(screen.getByRole('button', { name: 'Find organizations' }));
    const list = await screen.findByRole('list', { name: 'Organizations for umbrella.test' });
    await user.click(within(list).getByRole('button', { name: 'Join Acme Docs' }));
    expect(await screen.findByRole('link', { name: 'Open Acme Docs' })).toBeInTheDocument();
    const uma = backend.store.state.users.find((u) => u.email === 'uma@umbrella.test');
    expect(
      backend.store.state.memberships.some(
        (m) => m.userId === uma?.id && m.organizationId === 'org_acme',
      ),
    ).toBe(true);
  });

  it('shows a refused join next to its organization', async () => {
    rendered = await renderRoute('/join?domain=acme.test', { token: 'demo-umbrella' });
    const { user } = rendered;
    const list = await screen.findByRole('list', { name: 'Organizations for acme.test' });
    await user.click(within(list).getByRole('button', { name: 'Join Acme Docs' }));
    await waitFor(() =>
      expect(within(list).getByRole('alert')).toHaveTextContent(
        "Your email domain 'umbrella.test' is not allowed to join this organization",
      ),
    );
    expect(within(list).getByRole('button', { name: 'Join Acme Docs' })).toBeEnabled();
  });
});
