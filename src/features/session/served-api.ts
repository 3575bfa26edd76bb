import { servedApiMeta } from '@/api/served-console';

/**
 * Whether the console's own server (`npm run serve`) answers the API on this page's origin: it
 * says so with a tag in the page it serves (src/api/served-console.ts). The page's Content
 * Security Policy then lets it call no other origin.
 */
export function servedWithApi(): boolean {
  const tag = document.querySelector(`meta[name="${servedApiMeta.name}"]`);
  return tag?.getAttribute('content') === servedApiMeta.sameOrigin;
}
