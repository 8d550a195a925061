import { z } from 'zod';

/** What a licence service keeps as its outcome: the licence issued (domain section 11). */
export const LICENCE_OUTCOME = z.object({
  licenceId: z.string(),
  licenceNumber: z.string(),
  validUntil: z.string(),
  documentId: z.string(),
});

export const LICENCE_OUTCOME_LABELS = {
  licenceId: { label: 'Licence', hidden: true },
  licenceNumber: 'Licence number',
  validUntil: 'Valid until',
  documentId: { label: 'Document', hidden: true },
} as const;
