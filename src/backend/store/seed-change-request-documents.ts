import type { DocumentValue } from './state.ts';

/**
 * Descriptions of the demo's change requests. Together they use every node type of the
 * platform's Document model, plus a few the console's editor does not know (a table, images,
 * an embed, a mention, a highlight mark), which must come back unchanged after an edit.
 */

type Block = DocumentValue['nodes'][number];
type Node = Block['nodes'][number];

export const seedUsers = {
  ada: 'user_ada',
  eddie: 'user_eddie',
  carl: 'user_carl',
  rhea: 'user_rhea',
} as const;

function text(value: string, ...marks: (string | { type: string; data: object })[]): Node {
  return {
    object: 'text',
    leaves: [
      {
        object: 'leaf',
        text: value,
        marks: marks.map((mark) =>
          typeof mark === 'string'
            ? { object: 'mark', type: mark }
            : { object: 'mark', type: mark.type, data: { ...mark.data } },
        ),
      },
    ],
  };
}

function block(type: string, nodes: Node[], data?: Record<string, unknown>): Block {
  return { object: 'block', type, nodes, ...(data ? { data } : {}) };
}

const paragraph = (...nodes: Node[]) => block('paragraph', nodes);

function link(label: string, url: string): Node {
  return {
    object: 'inline',
    type: 'link',
    data: { ref: { kind: 'url', url } },
    nodes: [text(label)],
  };
}

function item(nodes: Node[], data?: Record<string, unknown>): Block {
  return block('list-item', nodes, data);
}

function code(syntax: string, title: string, lines: string[]): Block {
  return block(
    'code',
    lines.map((line) => block('code-line', [text(line)])),
    { syntax, title },
  );
}

const divider = (): Block => ({
  object: 'block',
  type: 'divider',
  isVoid: true,
  nodes: [text('')],
});

export function doc(...nodes: Block[]): DocumentValue {
  return { object: 'document', data: { schemaVersion: 1 }, nodes };
}

/** A description using every node type of decisions.md's Document model. */
export function releaseChecklistDescription(): DocumentValue {
  return doc(
    block('heading-1', [text('Release checklist')]),
    paragraph(
      text('Every release follows these steps. Items marked '),
      text('required', 'bold'),
      text(' block the release; the rest are '),
      text('recommended', 'italic'),
      text('. Run '),
      text('make release', 'code'),
      text(', never the '),
      text('old script', 'strikethrough'),
      text('; press '),
      text('Ctrl', 'keyboard'),
      text(' + '),
      text('K', 'keyboard'),
      text(' to open the release panel. Version 2'),
      text('nd', 'superscript'),
      text(' builds use H'),
      text('2', 'subscript'),
      text('O cooling. '),
      text('Frozen', { type: 'color', data: { text: '#b42318', background: '#fef3f2' } }),
      text(' branches are read-only. See '),
      link('the deployment guide', 'https://docs.acme.test/handbook/deployments'),
      text('.'),
    ),
    block('heading-2', [text('Before the release')]),
    block('list-ordered', [
      item([paragraph(text('Freeze the release branch.'))]),
      item([
        paragraph(text('Run the full test suite:')),
        block('list-unordered', [
          item([paragraph(text('unit and component tests'))]),
          item([paragraph(text('end-to-end journeys in Chromium'))]),
        ]),
      ]),
      item([paragraph(text('Write the release notes.'))]),
    ]),
    block('heading-3', [text('Sign-off')]),
    block('list-tasks', [
      item([paragraph(text('Product owner approved'))], { checked: true }),
      item([paragraph(text('Security review done'))], { checked: false }),
      item([paragraph(text('Support team briefed'))], { checked: false }),
    ]),
    block('blockquote', [paragraph(text('A release nobody can roll back is not ready.'))]),
    code('bash', 'release.sh', ['git switch release', 'make release VERSION=2.4.0', 'make verify']),
    block('hint', [paragraph(text('Releases go out on Tuesdays and Wednesdays only.'))], {
      style: 'info',
    }),
    block('hint', [paragraph(text('Check the status page before you start.'))], {
      style: 'warning',
    }),
    block('hint', [paragraph(text('Never release during an open incident.'))], {
      style: 'danger',
    }),
    block('hint', [paragraph(text('Announce the release in #releases when done.'))], {
      style: 'success',
    }),
    divider(),
    paragraph(text('Questions go to the release captain of the week.')),
  );
}

/** Blocks, inlines and marks the editor does not know: they must come back unchanged. */
export function webhookRetriesDescription(): DocumentValue {
  return doc(
    block('heading-2', [text('Webhook retries')]),
    paragraph(
      text('Failed deliveries are retried with backoff, as agreed with '),
      {
        object: 'inline',
        type: 'mention',
        isVoid: true,
        data: { ref: { kind: 'user', user: seedUsers.rhea } },
        nodes: [text('')],
      },
      text('. '),
      text('Highlighted', { type: 'highlight', data: { tone: 'yellow' } }),
      text(' rows changed.'),
    ),
    {
      object: 'block',
      type: 'table',
      key: 'tbl_retries',
      data: { fixedColumns: 1, columns: ['attempt', 'delay'] },
      nodes: [
        block('table-row', [
          block('table-cell', [paragraph(text('Attempt'))]),
          block('table-cell', [paragraph(text('Delay'))]),
        ]),
        block('table-row', [
          block('table-cell', [paragraph(text('1'))]),
          block('table-cell', [paragraph(text('1 minute'))]),
        ]),
        block('table-row', [
          block('table-cell', [paragraph(text('2'))]),
          block('table-cell', [paragraph(text('10 minutes'))]),
        ]),
      ],
    },
    {
      object: 'block',
      type: 'images',
      isVoid: true,
      data: {
        align: 'center',
        images: [{ ref: { kind: 'file', file: 'file_retry_diagram' }, caption: 'Retry timeline' }],
      },
      nodes: [text('')],
    },
    {
      object: 'block',
      type: 'embed',
      isVoid: true,
      data: { url: 'https://status.acme.test/embed/webhooks' },
      nodes: [text('')],
    },
    paragraph(text('After the fifth attempt the endpoint is disabled and its owner is emailed.')),
  );
}

export function simpleDescription(...paragraphs: string[]): DocumentValue {
  return doc(...paragraphs.map((line) => paragraph(text(line))));
}

/** Onboarding #1: the plan of a new customer's first week, day by day. */
export function firstWeekPlanDescription(): DocumentValue {
  return doc(
    block('heading-2', [text('First-week plan')], {}),
    paragraph(
      text('New customers asked what to do first. The Welcome page gets a plan for '),
      text('each day', 'bold'),
      text(' of their first week.'),
    ),
    block(
      'list-ordered',
      [
        item([paragraph(text('Monday: import existing content.'))]),
        item([paragraph(text('Tuesday: invite the team and set their roles.'))]),
        item([paragraph(text('Wednesday: pick a custom domain.'))]),
        item([paragraph(text('Thursday: publish the first pages.'))]),
        item([paragraph(text('Friday: check-in with the customer success manager.'))]),
      ],
      {},
    ),
  );
}
