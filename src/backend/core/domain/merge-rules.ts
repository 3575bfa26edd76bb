import type {
  components,
  ChangeRequestMergeability as Mergeability,
  MergeRuleCheck,
} from '../../../api/schema.gen.ts';
import { ApiError } from '../http/api-error.ts';
import type {
  BackendState,
  ChangeRequestRecord,
  ReviewRecord,
  SpaceRecord,
} from '../store/state.ts';
import { membershipOf, type Membership } from './access.ts';
import { hasContent } from './document-text.ts';

/**
 * Merge rules (platform-values §4, decision 0019): which rules apply to a space's requests, the
 * check of a rules body on update, and each rule's verdict on one request, which the request
 * answers as `mergeability` and merge enforces.
 */

type Schemas = components['schemas'];
export type MergeRule = Schemas['MergeRule'];

/** Either owner's rules as a body gives them: `rules` only with, and always with, type rules. */
interface MergeRulesValue {
  type: string;
  rules?: MergeRule[];
}

/** The roles that may review (decision 0007: admin, create and review). */
export const reviewerRoles = new Set<Membership>(['admin', 'create', 'review']);

export function displayName(state: BackendState, userId: string): string {
  return state.users.find((user) => user.id === userId)?.displayName ?? userId;
}

/**
 * Refuses a user asked to review who is not a member, opened the request, or cannot review:
 * `pointer` names the field (`/users/0`).
 */
export function checkReviewer(
  state: BackendState,
  organizationId: string,
  authorId: string,
  userId: string,
  pointer: string,
): void {
  if (!state.memberships.some((m) => m.organizationId === organizationId && m.userId === userId))
    throw new ApiError(400, `${pointer} '${userId}' is not a member of this organization.`);
  if (userId === authorId)
    throw new ApiError(
      400,
      `${pointer} ${displayName(state, userId)} opened the change request, so they cannot review it.`,
    );
  const refusal = reviewRefusal(state, organizationId, userId);
  if (refusal) throw new ApiError(400, `${pointer} ${refusal}`);
}

/** Why a member cannot review, or undefined when their role may. */
function reviewRefusal(
  state: BackendState,
  organizationId: string,
  userId: string,
): string | undefined {
  const role = membershipOf(state, organizationId, userId);
  if (reviewerRoles.has(role)) return undefined;
  const why =
    role === undefined ? 'their membership is disabled' : `their role is ${role ?? 'guest'}`;
  return `${displayName(state, userId)} cannot review (${why}); choose an admin, a creator or a reviewer.`;
}

/** "A", "A and B", "A, B and C". */
export function listOfNames(names: readonly string[], last = 'and'): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} ${last} ${names[names.length - 1] ?? ''}`;
}

/**
 * Refuses a rules body that does not fit: `rules` without type rules (or the reverse), and a
 * user who is not a member of the organization, or who cannot review for a rule that needs their
 * review (the rule could never pass). Messages start with the field's pointer.
 */
export function checkMergeRules(
  state: BackendState,
  organizationId: string,
  mergeRules: MergeRulesValue,
): void {
  if (mergeRules.type === 'rules' && mergeRules.rules === undefined)
    throw new ApiError(400, '/mergeRules/rules is required when mergeRules/type is rules.');
  if (mergeRules.type !== 'rules' && mergeRules.rules !== undefined)
    throw new ApiError(
      400,
      `/mergeRules/rules is only allowed when mergeRules/type is rules (it is ${mergeRules.type}).`,
    );
  for (const [ruleIndex, rule] of (mergeRules.rules ?? []).entries()) {
    if (!('users' in rule)) continue;
    for (const [userIndex, userId] of rule.users.entries()) {
      const pointer = `/mergeRules/rules/${ruleIndex}/users/${userIndex}`;
      if (
        !state.memberships.some((m) => m.organizationId === organizationId && m.userId === userId)
      )
        throw new ApiError(400, `${pointer} '${userId}' is not a member of this organization.`);
      const refusal =
        rule.rule === 'allow_bypass' ? undefined : reviewRefusal(state, organizationId, userId);
      if (refusal) throw new ApiError(400, `${pointer} ${refusal}`);
    }
  }
}

/** The rules that apply to a space's requests: its own, or its organization's when it inherits. */
export function effectiveMergeRules(
  state: BackendState,
  space: SpaceRecord,
): { source: Mergeability['source']; rules: MergeRule[] } {
  if (space.mergeRules.type === 'rules')
    return { source: 'space', rules: space.mergeRules.rules ?? [] };
  if (space.mergeRules.type === 'none') return { source: 'space', rules: [] };
  const organization = state.organizations.find((org) => org.id === space.organizationId);
  const rules = organization?.mergeRules;
  return {
    source: 'organization',
    rules: rules?.type === 'rules' ? (rules.rules ?? []) : [],
  };
}

/** Each reviewer's latest review that no newer request or review replaced. */
export function currentReviews(record: ChangeRequestRecord): ReviewRecord[] {
  return record.reviews.filter((review) => !review.outdated);
}

interface Verdict {
  passed: boolean;
  message: string;
}

type RuleContext = {
  state: BackendState;
  record: ChangeRequestRecord;
  name: (userId: string) => string;
  approved: Set<string>;
  changesRequested: Set<string>;
};

function specificReviewers(users: readonly string[], context: RuleContext): Verdict {
  const missing = users.filter((userId) => !context.approved.has(userId));
  if (missing.length === 0)
    return { passed: true, message: `Approved by ${listOfNames(users.map(context.name))}` };
  const refused = missing.filter((userId) => context.changesRequested.has(userId));
  const waiting = missing.filter((userId) => !context.changesRequested.has(userId));
  const parts = [
    ...(waiting.length > 0
      ? [
          `Needs ${waiting.length === 1 ? 'a review' : 'reviews'} from ${listOfNames(waiting.map(context.name))}`,
        ]
      : []),
    ...refused.map((userId) => `${context.name(userId)} requested changes`),
  ];
  return { passed: false, message: parts.join('; ') };
}

function oneOfReviewers(users: readonly string[], context: RuleContext): Verdict {
  const approvers = users.filter((userId) => context.approved.has(userId));
  if (approvers.length > 0)
    return { passed: true, message: `Approved by ${listOfNames(approvers.map(context.name))}` };
  return {
    passed: false,
    message: `Needs a review from ${users.length > 1 ? 'one of ' : ''}${listOfNames(users.map(context.name), 'or')}`,
  };
}

function verdictOf(rule: Exclude<MergeRule, { rule: 'allow_bypass' }>, context: RuleContext) {
  switch (rule.rule) {
    case 'require_specific_reviewers':
      return specificReviewers(rule.users, context);
    case 'require_one_of_specific_reviewers':
      return oneOfReviewers(rule.users, context);
    case 'require_at_least_one_review':
      return context.approved.size > 0
        ? {
            passed: true,
            message: `Approved by ${listOfNames([...context.approved].map(context.name))}`,
          }
        : { passed: false, message: 'Needs at least one approving review' };
    case 'require_all_reviews_approved':
      return context.changesRequested.size === 0
        ? { passed: true, message: 'No reviewer asks for changes' }
        : {
            passed: false,
            message: `${listOfNames([...context.changesRequested].map(context.name))} requested changes`,
          };
    case 'require_agent_review':
      return {
        passed: false,
        message: 'Needs a review by the AI reviewer, which is not available here',
      };
    case 'require_up_to_date_change_request':
      return context.record.outdated
        ? { passed: false, message: 'Needs an update from main: the main content changed' }
        : { passed: true, message: 'Up to date with the main content' };
    case 'require_change_request_subject':
      return context.record.subject.trim() === ''
        ? { passed: false, message: 'Needs a subject' }
        : { passed: true, message: 'Has a subject' };
    case 'require_change_request_description':
      return hasContent(context.record.description)
        ? { passed: true, message: 'Has a description' }
        : { passed: false, message: 'Needs a description' };
    case 'custom':
      return {
        passed: false,
        message: `The custom rule "${rule.expression}" cannot be checked here`,
      };
  }
}

/**
 * Every rule that applies to the request, checked now; `canBypass` tells whether `viewerId` is
 * listed by an `allow_bypass` rule. Reviews count as their reviewer's latest that is not outdated.
 */
export function evaluateMergeRules(
  state: BackendState,
  space: SpaceRecord,
  record: ChangeRequestRecord,
  viewerId: string,
): Mergeability {
  const { source, rules } = effectiveMergeRules(state, space);
  const current = currentReviews(record);
  const context: RuleContext = {
    state,
    record,
    name: (userId) => displayName(state, userId),
    approved: new Set(current.filter((r) => r.status === 'approved').map((r) => r.reviewerId)),
    changesRequested: new Set(
      current.filter((r) => r.status === 'changes-requested').map((r) => r.reviewerId),
    ),
  };
  const checks: MergeRuleCheck[] = [];
  let canBypass = false;
  for (const rule of rules) {
    if (rule.rule === 'allow_bypass') {
      canBypass ||= rule.users.includes(viewerId);
      continue;
    }
    checks.push({ rule: rule.rule, ...verdictOf(rule, context) });
  }
  return { source, mergeable: checks.every((check) => check.passed), canBypass, checks };
}

/** The 400 of a merge the rules block: every failing rule, in the rules' order. */
export function mergeBlockedMessage(record: ChangeRequestRecord, mergeability: Mergeability) {
  const failing = mergeability.checks.filter((check) => !check.passed);
  const owner = mergeability.source === 'organization' ? "organization's" : "space's";
  return `The ${owner} merge rules block merging #${record.number}: ${failing
    .map((check) => check.message)
    .join('; ')}.`;
}
