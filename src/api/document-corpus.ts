import {
  annotation,
  bulletList,
  button,
  code,
  codeLine,
  color,
  column,
  columns,
  conditional,
  contentRef,
  divider,
  document,
  drawing,
  embed,
  emoji,
  expandable,
  expression,
  file,
  heading,
  hint,
  icon,
  image,
  images,
  inlineImage,
  inlineMath,
  integrationBlock,
  link,
  listItem,
  math,
  mention,
  openapiOperation,
  openapiSchemas,
  openapiWebhook,
  orderedList,
  paragraph,
  quote,
  ref,
  reusableContent,
  richText,
  step,
  stepper,
  swagger,
  tab,
  table,
  tabs,
  task,
  taskList,
  text,
  textColumn,
  type Document,
} from './document-builders.ts';

/**
 * Realistic platform Documents written for the project: between them they hold every block,
 * inline and mark of platform-values.md §2 and every kind of content reference, nested the way
 * documentation nests them (steps holding code, tabs holding images, lists in quotes in hints,
 * tables whose cells hold fragments). The editor must open each one and save it unchanged, the
 * viewers must show every node, and the backend must accept each one.
 */

const space = 'space_api';
const handbook = 'space_handbook';

/** A getting-started guide: steps, tabs of code, annotated code, API blocks, an FAQ. */
export function quickstartGuide(): Document {
  return document(
    heading(1, 'Quickstart', 'quickstart'),
    paragraph(
      richText(
        'Make your first call to the Acme API in ',
        ['five minutes', 'bold'],
        '. You need an ',
        ['API token', 'italic'],
        ' and ',
        ['curl', 'code'],
        ' or one of the SDKs. Press ',
        ['Ctrl', 'keyboard'],
        ' + ',
        ['K', 'keyboard'],
        ' in the console to find your token. See ',
      ),
      link(ref.page('page_api_authentication', space), 'Authentication'),
      text(' for the details.'),
    ),
    stepper(
      step(
        heading(3, 'Create a token', 'create-a-token'),
        paragraph('Open the settings of your organization and create a token with read access.'),
        hint('info', paragraph('Tokens never expire unless you revoke them.')),
      ),
      step(
        paragraph('Export the token so the examples below can read it:'),
        code({ syntax: 'bash', title: 'Terminal', lineNumbers: true }, [
          codeLine(
            text('export ACME_TOKEN='),
            annotation('"…"', paragraph('Paste the token you just created.')),
          ),
          codeLine('curl -H "Authorization: Bearer $ACME_TOKEN" \\'),
          {
            ...codeLine('  https://api.acme.test/v1/projects'),
            data: { highlighted: true },
          },
        ]),
      ),
      step(
        paragraph('Read on about the resources you can manage:'),
        contentRef(ref.page('page_api_projects', space)),
      ),
    ),
    heading(2, 'Call the API from your code', 'sdks'),
    tabs(
      tab(
        'JavaScript',
        code({ syntax: 'javascript', title: 'projects.js' }, [
          "import { Acme } from '@acme/sdk';",
          '',
          codeLine(
            text('const acme = new Acme({ token: process.env.'),
            expression('env.tokenVariable'),
            text(' });'),
          ),
          'const projects = await acme.projects.list();',
        ]),
      ),
      tab(
        'Python',
        code({ syntax: 'python', overflow: 'wrap' }, [
          'from acme import Acme',
          'acme = Acme(token=os.environ["ACME_TOKEN"])',
          'print(acme.projects.list())',
        ]),
        hint('warning', paragraph('The Python SDK needs Python 3.10 or newer.')),
      ),
      tab(
        'Screenshots',
        images(
          { align: 'center', withFrame: true },
          image(ref.url('https://cdn.acme.test/docs/token-settings.png'), {
            alt: 'The token settings page',
            caption: 'Tokens live in the organization settings.',
            width: 960,
          }),
        ),
      ),
    ),
    heading(2, 'Reference', 'reference'),
    openapiOperation('acme-public-api', '/projects', 'get'),
    swagger(ref.url('https://api.acme.test/openapi.json'), '/projects/{projectId}', 'delete'),
    expandable(
      'Troubleshooting: the API answers 401',
      paragraph('The token is missing, mistyped or revoked. Check it with:'),
      code({ syntax: 'bash' }, [
        'curl -i -H "Authorization: Bearer $ACME_TOKEN" https://api.acme.test/v1/user',
      ]),
      hint('danger', paragraph('Never paste a token into a support ticket.')),
    ),
  );
}

/** Release notes: lists of every kind, mentions, buttons, colours, media and embeds. */
export function releaseNotes(): Document {
  return document(
    heading(1, [emoji('1f680'), ' Release 2.4'], 'release-2-4'),
    paragraph(
      richText('Shipped on ', ['March 4', 'bold', 'italic'], ' by the platform team with '),
      mention(ref.user('user_rhea')),
      text(' reviewing. Storage is now '),
      text('H', color('blue')),
      richText(['2', 'subscript'], 'O-cooled', ['®', 'superscript'], ' and costs '),
      inlineMath('O(n \\log n)'),
      text(' per lookup. '),
      icon('circle-check', 'green'),
      text(' '),
      text('Stable', color('$success', 'default')),
      text(', '),
      text('deprecated', color('orange', 'yellow'), 'strikethrough'),
      text(' flags go away in 3.0.'),
    ),
    {
      ...paragraph(
        button('Upgrade guide', ref.page('page_api_upgrading', space), 'primary', 'arrow-up'),
        text(' '),
        button('Changelog', ref.url('https://acme.test/changelog'), 'secondary'),
      ),
      data: { align: 'center' },
    },
    heading(2, 'What changed', 'what-changed'),
    orderedList(
      [
        listItem(
          paragraph('Faster search: results arrive in half the time.'),
          math('t_{p95} \\leq 120\\,ms'),
        ),
        listItem(
          paragraph('Webhooks retry with backoff:'),
          code({ syntax: 'json', title: 'Retry policy' }, [
            '{ "attempts": 5, "backoff": "exponential" }',
          ]),
        ),
        listItem(
          paragraph('Project limits are documented per plan.'),
          bulletList('Free: 3 projects', 'Pro: 50 projects', listItem('Enterprise: unlimited')),
        ),
      ],
      3,
    ),
    heading(3, 'Before you upgrade', 'before-you-upgrade'),
    taskList(
      task(true, 'Read the migration notes'),
      task(false, 'Rotate the webhook secrets'),
      task(false, paragraph('Tell ', mention(ref.user('user_eddie')), ' when staging is done')),
    ),
    divider(),
    quote(
      paragraph('The new search is the best thing we shipped this year.'),
      quote(paragraph(richText(['— Support team', 'italic']))),
    ),
    images(
      { align: 'left', fullWidth: true },
      image(ref.file('file_search_before'), {
        refDark: ref.file('file_search_before_dark'),
        alt: 'Search before',
        caption: paragraph(richText('Before: ', ['1.2 s', 'bold'])),
        width: { unit: 'px', value: 640 },
        height: 400,
      }),
      image(ref.url('https://cdn.acme.test/docs/search-after.png'), { alt: 'Search after' }),
    ),
    paragraph(
      'The dashboard icon ',
      link(ref.url('https://cdn.acme.test/docs/dashboard.png'), inlineImageText()),
      ' opens the new view.',
    ),
    file('file_release_notes_pdf'),
    drawing('file_architecture_drawing'),
    drawing(),
    embed('https://www.youtube.com/watch?v=acme-2-4', true),
    reusableContent('rc_support_footer', handbook),
    integrationBlock('acme-status', 'status-widget', { component: 'uptime', days: 90 }),
  );
}

function inlineImageText() {
  return inlineImage(ref.url('https://cdn.acme.test/docs/dashboard-icon.png'), {
    alt: 'Dashboard',
    size: 'line',
    caption: 'The dashboard icon',
    refDark: ref.file('file_dashboard_icon_dark'),
  });
}

/** A service catalog: tables (a grid and cards), rich cells in fragments, API schemas. */
export function serviceCatalog(): Document {
  const cellOwner = 'frag_owner_search';
  const cellNotes = 'frag_notes_billing';
  return document(
    {
      ...heading(1, 'Service catalog', 'service-catalog'),
      data: { id: 'service-catalog', align: 'start' },
    },
    paragraph(
      'Every service, who owns it and where its docs live. Ask in ',
      link(ref.anchor('on-call', 'page_handbook_on_call', handbook), '#on-call'),
      ' when in doubt, or browse the ',
      link(ref.collection('collection_engineering'), 'engineering collection'),
      '.',
    ),
    table(
      {
        type: 'grid',
        columns: ['name', 'tier', 'owner', 'healthy', 'latency', 'docs', 'rating', 'status'],
        hideHeader: false,
        columnWidths: { name: 220 },
      },
      [
        textColumn('name', 'Service'),
        {
          id: 'tier',
          title: 'Tier',
          type: 'select',
          multiple: false,
          options: [
            { value: 't1', label: 'Tier 1', color: 'red' },
            { value: 't2', label: 'Tier 2', color: 'orange' },
          ],
        },
        { id: 'owner', title: 'Owners', type: 'users', multiple: true },
        { id: 'healthy', title: 'Healthy', type: 'checkbox' },
        { id: 'latency', title: 'p95 (ms)', type: 'number' },
        { id: 'docs', title: 'Docs', type: 'content-ref' },
        { id: 'rating', title: 'Docs quality', type: 'rating', max: 5 },
        textColumn('status', 'Notes', 'right'),
      ],
      [
        {
          name: 'Search',
          tier: ['t1'],
          owner: ['user_ada', 'user_eddie'],
          healthy: true,
          latency: 118,
          docs: ref.page('page_api_search', space),
          rating: 4,
          status: cellOwner,
        },
        {
          name: 'Billing',
          tier: ['t1'],
          owner: ['user_carl'],
          healthy: false,
          latency: 340.5,
          docs: ref.space('space_billing'),
          rating: 2,
          status: cellNotes,
        },
        {
          name: 'Exports',
          tier: ['t2'],
          owner: [],
          healthy: true,
          latency: null,
          docs: ref.url('https://exports.acme.test/docs'),
          rating: 3,
          status: 'Moving to the new queue.',
        },
      ],
      [
        {
          object: 'fragment',
          fragment: cellOwner,
          type: 'table-cell',
          nodes: [paragraph('Owned by search; ', link(ref.user('user_ada'), 'Ada'), ' leads.')],
        },
        {
          object: 'fragment',
          fragment: cellNotes,
          type: 'table-cell',
          nodes: [
            conditional(
              'visitor.claims.isStaff',
              paragraph(richText(['Staff only:', 'bold'], ' invoices are regenerated nightly.')),
            ),
            columns(column(paragraph('Incidents this quarter: 2.')), {
              ...column(math('99.95\\%')),
              data: { width: 30, verticalAlignment: 'middle' },
            }),
          ],
        },
      ],
    ),
    heading(2, 'Teams', 'teams'),
    table(
      {
        type: 'cards',
        columns: ['team', 'cover', 'links', 'attachments'],
        cardSize: 'large',
        coverDefinition: 'cover',
        targetDefinition: 'links',
        hideColumnTitle: true,
      },
      [
        textColumn('team', 'Team', 'center'),
        { id: 'cover', title: 'Cover', type: 'image' },
        { id: 'links', title: 'Space', type: 'content-ref' },
        { id: 'attachments', title: 'Files', type: 'files' },
      ],
      [
        {
          team: 'Platform',
          cover: ref.file('file_cover_platform'),
          links: ref.space('space_handbook'),
          attachments: ['file_platform_charter'],
        },
        {
          team: 'Mobile',
          cover: {
            ref: ref.url('https://cdn.acme.test/covers/mobile.png'),
            objectFit: 'cover',
            alt: 'Phones',
          },
          links: ref.reusableContent('rc_mobile_contacts', handbook),
          attachments: [],
        },
        {
          team: 'API',
          cover: ref.url('https://cdn.acme.test/covers/api.png'),
          links: ref.openapi('acme-public-api'),
          attachments: [],
        },
      ],
    ),
    heading(2, 'Schemas and events', 'schemas-and-events'),
    openapiSchemas('acme-public-api', ['Project', 'Webhook']),
    {
      ...openapiSchemas('acme-public-api', ['Error']),
      data: { ref: ref.openapi('acme-public-api'), schemas: ['Error'], grouped: false },
    },
    openapiWebhook('acme-public-api', 'project.created', 'post'),
    contentRef(ref.space('space_api')),
    contentRef(ref.collection('collection_engineering')),
    contentRef(ref.anchor('escalation', 'page_handbook_on_call', handbook)),
    contentRef(ref.reusableContent('rc_support_footer')),
    contentRef(ref.openapi('acme-public-api')),
    contentRef(ref.file('file_platform_charter')),
    contentRef(ref.url('https://status.acme.test')),
    contentRef(ref.user('user_ada')),
  );
}

/** Deep, ordinary nesting: lists in lists, quotes in quotes, blocks in list items and tabs. */
export function onCallRunbook(): Document {
  return document(
    heading(1, 'On-call runbook', 'on-call-runbook'),
    hint(
      'warning',
      heading(3, 'Before your shift'),
      bulletList(
        listItem(
          'Check the dashboards:',
          bulletList(
            listItem(
              'Error rate',
              orderedList(['Below 1%: all good', 'Above 1%: open an incident']),
            ),
            'Queue depth',
          ),
        ),
        'Make sure your phone is not on silent.',
      ),
      divider(),
      paragraph('Handover happens at 09:00 UTC.'),
    ),
    orderedList([
      listItem(
        paragraph('Acknowledge the page within five minutes.'),
        hint('info', paragraph('Unacknowledged pages escalate to the secondary.')),
      ),
      listItem(
        paragraph('Find the failing service:'),
        code(
          {
            syntax: 'bash',
            title: 'Find errors',
            collapsedLineCount: 3,
            expandable: true,
            fullWidth: false,
          },
          [
            'kubectl get pods -A | grep -v Running',
            'kubectl logs deploy/api --since=10m | grep ERROR',
          ],
        ),
        quote(paragraph('If three services fail at once, suspect the network first.')),
      ),
      listItem(
        heading(2, 'Escalate'),
        table(
          { type: 'grid', columns: ['after', 'who'], hideHeader: true, useNewSizing: true },
          [{ id: 'after', title: 'After', type: 'number' }, textColumn('who', 'Who')],
          [
            { after: 15, who: 'The secondary on-call' },
            { after: 30, who: 'The engineering manager' },
          ],
        ),
      ),
    ]),
    quote(
      paragraph('Write down what you did while you do it.'),
      bulletList('Times', 'Commands', 'Who you talked to'),
      heading(3, 'Why'),
      quote(paragraph('The write-up is the fix for the next incident.')),
    ),
    tabs(
      tab(
        'Linux',
        paragraph('Install the CLI:'),
        code({ syntax: 'bash' }, ['curl -fsSL https://cli.acme.test/install.sh | sh']),
        file('file_cli_linux'),
      ),
      tab(
        'macOS',
        code({ syntax: 'bash' }, ['brew install acme/tap/cli']),
        embed('https://asciinema.org/a/acme-cli'),
        drawing('file_network_drawing'),
        integrationBlock('acme-status', 'incident-list', { service: 'cli' }),
        math('e^{i\\pi} + 1 = 0'),
        contentRef(ref.page('page_handbook_deployments', handbook)),
      ),
    ),
    stepper(
      step(
        paragraph('Open an incident channel.'),
        images({}, image(ref.file('file_slack_channel'), { caption: 'The incident channel.' })),
      ),
      {
        ...step(
          paragraph('Post updates every 30 minutes.'),
          quote('Silence worries people more than bad news.'),
        ),
        data: { icon: 'megaphone' },
      },
    ),
    expandable(
      paragraph(richText('Glossary: ', ['SLO', 'bold'])),
      bulletList(
        listItem(paragraph(richText(['SLO', 'bold'], ': the objective we promise.'))),
        listItem(paragraph(richText(['Error budget', 'bold'], ': what we may still fail.'))),
      ),
      images(
        { align: 'right' },
        image(ref.url('https://cdn.acme.test/docs/slo.png'), { alt: 'SLO chart' }),
      ),
      quote(paragraph('Budgets are for spending.')),
      reusableContent('rc_support_footer'),
      table(
        { type: 'grid', columns: ['term'], hideHeader: false },
        [textColumn('term', 'Term')],
        [{ term: 'MTTR' }],
      ),
      divider(),
    ),
    paragraph(''),
  );
}

/** The corpus, by name. */
export const documentCorpus: Record<string, () => Document> = {
  quickstartGuide,
  releaseNotes,
  serviceCatalog,
  onCallRunbook,
};
