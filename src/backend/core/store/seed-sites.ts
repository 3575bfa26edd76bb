import { defaultCustomization } from '../domain/site-customization.ts';
import { basenameFor, initialAds } from '../domain/sites.ts';
import {
  docsApiCustomization,
  docsCustomization,
  helpCustomization,
} from './seed-site-customizations.ts';
import { unsignedDescription } from '../../../api/visitor-schema-rules.ts';
import { largeOrganizationId, seedTreeIds } from './seed-tree.ts';
import type {
  SiteRecord,
  SiteSectionGroupRecord,
  SiteSectionRecord,
  SiteSpaceRecord,
} from './state.ts';

/**
 * The seeded sites (fixed ids and dates, like every seed):
 * - `site_docs`: Acme Developer Docs, public and published, with sections in two groups;
 * - `site_help`: Acme Help Center, share-link and published, site spaces without sections;
 * - `site_partners`: Acme Partner Hub, visitor-auth and published, adaptive content with a
 *   visitor schema and a site space only partners see, behind a proxy;
 * - `site_globex_docs`: Globex Docs, visitor-auth and unpublished, with a visitor schema.
 * The large seed adds `site_large` (200 sections in 20 groups, 500 site spaces).
 * Between them the sites' ads are in every status the platform has.
 */

export const seedSiteIds = {
  docs: 'site_docs',
  help: 'site_help',
  partners: 'site_partners',
  globexDocs: 'site_globex_docs',
  large: 'site_large',
  helpShareKey: 'sk_help_center_2c9e41',
  groups: { build: 'sitesg_docs_build', operate: 'sitesg_docs_operate' },
  sections: {
    guides: 'sitesec_docs_guides',
    api: 'sitesec_docs_api',
    ios: 'sitesec_docs_ios',
    android: 'sitesec_docs_android',
    architecture: 'sitesec_docs_architecture',
    infrastructure: 'sitesec_docs_infrastructure',
  },
} as const;

const spaces = seedTreeIds.spaces;

function base(
  fields: Pick<SiteRecord, 'id' | 'organizationId' | 'title' | 'visibility' | 'published'> &
    Partial<SiteRecord>,
): SiteRecord {
  const type = fields.type ?? 'basic';
  return {
    type,
    basename: basenameFor(fields.title),
    ads: initialAds(type),
    adaptiveContent: false,
    agentsContext: 'included',
    createdAt: '2026-03-01T10:00:00.000Z',
    shareKey: `sk_${fields.id}`,
    groups: [],
    sections: [],
    siteSpaces: [],
    customization: defaultCustomization(fields.title),
    siteSpaceCustomizations: {},
    aiResponses: [],
    ...fields,
  };
}

function section(
  id: string,
  title: string,
  index: number,
  groupId?: string,
  icon?: string,
): SiteSectionRecord {
  return {
    id,
    title,
    description: `${title} of Acme.`,
    path: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    index,
    ...(groupId !== undefined ? { groupId } : {}),
    ...(icon !== undefined ? { icon } : {}),
  };
}

function docsSite(): SiteRecord {
  const ids = seedSiteIds;
  const groups: SiteSectionGroupRecord[] = [
    { id: ids.groups.build, title: 'Build', icon: 'rocket', index: 2 },
    { id: ids.groups.operate, title: 'Operate', icon: 'gear', index: 3 },
  ];
  const sections = [
    section(ids.sections.guides, 'Guides', 0, undefined, 'book'),
    section(ids.sections.api, 'API reference', 1, undefined, 'code'),
    section(ids.sections.ios, 'iOS', 0, ids.groups.build),
    section(ids.sections.android, 'Android', 1, ids.groups.build),
    section(ids.sections.architecture, 'Architecture', 0, ids.groups.operate),
    section(ids.sections.infrastructure, 'Infrastructure', 1, ids.groups.operate),
  ];
  const siteSpace = (
    id: string,
    spaceId: string,
    sectionId: string,
    index: number,
    path: string,
  ): SiteSpaceRecord => ({ id, spaceId, sectionId, index, path });
  return base({
    id: ids.docs,
    organizationId: 'org_acme',
    title: 'Acme Developer Docs',
    visibility: 'public',
    published: true,
    basename: 'docs',
    type: 'premium',
    ads: { status: 'live', topic: 'webdev', zoneId: 'CWYD53JY' },
    hostname: 'docs.acme.test',
    createdAt: '2026-02-10T09:00:00.000Z',
    shareKey: 'sk_docs_unused',
    groups,
    sections,
    siteSpaces: [
      siteSpace('sitesp_docs_handbook', spaces.handbook, ids.sections.guides, 0, 'handbook'),
      siteSpace('sitesp_docs_onboarding', spaces.onboarding, ids.sections.guides, 1, 'onboarding'),
      siteSpace('sitesp_docs_api', spaces.api, ids.sections.api, 0, 'v2'),
      siteSpace('sitesp_docs_legacy_api', spaces.legacyApi, ids.sections.api, 1, 'v1'),
      siteSpace('sitesp_docs_ios', spaces.ios, ids.sections.ios, 0, 'ios'),
      siteSpace('sitesp_docs_android', spaces.android, ids.sections.android, 0, 'android'),
      siteSpace(
        'sitesp_docs_architecture',
        spaces.architecture,
        ids.sections.architecture,
        0,
        'architecture',
      ),
      siteSpace(
        'sitesp_docs_infrastructure',
        spaces.infrastructure,
        ids.sections.infrastructure,
        0,
        'infrastructure',
      ),
      siteSpace(
        'sitesp_docs_runbooks',
        spaces.runbooks,
        ids.sections.infrastructure,
        1,
        'runbooks',
      ),
    ],
    defaultSiteSectionId: ids.sections.guides,
    defaultSiteSpaceId: 'sitesp_docs_handbook',
    customization: docsCustomization(),
    siteSpaceCustomizations: { sitesp_docs_api: docsApiCustomization() },
  });
}

function helpSite(): SiteRecord {
  return base({
    id: seedSiteIds.help,
    organizationId: 'org_acme',
    title: 'Acme Help Center',
    visibility: 'share-link',
    published: true,
    basename: 'help',
    createdAt: '2026-03-05T09:00:00.000Z',
    shareKey: seedSiteIds.helpShareKey,
    customization: helpCustomization(),
    siteSpaces: [
      { id: 'sitesp_help_center', spaceId: spaces.helpCenter, index: 0, path: 'help' },
      { id: 'sitesp_help_faq', spaceId: spaces.faq, index: 1, path: 'faq' },
      { id: 'sitesp_help_quickstart', spaceId: spaces.quickstart, index: 2, path: 'quickstart' },
    ],
  });
}

/** A boolean claim of a visitor schema: the platform requires each claim's description. */
function claim(description: string) {
  return { type: 'boolean', description };
}

/**
 * A site's visitor schema as the platform stores it (api/visitor-schema-rules.ts): the signed
 * claims, then the unsigned ones under `unsigned`, neither open to claims it does not list.
 */
function visitorSchema(
  updatedAt: string,
  signed: Record<string, unknown>,
  unsigned: Record<string, unknown>,
): NonNullable<SiteRecord['adaptiveSchema']> {
  return {
    updatedAt,
    jsonSchema: {
      $schema: 'http://json-schema.org/draft-07/schema#',
      type: 'object',
      properties: {
        ...signed,
        unsigned: {
          type: 'object',
          description: unsignedDescription,
          properties: unsigned,
          additionalProperties: false,
        },
      },
      additionalProperties: false,
    },
  };
}

function globexSite(): SiteRecord {
  return base({
    id: seedSiteIds.globexDocs,
    organizationId: 'org_globex',
    title: 'Globex Docs',
    visibility: 'visitor-auth',
    published: false,
    basename: 'docs',
    type: 'premium',
    ads: { status: 'in-review', topic: 'webdev' },
    adaptiveContent: true,
    createdAt: '2026-04-01T09:00:00.000Z',
    siteSpaces: [
      { id: 'sitesp_globex_guide', spaceId: spaces.globexGuide, index: 0, path: 'guide' },
      {
        id: 'sitesp_globex_contributing',
        spaceId: spaces.globexContributing,
        index: 1,
        path: 'contributing',
        condition: 'visitor.claims.isContributor === true',
      },
    ],
    adaptiveSchema: visitorSchema(
      '2026-04-02T09:00:00.000Z',
      {
        isContributor: claim('The visitor contributes to Globex.'),
        isPartner: claim('The visitor works for a partner.'),
      },
      { prefersDarkMode: claim('The visitor asked for dark mode.') },
    ),
  });
}

function partnersSite(): SiteRecord {
  return base({
    id: seedSiteIds.partners,
    organizationId: 'org_acme',
    title: 'Acme Partner Hub',
    visibility: 'visitor-auth',
    published: true,
    basename: 'partners',
    type: 'ultimate',
    proxy: 'www.acme.test/partners',
    ads: { status: 'rejected', reason: 'Sites behind visitor authentication cannot show ads.' },
    adaptiveContent: true,
    createdAt: '2026-03-12T09:00:00.000Z',
    siteSpaces: [
      { id: 'sitesp_partners_security', spaceId: spaces.security, index: 0, path: 'security' },
      {
        id: 'sitesp_partners_release_notes',
        spaceId: spaces.releaseNotes,
        index: 1,
        path: 'release-notes',
        condition: 'visitor.claims.isPartner === true',
      },
    ],
    adaptiveSchema: visitorSchema(
      '2026-03-12T10:00:00.000Z',
      {
        isPartner: claim('The visitor signed in from a partner company.'),
        isReseller: claim('The partner resells Acme.'),
        // The platform's other kinds of claim: one value of a list, and a number.
        partnerTier: {
          type: 'string',
          description: 'The partner programme tier.',
          enum: ['registered', 'silver', 'gold'],
        },
        certifiedEngineers: {
          type: 'number',
          description: 'Engineers the partner has certified on Acme.',
        },
      },
      { wantsBetaNews: claim('The visitor asked for news of betas.') },
    ),
  });
}

export function demoSites(): SiteRecord[] {
  return [docsSite(), helpSite(), partnersSite(), globexSite()];
}

export const largeSiteSections = 200;
export const largeSiteGroups = 20;
export const largeSiteSpaces = 500;

/** The large seed's site: 20 groups of 10 sections, 500 site spaces spread over them. */
export function largeSite(): SiteRecord {
  const groups: SiteSectionGroupRecord[] = [];
  const sections: SiteSectionRecord[] = [];
  const siteSpaces: SiteSpaceRecord[] = [];
  const perGroup = largeSiteSections / largeSiteGroups;
  for (let g = 0; g < largeSiteGroups; g += 1) {
    const groupId = `sitesg_large_${String(g + 1).padStart(2, '0')}`;
    groups.push({ id: groupId, title: `Group ${g + 1}`, icon: 'folder', index: g });
    for (let s = 0; s < perGroup; s += 1) {
      const number = String(g * perGroup + s + 1).padStart(3, '0');
      sections.push({
        id: `sitesec_large_${number}`,
        title: `Section ${number}`,
        description: `Section ${number} of the large site.`,
        path: `section-${number}`,
        groupId,
        index: s,
      });
    }
  }
  for (let n = 0; n < largeSiteSpaces; n += 1) {
    const sectionNumber = (n % largeSiteSections) + 1;
    const number = String(n + 1).padStart(5, '0');
    siteSpaces.push({
      id: `sitesp_large_${number}`,
      spaceId: `space_large_${number}`,
      sectionId: `sitesec_large_${String(sectionNumber).padStart(3, '0')}`,
      index: Math.floor(n / largeSiteSections),
      path: `space-${number}`,
    });
  }
  return base({
    id: seedSiteIds.large,
    organizationId: largeOrganizationId,
    title: 'Initech Handbook Site',
    visibility: 'unlisted',
    published: true,
    basename: 'handbook',
    type: 'ultimate',
    ads: { status: 'disabled', topic: 'crypto', zoneId: 'CEAIL2QW' },
    groups,
    sections,
    siteSpaces,
  });
}
