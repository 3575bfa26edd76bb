import {
  acme,
  admin,
  longId,
  type ScenarioTable,
  type Target,
  instructionsOf,
  filteredScenarios,
  readScenarios,
  withBody,
  writeScenarios,
} from './scenario.ts';

/** Organizations, spaces, collections and change requests (seed ids: src/backend/core/store/seeds.ts). */
const handbookRequests = '/v1/spaces/space_handbook/change-requests';
const missingSpaceRequests = '/v1/spaces/space_missing/change-requests';
/**
 * Handbook change request #`number` (with `suffix`, e.g. `/merge`): the admin is refused at
 * #`refused` (by default an id too long to be one) and finds nothing at #99.
 */
function handbookRequest(number: number, suffix = '', refused: number | string = longId): Target {
  return {
    path: `${handbookRequests}/${number}${suffix}`,
    invalid: `${handbookRequests}/${refused}${suffix}`,
    missing: `${handbookRequests}/99${suffix}`,
  };
}
const handbook: Target = {
  path: '/v1/spaces/space_handbook',
  invalid: `/v1/spaces/${longId}`,
  missing: '/v1/spaces/space_missing',
};
const engineering: Target = {
  path: '/v1/collections/collection_engineering',
  invalid: `/v1/collections/${longId}`,
  missing: '/v1/collections/collection_missing',
};
const instructions = instructionsOf('Be brief.');
/** `action` of the space `spaceId`: refused for an invalid id, not found for `missing`. */
function spaceAction(spaceId: string, action: string, missing = 'space_missing'): Target {
  return {
    path: `/v1/spaces/${spaceId}/${action}`,
    invalid: `/v1/spaces/${longId}/${action}`,
    missing: `/v1/spaces/${missing}/${action}`,
  };
}

export const coreScenarios: ScenarioTable = {
  listOrganizations: {
    '200': { path: '/v1/orgs', token: admin },
    '400': { path: '/v1/orgs?limit=-1', token: admin },
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
    '200': withBody(acme, admin, {
      title: 'Acme Documentation',
      logo: 'https://cdn.acme.test/logo.png',
    }),
    '400': withBody(acme, admin, { title: 'x'.repeat(101) }),
    '401': withBody(acme, undefined, { title: 'Nope' }),
    '403': withBody(acme, 'demo-editor', { title: 'Nope' }),
    '404': withBody('/v1/orgs/org_missing', admin, { title: 'Nope' }),
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
    '200': withBody(`${acme}/agent-instructions`, admin, instructions),
    '400': withBody(`${acme}/agent-instructions`, admin, { instructions: { object: 'document' } }),
    '401': withBody(`${acme}/agent-instructions`, undefined, instructions),
    '403': withBody(`${acme}/agent-instructions`, 'demo-editor', instructions),
    '404': withBody('/v1/orgs/org_missing/agent-instructions', admin, instructions),
  },
  listOrganizationsByEmailDomain: {
    '200': { path: '/v1/email-domains/acme.test/orgs', token: 'demo-umbrella' },
    '400': { path: '/v1/email-domains/Not_A_Domain/orgs', token: admin },
    '401': { path: '/v1/email-domains/acme.test/orgs' },
  },
  // Spaces (seed ids: src/backend/core/store/seed-tree.ts).
  getSpace: readScenarios(handbook, admin, 'demo-umbrella'),
  updateSpace: writeScenarios(handbook, {
    ok: { title: 'Handbook' },
    invalid: { title: '' },
    body: { title: 'Nope' },
    forbidden: 'demo-reader',
  }),
  deleteSpace: readScenarios(
    { path: '/v1/spaces/space_glossary', invalid: handbook.invalid },
    admin,
    'demo-reader',
    '204',
  ),
  duplicateSpace: readScenarios(
    spaceAction('space_handbook', 'duplicate'),
    admin,
    'demo-commenter',
    '201',
  ),
  restoreSpace: readScenarios(
    // Only a deleted space can be restored; one deleted too long ago is gone (404).
    spaceAction('space_old_wiki', 'restore', 'space_ancient_notes'),
    admin,
    'demo-reader',
  ),
  moveSpace: {
    '200': withBody('/v1/spaces/space_glossary/move', admin, {
      parent: null,
      position: { before: { type: 'space', space: 'space_release_notes' } },
    }),
    '400': withBody('/v1/spaces/space_glossary/move', admin, {
      parent: 'collection_company',
      position: { before: { type: 'space', space: 'space_handbook' } },
    }),
    '401': withBody('/v1/spaces/space_glossary/move', undefined, { parent: null }),
    '403': withBody('/v1/spaces/space_glossary/move', 'demo-editor', { parent: null }),
    '404': withBody('/v1/spaces/space_glossary/move', admin, { parent: 'collection_missing' }),
    // Its French translation is its next sibling (seed-translations.ts).
    '409': withBody('/v1/spaces/space_handbook/move', admin, {
      position: { before: { type: 'space', space: 'space_handbook_fr' } },
    }),
    '412': withBody('/v1/spaces/space_architecture/move', admin, { parent: null }),
  },
  transferSpace: {
    '200': withBody('/v1/spaces/space_glossary/transfer', admin, {
      organization: 'org_globex',
      collection: 'collection_community',
    }),
    '400': withBody('/v1/spaces/space_glossary/transfer', admin, {}),
    '401': withBody('/v1/spaces/space_glossary/transfer', undefined, {
      organization: 'org_globex',
    }),
    '403': withBody('/v1/spaces/space_glossary/transfer', 'demo-creator', {
      organization: 'org_globex',
    }),
    '404': withBody('/v1/spaces/space_glossary/transfer', admin, { organization: 'org_missing' }),
    '409': withBody('/v1/spaces/space_glossary/transfer', admin, { organization: 'org_acme' }),
    '412': withBody('/v1/spaces/space_architecture/transfer', admin, {
      organization: 'org_globex',
    }),
  },
  listSpaceLinks: filteredScenarios(
    {
      path: '/v1/spaces/space_handbook/links',
      invalid: '/v1/spaces/space_handbook/links?status=fine',
      missing: '/v1/spaces/space_missing/links',
    },
    'status=broken',
    'demo-reader',
    'demo-umbrella',
  ),

  listOrganizationSpaces: filteredScenarios(
    {
      path: `${acme}/spaces`,
      invalid: `${acme}/spaces?deleted=maybe`,
      missing: '/v1/orgs/org_missing/spaces',
    },
    'limit=5',
    'demo-reader',
    'demo-umbrella',
  ),

  createSpace: writeScenarios(
    { path: `${acme}/spaces`, missing: '/v1/orgs/org_missing/spaces' },
    {
      status: '201',
      by: 'demo-creator',
      ok: { title: 'Design System', emoji: '🧩', parent: 'collection_engineering' },
      invalid: { title: 'x'.repeat(51) },
      body: { title: 'Nope' },
      forbidden: 'demo-reader',
    },
  ),

  // Collections.
  getCollection: readScenarios(engineering, 'demo-guest', 'demo-umbrella'),
  updateCollection: writeScenarios(engineering, {
    ok: { description: 'Build and run.', defaultLevel: 'comment' },
    invalid: {},
    body: { title: 'Nope' },
    forbidden: 'demo-reader',
  }),
  deleteCollection: readScenarios(
    { path: '/v1/collections/collection_company', invalid: engineering.invalid },
    admin,
    'demo-commenter',
    '204',
  ),
  listCollectionSpaces: readScenarios(
    {
      path: '/v1/collections/collection_engineering/spaces',
      invalid: '/v1/collections/collection_engineering/spaces?limit=1001',
      missing: '/v1/collections/collection_missing/spaces',
    },
    'demo-reader',
    'demo-umbrella',
  ),

  moveCollection: {
    '200': withBody('/v1/collections/collection_company/move', admin, {
      position: { before: { type: 'collection', collection: 'collection_engineering' } },
    }),
    '400': withBody('/v1/collections/collection_company/move', admin, {
      position: { after: { type: 'space', space: 'space_handbook' } },
    }),
    '401': withBody('/v1/collections/collection_company/move', undefined, { parent: null }),
    '403': withBody('/v1/collections/collection_company/move', 'demo-reader', {
      parent: 'collection_engineering',
    }),
    '404': withBody('/v1/collections/collection_company/move', admin, {
      parent: 'collection_missing',
    }),
    '409': withBody('/v1/collections/collection_engineering/move', admin, {
      parent: null,
      position: { before: { type: 'collection', collection: 'collection_customers' } },
    }),
    '412': withBody('/v1/collections/collection_engineering/move', admin, {
      parent: 'collection_platform',
    }),
  },
  transferCollection: {
    '200': withBody('/v1/collections/collection_company/transfer', admin, {
      organization: 'org_globex',
    }),
    '400': withBody('/v1/collections/collection_company/transfer', admin, { organization: '' }),
    '401': withBody('/v1/collections/collection_company/transfer', undefined, {
      organization: 'org_globex',
    }),
    '403': withBody('/v1/collections/collection_company/transfer', 'demo-creator', {
      organization: 'org_globex',
    }),
    '404': withBody('/v1/collections/collection_missing/transfer', admin, {
      organization: 'org_globex',
    }),
    '409': withBody('/v1/collections/collection_engineering/transfer', admin, {
      organization: 'org_acme',
    }),
    '412': withBody('/v1/collections/collection_engineering/transfer', admin, {
      organization: 'org_acme',
      collection: 'collection_mobile',
    }),
  },
  listOrganizationCollections: filteredScenarios(
    {
      path: `${acme}/collections`,
      invalid: `${acme}/collections?nested=sometimes`,
      missing: '/v1/orgs/org_missing/collections',
    },
    'nested=false',
    'demo-guest',
    'demo-umbrella',
  ),
  createCollection: writeScenarios(`${acme}/collections`, {
    status: '201',
    ok: { title: 'Design', description: 'Design system docs', parent: 'collection_company' },
    invalid: { title: '   ' },
    body: { title: 'Nope' },
    forbidden: 'demo-editor',
    missing: { title: 'Nope', parent: 'collection_missing' },
  }),
  // Change requests (docs/decisions/0007-change-requests.md).
  listSpaceChangeRequests: {
    ...readScenarios(
      {
        path: handbookRequests,
        invalid: `${handbookRequests}?status=closed`,
        missing: missingSpaceRequests,
      },
      'demo-guest',
      'demo-umbrella',
    ),
    '200': { path: `${handbookRequests}?status=draft&creator=user_carl`, token: 'demo-guest' },
  },
  createChangeRequest: {
    ...writeScenarios(
      { path: handbookRequests, missing: missingSpaceRequests },
      {
        status: '201',
        by: 'demo-editor',
        ok: { subject: 'Fix typos', requestedReviewers: ['user_priya'] },
        invalid: { subject: 'x'.repeat(101) },
        body: { subject: 'Nope' },
        forbidden: 'demo-reader',
      },
    ),
    // The space is missing whatever the body says: an empty one.
    '404': withBody(missingSpaceRequests, admin, {}),
  },
  getChangeRequest: readScenarios(handbookRequest(12), 'demo-reader', 'demo-umbrella'),
  updateChangeRequest: {
    // Its 200 and 400 are at other requests (below); the table gives the refusals at #12.
    ...writeScenarios(handbookRequest(12), {
      ok: undefined,
      invalid: undefined,
      body: { subject: 'Nope' },
      forbidden: 'demo-reader',
    }),
    // The 200 names #12 by its id; #1 is merged, so it cannot be reopened (400).
    '200': withBody(`${handbookRequests}/cr_handbook_12`, 'demo-editor', {
      subject: 'Add the release checklist (v2)',
      status: 'draft',
      description: instructions.instructions,
    }),
    '400': withBody(`${handbookRequests}/1`, admin, { status: 'open' }),
  },
  mergeChangeRequest: {
    ...readScenarios(handbookRequest(12, '/merge', 4), 'demo-reviewer', 'demo-editor'),
    // #10 has Rhea's approval, which Acme's merge rules need; #12 does not yet.
    '200': { path: `${handbookRequests}/10/merge`, token: 'demo-reviewer' },
  },
  updateChangeRequestFromMain: readScenarios(
    handbookRequest(9, '/update', 1),
    'demo-editor',
    'demo-commenter',
  ),
  getChangeRequestPdf: filteredScenarios(
    {
      path: `${handbookRequests}/12/pdf`,
      invalid: `${handbookRequests}/12/pdf?only=true`,
      missing: `${handbookRequests}/12/pdf?page=page_missing`,
    },
    'only=true&page=page_handbook_deployments',
    'demo-reader',
    'demo-umbrella',
  ),
  listOrganizationChangeRequests: filteredScenarios(
    {
      path: `${acme}/change-requests`,
      invalid: `${acme}/change-requests?limit=1001`,
      missing: '/v1/orgs/org_missing/change-requests',
    },
    'requestedReviewer=user_rhea',
    'demo-guest',
    'demo-umbrella',
  ),
};
