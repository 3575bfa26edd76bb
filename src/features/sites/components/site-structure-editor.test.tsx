// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  chooseFromMenu,
  openStructure,
  outline,
  sitePath,
  topLevel,
  sizedStructurePage,
} from './structure-test-kit';

sizedStructurePage();

describe('Site structure', () => {
  it('moves a section with the keyboard in one request', async () => {
    const { user, tree, writes, backend } = await openStructure();
    await user.click(screen.getByRole('button', { name: 'Collapse all' }));
    expect(topLevel(tree)).toEqual(['Guides', 'API reference', 'Build', 'Operate']);

    within(tree)
      .getByRole('treeitem', { name: /^API reference, section/ })
      .focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowUp}');
    await user.keyboard(' ');
    await waitFor(() =>
      expect(topLevel(tree)).toEqual(['API reference', 'Guides', 'Build', 'Operate']),
    );
    await waitFor(() => expect(writes).toEqual([`PATCH ${sitePath}/structure/sort`]));
    const site = backend.store.state.sites.find((s) => s.id === 'site_docs');
    const guides = site?.sections.find((s) => s.title === 'Guides');
    const api = site?.sections.find((s) => s.title === 'API reference');
    expect(api!.index).toBeLessThan(guides!.index);
  });

  it('creates a group, checking its title and icon before sending', async () => {
    const { user, structure, tree, writes } = await openStructure();
    await user.click(within(structure).getByRole('button', { name: 'New group' }));
    const dialog = await screen.findByRole('dialog', { name: 'New section group' });
    await user.click(within(dialog).getByLabelText('Icon'));
    await user.paste('Big Rocket');
    await user.click(within(dialog).getByRole('button', { name: 'Create group' }));
    expect(await within(dialog).findByText('Group title is required.')).toBeVisible();
    expect(within(dialog).getByText(/^Icon is a name such as gear/)).toBeVisible();
    expect(writes).toEqual([]);

    await user.type(within(dialog).getByLabelText('Group title'), 'Extend');
    await user.clear(within(dialog).getByLabelText('Icon'));
    await user.type(within(dialog).getByLabelText('Icon'), 'puzzle');
    await user.click(within(dialog).getByRole('button', { name: 'Create group' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      await within(tree).findByRole('treeitem', { name: 'Extend, group, icon puzzle' }),
    ).toBeInTheDocument();
    expect(writes).toEqual([`POST ${sitePath}/section-groups`]);
  });

  it('puts a refused rename next to the field, keeps what was typed, and renames', async () => {
    const { user, tree, backend } = await openStructure();
    backend.server.use(
      http.patch(`${backend.baseUrl}${sitePath}/section-groups/:groupId`, () =>
        HttpResponse.json(
          { error: { code: 'invalid_request', message: '/title is used by another group.' } },
          { status: 400 },
        ),
      ),
    );
    await user.click(within(tree).getByRole('button', { name: 'Actions for Build' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Rename…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename “Build”' });
    const title = within(dialog).getByLabelText('Group title');
    await user.type(title, ' tools');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await within(dialog).findByText('Is used by another group.')).toBeVisible();
    expect(title).toHaveValue('Build tools');
    expect(title).toHaveAttribute('aria-invalid', 'true');

    // Once the backend takes it, the group has its new name.
    backend.server.resetHandlers();
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(
      await within(tree).findByRole('treeitem', { name: 'Build tools, group, icon rocket' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Renamed to “Build tools”')).toBeInTheDocument();
  });

  it('clears a group’s icon when its field is emptied on rename', async () => {
    const { user, tree, writes, backend } = await openStructure();
    await chooseFromMenu(user, tree, 'Build', 'Rename…');
    const dialog = await screen.findByRole('dialog', { name: 'Rename “Build”' });
    const icon = within(dialog).getByLabelText('Icon');
    expect(icon).toHaveValue('rocket');
    await user.clear(icon);
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await within(tree).findByRole('treeitem', { name: 'Build, group' })).toBeInTheDocument();
    expect(writes).toEqual([`PATCH ${sitePath}/section-groups/sitesg_docs_build`]);
    const site = backend.store.state.sites.find((s) => s.id === 'site_docs');
    expect(site?.groups.find((g) => g.id === 'sitesg_docs_build')?.icon).toBeUndefined();
  });

  it('asks before deleting a group', async () => {
    const { user, tree, writes } = await openStructure();
    await user.click(within(tree).getByRole('button', { name: 'Actions for Operate' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete group…' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete the group “Operate”?' });
    expect(writes).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete group' }));
    await waitFor(() =>
      expect(within(tree).queryByRole('treeitem', { name: /^Operate, group/ })).toBeNull(),
    );
    expect(writes).toEqual([`DELETE ${sitePath}/section-groups/sitesg_docs_operate`]);
  });
  it('adds a section with its first space, adds a second, and removes one after asking', async () => {
    const { user, structure, tree, writes } = await openStructure();
    await user.click(within(structure).getByRole('button', { name: 'Add section' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a section' });
    await user.click(within(dialog).getByRole('button', { name: 'Add section' }));
    expect(
      await within(dialog).findByText('Choose the space the section starts with.'),
    ).toBeVisible();
    expect(writes).toEqual([]);
    const first = within(dialog).getByLabelText('First space');
    await user.selectOptions(first, within(first).getByRole('option', { name: /Security/ }));
    await user.type(within(dialog).getByLabelText('Section title'), 'Trust');
    await user.click(within(dialog).getByRole('button', { name: 'Add section' }));
    expect(await within(tree).findByRole('treeitem', { name: /^Trust, section/ })).toBeVisible();
    expect(screen.getByText('Added the section “Trust”')).toBeInTheDocument();

    await chooseFromMenu(user, tree, 'Trust', 'Add space…');
    const add = await screen.findByRole('dialog', { name: 'Add a space to “Trust”' });
    const space = within(add).getByLabelText('Space');
    // The section's own space is not offered again.
    expect(within(space).queryByRole('option', { name: /Security/ })).toBeNull();
    await user.selectOptions(space, within(space).getByRole('option', { name: /Release Notes/ }));
    await user.click(within(add).getByRole('button', { name: 'Add space' }));
    await waitFor(() =>
      expect(outline(tree).slice(-3)).toEqual([
        '1 Trust',
        '2 Security & Compliance',
        '2 Release Notes',
      ]),
    );

    await chooseFromMenu(user, tree, 'Release Notes', 'Remove from site…');
    const ask = await screen.findByRole('alertdialog', {
      name: 'Remove “Release Notes” from the site?',
    });
    await user.click(within(ask).getByRole('button', { name: 'Remove from site' }));
    await waitFor(() =>
      expect(outline(tree).slice(-2)).toEqual(['1 Trust', '2 Security & Compliance']),
    );
    expect(writes).toEqual([
      `POST ${sitePath}/sections`,
      `POST ${sitePath}/site-spaces`,
      expect.stringMatching(new RegExp(`^DELETE ${sitePath}/site-spaces/`)),
    ]);
  });

  it('edits a section: a taken path is refused next to the field, then it is renamed', async () => {
    const { user, tree, writes, backend } = await openStructure();
    const site = () => backend.store.state.sites.find((s) => s.id === 'site_docs')!;
    const taken = site().sections.find((section) => section.title === 'API reference')!.path;
    await chooseFromMenu(user, tree, 'Guides', 'Edit section…');
    const dialog = await screen.findByRole('dialog', { name: 'Edit the section “Guides”' });
    const path = within(dialog).getByLabelText('Path');
    await user.clear(path);
    await user.type(path, taken);
    await user.click(within(dialog).getByRole('button', { name: 'Save section' }));
    await waitFor(() => expect(path).toHaveAttribute('aria-invalid', 'true'));
    expect(path).toHaveValue(taken);
    expect(writes).toEqual([`PATCH ${sitePath}/sections/sitesec_docs_guides`]);

    await user.clear(path);
    await user.type(path, 'learn');
    await user.type(within(dialog).getByLabelText('Section title'), ' and tutorials');
    await user.clear(within(dialog).getByLabelText('Icon'));
    await user.type(within(dialog).getByLabelText('Icon'), 'compass');
    await user.click(within(dialog).getByRole('button', { name: 'Save section' }));
    expect(
      await within(tree).findByRole('treeitem', {
        name: 'Guides and tutorials, section, default, icon compass',
      }),
    ).toBeInTheDocument();
    expect(site().sections.find((section) => section.id === 'sitesec_docs_guides')?.path).toBe(
      'learn',
    );
  });

  it('renames a site space by renaming its space, and says so', async () => {
    const { user, tree, writes, backend } = await openStructure();
    await chooseFromMenu(user, tree, 'Customer Onboarding', 'Edit…');
    const dialog = await screen.findByRole('dialog', { name: 'Edit “Customer Onboarding”' });
    expect(dialog).toHaveAccessibleDescription(/change wherever the space appears/);
    await user.type(within(dialog).getByLabelText('Title'), ' Guide');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(tree).findByRole('treeitem', { name: /^Customer Onboarding Guide, site space/ }),
    ).toBeInTheDocument();
    expect(writes).toEqual(['PATCH /v1/spaces/space_onboarding']);
    expect(backend.store.state.spaces.find((s) => s.id === 'space_onboarding')?.title).toBe(
      'Customer Onboarding Guide',
    );
  });
});
