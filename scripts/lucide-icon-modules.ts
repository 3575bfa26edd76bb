import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * For Vitest only: `import { Plus, Trash2 } from 'lucide-react'` becomes one import per icon
 * module (`lucide-react/icons/plus`, the package's own per-icon entry points), the same
 * components.
 *
 * In Node, `lucide-react` resolves to its CommonJS build: one 1.3 MB file that defines every
 * one of its ~1,700 icons, about 0.7 s to load. A component test runs in a fresh worker, so
 * every component test file paid it again, for the few icons its screens show. The browser
 * build does not need this: the bundler keeps only the icons used.
 */
export function lucideIconModules(root: string): Plugin {
  // The package's ES entry lists each icon's names (the icon, its aliases) and its module.
  const entry = readFileSync(`${root}node_modules/lucide-react/dist/esm/lucide-react.mjs`, 'utf8');
  const modules = new Map<string, string>();
  for (const [, names = '', file = ''] of entry.matchAll(
    /export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs'/g,
  ))
    for (const [, name = ''] of names.matchAll(/default as (\w+)/g))
      modules.set(name, `lucide-react/icons/${file}`);

  return {
    name: 'lucide-icon-modules',
    transform(code, id) {
      if (id.includes('/node_modules/') || !code.includes('lucide-react')) return null;
      // Runs after TypeScript is stripped, so only value imports are left in the braces.
      const rewritten = code.replace(
        /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g,
        (statement, list: string) => {
          const imports: string[] = [];
          for (const specifier of list.split(',').map((part) => part.trim())) {
            if (specifier === '') continue;
            const [imported = '', local = imported] = specifier.split(/\s+as\s+/);
            const module = modules.get(imported);
            // Anything but an icon (the provider, createLucideIcon): left as it was.
            if (!module) return statement;
            imports.push(`import ${local} from '${module}';`);
          }
          // As many lines as before, so that line numbers in stack traces still match.
          return imports.join(' ') + '\n'.repeat(statement.split('\n').length - 1);
        },
      );
      return rewritten === code ? null : { code: rewritten, map: null };
    },
  };
}
