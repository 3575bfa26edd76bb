import { readableSite } from '../domain/sites.ts';
import {
  createSection,
  createSiteSpace,
  deleteSection,
  deleteSiteSpace,
  findSiteSpace,
  moveSection,
  moveSiteSpace,
  sectionsInTreeOrder,
  siteSpacesInTreeOrder,
  updateSection,
  updateSiteSpace,
} from '../domain/sites-sections.ts';
import { findSection, sectionResponse, siteSpaceAnswer } from '../domain/sites-structure.ts';
import { defineOperation, removedOrAbsent, scopedOperation } from '../http/operation.ts';
import { paginate, paginateAs } from '../http/pagination.ts';
import { structureContext, structureEdit } from './sites.ts';

/**
 * Site sections and site spaces one by one (decision 0020): thin handlers; the rules live in
 * domain/sites-sections.ts. Every member reads them; only admins change them (403).
 */
export const siteSectionOperations = [
  defineOperation('listSiteSections', ({ state, user, params, query, origin }) => {
    const { organization, site } = readableSite(state, params.organizationId, params.siteId, user);
    const context = structureContext(state, site, organization, user, origin);
    return paginateAs(sectionsInTreeOrder(site), query, (section) =>
      sectionResponse(context, section),
    );
  }),

  scopedOperation('createSiteSection', structureEdit, ({ site, context }, { state, body }) => {
    const section = createSection(state, site, body);
    return sectionResponse(context(), section);
  }),

  scopedOperation(
    'updateSiteSection',
    structureEdit,
    ({ site, context }, { state, params, body }) => {
      const section = findSection(site, params.siteSectionId);
      updateSection(state, site, section, body);
      return sectionResponse(context(), section);
    },
  ),

  scopedOperation('deleteSiteSection', structureEdit, ({ site }, { params }) => {
    return removedOrAbsent(deleteSection(site, params.siteSectionId));
  }),

  scopedOperation('moveSiteSection', structureEdit, ({ site, context }, { params, body }) => {
    const section = findSection(site, params.siteSectionId);
    moveSection(site, section, body);
    return sectionResponse(context(), section);
  }),

  defineOperation('listSiteSpaces', ({ state, user, params, query, origin }) => {
    const { organization, site } = readableSite(state, params.organizationId, params.siteId, user);
    const context = structureContext(state, site, organization, user, origin);
    // Answers first (a site space whose space is deleted has none), then the `default` filter
    // on what they say, so the filter and the flag never disagree.
    const answers = siteSpacesInTreeOrder(site).flatMap((siteSpace) => {
      const space = state.spaces.find((s) => s.id === siteSpace.spaceId);
      return space && space.deletedAt === undefined ? [siteSpaceAnswer(context, siteSpace)] : [];
    });
    const wanted = query.default;
    return paginate(
      wanted === undefined ? answers : answers.filter((answer) => answer.default === wanted),
      query,
    );
  }),

  scopedOperation('createSiteSpace', structureEdit, ({ site, context }, { state, body }) => {
    const siteSpace = createSiteSpace(state, site, body);
    return siteSpaceAnswer(context(), siteSpace);
  }),

  scopedOperation(
    'updateSiteSpace',
    structureEdit,
    ({ site, context }, { state, params, body }) => {
      const siteSpace = findSiteSpace(site, params.siteSpaceId);
      updateSiteSpace(state, site, siteSpace, body);
      return siteSpaceAnswer(context(), siteSpace);
    },
  ),

  scopedOperation('deleteSiteSpace', structureEdit, ({ site }, { state, params }) => {
    return removedOrAbsent(deleteSiteSpace(state, site, params.siteSpaceId));
  }),

  scopedOperation('moveSiteSpace', structureEdit, ({ site, context }, { state, params, body }) => {
    const siteSpace = findSiteSpace(site, params.siteSpaceId);
    moveSiteSpace(state, site, siteSpace, body);
    return siteSpaceAnswer(context(), siteSpace);
  }),
];
