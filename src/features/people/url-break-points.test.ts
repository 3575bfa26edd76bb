import { describe, expect, it } from 'vitest';
import { urlLineParts } from './url-break-points';

describe('where a long address may wrap', () => {
  it('breaks after each slash of the path, never inside the scheme or a word', () => {
    expect(urlLineParts('https://app.folio.example/auth/saml/org_acme/saml_okta/acs')).toEqual([
      'https://app.folio.example/',
      'auth/',
      'saml/',
      'org_acme/',
      'saml_okta/',
      'acs',
    ]);
  });

  it('breaks before the query and before each of its parameters', () => {
    expect(urlLineParts('https://idp.example/o/saml2?idpid=acme&x=1#top')).toEqual([
      'https://idp.example/',
      'o/',
      'saml2',
      '?idpid=acme',
      '&x=1',
      '#top',
    ]);
  });

  it('keeps the address whole when it has no such point, and loses no character', () => {
    expect(urlLineParts('urn:acme:idp')).toEqual(['urn:acme:idp']);
    const url = 'https://a.example//b/?c=d&e=f';
    expect(urlLineParts(url).join('')).toBe(url);
  });
});
