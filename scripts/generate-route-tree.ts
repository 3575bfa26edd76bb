// Writes src/route-tree.gen.ts from src/routes, as the router's Vite plugin does on a build, so
// a script that adds a route (`npm run new-area`) need not build the app.
import { fileURLToPath } from 'node:url';
import { Generator, getConfig } from '@tanstack/router-generator';

const root = fileURLToPath(new URL('..', import.meta.url));
const config = getConfig(
  { target: 'react', routesDirectory: 'src/routes', generatedRouteTree: 'src/route-tree.gen.ts' },
  root,
);
await new Generator({ config, root }).run();
