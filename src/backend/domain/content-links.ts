import type { components } from '../../api/schema.gen.ts';
import type { SpaceRecord } from '../store/state.ts';

/**
 * A space's content links. `items` are the links of the main content, filtered by `status`;
 * `stats` always counts every link, and `broken.changeRequest` the broken links found in open
 * change requests (decision 0005).
 */

type ContentLink = components['schemas']['ContentLink'];
type ContentLinkStatus = components['schemas']['ContentLinkStatus'];
type ContentLinkStats = components['schemas']['ContentLinkList']['stats'];

export function spaceLinks(
  space: SpaceRecord,
  status: ContentLinkStatus | undefined,
): { stats: ContentLinkStats; items: ContentLink[] } {
  const main = space.links.filter((link) => link.changeRequest === undefined);
  const stats: ContentLinkStats = {
    total: main.length,
    broken: {
      total: main.filter((link) => link.status === 'broken').length,
      changeRequest: space.links.filter(
        (link) => link.changeRequest !== undefined && link.status === 'broken',
      ).length,
    },
  };
  const items = main
    .filter((link) => status === undefined || link.status === status)
    .map((link) => ({
      status: link.status,
      relation: link.relation,
      targetReference: structuredClone(link.target),
      locationReferences: structuredClone(link.locations),
    }));
  return { stats, items };
}
