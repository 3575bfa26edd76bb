import {
  bulletList,
  code,
  color,
  divider,
  document,
  embed,
  heading,
  hint,
  image,
  images,
  link,
  mention,
  orderedList,
  paragraph,
  quote,
  ref,
  richText,
  table,
  task,
  taskList,
  text,
  textColumn,
  listItem,
  type Document,
} from '../../../api/document-builders.ts';

/**
 * The Documents of the seeds (change-request descriptions, agent instructions, translation
 * instructions), in the platform's shapes (platform-values §2): built with the contract's own
 * builders, so every required `data` and `isVoid` is there and no value outside the sheet is.
 */

/** A description using every common node type of the Document model. */
export function releaseChecklistDescription(): Document {
  return document(
    heading(1, 'Release checklist', 'release-checklist'),
    paragraph(
      richText(
        'Every release follows these steps. Items marked ',
        ['required', 'bold'],
        ' block the release; the rest are ',
        ['recommended', 'italic'],
        '. Run ',
        ['make release', 'code'],
        ', never the ',
        ['old script', 'strikethrough'],
        '; press ',
        ['Ctrl', 'keyboard'],
        ' + ',
        ['K', 'keyboard'],
        ' to open the release panel. Version 2',
        ['nd', 'superscript'],
        ' builds use H',
        ['2', 'subscript'],
        'O cooling. ',
        ['Frozen', color('red', 'default')],
        ' branches are read-only. See ',
      ),
      link('https://docs.acme.test/handbook/deployments', 'the deployment guide'),
      text('.'),
    ),
    heading(2, 'Before the release', 'before-the-release'),
    orderedList([
      'Freeze the release branch.',
      listItem(
        'Run the full test suite:',
        bulletList('unit and component tests', 'end-to-end journeys in Chromium'),
      ),
      'Write the release notes.',
    ]),
    heading(3, 'Sign-off', 'sign-off'),
    taskList(
      task(true, 'Product owner approved'),
      task(false, 'Security review done'),
      task(false, 'Support team briefed'),
    ),
    quote('A release nobody can roll back is not ready.'),
    code({ syntax: 'bash', title: 'release.sh' }, [
      'git switch release',
      'make release VERSION=2.4.0',
      'make verify',
    ]),
    hint('info', 'Releases go out on Tuesdays and Wednesdays only.'),
    hint('warning', 'Check the status page before you start.'),
    hint('danger', 'Never release during an open incident.'),
    hint('success', 'Announce the release in #releases when done.'),
    divider(),
    paragraph('Questions go to the release captain of the week.'),
  );
}

/** A mention, colours, a table, images and an embed: what a rich description also holds. */
export function webhookRetriesDescription(): Document {
  return document(
    heading(2, 'Webhook retries', 'webhook-retries'),
    paragraph(
      text('Failed deliveries are retried with backoff, as agreed with '),
      mention(ref.user('user_rhea')),
      text('. '),
      text('Highlighted', color('default', 'yellow')),
      text(' rows changed.'),
    ),
    table(
      { type: 'grid', columns: ['attempt', 'delay'], hideHeader: false },
      [{ id: 'attempt', title: 'Attempt', type: 'number' }, textColumn('delay', 'Delay')],
      [
        { attempt: 1, delay: '1 minute' },
        { attempt: 2, delay: '10 minutes' },
      ],
    ),
    images(
      { align: 'center' },
      image(ref.file('file_retry_diagram'), { alt: 'Retry timeline', caption: 'Retry timeline' }),
    ),
    embed('https://status.acme.test/embed/webhooks'),
    paragraph('After the fifth attempt the endpoint is disabled and its owner is emailed.'),
  );
}

export function simpleDescription(...paragraphs: string[]): Document {
  return document(...paragraphs.map((line) => paragraph(line)));
}

/** Acme's instructions for the docs assistant. */
export function acmeInstructionsDocument(): Document {
  return document(
    heading(1, 'How the assistant answers', 'how-the-assistant-answers'),
    paragraph(
      richText(
        'Answer from the published Acme documentation only. When the docs do not cover a question, say so and point to ',
        ['support@acme.test', 'code'],
        '.',
      ),
    ),
    heading(2, 'Tone', 'tone'),
    bulletList(
      'Be concise: lead with the answer, then the details.',
      'Use the product names exactly as the docs write them.',
      listItem(paragraph(text('Never promise features that are not released.', 'bold'))),
    ),
    hint('warning', 'Security questions always link to the Security & Compliance space.'),
  );
}

/** The French translation's instructions. */
export function frenchInstructionsDocument(): Document {
  return document(
    paragraph('Address the reader with « vous ».'),
    paragraph('Keep product names, commands and code in English.'),
  );
}
