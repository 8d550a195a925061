import type { FastifyInstance } from 'fastify';
import accountsModule from './accounts/module.js';
import applicationsModule from './applications/module.js';
import attachmentsModule from './attachments/module.js';
import billingModule from './billing/module.js';
import calendarModule from './calendar/module.js';
import certificationModule from './certification/module.js';
import dashboardModule from './dashboard/module.js';
import declarationsModule from './declarations/module.js';
import devModule from './dev/module.js';
import divorcesModule from './divorces/module.js';
import duplicatesModule from './duplicates/module.js';
import documentsModule from './documents/module.js';
import feesModule from './fees/module.js';
import geoModule from './geo/module.js';
import institutionsModule from './institutions/module.js';
import licensingModule from './licensing/module.js';
import noticesModule from './notices/module.js';
import paymentsModule from './payments/module.js';
import portalModule from './portal/module.js';
import queuesModule from './queues/module.js';
import rectificationModule from './rectification/module.js';
import registerModule from './register/module.js';
import reportsModule from './reports/module.js';
import returnsModule from './returns/module.js';
import searchesModule from './searches/module.js';
import settingsModule from './settings/module.js';
import statisticsModule from './statistics/module.js';
import trackingModule from './tracking/module.js';
import { SERVICE_PARTS } from '../services/index.js';
import auditChainRoutes from '../audit/routes.js';

/**
 * The API's modules: each builds its own services from the app's shared parts (the database, the
 * clock, the file store, the outbox, the application engine) and declares its routes with who may
 * call them; a service's own module comes with its server part (src/server/services). app.ts
 * registers them under /api in this order, and does nothing else with them.
 */
export const MODULES: readonly ((app: FastifyInstance) => Promise<void>)[] = [
  accountsModule,
  geoModule,
  portalModule,
  settingsModule,
  feesModule,
  billingModule,
  applicationsModule,
  attachmentsModule,
  trackingModule,
  queuesModule,
  dashboardModule,
  reportsModule,
  statisticsModule,
  paymentsModule,
  documentsModule,
  noticesModule,
  declarationsModule,
  calendarModule,
  registerModule,
  rectificationModule,
  licensingModule,
  certificationModule,
  searchesModule,
  institutionsModule,
  returnsModule,
  divorcesModule,
  duplicatesModule,
  auditChainRoutes,
  // The modules services bring of their own (their server parts' `module`).
  ...SERVICE_PARTS.flatMap((part) => (part.module ? [part.module] : [])),
  devModule,
];
