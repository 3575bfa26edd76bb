import { describe, expect, it } from 'vitest';
import { seedCertificate } from '../backend/core/store/seed-people.ts';
import { normalizeCertificate } from './certificate-rules.ts';

const body = seedCertificate
  .split('\n')
  .filter((line) => !line.startsWith('-----'))
  .join('');

describe('normalizeCertificate', () => {
  it('keeps a whole PEM certificate as it is', () => {
    expect(normalizeCertificate(seedCertificate)).toBe(seedCertificate);
  });

  it('accepts the base64 body alone, on one line or wrapped, and answers it as PEM', () => {
    expect(normalizeCertificate(body)).toBe(seedCertificate);
    expect(normalizeCertificate(`\n  ${body.match(/.{1,76}/g)?.join('\r\n')}\n`)).toBe(
      seedCertificate,
    );
  });

  it('accepts PEM with Windows line ends and surrounding blank lines', () => {
    expect(normalizeCertificate(`\r\n${seedCertificate.replace(/\n/g, '\r\n')}\r\n\r\n`)).toBe(
      seedCertificate,
    );
  });

  it.each([
    ['a truncated paste', seedCertificate.slice(0, 400)],
    ['the body without its last line', body.slice(0, body.length - 16)],
    ['no END line', seedCertificate.replace('-----END CERTIFICATE-----', '')],
    ['another PEM block', seedCertificate.replace(/CERTIFICATE/g, 'PRIVATE KEY')],
    ['text', 'paste here'],
    ['base64 of something else', btoa('hello, this is not a certificate')],
    ['a character outside base64', `${body.slice(0, -4)}AA*=`],
  ])('refuses %s', (_name, text) => {
    expect(normalizeCertificate(text)).toBeUndefined();
  });
});
