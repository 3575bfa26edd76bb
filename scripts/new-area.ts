// `npm run new-area NAME`: scaffolds an area that plugs in by convention (decision 0039) and
// passes its tests at once: its contract file, a rule and its test, a handler, its contract
// scenarios, a state slice and a seed step, a feature's read and screen with a component test,
// and a route that names itself in the main navigation. Then it regenerates the contract's
// files, the backend's area indexes and the route tree. It edits no file it did not write.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { areaFiles, areaNames } from './new-area-files.ts';

const root =
  process.argv.find((arg) => arg.startsWith('--root='))?.slice('--root='.length) ??
  fileURLToPath(new URL('..', import.meta.url));
const name = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
if (name === undefined) {
  console.error('Usage: npm run new-area NAME   (NAME in kebab case, e.g. glossary)');
  process.exit(1);
}
const names = areaNames(name);
const files = areaFiles(names);
for (const path of Object.keys(files))
  if (existsSync(join(root, path))) {
    console.error(`${path} exists already: the area ${name} is there, or its name is taken.`);
    process.exit(1);
  }
for (const [path, text] of Object.entries(files)) {
  await mkdir(dirname(join(root, path)), { recursive: true });
  await writeFile(join(root, path), text);
  console.log(`wrote ${path}`);
}
if (!process.argv.includes('--no-generate')) {
  const run = (args: string[]) =>
    execFileSync(process.execPath, ['--import', 'tsx', ...args], { cwd: root, stdio: 'inherit' });
  run(['scripts/generate-contract.ts']);
  run(['scripts/generate-route-tree.ts']);
  execFileSync('npx', ['prettier', '--write', '--log-level=warn', ...Object.keys(files)], {
    cwd: root,
    stdio: 'inherit',
  });
}
console.log(`The ${names.title} area is in place. Next: docs/adding-an-area.md.`);
