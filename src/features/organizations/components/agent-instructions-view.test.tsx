// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { findHeading, renderRoute, type RenderedRoute } from '@/test/render-route';

let rendered: RenderedRoute | undefined;
afterEach(() => {
  rendered?.cleanup();
  window.localStorage.clear();
});

const instructionsText = () =>
  JSON.stringify(rendered?.backend.store.state.agentInstructions[0]?.instructions);

describe('Agent instructions', () => {
  it('are read-only for a reader, who is told why', async () => {
    rendered = await renderRoute('/orgs/org_acme/agent-instructions', { token: 'demo-reader' });
    await findHeading('Agent instructions');
    expect(
      screen.getByText(/Only organization admins can change the agent instructions/),
    ).toHaveTextContent('Your role: read.');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    // Who last changed them is a name, not a user id.
    expect(await screen.findByText(/Last updated .* by Ada Admin\./)).toBeInTheDocument();
  });

  it('an admin edits and saves them', async () => {
    rendered = await renderRoute('/orgs/org_acme/agent-instructions');
    const { user } = rendered;
    await findHeading('Agent instructions');
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    const editor = screen.getByRole('textbox', { name: 'Instructions' });
    await user.click(editor);
    await user.paste('Always answer in French.');
    await waitFor(() => expect(save).toBeEnabled());
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(save);
    expect(await screen.findByText('Agent instructions saved')).toBeInTheDocument();
    expect(instructionsText()).toContain('Always answer in French.');
  });

  it('a save right after an edit sends it, and leaving keeps the last edit as a draft', async () => {
    rendered = await renderRoute('/orgs/org_acme/agent-instructions');
    const { user } = rendered;
    await findHeading('Agent instructions');
    await user.click(screen.getByRole('textbox', { name: 'Instructions' }));
    // The draft is written after a pause, and then when the page is idle: nothing waits here.
    await user.paste('Cite sources.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // (An earlier test's toast may still be up: the server's copy and the status say it.)
    await waitFor(() => expect(instructionsText()).toContain('Cite sources.'));
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();

    await user.click(screen.getByRole('textbox', { name: 'Instructions' }));
    await user.paste(' Be brief!');
    window.dispatchEvent(new Event('pagehide'));
    const draft = window.localStorage.getItem('folio:draft:agent-instructions:org_acme') ?? '';
    expect(draft).toContain(' Be brief!');
  });

  it('keep the edits when the save fails', async () => {
    rendered = await renderRoute('/orgs/org_acme/agent-instructions');
    const { user, backend } = rendered;
    await findHeading('Agent instructions');
    await user.click(screen.getByRole('textbox', { name: 'Instructions' }));
    await user.paste('Kept on failure.');
    backend.backend.setFaults({ latencyMs: 0, errorRate: 1, status: 503 });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Could not save/)).toHaveTextContent(/Your text is kept/);
    expect(screen.getByRole('textbox', { name: 'Instructions' })).toHaveTextContent(
      'Kept on failure.',
    );
    expect(instructionsText()).not.toContain('Kept on failure.');
  });
});
