import { z } from 'zod';
import { envelope } from './common.js';

/** GET /portal: what every page may say about this portal (a demonstration holds the demo accounts). */
export const portalStatusSchema = z.object({ demo: z.boolean() });
export const portalStatusAnswer = envelope(portalStatusSchema);

export type PortalStatus = z.infer<typeof portalStatusSchema>;
