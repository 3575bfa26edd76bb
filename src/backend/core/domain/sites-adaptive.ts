import type { components } from '../../../api/schema.gen.ts';
import { ApiError } from '../http/api-error.ts';
import {
  schemaClaims,
  visitorSchemaProblem,
  type Claim,
} from '../../../api/visitor-schema-rules.ts';

export type { Claim };

type TemplateCondition = components['schemas']['SiteTemplateConditions']['items'][number];

/**
 * The visitor schema of adaptive content: a JSON Schema draft-07 object whose properties are
 * described claims (boolean, string, number, array or object), plus an optional `unsigned`
 * object holding the claims a visitor may set without signing them (the rule is shared with
 * the console: api/visitor-schema-rules.ts). Template conditions are the expressions an editor
 * pastes into a section or page condition.
 */

/** The reason the schema is refused, or undefined when it is valid (the editor shows it too). */
export const adaptiveSchemaProblem = visitorSchemaProblem;

export function validateAdaptiveSchema(schema: unknown): Record<string, unknown> {
  const problem = adaptiveSchemaProblem(schema);
  if (problem !== undefined) throw new ApiError(400, problem);
  return schema as Record<string, unknown>;
}

/**
 * The conditions one claim gives. A boolean is tested for true; a string with allowed values
 * gives one condition per value; any other claim (a free string, a number, an array, an object)
 * is tested for being there, since no one value of it is more likely than another and the
 * editor completes the comparison.
 */
function claimConditions(claim: Claim): TemplateCondition[] {
  const path = `visitor.claims.${claim.unsigned ? 'unsigned.' : ''}${claim.name}`;
  if (claim.kind === 'boolean')
    return [{ description: claim.description, condition: `${path} === true` }];
  if (claim.kind === 'string' && claim.values.length > 0)
    return claim.values.map((value) => ({
      description: `${claim.description} (${value})`,
      condition: `${path} === ${JSON.stringify(value)}`,
    }));
  return [{ description: claim.description, condition: `${path} !== undefined` }];
}

export function templateConditions(
  schema: Record<string, unknown> | undefined,
): TemplateCondition[] {
  if (!schema) return [];
  return schemaClaims(schema).flatMap(claimConditions);
}
