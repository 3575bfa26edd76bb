import { acme, admin, longId, type ScenarioTable, listScenarios, withBody } from './scenario.ts';

// Integrations (seed names and ids: src/backend/core/store/seed-integrations.ts).
const integrations = '/v1/integrations';
const acmeAnalytics = `${integrations}/acme-analytics`;
const badName = `${integrations}/not%20a%20name`;
const webhooksInstallation = `${integrations}/webhooks/installations/inst_acme_webhooks`;
const chatterInstallation = `${integrations}/chatter/installations/inst_acme_chatter`;
const failedEvent = `${acmeAnalytics}/events/evt_acme_analytics_06`;
const docs = `${acme}/sites/site_docs`;
const manifest = {
  title: 'Acme Status',
  description: 'Shows the status of Acme services on every page.',
  script: 'export default {};',
  organization: 'org_acme',
  visibility: 'unlisted',
  scopes: ['site:script:inject'],
  // The platform's object form of the policy, answered as it was given.
  contentSecurityPolicy: { 'script-src': "'self' https://status.acme.test", 'img-src': '*' },
};

export const integrationScenarios: ScenarioTable = {
  listIntegrations: {
    '200': { path: `${integrations}?category=analytics&target=site`, token: 'demo-reader' },
    '400': { path: `${integrations}?blocks=maybe`, token: admin },
    '401': { path: integrations },
  },
  getIntegration: {
    '200': { path: acmeAnalytics, token: 'demo-reader' },
    '400': { path: badName, token: admin },
    '401': { path: acmeAnalytics },
    '404': { path: acmeAnalytics, token: 'demo-umbrella' },
  },
  publishIntegration: {
    '200': withBody(`${integrations}/acme-status`, admin, manifest),
    '400': withBody(`${integrations}/acme-status`, admin, { ...manifest, title: 'A' }),
    '401': withBody(`${integrations}/acme-status`, undefined, manifest),
    '403': withBody(`${integrations}/webhooks`, admin, manifest),
    '404': withBody(`${integrations}/acme-status`, admin, {
      ...manifest,
      organization: 'org_missing',
    }),
  },
  unpublishIntegration: {
    '204': { path: acmeAnalytics, token: admin },
    '400': { path: badName, token: admin },
    '401': { path: acmeAnalytics },
    '403': { path: acmeAnalytics, token: 'demo-editor' },
  },
  listIntegrationInstallations: listScenarios(`${acmeAnalytics}/installations`, {
    ok: { path: `${acmeAnalytics}/installations?externalId=acme-docs`, token: admin },
    forbidden: 'demo-editor',
    missing: { path: `${acmeAnalytics}/installations`, token: 'demo-umbrella' },
  }),
  installIntegration: {
    '201': withBody(`${integrations}/pulse-analytics/installations`, admin, {
      organization: 'org_acme',
    }),
    '400': withBody(`${integrations}/pulse-analytics/installations`, admin, {}),
    '401': withBody(`${integrations}/pulse-analytics/installations`, undefined, {
      organization: 'org_acme',
    }),
    '403': withBody(`${integrations}/pulse-analytics/installations`, 'demo-editor', {
      organization: 'org_acme',
    }),
    '404': withBody(`${integrations}/pulse-analytics/installations`, admin, {
      organization: 'org_missing',
    }),
    '409': withBody(`${integrations}/chatter/installations`, admin, { organization: 'acme' }),
  },
  getIntegrationInstallation: {
    '200': { path: chatterInstallation, token: admin },
    '400': { path: `${integrations}/chatter/installations/${longId}`, token: admin },
    '401': { path: chatterInstallation },
    '403': { path: chatterInstallation, token: 'demo-editor' },
    '404': { path: `${integrations}/chatter/installations/inst_missing`, token: admin },
  },
  updateIntegrationInstallation: {
    '200': withBody(webhooksInstallation, admin, {
      configuration: { url: 'https://hooks.acme.test/folio', timeout: 5 },
      space_selection: 'all',
      site_selection: 'selected',
      selectedSites: ['site_docs'],
      externalIds: ['acme-hooks'],
    }),
    '400': withBody(webhooksInstallation, admin, { configuration: { url: 42 } }),
    '401': withBody(webhooksInstallation, undefined, {}),
    '403': withBody(webhooksInstallation, 'demo-editor', {}),
    '404': withBody(`${integrations}/webhooks/installations/inst_missing`, admin, {}),
  },
  uninstallIntegration: {
    '205': { path: chatterInstallation, token: admin },
    '204': { path: `${integrations}/chatter/installations/inst_missing`, token: admin },
    '400': { path: `${integrations}/chatter/installations/${longId}`, token: admin },
    '401': { path: chatterInstallation },
    '403': { path: chatterInstallation, token: 'demo-editor' },
  },
  listIntegrationEvents: listScenarios(`${acmeAnalytics}/events`, {
    ok: { path: `${acmeAnalytics}/events?limit=5`, token: admin },
    forbidden: 'demo-editor',
    missing: { path: `${acmeAnalytics}/events`, token: 'demo-umbrella' },
  }),
  getIntegrationEvent: {
    '200': { path: failedEvent, token: admin },
    '400': { path: `${acmeAnalytics}/events/${longId}`, token: admin },
    '401': { path: failedEvent },
    '403': { path: failedEvent, token: 'demo-editor' },
    '404': { path: `${acmeAnalytics}/events/evt_missing`, token: admin },
  },
  listOrganizationInstallations: listScenarios(`${acme}/installations`, {
    ok: { path: `${acme}/installations?search=a`, token: admin },
    forbidden: 'demo-editor',
    missing: '/v1/orgs/org_missing/installations',
  }),
  listOrganizationInstallationsStatus: {
    '200': { path: `${acme}/integrations/installations-status?target=site`, token: 'demo-reader' },
    '400': { path: `${acme}/integrations/installations-status?target=page`, token: admin },
    '401': { path: `${acme}/integrations/installations-status` },
    '403': { path: `${acme}/integrations/installations-status`, token: 'demo-umbrella' },
    '404': { path: '/v1/orgs/org_missing/integrations/installations-status', token: admin },
  },
  listSiteIntegrationScripts: {
    '200': { path: `${docs}/integration-scripts`, token: 'demo-reader' },
    '400': { path: `${acme}/sites/${longId}/integration-scripts`, token: admin },
    '401': { path: `${docs}/integration-scripts` },
    '403': { path: `${docs}/integration-scripts`, token: 'demo-umbrella' },
    '404': { path: `${acme}/sites/site_missing/integration-scripts`, token: admin },
  },
  listSiteIntegrations: listScenarios(`${docs}/integrations`, {
    ok: { path: `${docs}/integrations?search=acme`, token: 'demo-reader' },
    forbidden: 'demo-umbrella',
    missing: `${acme}/sites/site_missing/integrations`,
  }),
};
