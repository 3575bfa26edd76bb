import type { StatusTone } from '@/components/ui/status-badge';
import type {
  InstallationStatus,
  IntegrationCategory,
  IntegrationScope,
  IntegrationTarget,
  IntegrationVisibility,
} from './api/integration-queries';

/** What an integration may do, in the words a person reads before installing it. */
export const scopeWords: Record<IntegrationScope, string> = {
  'space:content:read': 'Read the content of your spaces',
  'space:content:write': 'Change the content of your spaces',
  'space:metadata:read': 'Read the settings of your spaces',
  'space:metadata:write': 'Change the settings of your spaces',
  'space:git:sync': 'Sync your spaces with Git repositories',
  'page:feedback:read': 'Read the feedback readers leave on pages',
  'site:metadata:read': 'Read the settings of your sites',
  'site:views:read': 'Read how many people view your sites',
  'site:script:inject': 'Inject scripts into your published sites',
  'site:script:cookies': 'Set cookies in the browsers of your sites’ visitors',
  'site:visitor:auth': 'Sign visitors in to your sites',
  'site:adaptive:read': 'Read what your sites know about each visitor',
  'site:adaptive:write': 'Change what your sites know about each visitor',
  'openapi:read': 'Read your OpenAPI specifications',
  'openapi:write': 'Change your OpenAPI specifications',
  'conversations:ingest': 'Send support conversations to your docs insights',
};

/** The catalog's chips, in the order they are shown. */
export const categoryLabels: Record<IntegrationCategory, string> = {
  analytics: 'Analytics',
  collaboration: 'Collaboration',
  content: 'Content',
  gitsync: 'Git sync',
  marketing: 'Marketing',
  'visitor-auth': 'Visitor authentication',
  other: 'Other',
};

export const categories = Object.keys(categoryLabels) as IntegrationCategory[];

/** Where an integration is installed and what it then covers. */
export const targetWords: Record<IntegrationTarget, string> = {
  all: 'The organization, its spaces and its sites',
  organization: 'The organization as a whole',
  space: 'Spaces you choose',
  site: 'Sites you choose',
};

export const visibilityWords: Record<IntegrationVisibility, string> = {
  public: 'Public: in every organization’s catalog',
  unlisted: 'Unlisted: installed by name only',
  private: 'Private: only this organization sees it',
};

/** An installation's status in words; the tint only helps. */
export const statusWords: Record<InstallationStatus, string> = {
  active: 'Active',
  pending: 'Needs configuration',
  paused: 'Paused',
};

export const statusTones: Record<InstallationStatus, StatusTone> = {
  active: 'on',
  pending: 'warning',
  paused: 'off',
};

/** Which levels an installation of this target may cover. */
export function coveredLevels(target: IntegrationTarget): { spaces: boolean; sites: boolean } {
  return {
    spaces: target === 'all' || target === 'space',
    sites: target === 'all' || target === 'site',
  };
}
