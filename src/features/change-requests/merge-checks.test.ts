import { describe, expect, it } from 'vitest';
import { distinctChecks } from './merge-checks';

describe('distinctChecks', () => {
  it('lists a reason once when two rules give the same one', () => {
    const message = 'Rhea Reviewer requested changes';
    const refused = { rule: 'require_all_reviews_approved', passed: false, message } as const;
    const again = { rule: 'require_specific_reviewers', passed: false, message } as const;
    const met = {
      rule: 'require_change_request_subject',
      passed: true,
      message: 'Has a subject',
    } as const;
    expect(distinctChecks([refused, met, again])).toEqual([refused, met]);
  });

  it('keeps a met and an unmet check of one text apart', () => {
    const met = { rule: 'custom', passed: true, message: 'Reviewed' } as const;
    const unmet = { rule: 'custom', passed: false, message: 'Reviewed' } as const;
    expect(distinctChecks([met, unmet])).toEqual([met, unmet]);
  });
});
