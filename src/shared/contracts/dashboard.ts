import { z } from 'zod';
import { envelope } from './common.js';
import { queueCountSchema } from './queues.js';

const count = z.number().int();
const instant = z.union([z.date(), z.string()]);

/** The oldest applications past their target date at the caller's level. */
export const overdueItemSchema = z.object({
  id: z.string(),
  reference: z.string(),
  serviceCode: z.string(),
  section: z.string(),
  status: z.string(),
  slaDueAt: instant,
});

/** Per service, the applications waiting at the caller's level (Registrar General, Minister). */
export const approvalWaitingSchema = z.object({ serviceCode: z.string(), waiting: count, overdue: count });

/** One Nairobi month of the trend: applications received (submitted) and decided, licences issued. */
export const trendMonthSchema = z.object({ month: z.string(), received: count, decided: count, licencesIssued: count });

export const failedPaymentSchema = z.object({
  id: z.string(),
  reference: z.string(),
  serviceCode: z.string(),
  amount: z.number(),
  currency: z.string(),
  failureReason: z.string().nullable(),
  payerName: z.string(),
  createdAt: instant,
});

export const accountRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  accountType: z.string(),
  staffRole: z.string().nullable(),
  districtName: z.string().nullable(),
  at: instant.nullable(),
});

export const settingsChangeSchema = z.object({
  id: z.number(),
  at: instant,
  action: z.string(),
  table: z.string(),
  actorName: z.string().nullable(),
});

/** GET /api/dashboard: only the blocks the caller's role reads (permissions.dashboardBlocksFor). */
export const dashboardSchema = z.object({
  /** The Nairobi day the figures are of (yyyy-mm-dd). */
  today: z.string(),
  blocks: z.array(z.string()),
  queues: z.array(queueCountSchema).optional(),
  overdue: z.object({ total: count, oldest: z.array(overdueItemSchema) }).optional(),
  escalations: z.object({ open: count }).optional(),
  approvals: z.object({ stage: z.string(), services: z.array(approvalWaitingSchema) }).optional(),
  licences: z.object({ issuedThisMonth: count, inForce: count }).optional(),
  trend: z.array(trendMonthSchema).optional(),
  revenue: z
    .object({
      currency: z.string(),
      today: z.number(),
      thisMonth: z.number(),
      paymentsToday: count,
      byService: z.array(z.object({ serviceCode: z.string(), amount: z.number(), payments: count })),
    })
    .optional(),
  failedPayments: z.object({ today: count, thisMonth: count, latest: z.array(failedPaymentSchema) }).optional(),
  accounts: z
    .object({
      byType: z.array(z.object({ accountType: z.string(), count })),
      staffByRole: z.array(z.object({ staffRole: z.string(), count })),
      locked: z.object({ count, latest: z.array(accountRowSchema) }),
      invited: z.object({ count, latest: z.array(accountRowSchema) }),
    })
    .optional(),
  settingsChanges: z.array(settingsChangeSchema).optional(),
});
export const dashboardAnswer = envelope(dashboardSchema);

export type DashboardData = z.input<typeof dashboardSchema>;
