import {
  document,
  heading,
  orderedList,
  paragraph,
  richText,
  type Document,
} from '../../../api/document-builders.ts';

/**
 * What the change-request seeds share beyond the common descriptions of seed-documents.ts: the
 * people, and the Onboarding plan, in the platform's Document model like every seed document.
 */

export const seedUsers = {
  ada: 'user_ada',
  eddie: 'user_eddie',
  carl: 'user_carl',
  rhea: 'user_rhea',
} as const;

/** Onboarding #1: the plan of a new customer's first week, day by day. */
export function firstWeekPlanDescription(): Document {
  return document(
    heading(2, 'First-week plan', 'first-week-plan'),
    paragraph(
      richText(
        'New customers asked what to do first. The Welcome page gets a plan for ',
        ['each day', 'bold'],
        ' of their first week.',
      ),
    ),
    orderedList([
      'Monday: import existing content.',
      'Tuesday: invite the team and set their roles.',
      'Wednesday: pick a custom domain.',
      'Thursday: publish the first pages.',
      'Friday: check-in with the customer success manager.',
    ]),
  );
}
