/**
 * The files of a new area (`npm run new-area NAME`), each where the conventions of decision
 * 0039 find it: nothing outside them names the area. A list of entries an organization's
 * members read is the smallest area that runs through every layer; the area grows from there.
 */

export interface AreaNames {
  /** kebab-case: file names, the URL's segment (`glossary-terms`). */
  kebab: string;
  /** camelCase: variables and the state's list (`glossaryTerms`). */
  camel: string;
  /** PascalCase: types and the contract's schemas (`GlossaryTerms`). */
  pascal: string;
  /** What a person reads (`Glossary terms`). */
  title: string;
}

export function areaNames(name: string): AreaNames {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name))
    throw new Error(`An area's name is kebab case (glossary, release-notes): not “${name}”.`);
  const words = name.split('-');
  const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  return {
    kebab: name,
    camel: words[0] + words.slice(1).map(capital).join(''),
    pascal: words.map(capital).join(''),
    title: capital(words.join(' ')),
  };
}

/** Each file of the area by its path from the repository's root, with its text. */
export function areaFiles({ kebab, camel, pascal, title }: AreaNames): Record<string, string> {
  const operationId = `list${pascal}Entries`;
  const path = `/v1/orgs/{organizationId}/${kebab}`;
  const lower = title.toLowerCase();
  return {
    [`src/api/areas/${kebab}.yaml`]: `# ${title} (made by \`npm run new-area\`): the entries an organization keeps. Any member
# reads them (guests too); people outside the organization get 403.
paths:
  ${path}:
    parameters:
      - $ref: '#/components/parameters/OrganizationId'
    get:
      operationId: ${operationId}
      description: The organization's ${lower} entries, oldest first.
      parameters:
        - $ref: '#/components/parameters/Page'
        - $ref: '#/components/parameters/Limit'
      responses:
        '200':
          description: A page of entries
          content:
            application/json:
              schema: { $ref: '#/components/schemas/${pascal}EntryList' }
        '400': { $ref: '#/components/responses/BadRequest' }
        '401': { $ref: '#/components/responses/Unauthorized' }
        '403': { $ref: '#/components/responses/Forbidden' }
        '404': { $ref: '#/components/responses/NotFound' }
        default: { $ref: '#/components/responses/Unexpected' }
components:
  schemas:
    ${pascal}Entry:
      type: object
      additionalProperties: false
      required: [object, id, title, createdAt]
      properties:
        object: { type: string, enum: [${kebab}-entry] }
        id: { type: string }
        title: { type: string, minLength: 1, maxLength: 100 }
        createdAt: { type: string, format: date-time }
    ${pascal}EntryList:
      type: object
      additionalProperties: false
      required: [count, items]
      properties:
        next: { $ref: '#/components/schemas/ListNext' }
        count: { type: integer, minimum: 0 }
        items:
          type: array
          items: { $ref: '#/components/schemas/${pascal}Entry' }
`,

    [`src/backend/core/store/slices/${kebab}.ts`]: `import { stateSlice } from '../state-slice.ts';

/** An entry of an organization's ${lower}. */
export interface ${pascal}EntryRecord {
  id: string;
  organizationId: string;
  title: string;
  createdAt: string;
}

/** The state's records of ${lower}. */
export const ${camel}Slice = stateSlice({
  version: 1,
  empty: () => ({
    /** In the order they were made. */
    ${camel}Entries: [] as ${pascal}EntryRecord[],
  }),
});
`,

    [`src/backend/core/store/seed-${kebab}.ts`]: `import type { SeedStep } from './seed-step.ts';

/** Two entries in Acme, none elsewhere (so Globex shows the empty state). */
export const ${camel}Seed: SeedStep = {
  name: '${kebab}',
  demo: (state, now) => {
    const hour = 3_600_000;
    state.${camel}Entries.push(
      {
        id: '${kebab}_first',
        organizationId: 'org_acme',
        title: 'First entry',
        createdAt: new Date(now - 2 * hour).toISOString(),
      },
      {
        id: '${kebab}_second',
        organizationId: 'org_acme',
        title: 'Second entry',
        createdAt: new Date(now - hour).toISOString(),
      },
    );
  },
};
`,

    [`src/backend/core/domain/${kebab}.ts`]: `import type { components } from '../../../api/schema.gen.ts';
import type { BackendState, ${pascal}EntryRecord } from '../store/state.ts';

type ${pascal}Entry = components['schemas']['${pascal}Entry'];

/** An organization's entries, oldest first. */
export function organization${pascal}Entries(
  state: BackendState,
  organizationId: string,
): ${pascal}EntryRecord[] {
  return state.${camel}Entries
    .filter((entry) => entry.organizationId === organizationId)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

export function ${camel}EntryResponse(entry: ${pascal}EntryRecord): ${pascal}Entry {
  return { object: '${kebab}-entry', id: entry.id, title: entry.title, createdAt: entry.createdAt };
}
`,

    [`src/backend/core/domain/${kebab}.test.ts`]: `import { describe, expect, it } from 'vitest';
import { createSeedState } from '../store/seeds.ts';
import { organization${pascal}Entries } from './${kebab}.ts';

describe('${lower} entries', () => {
  it('lists an organization’s own entries, oldest first', () => {
    const state = createSeedState('demo');
    state.${camel}Entries.push({
      id: 'elsewhere',
      organizationId: 'org_globex',
      title: 'Not Acme’s',
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    expect(organization${pascal}Entries(state, 'org_acme').map((entry) => entry.title)).toEqual([
      'First entry',
      'Second entry',
    ]);
    expect(organization${pascal}Entries(state, 'org_umbrella')).toEqual([]);
  });
});
`,

    [`src/backend/core/handlers/${kebab}.ts`]: `import { organization${pascal}Entries, ${camel}EntryResponse } from '../domain/${kebab}.ts';
import { scopedOperation } from '../http/operation.ts';
import { paginateAs } from '../http/pagination.ts';
import { memberOf } from './scopes.ts';

/** ${title}: thin handlers; the rules live in domain/${kebab}.ts. */
export const ${camel}Operations = [
  scopedOperation('${operationId}', memberOf, (organization, { state, query }) =>
    paginateAs(organization${pascal}Entries(state, organization.id), query, ${camel}EntryResponse),
  ),
];
`,

    [`src/backend/core/contract-scenarios/${kebab}.ts`]: `import { listScenarios, type ScenarioTable } from './scenario.ts';

// ${title} (seed: src/backend/core/store/seed-${kebab}.ts).
const entries = '/v1/orgs/org_acme/${kebab}';

export const ${camel}Scenarios: ScenarioTable = {
  ${operationId}: listScenarios(entries, {
    ok: { path: entries, token: 'demo-guest' },
    forbidden: 'demo-umbrella',
    missing: '/v1/orgs/org_missing/${kebab}',
  }),
};
`,

    [`src/features/${kebab}/api/${kebab}-queries.ts`]: `import { readOptions } from '@/lib/api-queries';

export const ${camel}Queries = {
  list: (orgId: string) =>
    readOptions('${path}', { path: { organizationId: orgId } }),
};
`,

    [`src/features/${kebab}/components/${kebab}-page.tsx`]: `import { useSuspenseQuery } from '@tanstack/react-query';
import { ListScreen } from '@/components/ui/list-screen';
import { formatDate } from '@/lib/format';
import { ${camel}Queries } from '../api/${kebab}-queries';

/** The organization's ${lower} entries. */
export function ${pascal}Page(props: { orgId: string }) {
  const list = useSuspenseQuery(${camel}Queries.list(props.orgId));
  return (
    <ListScreen
      title="${title}"
      description="The entries this organization keeps."
      query={list}
      items={list.data.items}
      empty="No entries yet."
      table={{
        caption: \`${title} (\${list.data.count})\`,
        headings: ['Title', 'Created'],
        row: (entry) => (
          <>
            <td>{entry.title}</td>
            <td>{formatDate(entry.createdAt)}</td>
          </>
        ),
      }}
    />
  );
}
`,

    [`src/features/${kebab}/components/${kebab}-page.test.tsx`]: `// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute, type RenderedRoute } from '@/test/render-route';

let rendered: RenderedRoute | undefined;
afterEach(() => {
  rendered?.cleanup();
  rendered = undefined;
});

describe('${lower} page', () => {
  it('lists the organization’s entries, oldest first', async () => {
    rendered = await renderRoute('/orgs/org_acme/${kebab}');
    await screen.findByRole('heading', { level: 1, name: '${title}' });
    const rows = within(screen.getByRole('table', { name: /^${title}/ })).getAllByRole('row');
    expect(rows.slice(1).map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(
      ['First entry', 'Second entry'],
    );
  });

  it('says so when there is none', async () => {
    rendered = await renderRoute('/orgs/org_globex/${kebab}');
    expect(await screen.findByText('No entries yet.')).toBeInTheDocument();
  });
});
`,

    [`src/routes/_app/orgs/$orgId/${kebab}.tsx`]: `import { createFileRoute } from '@tanstack/react-router';
import { ${camel}Queries } from '@/features/${kebab}/api/${kebab}-queries';
import { ${pascal}Page } from '@/features/${kebab}/components/${kebab}-page';
import { ensureAll } from '@/lib/route-loading';

export const Route = createFileRoute('/_app/orgs/$orgId/${kebab}')({
  staticData: {
    crumb: '${title}',
    nav: { group: 'content', order: 90, label: '${title}' },
  },
  loader: ({ context, params }) => ensureAll(context, [${camel}Queries.list(params.orgId)]),
  component: ${pascal}Route,
});

function ${pascal}Route() {
  const { orgId } = Route.useParams();
  return <${pascal}Page key={orgId} orgId={orgId} />;
}
`,
  };
}
