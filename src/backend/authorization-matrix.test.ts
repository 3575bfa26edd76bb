import { describe, expect, it } from 'vitest';
import { scenarios } from './core/contract-scenarios/index.ts';
import { contractOperations, type ContractOperation } from './core/http/contract.ts';
import { seededBackend, seededStateText } from './seeded-backend.ts';
import { demoUsers, type DemoUser } from './core/store/seeds.ts';
import { asRecord, send } from './test-request.ts';

/**
 * Every operation of the contract that is not a GET, tried as each demo person, as a member of
 * another organization only, with a token nobody has and with none. The request is the
 * operation's success scenario (contract-scenarios/), aimed at Acme Docs (or Globex, where the
 * scenario is about it). Whoever the rule lets through succeeds; everyone else is refused
 * (403, 401 without a valid token) and nothing changes. A new operation fails here until its
 * rule is written below.
 */

type Rule =
  /** The organization's admins only (settings, sites, transfers). */
  | 'admin'
  /** Admins and the create role: the content tree. */
  | 'create'
  /** Admins, create and review: merging a change request. */
  | 'review'
  /** The roles that edit content: admin, create, review, edit. */
  | 'write'
  /** Every role that may comment: all but read and guest. */
  | 'comment'
  /** Nobody by role: only the author of the thing (named in `alsoAllowed`). */
  | 'author'
  /** Every member, guests included: a POST that only reads (search, AI answer). */
  | 'member'
  /** Anyone whose email domain the organization allows (acme.test for Globex). */
  | 'domain';

const rules: Record<string, Rule> = {
  createChangeRequest: 'write',
  updateChangeRequest: 'write',
  updateChangeRequestFromMain: 'write',
  mergeChangeRequest: 'review',
  submitChangeRequestReview: 'review',
  requestChangeRequestReviewers: 'write',
  removeChangeRequestRequestedReviewer: 'write',
  postChangeRequestComment: 'comment',
  updateChangeRequestComment: 'author',
  postChangeRequestCommentReply: 'comment',
  updateChangeRequestCommentReply: 'author',
  // The success scenarios delete what is not there (a 204): every member may learn that.
  deleteChangeRequestComment: 'member',
  deleteChangeRequestCommentReply: 'member',
  // The space's own threads: the success scenarios resolve and react, which any commenter may.
  postCommentInSpace: 'comment',
  updateCommentInSpace: 'comment',
  postCommentReplyInSpace: 'comment',
  updateCommentReplyInSpace: 'comment',
  deleteCommentInSpace: 'member',
  deleteCommentReplyInSpace: 'member',
  createCollection: 'create',
  updateCollection: 'create',
  deleteCollection: 'create',
  moveCollection: 'create',
  // Transfers also need admin in the target organization, which create does not have.
  transferCollection: 'admin',
  createSpace: 'create',
  updateSpace: 'create',
  deleteSpace: 'create',
  duplicateSpace: 'create',
  restoreSpace: 'create',
  moveSpace: 'create',
  transferSpace: 'admin',
  updateOrganization: 'admin',
  deleteLinkInvite: 'admin',
  updateAgentInstructions: 'admin',
  joinOrganization: 'domain',
  createSite: 'admin',
  updateSite: 'admin',
  deleteSite: 'admin',
  sortSiteStructure: 'admin',
  updateSiteAdaptiveSchema: 'admin',
  publishSite: 'admin',
  unpublishSite: 'admin',
  createSiteSectionGroup: 'admin',
  updateSiteSectionGroup: 'admin',
  deleteSiteSectionGroup: 'admin',
  addSiteSectionToGroup: 'admin',
  removeSiteSectionFromGroup: 'admin',
  moveSiteSectionGroup: 'admin',
  createSiteSection: 'admin',
  updateSiteSection: 'admin',
  deleteSiteSection: 'admin',
  moveSiteSection: 'admin',
  createSiteSpace: 'admin',
  updateSiteSpace: 'admin',
  deleteSiteSpace: 'admin',
  moveSiteSpace: 'admin',
  searchSiteContent: 'member',
  createSiteAIResponse: 'member',
  ingestConversations: 'admin',
  startImport: 'write',
  cancelImportRun: 'write',
  publishIntegration: 'admin',
  unpublishIntegration: 'admin',
  installIntegration: 'admin',
  uninstallIntegration: 'admin',
  updateIntegrationInstallation: 'admin',
  removeOrganizationMember: 'admin',
  updateOrganizationMember: 'admin',
  createOpenAPISpec: 'admin',
  replaceOpenAPISpec: 'admin',
  deleteOpenAPISpec: 'admin',
  updateOpenAPISpec: 'admin',
  createSamlProvider: 'admin',
  deleteSamlProvider: 'admin',
  updateSamlProvider: 'admin',
  createTeam: 'admin',
  deleteTeam: 'admin',
  updateTeam: 'admin',
  updateTeamMembers: 'admin',
  updateTeamMember: 'admin',
  removeTeamMember: 'admin',
  createTranslation: 'admin',
  updateTranslation: 'admin',
  deleteTranslation: 'admin',
  runTranslation: 'admin',
};

/**
 * People the rule does not cover who may still do it, by the operation's own rule: a team's
 * owners manage its members, and an integration belongs to the organization that publishes it.
 */
const eddieOwnsEngineering = ['Eddie Editor (edit)'];
const alsoAllowed: Record<string, readonly string[]> = {
  updateTeamMembers: eddieOwnsEngineering,
  updateTeamMember: eddieOwnsEngineering,
  removeTeamMember: eddieOwnsEngineering,
  // Carl posted the first thread on the handbook's #12, Ada its reply.
  updateChangeRequestComment: ['Carl Creator (create)'],
  updateChangeRequestCommentReply: ['Ada Admin (admin)'],
};

/**
 * People the rule covers who are still refused by the operation's own rule: Ada opened the
 * handbook's #12, so someone else has to review it.
 */
const alsoRefused: Record<string, readonly string[]> = {
  submitChangeRequestReview: ['Ada Admin (admin)'],
};

/**
 * Refusals that are not a 403, by the operation's own rule. Unpublishing an integration the
 * caller cannot see is a 204 that changes nothing: a 403 would tell an outsider it exists.
 */
const refusedWith: Record<string, Partial<Record<string, number>>> = {
  unpublishIntegration: { none: 204 },
};

/**
 * The success status whose scenario the matrix sends, where it is not the operation's lowest: an
 * uninstall answers anyone 204 for an installation that does not exist (there is nothing to
 * refuse), so the matrix sends the one that removes an installation (205).
 */
const matrixSuccess: Record<string, number> = { uninstallIntegration: 205 };

/**
 * The operations that only read, though they are POSTs: they change nothing for anyone. (The AI
 * answer is not one: it keeps the exchange for a follow-up question.)
 */
const readOnly = new Set(['searchSiteContent']);

const allowedRoles: Record<Rule, readonly string[]> = {
  admin: ['admin'],
  create: ['admin', 'create'],
  review: ['admin', 'create', 'review'],
  write: ['admin', 'create', 'review', 'edit'],
  comment: ['admin', 'create', 'review', 'edit', 'comment'],
  author: [],
  member: ['admin', 'create', 'review', 'edit', 'comment', 'read', 'guest'],
  domain: ['admin', 'create', 'review', 'edit', 'comment', 'read'],
};

interface Caller {
  label: string;
  token: string | undefined;
  /** The person's role in Acme Docs; 'none' outside it. */
  role: string;
}

const callers: Caller[] = [
  ...demoUsers.map((user: DemoUser) => ({
    label: `${user.displayName} (${user.role})`,
    token: user.token,
    role: user.role,
  })),
  { label: 'a token nobody has', token: 'not-a-token', role: 'none' },
  { label: 'no token', token: undefined, role: 'none' },
];

const successOf = (operation: ContractOperation) =>
  matrixSuccess[operation.operationId] ?? operation.successStatus;

function expectedStatus(operation: ContractOperation, rule: Rule, caller: Caller): number {
  if (caller.token === undefined || caller.token === 'not-a-token') return 401;
  if (alsoRefused[operation.operationId]?.includes(caller.label)) return 403;
  if (allowedRoles[rule].includes(caller.role)) return successOf(operation);
  if (alsoAllowed[operation.operationId]?.includes(caller.label)) return successOf(operation);
  const refused = refusedWith[operation.operationId]?.[caller.role];
  if (refused !== undefined) return refused;
  // Joining is refused for the email domain, not for a role.
  return rule === 'domain' ? 400 : 403;
}

const mutating = contractOperations().filter((operation) => operation.method !== 'get');

describe('authorization matrix', () => {
  it('has a rule for every operation that is not a GET', () => {
    expect(mutating.map((o) => o.operationId).filter((id) => !rules[id])).toEqual([]);
  });

  describe.each(mutating.map((operation) => [operation.operationId, operation] as const))(
    '%s',
    (operationId, operation) => {
      const rule = rules[operationId] ?? 'admin';
      const scenario = scenarios[operationId]?.[String(successOf(operation))];

      it.each(callers.map((caller) => [caller.label, caller] as const))(
        'as %s',
        async (_label, caller) => {
          if (!scenario) throw new Error(`No success scenario for ${operationId}`);
          // The scenario's own body and headers; the caller's token instead of its token.
          const { path, json, rawBody, headers } = scenario;
          // A clock that stands still: nothing time-driven lands between the seed and the
          // request, so a refusal must leave exactly the seed.
          const backend = seededBackend({ clock: 'frozen' });
          const before = seededStateText();
          const response = await send(backend, operation.method.toUpperCase(), path, {
            ...(json !== undefined ? { json } : {}),
            ...(rawBody !== undefined ? { rawBody } : {}),
            ...(headers ? { headers } : {}),
            ...(caller.token !== undefined ? { token: caller.token } : {}),
          });
          const expected = expectedStatus(operation, rule, caller);
          expect(response.status, JSON.stringify(response.body)).toBe(expected);
          if (expected >= 400) {
            const error = asRecord(asRecord(response.body)['error']);
            expect(error['code']).toBe(expected);
          }
          const refused = expected !== successOf(operation) || caller.role === 'none';
          if (refused || readOnly.has(operationId))
            expect(JSON.stringify(backend.store.state)).toBe(before);
        },
      );
    },
  );
});
