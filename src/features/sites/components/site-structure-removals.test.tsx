// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  chooseFromMenu,
  clickInToast,
  openStructure,
  outline,
  sitePath,
  sizedStructurePage,
  topLevel,
  unavailable,
  type StructurePage,
} from './structure-test-kit';

sizedStructurePage();

/** Confirms the removal a row's menu action asks about. */
async function removeFromMenu(page: StructurePage, row: string, action: string, confirm: string) {
  await chooseFromMenu(page.user, page.tree, row, action);
  const ask = await screen.findByRole('alertdialog');
  await page.user.click(within(ask).getByRole('button', { name: confirm }));
}

/** The toast whose title is `title`, once it shows. */
const toastTitled = async (title: string) => (await screen.findByText(title)).closest('li')!;

/** The site spaces of a section as the backend holds them: "path space" in order. */
const siteSpacesOf = (page: StructurePage, sectionId: string | undefined) =>
  page
    .docs()
    .siteSpaces.filter((siteSpace) => siteSpace.sectionId === sectionId)
    .sort((a, b) => a.index - b.index)
    .map((siteSpace) => `${siteSpace.path} ${siteSpace.spaceId}`);

describe('Removing from the structure', () => {
  it('a site space: says so, and Undo puts it back at its place, as the default', async () => {
    const page = await openStructure();
    const before = siteSpacesOf(page, 'sitesec_docs_guides');
    await removeFromMenu(page, 'Engineering Handbook', 'Remove from site…', 'Remove from site');
    const removed = await toastTitled('Removed “Engineering Handbook” from the site');
    await waitFor(() => expect(siteSpacesOf(page, 'sitesec_docs_guides')).toHaveLength(1));

    await clickInToast(page, removed, 'Undo');
    expect(await screen.findByText('“Engineering Handbook” is back in Guides')).toBeVisible();
    expect(siteSpacesOf(page, 'sitesec_docs_guides')).toEqual(before);
    await waitFor(() =>
      expect(outline(page.tree).slice(0, 3)).toEqual([
        '1 Guides',
        '2 Engineering Handbook',
        '2 Customer Onboarding',
      ]),
    );
    expect(
      within(page.tree).getByRole('treeitem', {
        name: 'Engineering Handbook, site space, default',
      }),
    ).toBeInTheDocument();
  });

  it('a site space: a refusal says why, and the row stays', async () => {
    const page = await openStructure();
    page.backend.server.use(
      http.delete(`${page.backend.baseUrl}${sitePath}/site-spaces/:siteSpaceId`, unavailable),
    );
    await removeFromMenu(page, 'Customer Onboarding', 'Remove from site…', 'Remove from site');
    const failed = await toastTitled('“Customer Onboarding” was not removed from the site');
    expect(failed).toHaveTextContent(/temporarily unavailable/);
    expect(
      within(page.tree).getByRole('treeitem', { name: /^Customer Onboarding, site space/ }),
    ).toBeInTheDocument();
  });

  it('a section: says so, and Undo puts it back at its place with its spaces', async () => {
    const page = await openStructure();
    const before = siteSpacesOf(page, 'sitesec_docs_guides');
    await removeFromMenu(page, 'Guides', 'Remove section…', 'Remove section');
    const removed = await toastTitled('Removed the section “Guides”');
    await waitFor(() => expect(topLevel(page.tree)).not.toContain('Guides'));

    await clickInToast(page, removed, 'Undo');
    expect(await screen.findByText('The section “Guides” is back')).toBeVisible();
    const section = page.docs().sections.find((s) => s.title === 'Guides')!;
    expect(siteSpacesOf(page, section.id)).toEqual(before);
    expect(section).toMatchObject({ path: 'guides', icon: 'book' });
    await waitFor(() =>
      expect(topLevel(page.tree)).toEqual(['Guides', 'API reference', 'Build', 'Operate']),
    );
    expect(
      within(page.tree).getByRole('treeitem', { name: 'Guides, section, default, icon book' }),
    ).toBeInTheDocument();
  });

  it('a group: says so, and Undo puts it back at its place with its sections', async () => {
    const page = await openStructure();
    await removeFromMenu(page, 'Build', 'Delete group…', 'Delete group');
    const removed = await toastTitled('Deleted the group “Build”');
    await waitFor(() => expect(topLevel(page.tree)).not.toContain('Build'));

    await clickInToast(page, removed, 'Undo');
    expect(await screen.findByText('The group “Build” is back')).toBeVisible();
    await page.user.click(screen.getByRole('button', { name: 'Collapse all' }));
    await waitFor(() =>
      expect(topLevel(page.tree)).toEqual(['Guides', 'API reference', 'Build', 'Operate']),
    );
    const build = page.docs().groups.find((g) => g.title === 'Build')!;
    expect(build.icon).toBe('rocket');
    expect(
      page
        .docs()
        .sections.filter((s) => s.groupId === build.id)
        .sort((a, b) => a.index - b.index)
        .map((s) => s.title),
    ).toEqual(['iOS', 'Android']);
  });

  it('a section or a group: a refusal says why, and the rows stay', async () => {
    const page = await openStructure();
    page.backend.server.use(
      http.delete(`${page.backend.baseUrl}${sitePath}/sections/:sectionId`, unavailable),
      http.delete(`${page.backend.baseUrl}${sitePath}/section-groups/:groupId`, unavailable),
    );
    await removeFromMenu(page, 'Guides', 'Remove section…', 'Remove section');
    expect(await toastTitled('The section “Guides” was not removed')).toHaveTextContent(
      /temporarily unavailable/,
    );
    await removeFromMenu(page, 'Build', 'Delete group…', 'Delete group');
    expect(await toastTitled('The group “Build” was not deleted')).toHaveTextContent(
      /temporarily unavailable/,
    );
    expect(topLevel(page.tree)).toContain('Build');
    expect(
      within(page.tree).getByRole('treeitem', { name: /^Guides, section/ }),
    ).toBeInTheDocument();
  });
});
