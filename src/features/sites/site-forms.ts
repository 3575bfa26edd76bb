import { SiteCreateRules } from '@/api/form-rules.gen';
import type { components } from '@/api/schema.gen';
import { labelledOptions } from '@/components/ui/select-options';

type Schemas = components['schemas'];
export type SiteVisibility = Schemas['SiteVisibility'];

/** The choices the contract gives (src/api/form-rules.gen.ts), in its order. */
export const siteVisibilities: readonly SiteVisibility[] =
  SiteCreateRules.properties.visibility.enum;
export const siteTypes: readonly Schemas['SiteType'][] = SiteCreateRules.properties.type.enum;

export const visibilityLabels: Record<SiteVisibility, string> = {
  public: 'Public',
  unlisted: 'Unlisted',
  'share-link': 'Share link',
  'visitor-auth': 'Visitor authentication',
};

/** The visibilities as a select offers them. */
export const visibilityChoices = labelledOptions(siteVisibilities, visibilityLabels);

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

/** Who can no longer read a published site once it is unpublished, said before it happens. */
export function unpublishSentence(visibility: SiteVisibility): string {
  const who: Record<SiteVisibility, string> = {
    public: 'Anyone on the internet loses access at once, and search engines drop its pages.',
    unlisted: 'Everyone who has its address loses access at once.',
    'share-link': 'Everyone who has the share link loses access at once.',
    'visitor-auth': 'Visitors who sign in through your authentication lose access at once.',
  };
  return `${who[visibility]} Members of the organization still see it here, and you can publish it again.`;
}
