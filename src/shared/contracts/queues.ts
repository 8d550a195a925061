import { z } from 'zod';
import { envelope } from './common.js';

/** One queue page of the back office (section × the caller's level): what waits, what is the caller's, what is late. */
export const queueCountSchema = z.object({
  section: z.string(),
  stage: z.string(),
  waiting: z.number(),
  claimedByMe: z.number(),
  overdue: z.number(),
});
/** GET /queues/counts. */
export const queueCountsAnswer = envelope(z.array(queueCountSchema));

export type QueueCount = z.input<typeof queueCountSchema>;
