import type { components } from '@/api/schema.gen';

type Schemas = components['schemas'];
export type SiteVisibility = Schemas['SiteVisibility'];

/** The contract's rules for site fields, checked before sending (the backend checks again). */
export const siteConstraints = {
  titleMax: 100,
  basenameMax: 100,
  basenamePattern: /^[A-Za-z0-9_-]*$/,
  // The spec's proxy pattern, as in src/api/areas/sites.yaml.
  proxyPattern: /^([\w-]+\.)*[\w-]+\.[a-zA-Z]{2,}(\/[\w-]+)+$/,
} as const;

export const siteVisibilities: readonly SiteVisibility[] = [
  'public',
  'unlisted',
  'share-link',
  'visitor-auth',
];

export const siteTypes: readonly Schemas['SiteType'][] = [
  'basic',
  'premium',
  'ultimate',
  'sponsored',
  'legacy-basic',
  'legacy-premium',
];

export const visibilityLabels: Record<SiteVisibility, string> = {
  public: 'Public',
  unlisted: 'Unlisted',
  'share-link': 'Share link',
  'visitor-auth': 'Visitor authentication',
};

/** The visibilities as a select offers them. */
export const visibilityChoices = siteVisibilities.map((value) => ({
  value,
  label: visibilityLabels[value],
}));

export function titleProblem(title: string): string | undefined {
  if (title.trim() === '') return 'Title is required.';
  if (title.length > siteConstraints.titleMax)
    return `Title must be at most ${siteConstraints.titleMax} characters.`;
  return undefined;
}

export function basenameProblem(basename: string): string | undefined {
  if (basename.length > siteConstraints.basenameMax)
    return `Basename must be at most ${siteConstraints.basenameMax} characters.`;
  if (!siteConstraints.basenamePattern.test(basename))
    return 'Basename may only have letters, digits, - and _.';
  return undefined;
}

/** An empty proxy means "no proxy" (sent as null). */
export function proxyProblem(proxy: string): string | undefined {
  if (proxy === '') return undefined;
  if (!siteConstraints.proxyPattern.test(proxy))
    return 'Proxy must be a host and a path, such as docs.example.com/help.';
  return undefined;
}

/**
 * Who can see the site, in words: the Publish switch says it next to the state, so nobody
 * publishes a site without knowing who will read it.
 */
export function audienceSentence(visibility: SiteVisibility, published: boolean): string {
  if (!published) return 'Unpublished: only members of the organization can see it here.';
  switch (visibility) {
    case 'public':
      return 'Published: anyone on the internet can read it, and search engines index it.';
    case 'unlisted':
      return 'Published: anyone with the address can read it; search engines do not index it.';
    case 'share-link':
      return 'Published: only people who have the secret share link can read it.';
    case 'visitor-auth':
      return 'Published: only visitors who sign in through your authentication can read it.';
  }
}
