import { findOrganization, membershipOf } from '../domain/access.ts';
import {
  createSite,
  deleteSite,
  editableSite,
  organizationSites,
  readableSite,
  requirePublishedAccess,
  setPublished,
  siteResponse,
  sitePublishedUrl,
  updateSite,
} from '../domain/sites.ts';
import { siteScripts } from '../domain/integration-sites.ts';
import { publishedCustomizations, siteSpaceIdsOf } from '../domain/site-customization.ts';
import { templateConditions, validateAdaptiveSchema } from '../domain/sites-adaptive.ts';
import { answerQuestion } from '../domain/sites-ai.ts';
import { searchSite } from '../domain/site-search.ts';
import {
  addSectionToGroup,
  createGroup,
  deleteGroup,
  findGroup,
  groupResponse,
  groupsInTreeOrder,
  moveGroup,
  removeSectionFromGroup,
  sortStructure,
  sortedItemResponse,
  structureResponse,
  updateGroup,
  type StructureContext,
} from '../domain/sites-structure.ts';
import { ApiError } from '../http/api-error.ts';
import { EventStreamBody } from '../http/event-stream.ts';
import { defineOperation, scopedOperation, type OperationContext } from '../http/operation.ts';
import { paginate, paginateAs } from '../http/pagination.ts';
import type { BackendState, OrganizationRecord, SiteRecord, UserRecord } from '../store/state.ts';
import { adminOf, memberOf } from './scopes.ts';

/** Sites and their section groups: thin handlers; the rules live in domain/sites*.ts. */

export function structureContext(
  state: BackendState,
  site: SiteRecord,
  organization: OrganizationRecord,
  user: UserRecord,
  origin: string,
): StructureContext {
  return {
    state,
    site,
    organization,
    membership: membershipOf(state, organization.id, user.id),
    origin,
    publishedUrl: sitePublishedUrl(site, organization),
  };
}

/** What a change to a site's structure reads of its request. */
interface StructureRequest {
  state: BackendState;
  user: UserRecord;
  params: { organizationId: string; siteId: string };
  origin: string;
}

/**
 * The scope (`scopedOperation`) of every change to a site's structure: the site, for an admin
 * caller (403 for anyone else), and the context its answers are built in.
 */
export function structureEdit({ state, user, params, origin }: StructureRequest) {
  const { organization, site } = editableSite(
    state,
    params.organizationId,
    params.siteId,
    user,
    'change the structure of sites',
  );
  return { site, context: () => structureContext(state, site, organization, user, origin) };
}

/** Publishing a site and unpublishing it: the same steps, each way (admins only). */
function publication(
  { state, user, params, origin }: OperationContext<'publishSite' | 'unpublishSite'>,
  published: boolean,
  action: string,
) {
  const { organization, site } = editableSite(
    state,
    params.organizationId,
    params.siteId,
    user,
    action,
  );
  setPublished(site, published);
  return siteResponse(state, site, organization, origin);
}

export const siteOperations = [
  scopedOperation('listOrganizationSites', memberOf, (organization, { state, query, origin }) => {
    return paginateAs(
      organizationSites(state, organization.id, {
        ...(query.space !== undefined ? { space: query.space } : {}),
        ...(query.title !== undefined ? { title: query.title } : {}),
        ...(query.published !== undefined ? { published: query.published } : {}),
        ...(query.type !== undefined ? { type: query.type } : {}),
      }),
      query,
      (site) => siteResponse(state, site, organization, origin),
    );
  }),

  scopedOperation(
    'createSite',
    adminOf('create sites'),
    (organization, { state, body, origin, clock }) => {
      const site = createSite(state, organization, body, clock.now());
      return siteResponse(state, site, organization, origin);
    },
  ),

  defineOperation('getSite', ({ state, user, params, origin }) => {
    const { organization, site } = readableSite(state, params.organizationId, params.siteId, user);
    return siteResponse(state, site, organization, origin);
  }),

  defineOperation('updateSite', ({ state, user, params, body, origin }) => {
    const { organization, site } = editableSite(
      state,
      params.organizationId,
      params.siteId,
      user,
      'change sites',
    );
    updateSite(site, body);
    return siteResponse(state, site, organization, origin);
  }),

  scopedOperation('deleteSite', adminOf('delete sites'), (organization, { state, params }) => {
    deleteSite(state, organization, params.siteId);
  }),

  defineOperation('getSiteStructure', ({ state, user, params, origin }) => {
    const { organization, site } = readableSite(state, params.organizationId, params.siteId, user);
    return structureResponse(structureContext(state, site, organization, user, origin));
  }),

  scopedOperation('sortSiteStructure', structureEdit, ({ site, context }, { body }) => {
    const moved = sortStructure(site, body.item, body.position);
    return sortedItemResponse(context(), moved);
  }),

  defineOperation('getSiteAdaptiveSchema', ({ state, user, params }) => {
    const { site } = readableSite(state, params.organizationId, params.siteId, user);
    if (!site.adaptiveSchema)
      throw new ApiError(404, `The site '${site.id}' has no visitor attributes schema yet.`);
    return {
      object: 'site-adaptive-schema' as const,
      jsonSchema: structuredClone(site.adaptiveSchema.jsonSchema),
      updatedAt: site.adaptiveSchema.updatedAt,
    };
  }),

  defineOperation('updateSiteAdaptiveSchema', ({ state, user, params, body, clock }) => {
    const { site } = editableSite(
      state,
      params.organizationId,
      params.siteId,
      user,
      'change the visitor schema of sites',
    );
    const jsonSchema = structuredClone(validateAdaptiveSchema(body.jsonSchema));
    site.adaptiveSchema = { jsonSchema, updatedAt: clock.now().toISOString() };
    return {
      object: 'site-adaptive-schema' as const,
      jsonSchema,
      updatedAt: site.adaptiveSchema.updatedAt,
    };
  }),

  defineOperation('listSiteTemplateConditions', ({ state, user, params }) => {
    const { site } = readableSite(state, params.organizationId, params.siteId, user);
    return { items: templateConditions(site.adaptiveSchema?.jsonSchema) };
  }),

  defineOperation('getPublishedContentSite', ({ state, user, params, query, origin }) => {
    const organization = findOrganization(state, params.organizationId);
    const site = state.sites.find(
      (s) => s.id === params.siteId && s.organizationId === organization.id,
    );
    if (!site) throw new ApiError(404, `No published site matches id '${params.siteId}'`);
    requirePublishedAccess(state, site, user, query.shareKey);
    const context = structureContext(state, site, organization, user, origin);
    const response = siteResponse(state, site, organization, origin);
    // Visitors never see the secret, even when they came with it.
    delete response.shareKey;
    const structure = structureResponse(context);
    return {
      object: 'published-content-site' as const,
      site: response,
      structure,
      customizations: publishedCustomizations(site, siteSpaceIdsOf(structure.structure), origin),
      scripts: siteScripts(state, site),
    };
  }),

  defineOperation('publishSite', (context) => publication(context, true, 'publish sites')),

  defineOperation('unpublishSite', (context) => publication(context, false, 'unpublish sites')),

  defineOperation('searchSiteContent', ({ state, user, params, query, body }) => {
    const { site } = readableSite(state, params.organizationId, params.siteId, user);
    return paginate(searchSite(state, site, body), query);
  }),

  defineOperation('createSiteAIResponse', ({ state, user, params, body }) => {
    const { site } = readableSite(state, params.organizationId, params.siteId, user);
    return new EventStreamBody(answerQuestion(state, site, body));
  }),

  defineOperation('listSiteSectionGroups', ({ state, user, params, query, origin }) => {
    const { organization, site } = readableSite(state, params.organizationId, params.siteId, user);
    const context = structureContext(state, site, organization, user, origin);
    return paginateAs(groupsInTreeOrder(site), query, (group) => groupResponse(context, group));
  }),

  scopedOperation('createSiteSectionGroup', structureEdit, ({ site, context }, { body }) => {
    const group = createGroup(site, body);
    return groupResponse(context(), group);
  }),

  scopedOperation(
    'updateSiteSectionGroup',
    structureEdit,
    ({ site, context }, { params, body }) => {
      const group = findGroup(site, params.siteSectionGroupId);
      updateGroup(group, body);
      return groupResponse(context(), group);
    },
  ),

  scopedOperation('deleteSiteSectionGroup', structureEdit, ({ site }, { params }) => {
    deleteGroup(site, params.siteSectionGroupId);
  }),

  scopedOperation('addSiteSectionToGroup', structureEdit, ({ site, context }, { params, body }) => {
    const group = findGroup(site, params.siteSectionGroupId);
    addSectionToGroup(site, group, body.sectionId);
    return groupResponse(context(), group);
  }),

  scopedOperation('removeSiteSectionFromGroup', structureEdit, ({ site }, { params }) => {
    const group = findGroup(site, params.siteSectionGroupId);
    removeSectionFromGroup(site, group, params.siteSectionId);
  }),

  scopedOperation('moveSiteSectionGroup', structureEdit, ({ site, context }, { params, body }) => {
    const group = findGroup(site, params.siteSectionGroupId);
    moveGroup(site, group, body);
    return groupResponse(context(), group);
  }),
];
