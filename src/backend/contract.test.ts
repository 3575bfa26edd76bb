import { describe, expect, it } from 'vitest';
import { createBackend } from './create-backend.ts';
import { implementedOperationIds } from './handlers/operations.ts';
import { componentSchema, contractOperations, type ContractOperation } from './http/contract.ts';
import { describeValidationErrors, validatorFor } from './http/schema-validator.ts';
import { parseEventStream, send, type TestRequest } from './test-request.ts';

/**
 * Walks every operation of the contract and, for every status it declares, sends a request that
 * should produce that status and validates the body against the contract's schema for it. A
 * new operation or status in the contract fails this test until it has a handler and a
 * scenario here.
 */

interface Scenario extends TestRequest {
  /** Concrete path (with query) to request; the method comes from the contract. */
  path: string;
}

const admin = 'demo-admin';
const longId = 'x'.repeat(256);
const acme = '/v1/orgs/org_acme';
const handbookRequests = '/v1/spaces/space_handbook/change-requests';
const instructions = {
  instructions: {
    object: 'document',
    data: { schemaVersion: 1 },
    nodes: [
      {
        object: 'block',
        type: 'paragraph',
        nodes: [{ object: 'text', leaves: [{ object: 'leaf', text: 'Be brief.', marks: [] }] }],
      },
    ],
  },
};

const scenarios: Record<string, Record<string, Scenario>> = {
  listOrganizations: {
    '200': { path: '/v1/orgs', token: admin },
    '400': { path: '/v1/orgs?limit=0', token: admin },
    '401': { path: '/v1/orgs' },
  },
  getOrganization: {
    '200': { path: acme, token: admin },
    '400': { path: `/v1/orgs/${longId}`, token: admin },
    '401': { path: acme, token: 'not-a-token' },
    '403': { path: acme, token: 'demo-umbrella' },
    '404': { path: '/v1/orgs/org_missing', token: admin },
  },
  updateOrganization: {
    '200': {
      path: acme,
      token: admin,
      json: { title: 'Acme Documentation', logo: 'https://cdn.acme.test/logo.png' },
    },
    '400': { path: acme, token: admin, json: { title: 'x'.repeat(101) } },
    '401': { path: acme, json: { title: 'Nope' } },
    '403': { path: acme, token: 'demo-editor', json: { title: 'Nope' } },
    '404': { path: '/v1/orgs/org_missing', token: admin, json: { title: 'Nope' } },
  },
  deleteLinkInvite: {
    '204': { path: `${acme}/link-invites/invite_acme_editors`, token: admin },
    '400': { path: `${acme}/link-invites/${longId}`, token: admin },
    '401': { path: `${acme}/link-invites/invite_acme_editors` },
    '403': { path: `${acme}/link-invites/invite_acme_editors`, token: 'demo-reader' },
    '404': { path: '/v1/orgs/org_missing/link-invites/invite_acme_editors', token: admin },
  },
  joinOrganization: {
    '204': { path: '/v1/orgs/org_globex/join', token: 'demo-editor' },
    '400': { path: '/v1/orgs/org_umbrella/join', token: admin },
    '401': { path: '/v1/orgs/org_globex/join' },
    '404': { path: '/v1/orgs/org_missing/join', token: admin },
  },
  searchOrganizationContent: {
    '200': { path: `${acme}/search?query=deploy`, token: 'demo-reader' },
    '400': { path: `${acme}/search`, token: admin },
    '401': { path: `${acme}/search?query=deploy` },
    '403': { path: `${acme}/search?query=deploy`, token: 'demo-umbrella' },
    '404': { path: '/v1/orgs/org_missing/search?query=deploy', token: admin },
  },
  getAgentInstructions: {
    '200': { path: `${acme}/agent-instructions`, token: 'demo-guest' },
    '400': { path: `/v1/orgs/${longId}/agent-instructions`, token: admin },
    '401': { path: `${acme}/agent-instructions` },
    '403': { path: `${acme}/agent-instructions`, token: 'demo-umbrella' },
    '404': { path: '/v1/orgs/org_missing/agent-instructions', token: admin },
  },
  updateAgentInstructions: {
    '200': { path: `${acme}/agent-instructions`, token: admin, json: instructions },
    '400': {
      path: `${acme}/agent-instructions`,
      token: admin,
      json: { instructions: { object: 'document' } },
    },
    '401': { path: `${acme}/agent-instructions`, json: instructions },
    '403': { path: `${acme}/agent-instructions`, token: 'demo-editor', json: instructions },
    '404': { path: '/v1/orgs/org_missing/agent-instructions', token: admin, json: instructions },
  },
  listOrganizationsByEmailDomain: {
    '200': { path: '/v1/email-domains/acme.test/orgs', token: 'demo-umbrella' },
    '400': { path: '/v1/email-domains/Not_A_Domain/orgs', token: admin },
    '401': { path: '/v1/email-domains/acme.test/orgs' },
  },
  // Spaces (seed ids: src/backend/store/seed-tree.ts).
  getSpace: {
    '200': { path: '/v1/spaces/space_handbook', token: admin },
    '400': { path: `/v1/spaces/${longId}`, token: admin },
    '401': { path: '/v1/spaces/space_handbook' },
    '403': { path: '/v1/spaces/space_handbook', token: 'demo-umbrella' },
    '404': { path: '/v1/spaces/space_missing', token: admin },
  },
  updateSpace: {
    '200': { path: '/v1/spaces/space_handbook', token: admin, json: { title: 'Handbook' } },
    '400': { path: '/v1/spaces/space_handbook', token: admin, json: { title: '' } },
    '401': { path: '/v1/spaces/space_handbook', json: { title: 'Nope' } },
    '403': { path: '/v1/spaces/space_handbook', token: 'demo-reader', json: { title: 'Nope' } },
    '404': { path: '/v1/spaces/space_missing', token: admin, json: { title: 'Nope' } },
  },
  deleteSpace: {
    '204': { path: '/v1/spaces/space_glossary', token: admin },
    '400': { path: `/v1/spaces/${longId}`, token: admin },
    '401': { path: '/v1/spaces/space_glossary' },
    '403': { path: '/v1/spaces/space_glossary', token: 'demo-reader' },
  },
  duplicateSpace: {
    '201': { path: '/v1/spaces/space_handbook/duplicate', token: admin },
    '400': { path: `/v1/spaces/${longId}/duplicate`, token: admin },
    '401': { path: '/v1/spaces/space_handbook/duplicate' },
    '403': { path: '/v1/spaces/space_handbook/duplicate', token: 'demo-commenter' },
    '404': { path: '/v1/spaces/space_missing/duplicate', token: admin },
  },
  restoreSpace: {
    '200': { path: '/v1/spaces/space_old_wiki/restore', token: admin },
    '400': { path: `/v1/spaces/${longId}/restore`, token: admin },
    '401': { path: '/v1/spaces/space_old_wiki/restore' },
    '403': { path: '/v1/spaces/space_old_wiki/restore', token: 'demo-reader' },
    '404': { path: '/v1/spaces/space_ancient_notes/restore', token: admin },
  },
  moveSpace: {
    '200': {
      path: '/v1/spaces/space_glossary/move',
      token: admin,
      json: { parent: null, position: { before: { type: 'space', space: 'space_release_notes' } } },
    },
    '400': {
      path: '/v1/spaces/space_glossary/move',
      token: admin,
      json: {
        parent: 'collection_company',
        position: { before: { type: 'space', space: 'space_handbook' } },
      },
    },
    '401': { path: '/v1/spaces/space_glossary/move', json: { parent: null } },
    '403': { path: '/v1/spaces/space_glossary/move', token: 'demo-editor', json: { parent: null } },
    '404': {
      path: '/v1/spaces/space_glossary/move',
      token: admin,
      json: { parent: 'collection_missing' },
    },
    '409': {
      path: '/v1/spaces/space_handbook/move',
      token: admin,
      json: { position: { before: { type: 'space', space: 'space_api' } } },
    },
    '412': { path: '/v1/spaces/space_architecture/move', token: admin, json: { parent: null } },
  },
  transferSpace: {
    '200': {
      path: '/v1/spaces/space_glossary/transfer',
      token: admin,
      json: { organization: 'org_globex', collection: 'collection_community' },
    },
    '400': { path: '/v1/spaces/space_glossary/transfer', token: admin, json: {} },
    '401': { path: '/v1/spaces/space_glossary/transfer', json: { organization: 'org_globex' } },
    '403': {
      path: '/v1/spaces/space_glossary/transfer',
      token: 'demo-creator',
      json: { organization: 'org_globex' },
    },
    '404': {
      path: '/v1/spaces/space_glossary/transfer',
      token: admin,
      json: { organization: 'org_missing' },
    },
    '409': {
      path: '/v1/spaces/space_glossary/transfer',
      token: admin,
      json: { organization: 'org_acme' },
    },
    '412': {
      path: '/v1/spaces/space_architecture/transfer',
      token: admin,
      json: { organization: 'org_globex' },
    },
  },
  listSpaceLinks: {
    '200': { path: '/v1/spaces/space_handbook/links?status=broken', token: 'demo-reader' },
    '400': { path: '/v1/spaces/space_handbook/links?status=fine', token: admin },
    '401': { path: '/v1/spaces/space_handbook/links' },
    '403': { path: '/v1/spaces/space_handbook/links', token: 'demo-umbrella' },
    '404': { path: '/v1/spaces/space_missing/links', token: admin },
  },
  listOrganizationSpaces: {
    '200': { path: `${acme}/spaces?limit=5`, token: 'demo-reader' },
    '400': { path: `${acme}/spaces?deleted=maybe`, token: admin },
    '401': { path: `${acme}/spaces` },
    '403': { path: `${acme}/spaces`, token: 'demo-umbrella' },
    '404': { path: '/v1/orgs/org_missing/spaces', token: admin },
  },
  createSpace: {
    '201': {
      path: `${acme}/spaces`,
      token: 'demo-creator',
      json: { title: 'Design System', emoji: '🧩', parent: 'collection_engineering' },
    },
    '400': { path: `${acme}/spaces`, token: admin, json: { title: 'x'.repeat(101) } },
    '401': { path: `${acme}/spaces`, json: { title: 'Nope' } },
    '403': { path: `${acme}/spaces`, token: 'demo-reader', json: { title: 'Nope' } },
    '404': { path: '/v1/orgs/org_missing/spaces', token: admin, json: { title: 'Nope' } },
  },
  // Collections.
  getCollection: {
    '200': { path: '/v1/collections/collection_engineering', token: 'demo-guest' },
    '400': { path: `/v1/collections/${longId}`, token: admin },
    '401': { path: '/v1/collections/collection_engineering' },
    '403': { path: '/v1/collections/collection_engineering', token: 'demo-umbrella' },
    '404': { path: '/v1/collections/collection_missing', token: admin },
  },
  updateCollection: {
    '200': {
      path: '/v1/collections/collection_engineering',
      token: admin,
      json: { description: 'Build and run.', defaultLevel: 'comment' },
    },
    '400': { path: '/v1/collections/collection_engineering', token: admin, json: {} },
    '401': { path: '/v1/collections/collection_engineering', json: { title: 'Nope' } },
    '403': {
      path: '/v1/collections/collection_engineering',
      token: 'demo-reader',
      json: { title: 'Nope' },
    },
    '404': { path: '/v1/collections/collection_missing', token: admin, json: { title: 'Nope' } },
  },
  deleteCollection: {
    '204': { path: '/v1/collections/collection_company', token: admin },
    '400': { path: `/v1/collections/${longId}`, token: admin },
    '401': { path: '/v1/collections/collection_company' },
    '403': { path: '/v1/collections/collection_company', token: 'demo-commenter' },
  },
  listCollectionSpaces: {
    '200': { path: '/v1/collections/collection_engineering/spaces', token: 'demo-reader' },
    '400': { path: '/v1/collections/collection_engineering/spaces?limit=1001', token: admin },
    '401': { path: '/v1/collections/collection_engineering/spaces' },
    '403': { path: '/v1/collections/collection_engineering/spaces', token: 'demo-umbrella' },
    '404': { path: '/v1/collections/collection_missing/spaces', token: admin },
  },
  moveCollection: {
    '200': {
      path: '/v1/collections/collection_company/move',
      token: admin,
      json: { position: { before: { type: 'collection', collection: 'collection_engineering' } } },
    },
    '400': {
      path: '/v1/collections/collection_company/move',
      token: admin,
      json: { position: { after: { type: 'space', space: 'space_handbook' } } },
    },
    '401': { path: '/v1/collections/collection_company/move', json: { parent: null } },
    '403': {
      path: '/v1/collections/collection_company/move',
      token: 'demo-reader',
      json: { parent: 'collection_engineering' },
    },
    '404': {
      path: '/v1/collections/collection_company/move',
      token: admin,
      json: { parent: 'collection_missing' },
    },
    '409': {
      path: '/v1/collections/collection_engineering/move',
      token: admin,
      json: {
        parent: null,
        position: { before: { type: 'collection', collection: 'collection_customers' } },
      },
    },
    '412': {
      path: '/v1/collections/collection_engineering/move',
      token: admin,
      json: { parent: 'collection_platform' },
    },
  },
  transferCollection: {
    '200': {
      path: '/v1/collections/collection_company/transfer',
      token: admin,
      json: { organization: 'org_globex' },
    },
    '400': {
      path: '/v1/collections/collection_company/transfer',
      token: admin,
      json: { organization: '' },
    },
    '401': {
      path: '/v1/collections/collection_company/transfer',
      json: { organization: 'org_globex' },
    },
    '403': {
      path: '/v1/collections/collection_company/transfer',
      token: 'demo-creator',
      json: { organization: 'org_globex' },
    },
    '404': {
      path: '/v1/collections/collection_missing/transfer',
      token: admin,
      json: { organization: 'org_globex' },
    },
    '409': {
      path: '/v1/collections/collection_engineering/transfer',
      token: admin,
      json: { organization: 'org_acme' },
    },
    '412': {
      path: '/v1/collections/collection_engineering/transfer',
      token: admin,
      json: { organization: 'org_acme', collection: 'collection_mobile' },
    },
  },
  listOrganizationCollections: {
    '200': { path: `${acme}/collections?nested=false`, token: 'demo-guest' },
    '400': { path: `${acme}/collections?nested=sometimes`, token: admin },
    '401': { path: `${acme}/collections` },
    '403': { path: `${acme}/collections`, token: 'demo-umbrella' },
    '404': { path: '/v1/orgs/org_missing/collections', token: admin },
  },
  createCollection: {
    '201': {
      path: `${acme}/collections`,
      token: admin,
      json: { title: 'Design', description: 'Design system docs', parent: 'collection_company' },
    },
    '400': { path: `${acme}/collections`, token: admin, json: { title: '   ' } },
    '401': { path: `${acme}/collections`, json: { title: 'Nope' } },
    '403': { path: `${acme}/collections`, token: 'demo-editor', json: { title: 'Nope' } },
    '404': {
      path: `${acme}/collections`,
      token: admin,
      json: { title: 'Nope', parent: 'collection_missing' },
    },
  },
  // Change requests (docs/decisions/0007-change-requests.md).
  listSpaceChangeRequests: {
    '200': { path: `${handbookRequests}?status=draft&creator=user_carl`, token: 'demo-guest' },
    '400': { path: `${handbookRequests}?status=closed`, token: admin },
    '401': { path: handbookRequests },
    '403': { path: handbookRequests, token: 'demo-umbrella' },
    '404': { path: '/v1/spaces/space_missing/change-requests', token: admin },
  },
  createChangeRequest: {
    '201': {
      path: handbookRequests,
      token: 'demo-editor',
      json: { subject: 'Fix typos', requestedReviewers: ['user_rhea'] },
    },
    '400': { path: handbookRequests, token: admin, json: { subject: 'x'.repeat(101) } },
    '401': { path: handbookRequests, json: { subject: 'Nope' } },
    '403': { path: handbookRequests, token: 'demo-reader', json: { subject: 'Nope' } },
    '404': { path: '/v1/spaces/space_missing/change-requests', token: admin, json: {} },
  },
  getChangeRequest: {
    '200': { path: `${handbookRequests}/12`, token: 'demo-reader' },
    '400': { path: `${handbookRequests}/${longId}`, token: admin },
    '401': { path: `${handbookRequests}/12` },
    '403': { path: `${handbookRequests}/12`, token: 'demo-umbrella' },
    '404': { path: `${handbookRequests}/99`, token: admin },
  },
  updateChangeRequest: {
    '200': {
      path: `${handbookRequests}/cr_handbook_12`,
      token: 'demo-editor',
      json: {
        subject: 'Add the release checklist (v2)',
        status: 'draft',
        description: instructions.instructions,
      },
    },
    '400': { path: `${handbookRequests}/1`, token: admin, json: { status: 'open' } },
    '401': { path: `${handbookRequests}/12`, json: { subject: 'Nope' } },
    '403': { path: `${handbookRequests}/12`, token: 'demo-reader', json: { subject: 'Nope' } },
    '404': { path: `${handbookRequests}/99`, token: admin, json: { subject: 'Nope' } },
  },
  mergeChangeRequest: {
    '200': { path: `${handbookRequests}/12/merge`, token: 'demo-reviewer' },
    '400': { path: `${handbookRequests}/4/merge`, token: admin },
    '401': { path: `${handbookRequests}/12/merge` },
    '403': { path: `${handbookRequests}/12/merge`, token: 'demo-editor' },
    '404': { path: `${handbookRequests}/99/merge`, token: admin },
  },
  updateChangeRequestFromMain: {
    '200': { path: `${handbookRequests}/9/update`, token: 'demo-editor' },
    '400': { path: `${handbookRequests}/1/update`, token: admin },
    '401': { path: `${handbookRequests}/9/update` },
    '403': { path: `${handbookRequests}/9/update`, token: 'demo-commenter' },
    '404': { path: `${handbookRequests}/99/update`, token: admin },
  },
  getChangeRequestPdf: {
    '200': {
      path: `${handbookRequests}/12/pdf?only=true&page=page_handbook_deployments`,
      token: 'demo-reader',
    },
    '400': { path: `${handbookRequests}/12/pdf?only=true`, token: admin },
    '401': { path: `${handbookRequests}/12/pdf` },
    '403': { path: `${handbookRequests}/12/pdf`, token: 'demo-umbrella' },
    '404': { path: `${handbookRequests}/12/pdf?page=page_missing`, token: admin },
  },
  listOrganizationChangeRequests: {
    '200': { path: `${acme}/change-requests?requestedReviewer=user_rhea`, token: 'demo-guest' },
    '400': { path: `${acme}/change-requests?limit=1001`, token: admin },
    '401': { path: `${acme}/change-requests` },
    '403': { path: `${acme}/change-requests`, token: 'demo-umbrella' },
    '404': { path: '/v1/orgs/org_missing/change-requests', token: admin },
  },
};

// Sites (seed ids: src/backend/store/seed-sites.ts).
const docs = `${acme}/sites/site_docs`;
const help = `${acme}/sites/site_help`;
const missingSite = `${acme}/sites/site_missing`;
const buildGroup = `${docs}/section-groups/sitesg_docs_build`;
const sortBody = {
  item: { type: 'site-section', id: 'sitesec_docs_api' },
  position: { before: { type: 'site-section', id: 'sitesec_docs_guides' } },
};
const visitorSchema = {
  jsonSchema: {
    type: 'object',
    properties: { isBeta: { type: 'boolean', description: 'In the beta.' } },
    additionalProperties: false,
  },
};
const question = { input: [{ role: 'user', content: 'How do I deploy?' }] };

const siteScenarios: Record<string, Record<string, Scenario>> = {
  listOrganizationSites: {
    '200': { path: `${acme}/sites?published=true&title=acme`, token: 'demo-reader' },
    '400': { path: `${acme}/sites?published=maybe`, token: admin },
    '401': { path: `${acme}/sites` },
    '403': { path: `${acme}/sites`, token: 'demo-umbrella' },
    '404': { path: '/v1/orgs/org_missing/sites', token: admin },
  },
  createSite: {
    '201': {
      path: `${acme}/sites`,
      token: admin,
      json: { title: 'Partner Portal', spaces: ['space_handbook'] },
    },
    '400': { path: `${acme}/sites`, token: admin, json: { title: '' } },
    '401': { path: `${acme}/sites`, json: { title: 'Nope' } },
    '403': { path: `${acme}/sites`, token: 'demo-editor', json: { title: 'Nope' } },
    '404': { path: `${acme}/sites`, token: admin, json: { title: 'X', spaces: ['space_missing'] } },
  },
  getSite: {
    '200': { path: help, token: 'demo-reader' },
    '400': { path: `${acme}/sites/${longId}`, token: admin },
    '401': { path: docs },
    '403': { path: docs, token: 'demo-umbrella' },
    '404': { path: missingSite, token: admin },
  },
  updateSite: {
    '200': { path: docs, token: admin, json: { proxy: 'acme.test/docs', basename: 'dev' } },
    '400': { path: docs, token: admin, json: { proxy: 'not a proxy' } },
    '401': { path: docs, json: { title: 'Nope' } },
    '403': { path: docs, token: 'demo-editor', json: { title: 'Nope' } },
    '404': { path: missingSite, token: admin, json: { title: 'Nope' } },
  },
  deleteSite: {
    '204': { path: help, token: admin },
    '400': { path: `${acme}/sites/${longId}`, token: admin },
    '401': { path: help },
    '403': { path: help, token: 'demo-editor' },
    '404': { path: '/v1/orgs/org_missing/sites/site_help', token: admin },
  },
  getSiteStructure: {
    '200': { path: `${docs}/structure`, token: 'demo-reader' },
    '400': { path: `${acme}/sites/${longId}/structure`, token: admin },
    '401': { path: `${docs}/structure` },
    '403': { path: `${docs}/structure`, token: 'demo-umbrella' },
    '404': { path: `${missingSite}/structure`, token: admin },
  },
  sortSiteStructure: {
    '200': { path: `${docs}/structure/sort`, token: admin, json: sortBody },
    '400': {
      path: `${docs}/structure/sort`,
      token: admin,
      json: { ...sortBody, position: { before: { type: 'site-section', id: 'sitesec_docs_ios' } } },
    },
    '401': { path: `${docs}/structure/sort`, json: sortBody },
    '403': { path: `${docs}/structure/sort`, token: 'demo-editor', json: sortBody },
    '404': {
      path: `${docs}/structure/sort`,
      token: admin,
      json: { ...sortBody, item: { type: 'site-section', id: 'sitesec_missing' } },
    },
  },
  getSiteAdaptiveSchema: {
    '200': { path: '/v1/orgs/org_globex/sites/site_globex_docs/adaptive-schema', token: admin },
    '400': { path: `${acme}/sites/${longId}/adaptive-schema`, token: admin },
    '401': { path: `${docs}/adaptive-schema` },
    '403': { path: `${docs}/adaptive-schema`, token: 'demo-umbrella' },
    '404': { path: `${docs}/adaptive-schema`, token: admin },
  },
  updateSiteAdaptiveSchema: {
    '200': { path: `${docs}/adaptive-schema`, token: admin, json: visitorSchema },
    '400': {
      path: `${docs}/adaptive-schema`,
      token: admin,
      json: { jsonSchema: { type: 'object', properties: {} } },
    },
    '401': { path: `${docs}/adaptive-schema`, json: visitorSchema },
    '403': { path: `${docs}/adaptive-schema`, token: 'demo-editor', json: visitorSchema },
    '404': { path: `${missingSite}/adaptive-schema`, token: admin, json: visitorSchema },
  },
  listSiteTemplateConditions: {
    '200': {
      path: '/v1/orgs/org_globex/sites/site_globex_docs/adaptive-schema/template-conditions',
      token: admin,
    },
    '400': { path: `${acme}/sites/${longId}/adaptive-schema/template-conditions`, token: admin },
    '401': { path: `${docs}/adaptive-schema/template-conditions` },
    '403': { path: `${docs}/adaptive-schema/template-conditions`, token: 'demo-umbrella' },
    '404': { path: `${missingSite}/adaptive-schema/template-conditions`, token: admin },
  },
  getPublishedContentSite: {
    '200': { path: `${help}/published?shareKey=sk_help_center_2c9e41`, token: 'demo-umbrella' },
    '400': { path: `${help}/published?shareKey=`, token: admin },
    '401': { path: `${docs}/published` },
    '404': { path: `${help}/published?shareKey=wrong`, token: admin },
  },
  publishSite: {
    '200': { path: '/v1/orgs/org_globex/sites/site_globex_docs/publish', token: admin },
    '400': { path: `${acme}/sites/${longId}/publish`, token: admin },
    '401': { path: `${docs}/publish` },
    '403': { path: `${docs}/publish`, token: 'demo-editor' },
    '404': { path: `${missingSite}/publish`, token: admin },
  },
  unpublishSite: {
    '200': { path: `${docs}/unpublish`, token: admin },
    '400': { path: `${acme}/sites/${longId}/unpublish`, token: admin },
    '401': { path: `${docs}/unpublish` },
    '403': { path: `${docs}/unpublish`, token: 'demo-editor' },
    '404': { path: `${missingSite}/unpublish`, token: admin },
  },
  searchSiteContent: {
    '200': { path: `${docs}/search?limit=5`, token: 'demo-reader', json: { query: 'deploy' } },
    '400': { path: `${docs}/search`, token: admin, json: { query: '' } },
    '401': { path: `${docs}/search`, json: { query: 'deploy' } },
    '403': { path: `${docs}/search`, token: 'demo-umbrella', json: { query: 'deploy' } },
    '404': { path: `${missingSite}/search`, token: admin, json: { query: 'deploy' } },
  },
  createSiteAIResponse: {
    '200': { path: `${docs}/ai/response`, token: 'demo-reader', json: question },
    '400': { path: `${docs}/ai/response`, token: admin, json: { input: [] } },
    '401': { path: `${docs}/ai/response`, json: question },
    '403': { path: `${docs}/ai/response`, token: 'demo-umbrella', json: question },
    '404': { path: `${missingSite}/ai/response`, token: admin, json: question },
  },
  listSiteSectionGroups: {
    '200': { path: `${docs}/section-groups`, token: 'demo-reader' },
    '400': { path: `${docs}/section-groups?limit=0`, token: admin },
    '401': { path: `${docs}/section-groups` },
    '403': { path: `${docs}/section-groups`, token: 'demo-umbrella' },
    '404': { path: `${missingSite}/section-groups`, token: admin },
  },
  createSiteSectionGroup: {
    '201': {
      path: `${docs}/section-groups`,
      token: admin,
      json: { title: 'Reference', icon: 'book', sections: ['sitesec_docs_api'] },
    },
    '400': { path: `${docs}/section-groups`, token: admin, json: { title: '' } },
    '401': { path: `${docs}/section-groups`, json: { title: 'Nope' } },
    '403': { path: `${docs}/section-groups`, token: 'demo-editor', json: { title: 'Nope' } },
    '404': {
      path: `${docs}/section-groups`,
      token: admin,
      json: { title: 'Nope', parent: 'sitesg_missing' },
    },
  },
  updateSiteSectionGroup: {
    '200': { path: buildGroup, token: admin, json: { title: 'Build apps', icon: 'hammer' } },
    '400': { path: buildGroup, token: admin, json: {} },
    '401': { path: buildGroup, json: { title: 'Nope' } },
    '403': { path: buildGroup, token: 'demo-editor', json: { title: 'Nope' } },
    '404': { path: `${docs}/section-groups/sitesg_missing`, token: admin, json: { title: 'N' } },
  },
  deleteSiteSectionGroup: {
    '204': { path: buildGroup, token: admin },
    '400': { path: `${docs}/section-groups/${longId}`, token: admin },
    '401': { path: buildGroup },
    '403': { path: buildGroup, token: 'demo-editor' },
    '404': { path: `${missingSite}/section-groups/sitesg_docs_build`, token: admin },
  },
  addSiteSectionToGroup: {
    '201': {
      path: `${buildGroup}/sections`,
      token: admin,
      json: { sectionId: 'sitesec_docs_api' },
    },
    '400': { path: `${buildGroup}/sections`, token: admin, json: {} },
    '401': { path: `${buildGroup}/sections`, json: { sectionId: 'sitesec_docs_api' } },
    '403': {
      path: `${buildGroup}/sections`,
      token: 'demo-editor',
      json: { sectionId: 'sitesec_docs_api' },
    },
    '404': { path: `${buildGroup}/sections`, token: admin, json: { sectionId: 'sitesec_missing' } },
  },
  removeSiteSectionFromGroup: {
    '204': { path: `${buildGroup}/sections/sitesec_docs_ios`, token: admin },
    '400': { path: `${buildGroup}/sections/${longId}`, token: admin },
    '401': { path: `${buildGroup}/sections/sitesec_docs_ios` },
    '403': { path: `${buildGroup}/sections/sitesec_docs_ios`, token: 'demo-editor' },
    '404': {
      path: `${docs}/section-groups/sitesg_missing/sections/sitesec_docs_ios`,
      token: admin,
    },
  },
  moveSiteSectionGroup: {
    '200': {
      path: `${buildGroup}/move`,
      token: admin,
      json: { position: { before: { type: 'site-section', id: 'sitesec_docs_guides' } } },
    },
    '400': {
      path: `${buildGroup}/move`,
      token: admin,
      json: { position: { before: { type: 'site-section', id: 'sitesec_docs_ios' } } },
    },
    '401': {
      path: `${buildGroup}/move`,
      json: { position: { after: { type: 'site-section', id: 'sitesec_docs_api' } } },
    },
    '403': {
      path: `${buildGroup}/move`,
      token: 'demo-editor',
      json: { position: { after: { type: 'site-section', id: 'sitesec_docs_api' } } },
    },
    '404': {
      path: `${docs}/section-groups/sitesg_missing/move`,
      token: admin,
      json: { position: { after: { type: 'site-section', id: 'sitesec_docs_api' } } },
    },
  },
};
Object.assign(scenarios, siteScenarios);

function expectMatchesContract(
  operation: ContractOperation,
  status: string,
  response: { status: number; headers: Headers; body: unknown },
) {
  const declared = operation.responses[status];
  if (!declared) throw new Error(`${operation.operationId} declares no ${status}`);
  if (response.headers.get('content-type') === 'text/event-stream') {
    // The AI response: every event's data must be a SiteAIResponseEvent, start to finish.
    const validateEvent = validatorFor(componentSchema('SiteAIResponseEvent'), { coerce: false });
    const events = parseEventStream(response.body);
    for (const event of events)
      expect(
        validateEvent(event) ? 'valid' : describeValidationErrors(validateEvent.errors, 'event'),
      ).toBe('valid');
    expect(events.length).toBeGreaterThanOrEqual(2);
    return;
  }
  if (!declared.schema) {
    expect(response.body, `${operation.operationId} ${status} has no body`).toBeUndefined();
    return;
  }
  expect(response.headers.get('content-type')).toBe('application/json');
  const validate = validatorFor(declared.schema, { coerce: false });
  const valid = validate(response.body);
  expect(
    valid ? 'valid' : describeValidationErrors(validate.errors, 'response'),
    `${operation.operationId} ${status}: ${JSON.stringify(response.body).slice(0, 400)}`,
  ).toBe('valid');
}

const operations = contractOperations();

describe('contract coverage', () => {
  it('has a handler for every operation of the contract, and none beyond it', () => {
    const contractIds = operations.map((o) => o.operationId).sort();
    expect([...implementedOperationIds].sort()).toEqual(contractIds);
  });

  it('has a scenario for every declared status, and none for undeclared ones', () => {
    const missing: string[] = [];
    const extra: string[] = [];
    for (const operation of operations) {
      const declared = Object.keys(operation.responses).filter((s) => s !== 'default');
      const table = scenarios[operation.operationId] ?? {};
      for (const status of declared)
        if (!table[status]) missing.push(`${operation.operationId} ${status}`);
      for (const status of Object.keys(table))
        if (!declared.includes(status)) extra.push(`${operation.operationId} ${status}`);
    }
    for (const id of Object.keys(scenarios))
      if (!operations.some((o) => o.operationId === id)) extra.push(`${id} (not in the contract)`);
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it('declares a default (throttling and unexpected failure) response on every operation', () => {
    for (const operation of operations)
      expect(operation.responses['default']?.schema).toBeDefined();
  });
});

describe.each(operations.map((o) => [o.operationId, o] as const))('%s', (_id, operation) => {
  const statuses = Object.keys(operation.responses).filter((s) => s !== 'default');

  it.each(statuses)('answers %s as the contract describes', async (status) => {
    const scenario = scenarios[operation.operationId]?.[status];
    if (!scenario) throw new Error(`No scenario for ${operation.operationId} ${status}`);
    const backend = createBackend({ seed: 'demo' });
    const { path, ...request } = scenario;
    const response = await send(backend, operation.method.toUpperCase(), path, request);
    expect(response.status, JSON.stringify(response.body)).toBe(Number(status));
    expectMatchesContract(operation, status, response);
  });

  it.each([500, 503, 429] as const)(
    'answers an injected %s as the default response',
    async (status) => {
      const backend = createBackend({ seed: 'demo' });
      backend.setFaults({ latencyMs: 0, errorRate: 1, status });
      const success = scenarios[operation.operationId]?.[String(operation.successStatus)];
      if (!success) throw new Error(`No success scenario for ${operation.operationId}`);
      const { path, ...request } = success;
      const response = await send(backend, operation.method.toUpperCase(), path, request);
      expect(response.status).toBe(status);
      expectMatchesContract(operation, 'default', response);
      if (status === 429) expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    },
  );
});
