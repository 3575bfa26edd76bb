import type { components } from '../../../../api/schema.gen.ts';
import { stateSlice } from '../state-slice.ts';

type Schemas = components['schemas'];

export interface SiteSectionGroupRecord {
  id: string;
  title: string;
  icon?: string;
  /** Parent group; absent at the site root. */
  parentId?: string;
  /** Position among the groups and sections of the same parent (they share one order). */
  index: number;
}

export interface SiteSectionRecord {
  id: string;
  title: string;
  description: string;
  path: string;
  icon?: string;
  condition?: string;
  /** The section's default site space when set (PATCH section); else its first (decision 0020). */
  defaultSiteSpaceId?: string;
  /** Parent group; absent at the site root. */
  groupId?: string;
  /** See SiteSectionGroupRecord.index. */
  index: number;
}

export interface SiteSpaceRecord {
  id: string;
  spaceId: string;
  path: string;
  condition?: string;
  /** Section; absent for a site without sections. */
  sectionId?: string;
  /** Position among the site spaces of the same section (or of the site root). */
  index: number;
}

/** One exchange of a site's AI conversation (decision 0008). */
export interface SiteAIResponseRecord {
  id: string;
  previousResponseId?: string;
  question: string;
  answer: string;
}

export type SiteCustomizationValue = Schemas['SiteCustomization'];

export interface SiteRecord {
  id: string;
  organizationId: string;
  title: string;
  type: Schemas['SiteType'];
  visibility: Schemas['SiteVisibility'];
  published: boolean;
  basename: string;
  hostname?: string;
  /** The proxy as set (host plus path, no scheme): the platform answers it as `origin`. */
  proxy?: string;
  /** The ads programme's state, in the platform's shape for its status. */
  ads: Schemas['SiteAds'];
  adaptiveContent: boolean;
  agentsContext: Schemas['SiteAgentsContext'];
  createdAt: string;
  /** The secret of a share-link site. */
  shareKey: string;
  defaultSiteSectionId?: string;
  defaultSiteSpaceId?: string;
  groups: SiteSectionGroupRecord[];
  sections: SiteSectionRecord[];
  siteSpaces: SiteSpaceRecord[];
  adaptiveSchema?: { jsonSchema: Record<string, unknown>; updatedAt: string };
  customization: SiteCustomizationValue;
  /** Site spaces with a customization of their own, by site-space id. */
  siteSpaceCustomizations: Record<string, SiteCustomizationValue>;
  aiResponses: SiteAIResponseRecord[];
}

/** The state's records of the published sites (decisions 0008, 0020). */
export const sitesSlice = stateSlice({
  version: 1,
  empty: () => ({
    sites: [] as SiteRecord[],
  }),
});
