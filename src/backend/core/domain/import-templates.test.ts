import { describe, expect, it } from 'vitest';
import {
  capPages,
  maxPagesPerImport,
  maxSitePages,
  minSitePages,
  pageSourceUrl,
  pageWording,
  sitePlan,
  type TemplatePage,
} from './import-templates.ts';

describe('the site an import reads', () => {
  const addresses = Array.from({ length: 200 }, (_, n) => `https://site-${n}.example.com/docs`);

  it('is the same for the same URL, whatever its case or trailing slash', () => {
    expect(sitePlan('https://Docs.Example.com/guide/')).toEqual(
      sitePlan('https://docs.example.com/guide'),
    );
    expect(sitePlan(addresses[0] ?? '')).toEqual(sitePlan(addresses[0] ?? ''));
  });

  it('has 3 to 12 pages, and every count occurs', () => {
    const counts = new Set(addresses.map((address) => sitePlan(address).pages.length));
    expect(Math.min(...counts)).toBe(minSitePages);
    expect(Math.max(...counts)).toBe(maxSitePages);
    expect(counts.size).toBe(maxSitePages - minSitePages + 1);
  });

  it('picks its template by host, so pages of one host read alike', () => {
    const titles = (address: string) => sitePlan(address).pages.map((page) => page.title);
    const a = titles('https://help.acme-legacy.test/videos');
    const b = titles('https://help.acme-legacy.test/other');
    const shorter = a.length < b.length ? a : b;
    expect((a.length < b.length ? b : a).slice(0, shorter.length)).toEqual(shorter);
  });

  it('never answers under unreachable.test', () => {
    for (const address of ['https://unreachable.test', 'https://docs.unreachable.test/x'])
      expect(sitePlan(address)).toMatchObject({ reachable: false, pages: [] });
    expect(sitePlan('https://unreachable.test.example.com').reachable).toBe(true);
  });

  it('caps an import at 20 pages', () => {
    const many: TemplatePage[] = Array.from({ length: 25 }, (_, n) => ({
      slug: `p${n}`,
      title: `Page ${n}`,
      body: '.',
    }));
    expect(capPages(many)).toHaveLength(maxPagesPerImport);
    expect(maxPagesPerImport).toBe(20);
  });

  it('reads each page under the imported address', () => {
    const page = { slug: 'install', title: 'Install', body: 'How.' };
    expect(pageSourceUrl('https://docs.example.com/guide/?x=1#top', page)).toBe(
      'https://docs.example.com/guide/install',
    );
  });

  it('improves the wording only', () => {
    const page = { slug: 'install', title: 'Install', body: 'How to install.' };
    expect(pageWording(page, 'docs.example.com', true)).toEqual({
      title: 'Install',
      body: 'How to install.',
    });
    const raw = pageWording(page, 'docs.example.com', false);
    expect(raw.title).toBe('Install | docs.example.com');
    expect(raw.body).toContain('How to install.');
  });
});
