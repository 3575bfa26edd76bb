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
const spaceComments = '/v1/spaces/space_handbook/comments';
const spaceThread = `${spaceComments}/comment_space_handbook_1`;
const spaceReply = `${spaceThread}/replies/reply_comment_space_handbook_1_1`;
const noSpace = '/v1/spaces/space_missing/comments';

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
  // The same operations on the handbook's main content (seed: seedSpaceThreads).
  listCommentsInSpace: {
    '200': {
      path: `${spaceComments}?order=asc&status=open&targetPage=page_handbook_deployments`,
      token: 'demo-guest',
    },
    '400': { path: `${spaceComments}?status=closed`, token: admin },
    '401': { path: spaceComments },
    '403': { path: spaceComments, token: outsider },
    '404': { path: noSpace, token: admin },
  },
  postCommentInSpace: {
    '200': withBody(spaceComments, 'demo-commenter', {
      ...text('Which tool?'),
      page: 'page_handbook_deployments',
      node: 'page_handbook_deployments-s2',
    }),
    '400': withBody(spaceComments, 'demo-commenter', {
      ...text('Which tool?'),
      page: 'page_handbook_deployments',
      node: 'node_gone',
    }),
    '401': withBody(spaceComments, undefined, text('Which tool?')),
    '403': withBody(spaceComments, 'demo-reader', text('Which tool?')),
    '404': withBody(noSpace, admin, text('Which tool?')),
  },
  getCommentInSpace: {
    '200': { path: `${spaceThread}?format=markdown`, token: 'demo-reader' },
    '400': { path: `${spaceComments}/${longId}`, token: admin },
    '401': { path: spaceThread },
    '403': { path: spaceThread, token: outsider },
    '404': { path: `${spaceComments}/comment_cr_handbook_12_1`, token: admin },
  },
  updateCommentInSpace: {
    '200': withBody(spaceThread, admin, { resolved: true, addedReactions: ['👍'] }),
    '400': withBody(spaceThread, 'demo-creator', text('')),
    '401': withBody(spaceThread, undefined, { resolved: true }),
    '403': withBody(spaceThread, admin, text('Not mine to edit')),
    '404': withBody(`${spaceComments}/comment_missing`, admin, { resolved: true }),
  },
  deleteCommentInSpace: {
    '204': { path: `${spaceComments}/comment_missing`, token: admin },
    '205': { path: spaceThread, token: admin },
    '400': { path: `${spaceComments}/${longId}`, token: admin },
    '401': { path: spaceThread },
    '403': { path: spaceThread, token: 'demo-commenter' },
    '404': { path: `${noSpace}/comment_space_handbook_1`, token: admin },
  },
  listCommentRepliesInSpace: listScenarios(`${spaceThread}/replies`, {
    ok: { path: `${spaceThread}/replies?format=markdown`, token: 'demo-reader' },
    forbidden: outsider,
    missing: `${spaceComments}/comment_missing/replies`,
  }),
  postCommentReplyInSpace: {
    '200': withBody(`${spaceThread}/replies`, 'demo-commenter', text('Thanks.')),
    '400': withBody(`${spaceThread}/replies`, 'demo-commenter', text('')),
    '401': withBody(`${spaceThread}/replies`, undefined, text('Thanks.')),
    '403': withBody(`${spaceThread}/replies`, 'demo-reader', text('Thanks.')),
    '404': withBody(`${spaceComments}/comment_missing/replies`, admin, text('Hi')),
  },
  getCommentReplyInSpace: {
    '200': { path: spaceReply, token: 'demo-reader' },
    '400': { path: `${spaceThread}/replies/${longId}`, token: admin },
    '401': { path: spaceReply },
    '403': { path: spaceReply, token: outsider },
    '404': { path: `${spaceThread}/replies/reply_missing`, token: admin },
  },
  updateCommentReplyInSpace: {
    '200': withBody(spaceReply, admin, { addedReactions: ['🎉'] }),
    '400': withBody(spaceReply, 'demo-editor', text('')),
    '401': withBody(spaceReply, undefined, text('Yes')),
    '403': withBody(spaceReply, 'demo-creator', text('Not mine')),
    '404': withBody(`${spaceThread}/replies/reply_missing`, admin, text('Yes')),
  },
  deleteCommentReplyInSpace: {
    '204': { path: `${spaceThread}/replies/reply_missing`, token: admin },
    '205': { path: spaceReply, token: admin },
    '400': { path: `${spaceThread}/replies/${longId}`, token: admin },
    '401': { path: spaceReply },
    '403': { path: spaceReply, token: 'demo-commenter' },
    '404': { path: `${spaceComments}/comment_missing/replies/reply_x`, token: admin },
  },
};
