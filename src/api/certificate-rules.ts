/**
 * Recognizes an X.509 certificate pasted as PEM or as its base64 body, without a crypto
 * library: the base64 must decode to one DER SEQUENCE that spans every byte and starts with
 * another SEQUENCE (the certificate's signed part). That tells a whole certificate from a
 * truncated paste, a private key's PEM, or stray text, which is what a person gets wrong.
 * Shared by the backend, which refuses a bad certificate with a 400, and the console's SSO
 * form, which checks the certificate as it is typed or pasted.
 */

const begin = '-----BEGIN CERTIFICATE-----';
const end = '-----END CERTIFICATE-----';
const sequenceTag = 0x30;

/** What to do about a certificate that is not one; the backend's 400 ends with it too. */
export const certificateAdvice = `paste the whole certificate, from ${begin} to ${end}.`;

/** Where a DER element's content starts and how long it is, or undefined when malformed. */
function derElement(bytes: string, offset: number): { start: number; length: number } | undefined {
  if (offset + 2 > bytes.length) return undefined;
  const first = bytes.charCodeAt(offset + 1);
  if (first < 0x80) return { start: offset + 2, length: first };
  const size = first & 0x7f;
  // Certificates fit in 4 length bytes many times over; 0x80 (indefinite) is not DER.
  if (size === 0 || size > 4 || offset + 2 + size > bytes.length) return undefined;
  let length = 0;
  for (let i = 0; i < size; i += 1) length = length * 256 + bytes.charCodeAt(offset + 2 + i);
  return { start: offset + 2 + size, length };
}

function isCertificateDer(bytes: string): boolean {
  if (bytes.charCodeAt(0) !== sequenceTag) return false;
  const outer = derElement(bytes, 0);
  if (!outer || outer.start + outer.length !== bytes.length) return false;
  if (bytes.charCodeAt(outer.start) !== sequenceTag) return false;
  const signed = derElement(bytes, outer.start);
  return signed !== undefined && signed.start + signed.length < bytes.length;
}

/**
 * The certificate as a PEM block with 64-character lines, or undefined when `text` is neither
 * a whole PEM certificate nor its base64 body.
 */
export function normalizeCertificate(text: string): string | undefined {
  let body = text.trim();
  if (body.includes('-----')) {
    if (!body.startsWith(begin) || !body.endsWith(end)) return undefined;
    body = body.slice(begin.length, body.length - end.length);
  }
  body = body.replace(/\s+/g, '');
  if (body.length === 0 || body.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(body))
    return undefined;
  if (!isCertificateDer(atob(body))) return undefined;
  const lines = body.match(/.{1,64}/g) ?? [];
  return [begin, ...lines, end].join('\n');
}
