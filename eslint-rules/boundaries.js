import path from 'node:path';

/**
 * The layers of src/ and who may import whom (docs/adding-an-area.md):
 *   api -> lib -> components -> features -> routes, and the backend on its own.
 * A feature never imports another feature; shared code never imports a feature or a route; the
 * backend imports nothing of the app but the contract in api/, and outside its core (domain,
 * handlers, store: backend/core) reaches the core only through backend/core/index.ts; the app reaches the backend
 * only through lib/demo-backend.ts (one dynamic import) and in tests. The console's server
 * (serve/) hosts the backend and the built app: it imports the backend and the contract, never
 * the app's code, and nothing imports it.
 */

const srcDir = path.resolve(import.meta.dirname, '..', 'src');

/** The src-relative path an import names, or undefined for a package. */
function target(fromFile, specifier) {
  if (specifier.startsWith('@/')) return specifier.slice(2);
  if (!specifier.startsWith('.')) return undefined;
  const resolved = path.resolve(path.dirname(fromFile), specifier);
  const relative = path.relative(srcDir, resolved);
  return relative.startsWith('..') ? undefined : relative.split(path.sep).join('/');
}

function layerOf(relative) {
  const [top, area] = relative.split('/');
  if (top === 'features') return { layer: 'features', area };
  return { layer: top, area: undefined };
}

/** Inside the backend's core, the package the runtimes reach through its index (decision 0039). */
const isCoreInside = (relative) => relative.startsWith('backend/core/');

const rank = { api: 0, lib: 1, components: 2, features: 3, routes: 4 };
const isTest = (file) => /\.test\.tsx?$/.test(file) || file.includes(`${path.sep}test${path.sep}`);

function problem(fromRelative, toRelative, file) {
  const from = layerOf(fromRelative);
  const to = layerOf(toRelative);
  if (to.layer === 'serve' && from.layer !== 'serve')
    return 'The console’s server (src/serve) is a program of its own: nothing imports it.';
  if (from.layer === 'serve') {
    if (['serve', 'backend', 'api'].includes(to.layer)) return undefined;
    return 'The console’s server serves the built app: it imports the backend and the contract, not the app’s code.';
  }
  if (from.layer === 'backend') {
    if (
      isCoreInside(toRelative) &&
      !isCoreInside(fromRelative) &&
      toRelative !== 'backend/core/index.ts' &&
      !isTest(file)
    )
      return 'The backend’s runtimes reach the core (domain, handlers, store) only through backend/core/index.ts, its surface.';
    if (to.layer === 'backend' || to.layer === 'api') return undefined;
    return 'The backend mirrors the platform and imports nothing of the app (only the contract in src/api).';
  }
  if (to.layer === 'backend') {
    if (isTest(file) || fromRelative === 'lib/demo-backend.ts') return undefined;
    return 'The app reaches the backend only through lib/demo-backend.ts, so remote mode never downloads it.';
  }
  if (from.layer === 'features' && to.layer === 'features' && from.area !== to.area)
    return `Features do not import each other (${from.area} -> ${to.area}): move the shared piece to components/ or lib/, or compose them in a route.`;
  const fromRank = rank[from.layer];
  const toRank = rank[to.layer];
  if (fromRank !== undefined && toRank !== undefined && toRank > fromRank)
    return `${from.layer}/ must not import ${to.layer}/: imports go api -> lib -> components -> features -> routes.`;
  return undefined;
}

export default {
  rules: {
    layers: {
      meta: { type: 'problem', schema: [], docs: { description: 'Import boundaries of src/' } },
      create(context) {
        const file = context.filename;
        const fromRelative = path.relative(srcDir, file).split(path.sep).join('/');
        if (fromRelative.startsWith('..')) return {};
        const check = (node) => {
          const source = node.source;
          if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
          const to = target(file, source.value);
          if (to === undefined) return;
          const message = problem(fromRelative, to, file);
          if (message) context.report({ node: source, message });
        };
        return {
          ImportDeclaration: check,
          ImportExpression: check,
          ExportNamedDeclaration: check,
          ExportAllDeclaration: check,
        };
      },
    },
  },
};
