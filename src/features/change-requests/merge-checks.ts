import type { ChangeRequestMergeability } from '@/api/schema.gen';

type MergeCheck = ChangeRequestMergeability['checks'][number];

/**
 * The merge rules' checks with each reason once: two rules may refuse for one reason (an
 * approval rule and a no-changes-requested rule both say "Rhea Reviewer requested changes"),
 * and the person needs to read it once. The first check of a text and outcome stays, in order.
 */
export function distinctChecks(checks: readonly MergeCheck[]): MergeCheck[] {
  const seen = new Set<string>();
  return checks.filter((check) => {
    const said = `${check.passed ? 'met' : 'unmet'}:${check.message}`;
    if (seen.has(said)) return false;
    seen.add(said);
    return true;
  });
}
