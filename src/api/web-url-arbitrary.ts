import fc from 'fast-check';

/**
 * Web addresses for property tests: the fuzz suite's `uri` and `safe-url` fields, and the links
 * of generated Documents. fast-check's own `webUrl` took over a second to build, in each test
 * worker (its percent-encoded characters are checked against its list of dangerous strings);
 * this one draws from the same parts in milliseconds: a scheme, a host of one to three labels
 * or an IPv4 address, an optional port, a path of plain and percent-encoded segments, and an
 * optional query and fragment. Only tests import it.
 */

const unreserved = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~'];
const label = fc
  .string({
    unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789-'),
    minLength: 1,
    maxLength: 12,
  })
  // A hyphen may not start or end a label.
  .map((text) => text.replace(/^-+|-+$/g, '') || 'a');
const host = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .array(label, { minLength: 1, maxLength: 3 })
      .chain((labels) =>
        fc
          .constantFrom('com', 'org', 'dev', 'io', 'example')
          .map((tld) => [...labels, tld].join('.')),
      ),
  },
  { weight: 1, arbitrary: fc.ipV4() },
);
/** Characters of a path segment: unreserved ones, sub-delimiters, and percent-encodings. */
const segmentUnit = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...unreserved) },
  { weight: 1, arbitrary: fc.constantFrom(..."!$&'()*+,;=:@") },
  { weight: 1, arbitrary: fc.constantFrom('%20', '%2F', '%C3%A9', '%E2%82%AC', '%F0%9F%98%80') },
);
const segment = fc.string({ unit: segmentUnit, maxLength: 10 });
const queryOrFragment = fc.string({
  unit: fc.oneof(segmentUnit, fc.constantFrom('/', '?')),
  maxLength: 16,
});

export const webUrlArbitrary: fc.Arbitrary<string> = fc
  .record({
    scheme: fc.constantFrom('https', 'http'),
    host,
    port: fc.option(fc.integer({ min: 1, max: 65_535 }), { nil: undefined }),
    path: fc.array(segment, { maxLength: 4 }),
    query: fc.option(queryOrFragment, { nil: undefined }),
    fragment: fc.option(queryOrFragment, { nil: undefined }),
  })
  .map(
    ({ scheme, host: name, port, path, query, fragment }) =>
      `${scheme}://${name}${port === undefined ? '' : `:${port}`}${path.map((part) => `/${part}`).join('')}` +
      `${query === undefined ? '' : `?${query}`}${fragment === undefined ? '' : `#${fragment}`}`,
  );
