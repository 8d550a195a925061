import type { ApplicationStatus } from '../statuses.js';

/**
 * The statuses of an application as people read them, in each language: the server's messages and
 * both languages of the client (its status chips, the visitor pages' tracking) say these. A module
 * of its own, light enough for the visitor pages' first view.
 */
export const APPLICATION_STATUS_WORDS: Record<ApplicationStatus, string> = {
  Draft: 'Draft',
  Payment_Confirmation: 'Awaiting payment',
  Submitted: 'Submitted',
  Pending: 'Being reviewed',
  Corrections_Requested: 'Corrections requested',
  Approved: 'Approved',
  Declined: 'Declined',
};
export const APPLICATION_STATUS_WORDS_SW: Record<ApplicationStatus, string> = {
  Draft: 'Rasimu',
  Payment_Confirmation: 'Inasubiri malipo',
  Submitted: 'Limewasilishwa',
  Pending: 'Linakaguliwa',
  Corrections_Requested: 'Marekebisho yameombwa',
  Approved: 'Limeidhinishwa',
  Declined: 'Limekataliwa',
};
