/** Swahili messages: the mirror of en.ts, block for block, each block from its `*.sw.ts` file. */
import type { en } from './en.js';
import type { Translation } from './types.js';
import { componentsSw } from './components.sw.js';
import { attachmentsSw } from './attachments.sw.js';
import { applicationsSw } from './applications.sw.js';
import { billingSw, documentsSw, paymentsSw } from './payments.sw.js';
import { noticesSw } from './notices.sw.js';
import { licencesSw } from './licences.sw.js';
import { onboardingSw } from './onboarding.sw.js';
import { serviceFormSw } from '../components/service-form/messages.sw.js';
import { SERVICE_MESSAGES_SW } from '../services/messages.js';
import { backofficeNoticesSw, registryPagesSwWith } from './backoffice-notices.sw.js';
import { billingPagesSw } from './billing-pages.sw.js';
import { secondFactorMessagesSw } from './secondFactor.sw.js';
import { verificationMessagesSw } from './verification.sw.js';
import { accountsMessagesSw } from './accounts.sw.js';
import { reportsSw } from './reports.sw.js';
import { statisticsSw } from './statistics.sw.js';
import { dashboardSw } from './dashboard.sw.js';
import { settingsSw } from './settings.sw.js';
import { trackingPagesSw } from './tracking.sw.js';
import { accessLogSw } from './accessLog.sw.js';
import { declarationsSw } from './declarations.sw.js';
import { backofficeSw } from './backoffice.sw.js';
import {
  authSw,
  landingSw,
  pagesSw,
  portalSw,
  pricesSw,
  serviceWordsSw,
  termsSw,
  trackingSw,
  verifySw,
} from './visitor.sw.js';
import { officiantsSw } from '../institution/officiants/messages.sw.js';
import { institutionRegistrySw } from '../institution/registry/messages.sw.js';
import { marriageReturnsSw } from '../backoffice/marriage-returns/messages.sw.js';
import { duplicatesSw } from '../backoffice/duplicates/messages.sw.js';

/** Swahili messages. Same keys as English: the typecheck and a runtime test hold them together. */
export const sw: Translation<typeof en> = {
  ...componentsSw,
  attachments: attachmentsSw,
  applications: applicationsSw,
  payments: paymentsSw,
  documents: documentsSw,
  billing: billingSw,
  ...billingPagesSw,
  marriageOffice: backofficeNoticesSw,
  marriageReturns: marriageReturnsSw,
  duplicates: duplicatesSw,
  registryPages: registryPagesSwWith(licencesSw),
  trackingPages: trackingPagesSw,
  accessLog: accessLogSw,
  declarations: declarationsSw,
  reports: reportsSw,
  statistics: statisticsSw,
  dashboard: dashboardSw,
  ...accountsMessagesSw,
  ...verificationMessagesSw,
  ...secondFactorMessagesSw,
  settings: settingsSw,
  backoffice: backofficeSw,
  notices: noticesSw,
  serviceForm: serviceFormSw,
  services: { ...serviceWordsSw, ...SERVICE_MESSAGES_SW },
  onboarding: onboardingSw,
  verify: verifySw,
  officiants: officiantsSw,
  institutionRegistry: institutionRegistrySw,
  portal: portalSw,
  landing: landingSw,
  tracking: trackingSw,
  prices: pricesSw,
  auth: authSw,
  pages: pagesSw,
  terms: termsSw,
};
