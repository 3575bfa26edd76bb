/** One conversation or a list of them, as pasted; the contract checks the rest. */
export type IngestBody = Record<string, unknown> | Record<string, unknown>[];

/**
 * What the Ingest dialog checks before sending: that the text is JSON and holds one
 * conversation (an object) or a list of them. Everything else (ids, parts, lengths) is the
 * contract's to check, and its refusal names the field by pointer.
 */
export function parseIngestJson(text: string): { body: IngestBody } | { error: string } {
  if (text.trim() === '') return { error: 'Paste one conversation, or a list of them, as JSON.' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const detail = error instanceof Error ? error.message : '';
    return { error: `This is not valid JSON${detail ? ` (${detail})` : ''}.` };
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return { error: 'The list is empty: add at least one conversation.' };
    if (value.every(isObject)) return { body: value };
    return { error: 'Each item of the list must be a conversation (a JSON object).' };
  }
  if (isObject(value)) return { body: value };
  return { error: 'Paste a conversation (a JSON object) or a list of them.' };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Where a refused field is, in words, from its JSON pointer's segments: `['3', 'parts', '0',
 * 'body']` is "Conversation 4 › part 1 › body"; a single conversation has no number.
 */
export function describeIngestPath(path: readonly string[]): string {
  return path
    .map((segment, index) => {
      const number = /^\d+$/.test(segment) ? Number(segment) + 1 : undefined;
      if (number === undefined) return segment;
      if (index === 0) return `Conversation ${number}`;
      return path[index - 1] === 'parts' ? `part ${number}` : `item ${number}`;
    })
    .filter((segment, index, all) => !(segment === 'parts' && /^part /.test(all[index + 1] ?? '')))
    .join(' › ');
}

/** The example the dialog can fill in: a conversation that mentions SSO, for demos. */
export const ingestExample = JSON.stringify(
  {
    id: 'demo-1001',
    subject: 'Okta sign-in loops back to the login page',
    metadata: {
      url: 'https://support.example.com/tickets/1001',
      attributes: { plan: 'Enterprise', browser: 'Firefox 131' },
    },
    parts: [
      {
        type: 'message',
        role: 'user',
        body: 'We set up SSO with Okta yesterday and now everyone loops back to the login page.',
      },
      {
        type: 'message',
        role: 'assistant',
        body: 'Check that the ACS URL in Okta matches the one shown in your organization settings.',
      },
      {
        type: 'message',
        role: 'team-member',
        body: 'I looked at your SAML settings: the certificate had expired. Upload the new one and it works.',
      },
    ],
  },
  null,
  2,
);
