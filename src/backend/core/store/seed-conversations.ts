import { largeOrganizationId } from './seed-tree.ts';
import type { SeedStep } from './seed-step.ts';
import { matchClusters } from '../domain/conversation-analysis.ts';
import { conversationIdOf } from '../domain/conversations.ts';
import type {
  BackendState,
  ConversationPartValue,
  ConversationRecord,
  IssuesClusterRecord,
} from './state.ts';

/**
 * Support conversations and the topics they fall into (decision 0015). Acme has five clusters
 * (two of them linked from existing change requests, one still analysing) and 30 conversations
 * from two support integrations over the past 13 weeks, which make 35 issues: 27 conversations
 * match one or two clusters and three match none. Like the imports, they are dated back from
 * the moment the seed is built, so the weekly pulse always covers them.
 */

const minute = 60_000;
const day = 24 * 60 * minute;

export const seedSources = {
  zendesk: 'integration:zendesk:inst_acme_zendesk',
  intercom: 'integration:intercom:inst_acme_intercom',
} as const;

export const seedClusterIds = {
  tokenExpiry: 'cluster_token_expiry',
  dataOwnership: 'cluster_data_ownership',
  ssoSetup: 'cluster_sso_setup',
  customDomains: 'cluster_custom_domains',
  invoices: 'cluster_invoices',
} as const;

function acmeClusters(now: number): IssuesClusterRecord[] {
  const createdAt = new Date(now - 120 * day).toISOString();
  const cluster = (
    id: string,
    label: string,
    icon: string,
    summary: string,
    keywords: string[],
  ): IssuesClusterRecord => ({
    id,
    organizationId: 'org_acme',
    label,
    icon,
    summary,
    createdAt,
    keywords,
  });
  return [
    cluster(
      seedClusterIds.tokenExpiry,
      'Token expiry',
      'key',
      'API tokens expire without warning and integrations start failing with 401.',
      ['token expired', 'token expires', 'token has expired', 'tokens expire', 'token expiry'],
    ),
    cluster(
      seedClusterIds.dataOwnership,
      'Data ownership',
      'database',
      'Who owns the content, where it is stored, and how to export or delete it.',
      [
        'data ownership',
        'owns the data',
        'export all our data',
        'delete our data',
        'data residency',
        'gdpr',
      ],
    ),
    cluster(
      seedClusterIds.ssoSetup,
      'SSO setup',
      'lock',
      'Setting up SAML single sign-on and mapping identity provider groups.',
      ['sso', 'saml', 'single sign on', 'okta', 'identity provider'],
    ),
    cluster(
      seedClusterIds.customDomains,
      'Custom domains',
      'globe',
      'DNS records, certificates and pending custom domains.',
      ['custom domain', 'cname', 'dns record', 'ssl certificate'],
    ),
    cluster(
      seedClusterIds.invoices,
      'Invoices and billing',
      'receipt',
      'Invoice details, receipts, refunds and billing contacts.',
      ['invoice', 'invoices', 'billing', 'receipt', 'refund', 'vat number'],
    ),
  ];
}

interface SeedConversation {
  source: keyof typeof seedSources;
  externalId: string;
  /** How long before the seed the conversation started, in days. */
  daysAgo: number;
  subject: string;
  user: string;
  /** The support assistant's answer. */
  assistant: string;
  /** A person of the support team, when one stepped in. */
  team?: string;
}

// The comment after each line says which clusters its user message matches.
const acmeConversations: SeedConversation[] = [
  {
    source: 'zendesk',
    externalId: '1187',
    daysAgo: 4.5 / (24 * 60),
    subject: 'SAML login loops back to the sign-in page',
    user: 'Since this morning our SAML login sends everyone back to the sign-in page. We use Okta.',
    assistant:
      'A redirect loop usually means the ACS URL in the identity provider does not match. Check it against the one in your settings.',
    team: 'We found a clock skew on our side and fixed it; please try again.',
  }, // sso
  {
    source: 'intercom',
    externalId: '90412',
    daysAgo: 0.2,
    subject: 'Invoice shows the wrong company name',
    user: 'Our last invoice has our old company name on it. Can you send a corrected invoice?',
    assistant: 'You can change the company name under Billing; new invoices use it.',
    team: 'I re-issued the invoice with the new name.',
  }, // invoices
  {
    source: 'zendesk',
    externalId: '1179',
    daysAgo: 1.5,
    subject: 'API calls fail with 401 after a month',
    user: 'All our scripts started failing with 401 today. Nobody told us the token expires after 30 days.',
    assistant:
      'Personal tokens are valid for 30 days. Create a new one, or use an organization token.',
  }, // token
  {
    source: 'intercom',
    externalId: '90377',
    daysAgo: 3,
    subject: 'Where is our data stored?',
    user: 'Our legal team asks about data residency: is our content stored in the EU? We also need a GDPR processing agreement.',
    assistant:
      'Content is stored in the EU by default. The processing agreement is in the trust center.',
  }, // data
  {
    source: 'zendesk',
    externalId: '1171',
    daysAgo: 4,
    subject: 'Custom domain shows a certificate warning',
    user: 'We added the CNAME for docs.ourcompany.test but visitors see an SSL certificate warning.',
    assistant:
      'Certificates are issued within an hour after the record resolves. Check that no CAA record blocks it.',
  }, // domains
  {
    source: 'intercom',
    externalId: '90350',
    daysAgo: 6,
    subject: 'Setting up single sign-on with Azure',
    user: 'How do we set up single sign-on with Azure AD as our identity provider?',
    assistant:
      'Add a SAML provider in the organization settings and paste the metadata from Azure.',
  }, // sso
  {
    source: 'zendesk',
    externalId: '1163',
    daysAgo: 8,
    subject: 'Our CI stopped overnight',
    user: 'Our CI pipeline broke because the token expired overnight. Can tokens be set to never end?',
    assistant: 'Tokens cannot be made permanent, but an organization token lasts a year.',
  }, // token
  {
    source: 'intercom',
    externalId: '90311',
    daysAgo: 9,
    subject: 'Refund for the unused seats',
    user: 'We removed five seats last month; will we get a refund on the next invoice?',
    assistant: 'Removed seats are credited on the next invoice, prorated by day.',
  }, // invoices
  {
    source: 'zendesk',
    externalId: '1150',
    daysAgo: 11,
    subject: 'Export everything before we leave',
    user: 'We are moving to another tool and want to export all our data, including page history. After that, please delete our data.',
    assistant:
      'Each space can be exported as Markdown; deletion is done by support after the export.',
    team: 'Sorry to see you go. I scheduled the deletion for next Friday.',
  }, // data
  {
    source: 'intercom',
    externalId: '90288',
    daysAgo: 13,
    subject: 'SSO users lose their role',
    user: 'After enabling SSO, people who sign in through Okta lose the billing role we gave them.',
    assistant:
      'Roles come from the default role of the SAML provider unless a team mapping is set.',
  }, // sso, invoices
  {
    source: 'zendesk',
    externalId: '1142',
    daysAgo: 15,
    subject: 'Which DNS record do we need?',
    user: 'Which DNS record do we need for a custom domain: CNAME or A record?',
    assistant: 'A CNAME pointing to hosting.folio.example.',
  }, // domains
  {
    source: 'intercom',
    externalId: '90260',
    daysAgo: 17,
    subject: 'Search does not find new pages',
    user: 'Pages we published an hour ago do not show in search yet. Is there an index delay?',
    assistant: 'The search index refreshes every few minutes; large sites can take up to an hour.',
  }, // none
  {
    source: 'zendesk',
    externalId: '1131',
    daysAgo: 19,
    subject: 'Access stopped after a password reset',
    user: 'I reset my password and now my personal access token has expired. Is that expected?',
    assistant: 'Yes: resetting a password revokes personal tokens for safety.',
  }, // token
  {
    source: 'intercom',
    externalId: '90232',
    daysAgo: 22,
    subject: 'VAT number missing',
    user: 'Please add our VAT number to future invoices; it is required in Germany.',
    assistant: 'Add it under Billing > Tax details; it appears on the next invoice.',
  }, // invoices
  {
    source: 'zendesk',
    externalId: '1120',
    daysAgo: 24,
    subject: 'Who owns the content we write?',
    user: 'If we cancel, who owns the data we wrote in the editor? We need clarity on data ownership for our contract.',
    assistant: 'You own your content. The terms of service say so in section 4.',
  }, // data
  {
    source: 'intercom',
    externalId: '90205',
    daysAgo: 26,
    subject: 'Sign-in on our own address',
    user: 'Can visitors sign in with SAML on our custom domain, or only on the default address?',
    assistant: 'Visitor authentication works on custom domains too.',
  }, // sso, domains
  {
    source: 'zendesk',
    externalId: '1108',
    daysAgo: 29,
    subject: 'When do API tokens end?',
    user: 'The docs do not say how long an API token lasts. What is the token expiry policy?',
    assistant: 'Personal tokens last 30 days and organization tokens a year.',
  }, // token
  {
    source: 'intercom',
    externalId: '90177',
    daysAgo: 31,
    subject: 'Card payment without a receipt',
    user: 'I paid by card yesterday but never received a receipt. Where can I download it?',
    assistant: 'Receipts are in Billing > History, next to each payment.',
  }, // invoices
  {
    source: 'zendesk',
    externalId: '1097',
    daysAgo: 34,
    subject: 'Group mapping',
    user: 'Can Okta groups map to teams automatically when people sign in?',
    assistant: 'Yes, with the group claim: map each group to a team in the SAML provider settings.',
  }, // sso
  {
    source: 'intercom',
    externalId: '90150',
    daysAgo: 37,
    subject: 'Page feedback widget disappeared',
    user: 'The thumbs up and down at the bottom of our pages are gone since the last update.',
    assistant: 'Page feedback is now a site setting; turn it on under Customization > Features.',
  }, // none
  {
    source: 'zendesk',
    externalId: '1085',
    daysAgo: 40,
    subject: 'Domain stuck on pending',
    user: 'Our custom domain has been pending for two days. The CNAME points to your host.',
    assistant: 'A pending domain often has a second, conflicting record. Remove the old A record.',
  }, // domains
  {
    source: 'intercom',
    externalId: '90121',
    daysAgo: 44,
    subject: 'Integration stops syncing every month',
    user: 'Our tokens expire every 30 days and the integration stops syncing. Also the invoice for the extra seats was wrong.',
    assistant:
      'Use an organization token for integrations; I passed the seats question to billing.',
  }, // token, invoices
  {
    source: 'zendesk',
    externalId: '1072',
    daysAgo: 48,
    subject: 'A customer asked to be forgotten',
    user: 'A customer filed a GDPR request. How do we find and remove their details across spaces?',
    assistant:
      'Search the organization for their name and email, then edit the pages that mention them.',
  }, // data
  {
    source: 'intercom',
    externalId: '90094',
    daysAgo: 52,
    subject: 'Certificate renewal',
    user: 'Does the SSL certificate on our custom domain renew automatically?',
    assistant: 'Yes, certificates renew 30 days before they end.',
  }, // domains
  {
    source: 'zendesk',
    externalId: '1060',
    daysAgo: 57,
    subject: 'Nightly export failed',
    user: 'Our service account token expired and the nightly export failed. Where is the content kept while exports are retried? We care about data residency.',
    assistant: 'Retries keep the content in the same region as your organization.',
  }, // token, data
  {
    source: 'intercom',
    externalId: '90066',
    daysAgo: 62,
    subject: 'Moving to another login provider',
    user: 'We move from Google to Okta as identity provider next month. What breaks?',
    assistant: 'Members keep their accounts if their email addresses stay the same.',
  }, // sso
  {
    source: 'zendesk',
    externalId: '1048',
    daysAgo: 67,
    subject: 'New finance contact',
    user: 'Please change the billing contact to finance@ourcompany.test.',
    assistant: 'Done: the billing contact is now finance@ourcompany.test.',
  }, // invoices
  {
    source: 'intercom',
    externalId: '90038',
    daysAgo: 73,
    subject: 'Dark mode for the editor',
    user: 'Is there a dark mode for the editor? Our writers work late.',
    assistant: 'The editor follows your system theme; switch it in your profile.',
  }, // none
  {
    source: 'zendesk',
    externalId: '1036',
    daysAgo: 80,
    subject: 'Preview fails on our domain',
    user: 'The preview on our custom domain says the token expired. It works on the default address.',
    assistant:
      'Previews on custom domains need the visitor token to be refreshed; reload the page.',
  }, // token, domains
  {
    source: 'intercom',
    externalId: '90010',
    daysAgo: 88,
    subject: 'How often to rotate credentials',
    user: 'How often should we rotate an API token? Our security team wants the token expiry set to 90 days.',
    assistant: 'Rotate at least every 90 days; organization tokens can be given a shorter life.',
  }, // token
];

function sourceUrl(source: keyof typeof seedSources, externalId: string): string {
  return source === 'zendesk'
    ? `https://acme.zendesk.test/agent/tickets/${externalId}`
    : `https://app.intercom.test/a/inbox/acme/conversation/${externalId}`;
}

const plans = ['Pro', 'Business', 'Enterprise'];
const browsers = ['Firefox 132', 'Chrome 131', 'Safari 18'];

function acmeConversationRecords(
  clusters: readonly IssuesClusterRecord[],
  now: number,
): ConversationRecord[] {
  return acmeConversations.map((seed, index) => {
    const createdAt = now - Math.round(seed.daysAgo * day);
    const parts: ConversationPartValue[] = [
      { type: 'message', role: 'user', body: seed.user },
      { type: 'message', role: 'assistant', body: seed.assistant },
    ];
    if (seed.team !== undefined)
      parts.push({ type: 'message', role: 'team-member', body: seed.team });
    const source = seedSources[seed.source];
    return {
      id: conversationIdOf('org_acme', source, seed.externalId),
      organizationId: 'org_acme',
      source,
      externalId: seed.externalId,
      subject: seed.subject,
      parts,
      metadata: {
        url: sourceUrl(seed.source, seed.externalId),
        attributes: {
          plan: plans[index % plans.length] ?? 'Pro',
          browser: browsers[index % browsers.length] ?? 'Firefox 132',
        },
        createdAt: new Date(createdAt).toISOString(),
      },
      // The integration forwards a conversation a minute after it starts.
      ingestedAt: new Date(createdAt + minute).toISOString(),
      clusters: matchClusters(clusters, parts),
    };
  });
}

export function seedConversations(state: BackendState, now: number): void {
  const clusters = acmeClusters(now);
  state.issuesClusters.push(...clusters);
  state.conversations.push(...acmeConversationRecords(clusters, now));
}

// ---------------------------------------------------------------------------------------------
// The large seed

export const largeClusterCount = 200;
export const largeConversationCount = 5_000;

const largeAreas = [
  'Search',
  'Export',
  'Import',
  'Billing',
  'Login',
  'Sharing',
  'Editor',
  'Comments',
  'Permissions',
  'Notifications',
  'Analytics',
  'Domains',
  'Themes',
  'Integrations',
  'Mobile',
  'Webhooks',
  'Backups',
  'Versions',
  'Templates',
  'Languages',
];
const largeAspects = [
  'errors',
  'limits',
  'setup',
  'performance',
  'pricing',
  'settings',
  'history',
  'access',
  'formatting',
  'sync',
];
const largeSources = [
  'integration:zendesk:inst_large_zendesk',
  'integration:intercom:inst_large_intercom',
  'email',
];
const largeIcons = ['key', 'database', 'lock', 'globe', 'receipt', 'search', 'bell', 'chart'];

/**
 * 200 clusters (every area with every aspect) and 5,000 conversations in the large
 * organization, over 13 weeks. Each names one cluster's label in its user message, except one
 * in 25 which names none; the match is set directly (the same result as analysing the text,
 * which a test checks) so the seed stays fast.
 */
export function seedLargeConversations(state: BackendState, organizationId: string, now: number) {
  const createdAt = new Date(now - 120 * day).toISOString();
  const clusters: IssuesClusterRecord[] = [];
  for (let index = 0; index < largeClusterCount; index += 1) {
    const area = largeAreas[index % largeAreas.length] ?? 'Search';
    const aspect = largeAspects[Math.floor(index / largeAreas.length)] ?? 'errors';
    const label = `${area} ${aspect}`;
    clusters.push({
      id: `cluster_large_${String(index + 1).padStart(3, '0')}`,
      organizationId,
      label,
      icon: largeIcons[index % largeIcons.length] ?? 'key',
      summary: `Customers ask about ${label.toLowerCase()}.`,
      createdAt,
      keywords: [label.toLowerCase()],
    });
  }
  state.issuesClusters.push(...clusters);
  // Newest half an hour before the seed, the oldest about 13 weeks before it.
  const step = Math.floor((90 * day) / largeConversationCount);
  for (let index = 0; index < largeConversationCount; index += 1) {
    const cluster = index % 25 === 24 ? undefined : clusters[index % largeClusterCount];
    const source = largeSources[index % largeSources.length] ?? 'email';
    const externalId = `L${String(index + 1).padStart(5, '0')}`;
    const started = now - 30 * minute - index * step;
    const topic = cluster ? cluster.label.toLowerCase() : 'something else entirely';
    // No subject and no metadata: the subject comes from the message and the start is the
    // ingest, which keeps 5,000 of them small in the saved state.
    state.conversations.push({
      id: conversationIdOf(organizationId, source, externalId),
      organizationId,
      source,
      externalId,
      parts: [{ type: 'message', role: 'user', body: `We have a question about ${topic}.` }],
      metadata: {},
      ingestedAt: new Date(started).toISOString(),
      clusters: cluster ? [cluster.id] : [],
    });
  }
}

export const conversationsSeed: SeedStep = {
  name: 'conversations',
  demo: seedConversations,
  large: (state, now) => seedLargeConversations(state, largeOrganizationId, now),
};
