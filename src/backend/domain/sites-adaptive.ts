import type { components } from '../../api/schema.gen.ts';
import { ApiError } from '../http/api-error.ts';
import { schemaClaims, visitorSchemaProblem, type Claim } from '../../api/visitor-schema-rules.ts';

export type { Claim };

type TemplateCondition = components['schemas']['SiteTemplateConditions']['items'][number];

/**
 * The visitor schema of adaptive content: a JSON Schema draft-07 object whose properties are
 * boolean claims with a description, plus an optional `unsigned` object holding the claims a
 * visitor may set without signing them. Template conditions are the expressions an editor
 * pastes into a section or page condition, one per claim.
 */

/** The reason the schema is refused, or undefined when it is valid (the editor shows it too). */
export const adaptiveSchemaProblem = visitorSchemaProblem;

export function validateAdaptiveSchema(schema: unknown): Record<string, unknown> {
  const problem = adaptiveSchemaProblem(schema);
  if (problem !== undefined) throw new ApiError(400, problem);
  return schema as Record<string, unknown>;
}

export function templateConditions(
  schema: Record<string, unknown> | undefined,
): TemplateCondition[] {
  if (!schema) return [];
  return schemaClaims(schema).map((claim) => ({
    description: claim.description,
    condition: claim.unsigned
      ? `visitor.claims.unsigned.${claim.name} === true`
      : `visitor.claims.${claim.name} === true`,
  }));
}
