import { describe, expect, it } from 'vitest';
import { contractDocument } from '../core/http/contract.ts';
import { validatorFor } from './schema-validator.ts';

/**
 * Every address field of the contract follows the one safe-URL rule (src/api/safe-url.ts):
 * `format: safe-url` where a relative link is fine, `format: safe-uri` where the address must be
 * absolute. An address field is a string with a URI format, or one whose name says it holds an
 * address (`url`, `callback_url`, `ssoURL`, `href`). A new field declared `format: uri` fails
 * here until it takes the rule, so no address can again keep a `javascript:` link.
 */

const safeFormats = new Set(['safe-url', 'safe-uri']);
const uriFormats = new Set(['uri', 'url', 'uri-reference', 'iri', 'iri-reference', ...safeFormats]);
/**
 * Addresses the server makes itself rather than stores from a caller, which the safe-URL rule
 * would refuse: an integration's icon and preview images are the uploaded images as
 * `data:image/...` addresses.
 */
const madeByTheServer = new Set([
  '/components/schemas/Integration/properties/urls/properties/icon',
  '/components/schemas/Integration/properties/previewImages/items',
]);
/** `url`, `sourceURL`, `callback_url`, `href`: names that say the value is an address. */
const addressName = /(^|[a-z_])(url|uri|href)$/i;

interface AddressField {
  where: string;
  format: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStringSchema(schema: Record<string, unknown>): boolean {
  return schema['type'] === 'string' || typeof schema['format'] === 'string';
}

/** The address fields of the contract, each named by its place in the contract document. */
function addressFields(): AddressField[] {
  const found: AddressField[] = [];
  const visit = (value: unknown, where: string, name: string | undefined): void => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, `${where}/${index}`, name));
      return;
    }
    if (!isRecord(value)) return;
    const format = value['format'];
    const named = name !== undefined && addressName.test(name) && isStringSchema(value);
    if ((typeof format === 'string' && uriFormats.has(format)) || named)
      found.push({ where, format });
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'properties' && isRecord(inner)) {
        for (const [property, schema] of Object.entries(inner))
          visit(schema, `${where}/properties/${property}`, property);
      } else if (key === 'items' || key === 'oneOf' || key === 'anyOf' || key === 'allOf') {
        visit(inner, `${where}/${key}`, name);
      } else if (key !== 'example' && key !== 'examples')
        visit(inner, `${where}/${key}`, undefined);
    }
  };
  visit(contractDocument, '', undefined);
  return found;
}

describe('address fields of the contract', () => {
  const fields = addressFields();

  it('finds the address fields the issue named, so the walk itself is not blind', () => {
    const places = fields.map((field) => field.where);
    for (const expected of [
      '/components/schemas/IntegrationExternalLink/properties/url',
      '/components/schemas/IntegrationConfigurationProperty/oneOf/0/properties/completion_url',
      '/components/schemas/IntegrationConfigurationProperty/oneOf/3/properties/callback_url',
    ])
      expect(places).toContain(expected);
    expect(places.some((place) => place.endsWith('/metadata/properties/url'))).toBe(true);
  });

  it('puts every one of them under the safe-URL rule', () => {
    const unsafe = fields.filter(
      (field) => !safeFormats.has(String(field.format)) && !madeByTheServer.has(field.where),
    );
    expect(unsafe.map((field) => `${field.where} (${String(field.format)})`)).toEqual([]);
  });

  it('refuses javascript: and vbscript: under safe-uri and keeps the absolute-address check', () => {
    const validate = validatorFor({ type: 'string', format: 'safe-uri' }, { coerce: false });
    expect(validate('https://example.com/a')).toBe(true);
    expect(validate('mailto:a@example.com')).toBe(true);
    expect(validate('javascript:alert(1)')).toBe(false);
    expect(validate('VBScript:msgbox(1)')).toBe(false);
    expect(validate('/relative/link')).toBe(false);
  });
});
