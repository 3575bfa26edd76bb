import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import screenKit from './screen-kit.js';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({
  languageOptions: {
    parser: tseslint.parser,
    parserOptions: { ecmaFeatures: { jsx: true } },
  },
});

const { rules } = screenKit;

tester.run('no-raw-table', rules['no-raw-table'], {
  valid: [
    'const list = <DataTable headings={["Site"]} items={sites}>{(site) => <td>{site.title}</td>}</DataTable>;',
    'const table = <ListScreen title="Sites" items={sites} empty="No sites yet." />;',
  ],
  invalid: [
    {
      code: 'const list = <div><table><tbody /></table></div>;',
      errors: [{ messageId: 'raw' }],
    },
  ],
});

tester.run('no-hand-rolled-tabs', rules['no-hand-rolled-tabs'], {
  valid: [
    '<TabNav label="Sections" current={tab}><Tab id="a" to=".">A</Tab></TabNav>;',
    // A step of a progress list is not a tab.
    '<li aria-current={done ? "step" : undefined}>Fetch</li>;',
    "import { Tab, TabNav } from '@/components/ui/tab-nav';",
  ],
  invalid: [
    {
      code: '<Link to="." aria-current={tab === "links" ? "page" : undefined}>Links</Link>;',
      errors: [{ messageId: 'current' }],
    },
    { code: '<a aria-current="page">Home</a>;', errors: [{ messageId: 'current' }] },
    {
      code: "import { tabLinkProps, tabStyles } from '@/components/ui/tab-styles';",
      errors: [{ messageId: 'styles' }],
    },
  ],
});

tester.run('no-pending-label-ternary', rules['no-pending-label-ternary'], {
  valid: [
    '<PendingButton pending={merge.isPending} pendingLabel="Merging…">Merge</PendingButton>;',
    // A state shown as text, not a label that stands in while something runs.
    '<span>{conversation.processedAt ? "Processed" : "Processing…"}</span>;',
    'const words = estimate.isPending ? "Estimating…" : count;',
    // Words shown in one case and markup in the other: not a label switched while pending.
    '<span>{prominent ? " Search…" : <span className="visually-hidden">Search</span>}</span>;',
  ],
  invalid: [
    {
      code: '<Button disabled={merge.isPending}>{merge.isPending ? "Merging…" : "Merge"}</Button>;',
      errors: [{ messageId: 'ternary' }],
    },
    {
      code: '<Button>{saving ? `Saving ${name}...` : label}</Button>;',
      errors: [{ messageId: 'ternary' }],
    },
  ],
});
