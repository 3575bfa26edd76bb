import { describe, expect, it } from 'vitest';
import { placePages } from '../domain/revisions.ts';
import { createSeedState } from './seeds.ts';

describe('the seeded revisions', () => {
  it('have unique ids, every body stored, and every request’s base and head among them', () => {
    const state = createSeedState('demo');
    const documents = new Set(state.documents.map((record) => record.id));
    expect(documents.size).toBe(state.documents.length);
    const revisions = new Map(state.revisions.map((record) => [record.id, record]));
    expect(revisions.size).toBe(state.revisions.length);
    for (const revision of state.revisions)
      for (const { page } of placePages(revision.pages))
        if (page.type === 'link') expect(page.target, `${revision.id} ${page.id}`).toBeDefined();
        else expect(documents.has(page.documentId ?? ''), `${revision.id} ${page.id}`).toBe(true);
    for (const request of state.changeRequests) {
      const head = revisions.get(request.revision);
      const base = revisions.get(request.revisionMergedAncestor ?? request.revisionInitial);
      expect(head?.spaceId, request.id).toBe(request.spaceId);
      expect(base?.spaceId, request.id).toBe(request.spaceId);
    }
  });
});
