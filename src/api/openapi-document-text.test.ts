import { describe, expect, it } from 'vitest';
import { openApiTextProblem } from './openapi-document-text.ts';

describe('an OpenAPI document given as text', () => {
  it('is taken as JSON or YAML with its version at the top', () => {
    expect(openApiTextProblem('{"openapi":"3.1.0","info":{"title":"Pay","version":"1"}}')).toBe(
      undefined,
    );
    expect(openApiTextProblem('{"swagger":"2.0"}')).toBe(undefined);
    expect(openApiTextProblem('# Payments\nopenapi: 3.0.3\ninfo:\n  title: Pay\n')).toBe(undefined);
    expect(openApiTextProblem("swagger: '2.0'\n")).toBe(undefined);
  });

  it('says what is wrong with anything else', () => {
    expect(openApiTextProblem('  \n')).toBe('The file is empty.');
    expect(openApiTextProblem('{"openapi": ')).toBe('The file is not valid JSON.');
    for (const text of [
      '{"title":"not a spec"}',
      '{"openapi":3}',
      '["openapi"]',
      'info:\n  openapi: 3.0.0\n',
      'hello world',
      '{"__proto__":{"openapi":"3.0.0"}}',
    ])
      expect(openApiTextProblem(text), text).toMatch(/^This is not an OpenAPI document/);
  });
});
