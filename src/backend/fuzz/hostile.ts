import fc from 'fast-check';

/**
 * What an attacker or a careless client sends where text is expected: empty and blank text,
 * control characters, lone surrogates, bidirectional overrides, markup and script, dangerous
 * addresses, template and path tricks, JavaScript's special property names, and sizes around
 * and far beyond every limit.
 */
export const hostileStrings: readonly string[] = [
  '',
  ' ',
  '   \t ',
  '\u0000',
  'a\u0000b',
  'line\nbreak',
  '\u0007bell',
  '\u202Eevil.exe',
  '\u2066isolate\u2069',
  '\ud800',
  'x\udfffy',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'; DROP TABLE spaces; --",
  'javascript:alert(1)',
  ' JaVaScRiPt:alert(document.cookie)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '../../../etc/passwd',
  '%00',
  '%E0%A4%A',
  '{{7*7}}',
  '${7*7}',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '🚀'.repeat(40),
  'ﷺ'.repeat(60),
  'a'.repeat(101),
  'a'.repeat(256),
  'a'.repeat(5_000),
  'null',
  '-1',
  '1e309',
];

export const hostileString = fc.constantFrom(...hostileStrings);

/** Path segments sent as they are, not encoded: broken and tricky percent-encodings. */
export const rawPathSegments: readonly string[] = [
  '%E0%A4%A',
  '%',
  '%%',
  '%ZZ',
  '%C0%AF',
  '%00',
  '%2e%2e',
  '..',
  '.',
  '%2F..%2F',
  'a%20b',
  '%F0%9F%9A%80',
  '%ED%A0%80',
];

/** Request bodies as text: not JSON, JSON of the wrong shape, nested far too deep, huge. */
export function hostileBodies(): { label: string; text: string }[] {
  const deep = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
  const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
  return [
    { label: 'not JSON', text: '{"title": ' },
    { label: 'a bare string', text: '"hello"' },
    { label: 'null', text: 'null' },
    { label: 'an array', text: '[]' },
    { label: 'a number', text: '1e400' },
    {
      label: 'prototype pollution',
      text: '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}',
    },
    { label: 'arrays nested 100,000 deep', text: deep(100_000) },
    { label: 'objects nested 10,000 deep', text: deepObject(10_000) },
    {
      label: 'a 2 MB string',
      text: JSON.stringify({ title: 'a'.repeat(2_000_000), subject: 'x' }),
    },
    { label: 'duplicate keys', text: '{"title": "a", "title": "b"}' },
    { label: 'a lone surrogate escape', text: '{"title": "\\ud800", "subject": "\\udfff"}' },
    { label: 'bytes that are not UTF-8', text: '{"title": "\udcff\udcfe"}' },
  ];
}
