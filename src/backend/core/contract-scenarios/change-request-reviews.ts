import { admin, longId, type ScenarioTable, listScenarios, withBody } from './scenario.ts';

/**
 * Reviews, requested reviewers, contributors, changes and comments of change requests (seed:
 * store/seed-change-requests.ts). #9 has an outdated approval and Rhea's request for changes
 * with a comment, #12 Carl's approval, a pending request to Rhea and two comment threads.
 */
const requests = '/v1/spaces/space_handbook/change-requests';
const nine = `${requests}/9`;
const twelve = `${requests}/12`;
const missing = `${requests}/99`;
const thread = `${twelve}/comments/comment_cr_handbook_12_1`;
const reply = `${thread}/replies/reply_comment_cr_handbook_12_1_1`;
const outsider = 'demo-umbrella';
const text = (markdown: string) => ({ body: { markdown } });

export const changeRequestReviewScenarios: ScenarioTable = {
  listChangeRequestReviews: listScenarios(`${nine}/reviews`, {
    ok: { path: `${nine}/reviews?outdated=true&format=markdown`, token: 'demo-reader' },
    forbidden: outsider,
    missing: `${missing}/reviews`,
  }),
  submitChangeRequestReview: {
    '201': withBody(`${twelve}/reviews`, 'demo-reviewer', {
      status: 'approved',
      comment: { markdown: 'Looks good.' },
    }),
    '400': withBody(`${requests}/1/reviews`, 'demo-reviewer', { status: 'approved' }),
    '401': withBody(`${twelve}/reviews`, undefined, { status: 'approved' }),
    '403': withBody(`${twelve}/reviews`, 'demo-editor', { status: 'approved' }),
    '404': withBody(`${missing}/reviews`, 'demo-reviewer', { status: 'approved' }),
  },
  getChangeRequestReview: {
    '200': { path: `${nine}/reviews/review_cr_handbook_9_2?format=document`, token: 'demo-guest' },
    '400': { path: `${nine}/reviews/${longId}`, token: admin },
    '401': { path: `${nine}/reviews/review_cr_handbook_9_2` },
    '403': { path: `${nine}/reviews/review_cr_handbook_9_2`, token: outsider },
    '404': { path: `${nine}/reviews/review_missing`, token: admin },
  },
  listChangeRequestRequestedReviewers: listScenarios(`${twelve}/requested-reviewers`, {
    ok: { path: `${twelve}/requested-reviewers`, token: 'demo-reader' },
    forbidden: outsider,
    missing: `${missing}/requested-reviewers`,
  }),
  requestChangeRequestReviewers: {
    '200': withBody(`${twelve}/requested-reviewers`, admin, {
      users: ['user_priya'],
      subject: 'Add the release checklist (v2)',
    }),
    '400': withBody(`${twelve}/requested-reviewers`, admin, { users: ['user_eddie'] }),
    '401': withBody(`${twelve}/requested-reviewers`, undefined, { users: ['user_priya'] }),
    '403': withBody(`${twelve}/requested-reviewers`, 'demo-reader', { users: ['user_priya'] }),
    '404': withBody(`${missing}/requested-reviewers`, admin, { users: ['user_priya'] }),
  },
  removeChangeRequestRequestedReviewer: {
    '204': { path: `${twelve}/requested-reviewers/user_priya`, token: admin },
    '205': { path: `${twelve}/requested-reviewers/user_rhea`, token: admin },
    '400': { path: `${twelve}/requested-reviewers/${longId}`, token: admin },
    '401': { path: `${twelve}/requested-reviewers/user_rhea` },
    '403': { path: `${twelve}/requested-reviewers/user_rhea`, token: 'demo-reader' },
    '404': { path: `${missing}/requested-reviewers/user_rhea`, token: admin },
  },
  listChangeRequestContributors: {
    '200': { path: `${twelve}/contributors`, token: 'demo-reader' },
    '400': { path: `${requests}/${longId}/contributors`, token: admin },
    '401': { path: `${twelve}/contributors` },
    '403': { path: `${twelve}/contributors`, token: outsider },
    '404': { path: `${missing}/contributors`, token: admin },
  },
  getChangeRequestChanges: listScenarios(`${twelve}/changes`, {
    ok: { path: `${requests}/8/changes?limit=1`, token: 'demo-reader' },
    forbidden: outsider,
    missing: `${missing}/changes`,
  }),
  listChangeRequestComments: {
    '200': {
      path: `${nine}/comments?order=asc&status=all&authors=user_cora&authors=user_carl&format=markdown`,
      token: 'demo-guest',
    },
    '400': { path: `${nine}/comments?status=closed`, token: admin },
    '401': { path: `${nine}/comments` },
    '403': { path: `${nine}/comments`, token: outsider },
    '404': { path: `${missing}/comments`, token: admin },
  },
  postChangeRequestComment: {
    '200': withBody(`${twelve}/comments`, 'demo-commenter', {
      ...text('Ship it.'),
      page: 'page_handbook_deployments',
    }),
    '400': withBody(`${twelve}/comments`, 'demo-commenter', text('  ')),
    '401': withBody(`${twelve}/comments`, undefined, text('Ship it.')),
    '403': withBody(`${twelve}/comments`, 'demo-reader', text('Ship it.')),
    '404': withBody(`${missing}/comments`, admin, text('Ship it.')),
  },
  getChangeRequestComment: {
    '200': { path: `${thread}?format=markdown`, token: 'demo-reader' },
    '400': { path: `${twelve}/comments/${longId}`, token: admin },
    '401': { path: thread },
    '403': { path: thread, token: outsider },
    '404': { path: `${twelve}/comments/comment_missing`, token: admin },
  },
  updateChangeRequestComment: {
    '200': withBody(thread, 'demo-creator', {
      ...text('Link the rollback steps?'),
      resolved: true,
      addedReactions: ['👍'],
    }),
    '400': withBody(thread, 'demo-creator', text('')),
    '401': withBody(thread, undefined, { resolved: true }),
    '403': withBody(thread, admin, text('Not mine to edit')),
    '404': withBody(`${twelve}/comments/comment_missing`, admin, { resolved: true }),
  },
  deleteChangeRequestComment: {
    '204': { path: `${twelve}/comments/comment_missing`, token: admin },
    '205': { path: `${twelve}/comments/comment_cr_handbook_12_2`, token: admin },
    '400': { path: `${twelve}/comments/${longId}`, token: admin },
    '401': { path: thread },
    '403': { path: `${twelve}/comments/comment_cr_handbook_12_2`, token: 'demo-creator' },
    '404': { path: `${missing}/comments/comment_cr_handbook_12_2`, token: admin },
  },
  listChangeRequestCommentReplies: listScenarios(`${thread}/replies`, {
    ok: { path: `${thread}/replies?format=markdown`, token: 'demo-reader' },
    forbidden: outsider,
    missing: `${twelve}/comments/comment_missing/replies`,
  }),
  postChangeRequestCommentReply: {
    '200': withBody(`${thread}/replies?format=markdown`, 'demo-commenter', text('Agreed.')),
    '400': withBody(`${thread}/replies`, 'demo-commenter', text('')),
    '401': withBody(`${thread}/replies`, undefined, text('Agreed.')),
    '403': withBody(`${thread}/replies`, 'demo-reader', text('Agreed.')),
    '404': withBody(`${twelve}/comments/comment_missing/replies`, admin, text('Hi')),
  },
  getChangeRequestCommentReply: {
    '200': { path: reply, token: 'demo-reader' },
    '400': { path: `${thread}/replies/${longId}`, token: admin },
    '401': { path: reply },
    '403': { path: reply, token: outsider },
    '404': { path: `${thread}/replies/reply_missing`, token: admin },
  },
  updateChangeRequestCommentReply: {
    '200': withBody(reply, admin, { ...text('Yes, linked.'), addedReactions: ['🎉'] }),
    '400': withBody(reply, admin, text('')),
    '401': withBody(reply, undefined, text('Yes')),
    '403': withBody(reply, 'demo-creator', text('Not mine')),
    '404': withBody(`${thread}/replies/reply_missing`, admin, text('Yes')),
  },
  deleteChangeRequestCommentReply: {
    '204': { path: `${thread}/replies/reply_missing`, token: admin },
    '205': { path: reply, token: admin },
    '400': { path: `${thread}/replies/${longId}`, token: admin },
    '401': { path: reply },
    '403': { path: reply, token: 'demo-commenter' },
    '404': { path: `${twelve}/comments/comment_missing/replies/reply_x`, token: admin },
  },
};
