import { sectionWords } from '../../shared/services.js';
import { STAFF_ROLE_WORDS } from '../../shared/accounts.js';
import { componentsEn } from './components.en.js';
import { pricesEn, settingsEn } from './settings.en.js';
import { attachmentsEn } from './attachments.en.js';
import { applicationsEn } from './applications.en.js';
import { backofficeNoticesEn, registryPagesEn } from './backoffice-notices.en.js';
import { billingEn, documentsEn, paymentsEn, verifyEn } from './payments.en.js';
import { noticesEn } from './notices.en.js';
import { trackingPagesEn } from './tracking.en.js';
import { accessLogEn } from './accessLog.en.js';
import { declarationsEn } from './declarations.en.js';
import { billingPagesEn } from './billing-pages.en.js';
import { secondFactorMessagesEn } from './secondFactor.en.js';
import { verificationMessagesEn } from './verification.en.js';
import { accountsMessagesEn } from './accounts.en.js';
import { reportsEn } from './reports.en.js';
import { statisticsEn } from './statistics.en.js';
import { marriageReturnsEn } from '../backoffice/marriage-returns/messages.en.js';
import { duplicatesEn } from '../backoffice/duplicates/messages.en.js';
import { serviceFormEn } from '../components/service-form/messages.en.js';
import { SERVICE_MESSAGES } from '../services/messages.js';
import { officiantsEn } from '../institution/officiants/messages.en.js';
import { institutionRegistryEn } from '../institution/registry/messages.en.js';
import { dashboardEn } from './dashboard.en.js';
import { authEn, landingEn, pagesEn, portalEn, serviceWordsEn, termsEn, trackingEn } from './visitor.en.js';

/** English messages. Every visible string of the portal has a key here. */
export const en = {
  ...componentsEn,
  ...billingPagesEn,
  attachments: attachmentsEn,
  applications: applicationsEn,
  payments: paymentsEn,
  documents: documentsEn,
  verify: verifyEn,
  billing: billingEn,
  marriageOffice: backofficeNoticesEn,
  marriageReturns: marriageReturnsEn,
  duplicates: duplicatesEn,
  registryPages: registryPagesEn,
  trackingPages: trackingPagesEn,
  accessLog: accessLogEn,
  declarations: declarationsEn,
  reports: reportsEn,
  statistics: statisticsEn,
  notices: noticesEn,
  serviceForm: serviceFormEn,
  officiants: officiantsEn,
  institutionRegistry: institutionRegistryEn,
  dashboard: dashboardEn,
  ...accountsMessagesEn,
  ...verificationMessagesEn,
  ...secondFactorMessagesEn,
  portal: portalEn,
  landing: landingEn,
  tracking: trackingEn,
  prices: pricesEn,
  settings: settingsEn,
  services: { ...serviceWordsEn, ...SERVICE_MESSAGES },

  auth: authEn,
  onboarding: {
    title: 'Verify your identity',
    lead: 'Before you apply for a service we check your national ID against the national identity registry.',
    idNumber: 'National ID number',
    dateOfBirth: 'Date of birth',
    check: 'Check my details',
    confirmTitle: 'The registry holds these details',
    confirm: 'Confirm and continue',
    sex: { F: 'Female', M: 'Male' },
    name: 'Name',
    born: 'Born',
    citizenship: 'Citizenship',
    done: 'Your identity is verified',
    takenHelp:
      'If this ID number is yours, you may already have an account: sign out and sign in with it, or reset its password. If you have no other account, someone may have used your number: bring your ID card to any registry office, or write to the registry, and it will be looked into.',
  },
  pages: pagesEn,
  terms: termsEn,
  backoffice: {
    dashboardTitle: 'Dashboard',
    welcome: 'Welcome, %{name}',
    role: 'Role: %{role}',
    district: 'District: %{district}',
    national: 'National (all districts)',
    roles: STAFF_ROLE_WORDS,
    yourSections: 'Your work areas',
    myQueues: 'Waiting for you',
    waiting: 'waiting',
    overdueCount: '%{count} overdue',
    claimedCount: '%{count} claimed by you',
    menu: { queues: 'Applications' },
    sections: {
      dashboard: 'Dashboard',
      ...sectionWords('en'),
      registry: 'Registries',
      institutions: 'Institutions to verify',
      duplicates: 'Possible duplicates',
      tracking: 'Tracking',
      settings: 'Settings',
      reports: 'Reports',
      statistics: 'Vital statistics',
      accounts: 'Accounts',
      billing: 'Billing',
      audit: 'Audit log',
    },
    access: { read: 'view', work: 'work the queues', write: 'change' },
  },
};
