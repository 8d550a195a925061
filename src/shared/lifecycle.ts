import type { ApplicationStatus } from './statuses.js';
import type { ApprovalLevel } from './services.js';

/** Workflow steps of domain section 3 (POST /api/applications/:id/<action>). */
export const APPLICATION_ACTIONS = [
  'submit',
  'claim',
  'release',
  'approve',
  'decline',
  'request-corrections',
  'resubmit',
  'withdraw',
  'comment',
] as const;
export type ApplicationAction = (typeof APPLICATION_ACTIONS)[number];

export type Actor = 'APPLICANT' | 'STAFF';

export interface Transition {
  action: ApplicationAction;
  actor: Actor;
  from: readonly ApplicationStatus[];
  /** Whether the step needs a comment (a reason). */
  needsComment: boolean;
  /** Staff steps that only the member holding the application may take. */
  assigneeOnly: boolean;
}

const OPEN: readonly ApplicationStatus[] = [
  'Draft',
  'Payment_Confirmation',
  'Submitted',
  'Pending',
  'Corrections_Requested',
];

/** The one transition table: the server enforces it, the client reads it to offer actions. */
export const TRANSITIONS: readonly Transition[] = [
  { action: 'submit', actor: 'APPLICANT', from: ['Draft'], needsComment: false, assigneeOnly: false },
  { action: 'claim', actor: 'STAFF', from: ['Submitted'], needsComment: false, assigneeOnly: false },
  { action: 'release', actor: 'STAFF', from: ['Pending'], needsComment: false, assigneeOnly: true },
  { action: 'approve', actor: 'STAFF', from: ['Pending'], needsComment: false, assigneeOnly: true },
  { action: 'decline', actor: 'STAFF', from: ['Pending'], needsComment: true, assigneeOnly: true },
  { action: 'request-corrections', actor: 'STAFF', from: ['Pending'], needsComment: true, assigneeOnly: true },
  { action: 'resubmit', actor: 'APPLICANT', from: ['Corrections_Requested'], needsComment: false, assigneeOnly: false },
  {
    action: 'withdraw',
    actor: 'APPLICANT',
    from: ['Draft', 'Payment_Confirmation', 'Corrections_Requested'],
    needsComment: false,
    assigneeOnly: false,
  },
  { action: 'comment', actor: 'STAFF', from: OPEN, needsComment: true, assigneeOnly: false },
  { action: 'comment', actor: 'APPLICANT', from: OPEN, needsComment: true, assigneeOnly: false },
];

export function transitionFor(action: ApplicationAction, actor: Actor): Transition | undefined {
  return TRANSITIONS.find((t) => t.action === action && t.actor === actor);
}

/** Where an approval leads: the next level of the chain, or the final decision. */
export function afterApproval(
  chain: readonly ApprovalLevel[],
  stage: ApprovalLevel,
): { status: ApplicationStatus; stage: ApprovalLevel | null } {
  const index = chain.indexOf(stage);
  const next = index >= 0 ? chain[index + 1] : undefined;
  return next ? { status: 'Submitted', stage: next } : { status: 'Approved', stage: null };
}

/** What a step does to status and stage (approve depends on the chain; see afterApproval). */
export function nextState(
  action: Exclude<ApplicationAction, 'approve' | 'comment' | 'submit'>,
  current: { stage: ApprovalLevel | null },
): { status: ApplicationStatus; stage: ApprovalLevel | null } {
  switch (action) {
    case 'claim':
      return { status: 'Pending', stage: current.stage };
    case 'release':
      return { status: 'Submitted', stage: current.stage };
    case 'decline':
      return { status: 'Declined', stage: null };
    case 'request-corrections':
      return { status: 'Corrections_Requested', stage: current.stage };
    case 'resubmit':
      return { status: 'Submitted', stage: 'OFFICER' };
    case 'withdraw':
      return { status: 'Declined', stage: null };
  }
}

export const FINAL_STATUSES: readonly ApplicationStatus[] = ['Approved', 'Declined'];
