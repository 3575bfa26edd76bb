// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  clickInToast,
  moveTo,
  openStructure,
  outline,
  sitePath,
  unavailable,
  sizedStructurePage,
  withoutMoveAcrossSections,
  type StructurePage,
} from './structure-test-kit';

sizedStructurePage();

/** The spaces of a section of the docs site, as the backend holds them, in order. */
const spacesOf = (page: StructurePage, sectionId: string) =>
  page
    .docs()
    .siteSpaces.filter((siteSpace) => siteSpace.sectionId === sectionId)
    .sort((a, b) => a.index - b.index)
    .map((siteSpace) => siteSpace.spaceId);

const liveRegion = () => document.querySelector('div.visually-hidden[aria-live="assertive"]');

describe('Moving a site space to another section', () => {
  it('is one request that keeps the site space', async () => {
    const page = await openStructure();
    await moveTo(page, 'Customer Onboarding', 'API reference');
    await waitFor(() =>
      expect(outline(page.tree).slice(0, 6)).toEqual([
        '1 Guides',
        '2 Engineering Handbook',
        '1 API reference',
        '2 API Reference',
        '2 Customer Onboarding',
        '1 Build',
      ]),
    );
    expect(page.writes).toEqual([`POST ${sitePath}/site-spaces/sitesp_docs_onboarding/move`]);
    const onboarding = page.docs().siteSpaces.find((s) => s.id === 'sitesp_docs_onboarding');
    expect(onboarding?.sectionId).toBe('sitesec_docs_api');
    expect(spacesOf(page, 'sitesec_docs_guides')).toEqual(['space_handbook']);
    await waitFor(() =>
      expect(screen.getAllByText(/^Customer Onboarding moved into API reference/)).toHaveLength(2),
    );
  });

  it('against a server without it, adds then removes; a failed removal is undone', async () => {
    const page = await openStructure();
    withoutMoveAcrossSections(page);
    const before = {
      guides: spacesOf(page, 'sitesec_docs_guides'),
      api: spacesOf(page, 'sitesec_docs_api'),
    };
    page.backend.server.use(
      http.delete(
        `${page.backend.baseUrl}${sitePath}/site-spaces/sitesp_docs_onboarding`,
        unavailable,
      ),
    );
    await moveTo(page, 'Customer Onboarding', 'API reference');
    expect(await screen.findByText('“Customer Onboarding” was not moved')).toBeInTheDocument();
    // The removal is tried three times, then the added site space is removed again.
    const old = `DELETE ${sitePath}/site-spaces/sitesp_docs_onboarding`;
    expect(page.writes.slice(0, 2)).toEqual([
      `POST ${sitePath}/site-spaces/sitesp_docs_onboarding/move`,
      `POST ${sitePath}/site-spaces`,
    ]);
    expect(page.writes.filter((write) => write === old)).toHaveLength(3);
    expect(page.writes.at(-1)).toMatch(/^DELETE .*\/site-spaces\/sitesp_(?!docs_onboarding)/);
    expect(spacesOf(page, 'sitesec_docs_api')).toEqual(before.api);
    expect(spacesOf(page, 'sitesec_docs_guides')).toEqual(before.guides);
    expect(liveRegion()).toHaveTextContent(/It is back where it was\.$/);

    // Once the backend takes every call, it is last in API reference, and nowhere else.
    page.backend.server.resetHandlers();
    withoutMoveAcrossSections(page);
    await moveTo(page, 'Customer Onboarding', 'API reference');
    await waitFor(() =>
      expect(spacesOf(page, 'sitesec_docs_api')).toEqual([...before.api, 'space_onboarding']),
    );
    expect(spacesOf(page, 'sitesec_docs_guides')).toEqual(['space_handbook']);
  });

  it('against a server that ignores it, still moves it, by the platform’s calls', async () => {
    const page = await openStructure();
    withoutMoveAcrossSections(page, 'ignores');
    await moveTo(page, 'Customer Onboarding', 'API reference');
    await waitFor(() => expect(spacesOf(page, 'sitesec_docs_guides')).toEqual(['space_handbook']));
    expect(spacesOf(page, 'sitesec_docs_api').at(-1)).toBe('space_onboarding');
    // (The move is written twice: the stand-in server passes it on without `sectionId`.)
    expect(page.writes.slice(2)).toEqual([
      `POST ${sitePath}/site-spaces`,
      expect.stringMatching(new RegExp(`^PATCH ${sitePath}/site-spaces/sitesp_`)),
      `DELETE ${sitePath}/site-spaces/sitesp_docs_onboarding`,
    ]);
  });

  it('says exactly what is left when the clean-up keeps failing, and finishes it in one click', async () => {
    const page = await openStructure();
    withoutMoveAcrossSections(page);
    page.backend.server.use(
      http.delete(`${page.backend.baseUrl}${sitePath}/site-spaces/:siteSpaceId`, unavailable),
    );
    await moveTo(page, 'Customer Onboarding', 'API reference');
    const toast = (
      await screen.findByText('“Customer Onboarding” is now in both Guides and API reference')
    ).closest('li')!;
    expect(toast).toHaveTextContent(/temporarily unavailable/);
    await waitFor(() =>
      expect(liveRegion()).toHaveTextContent(
        'Customer Onboarding was only partly moved: it is now in both Guides and API reference.',
      ),
    );
    expect(document.body).not.toHaveTextContent(/back where it was/);
    expect(spacesOf(page, 'sitesec_docs_api')).toContain('space_onboarding');
    expect(spacesOf(page, 'sitesec_docs_guides')).toContain('space_onboarding');
    // The tree shows what the backend holds: the space in both sections.
    await waitFor(() =>
      expect(
        within(page.tree).getAllByRole('treeitem', { name: /^Customer Onboarding, site space/ }),
      ).toHaveLength(2),
    );

    page.backend.server.resetHandlers();
    await clickInToast(page, toast, 'Finish the move');
    await waitFor(() => expect(spacesOf(page, 'sitesec_docs_guides')).toEqual(['space_handbook']));
    expect(spacesOf(page, 'sitesec_docs_api')).toContain('space_onboarding');
    expect(
      await screen.findByText('“Customer Onboarding” is now only in API reference'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(page.tree).getAllByRole('treeitem', { name: /^Customer Onboarding, site space/ }),
      ).toHaveLength(1),
    );
  });

  it('does not offer the top level to a site space in a section', async () => {
    const page = await openStructure();
    await page.user.click(
      within(page.tree).getByRole('button', { name: 'Actions for Customer Onboarding' }),
    );
    await page.user.click(await screen.findByRole('menuitem', { name: 'Move to…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move “Customer Onboarding”' });
    const places = within(within(dialog).getByLabelText('New place'))
      .getAllByRole('option')
      .map((option) => option.textContent?.trim());
    expect(places).not.toContain('Top level of the site');
    expect(places).toContain('API reference');
    expect(page.writes).toEqual([]);
  });
});
