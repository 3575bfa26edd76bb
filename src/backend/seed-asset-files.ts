// Node-only module; the app program is typed for the browser, so pull in Node types here.
/// <reference types="node" />
import { readFile } from 'node:fs/promises';
import { seedAssetPath } from './core/index.ts';

/**
 * The seed's images (`public/seed-assets`), which the demo gets from the console's own origin,
 * served by the API server too: a published site's customization names them on the origin the
 * request came to, so a preview in remote mode loads them from the server.
 */
const directory = new URL('../../public/seed-assets/', import.meta.url);

/** Only plain file names in that folder: no `..`, no sub-folders, nothing but the images. */
const fileName = /^[a-z0-9-]+\.svg$/;

export const seedAssetHeaders = {
  'content-type': 'image/svg+xml',
  'x-content-type-options': 'nosniff',
  // An SVG opened on its own is a document: it may not run script or load anything.
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  'cache-control': 'public, max-age=3600',
};

/**
 * The bytes of the seed image at `pathname`, or undefined when the file is missing; undefined
 * at once (no promise) when the path names no seed image, as every API request's does.
 */
export function seedAssetFile(pathname: string): Promise<Buffer | undefined> | undefined {
  if (!pathname.startsWith(seedAssetPath)) return undefined;
  const name = pathname.slice(seedAssetPath.length);
  if (!fileName.test(name)) return undefined;
  return readFile(new URL(name, directory)).catch(() => undefined);
}
