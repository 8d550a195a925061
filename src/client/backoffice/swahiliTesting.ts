import { accessLogSw } from '../i18n/accessLog.sw.js';
import { statisticsEn } from '../i18n/statistics.en.js';
import { statisticsSw } from '../i18n/statistics.sw.js';
import { enUS as pickersEnglish } from '@mui/x-date-pickers/locales';
import englishMessages from 'ra-language-english';
import { accountsMessagesEn } from '../i18n/accounts.en.js';
import { accountsMessagesSw } from '../i18n/accounts.sw.js';
import { backofficeNoticesEn, registryPagesEn } from '../i18n/backoffice-notices.en.js';
import { backofficeNoticesSw, registryPagesOwnSw } from '../i18n/backoffice-notices.sw.js';
import { backofficeSw } from '../i18n/backoffice.sw.js';
import { billingPagesEn } from '../i18n/billing-pages.en.js';
import { billingPagesSw } from '../i18n/billing-pages.sw.js';
import { dashboardEn } from '../i18n/dashboard.en.js';
import { dashboardSw } from '../i18n/dashboard.sw.js';
import { en } from '../i18n/en.js';
import { reportsEn } from '../i18n/reports.en.js';
import { reportsSw } from '../i18n/reports.sw.js';
import { settingsEn } from '../i18n/settings.en.js';
import { settingsSw } from '../i18n/settings.sw.js';
import { trackingPagesEn } from '../i18n/tracking.en.js';
import { trackingPagesSw } from '../i18n/tracking.sw.js';
import { marriageReturnsEn } from './marriage-returns/messages.en.js';
import { marriageReturnsSw } from './marriage-returns/messages.sw.js';

/**
 * Test support: the portal's messages with the back office's own words in Swahili (the citizen area's,
 * the shared components' and react-admin's words stay English here: their Swahili sits in their own files).
 */
export const backofficeSwahiliMessages = {
  ...en,
  ...billingPagesSw,
  marriageOffice: backofficeNoticesSw,
  marriageReturns: marriageReturnsSw,
  registryPages: { ...registryPagesEn, ...registryPagesOwnSw },
  trackingPages: trackingPagesSw,
  reports: reportsSw,
  statistics: statisticsSw,
  dashboard: dashboardSw,
  ...accountsMessagesSw,
  settings: settingsSw,
  backoffice: backofficeSw,
  accessLog: accessLogSw,
};

type Tree = { [key: string]: string | Tree };
const texts = (tree: object): string[] =>
  Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : texts(value as Tree)));

const { specialLicences, organisationLicences, licensedOrganisations, licences, ...registryPagesOwnEn } =
  registryPagesEn;
void [specialLicences, organisationLicences, licensedOrganisations, licences];
const OWN_ENGLISH = [
  accountsMessagesEn,
  backofficeNoticesEn,
  registryPagesOwnEn,
  en.backoffice,
  billingPagesEn,
  dashboardEn,
  reportsEn,
  statisticsEn,
  settingsEn,
  trackingPagesEn,
  marriageReturnsEn,
];
const OWN_SWAHILI = new Set(
  [
    accountsMessagesSw,
    backofficeNoticesSw,
    registryPagesOwnSw,
    backofficeSw,
    billingPagesSw,
    dashboardSw,
    reportsSw,
    statisticsSw,
    settingsSw,
    trackingPagesSw,
    marriageReturnsSw,
  ].flatMap(texts),
);
/** The English texts that other parts of the portal use (their Swahili is not the back office's to give). */
const {
  backoffice,
  marriageOffice,
  marriageReturns,
  registryPages,
  trackingPages,
  reports,
  statistics,
  dashboard,
  accountsAdmin,
  audit,
  settings,
  billingPages,
  registerBook,
  ...rest
} = en;
void [
  backoffice,
  marriageOffice,
  marriageReturns,
  registryPages,
  trackingPages,
  reports,
  statistics,
  dashboard,
  accountsAdmin,
  audit,
  settings,
  billingPages,
  registerBook,
];
const pickerWords = Object.values(pickersEnglish.components.MuiLocalizationProvider.defaultProps.localeText).filter(
  (value): value is string => typeof value === 'string',
);
/** Nor are react-admin's and the date pickers' own words (their Swahili goes with the provider and the pickers' set-up). */
const FOREIGN = new Set([
  ...texts(rest),
  ...texts(englishMessages),
  ...texts({ specialLicences, organisationLicences, licensedOrganisations, licences }),
  ...pickerWords,
]);

/** The back office's own English texts that a Swahili page must not show (those with a word of their own, unlike their Swahili). */
export const BACKOFFICE_ENGLISH = new Set(
  OWN_ENGLISH.flatMap(texts).filter(
    (text) => /[A-Za-z]{2}/.test(text.replace(/%\{\w+\}/g, '')) && !OWN_SWAHILI.has(text) && !FOREIGN.has(text),
  ),
);

/** Every text a person reads or hears in `root`: its text nodes, and its labels, titles, alternatives and placeholders. */
export function shownTexts(root: HTMLElement): string[] {
  const found: string[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) found.push(node.textContent ?? '');
  for (const element of root.querySelectorAll('*')) {
    for (const attribute of ['aria-label', 'title', 'alt', 'placeholder']) {
      const value = element.getAttribute(attribute);
      if (value) found.push(value);
    }
  }
  return found.map((text) => text.trim()).filter(Boolean);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A message as a pattern: each placeholder stands for any text; each plural form is one alternative. */
const pattern = (message: string) =>
  message.split('||||').map((form) =>
    form
      .trim()
      .split(/%\{\w+\}/)
      .map(escape)
      .join('.+?'),
  );
/** The messages of at least two words, as patterns bounded by non-letters. */
const SENTENCES = [...BACKOFFICE_ENGLISH]
  .filter(
    (text) =>
      text
        .replace(/%\{\w+\}/g, ' ')
        .trim()
        .split(/\s+/).length >= 2,
  )
  .flatMap((text) =>
    pattern(text).map((source) => ({ text, regex: new RegExp(`(^|[^A-Za-z])${source}($|[^A-Za-z])`) })),
  );
const FOREIGN_LONGEST_FIRST = [...FOREIGN].filter((text) => !text.includes('%{')).sort((a, b) => b.length - a.length);

/**
 * The back office's English messages shown in `root`: a text that is one of them, or a longer text
 * holding one of at least two words (the other areas' own words taken out first).
 */
export function englishShown(root: HTMLElement): string[] {
  const shown = new Set<string>();
  for (const text of shownTexts(root)) {
    if (BACKOFFICE_ENGLISH.has(text)) {
      shown.add(text);
      continue;
    }
    const own = FOREIGN_LONGEST_FIRST.reduce((left, foreign) => left.split(foreign).join(' · '), text);
    for (const { text: message, regex } of SENTENCES) if (regex.test(own)) shown.add(`${message} (in "${text}")`);
  }
  return [...shown];
}
