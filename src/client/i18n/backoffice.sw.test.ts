import { describe, expect, it } from 'vitest';
import { accountsMessagesEn } from './accounts.en.js';
import { accountsMessagesSw } from './accounts.sw.js';
import { backofficeNoticesEn, registryPagesEn } from './backoffice-notices.en.js';
import { backofficeNoticesSw, registryPagesOwnSw } from './backoffice-notices.sw.js';
import { backofficeSw } from './backoffice.sw.js';
import { billingPagesEn } from './billing-pages.en.js';
import { billingPagesSw } from './billing-pages.sw.js';
import { dashboardEn } from './dashboard.en.js';
import { dashboardSw } from './dashboard.sw.js';
import { en } from './en.js';
import { reportsEn } from './reports.en.js';
import { reportsSw } from './reports.sw.js';
import { settingsEn } from './settings.en.js';
import { settingsSw } from './settings.sw.js';
import { trackingPagesEn } from './tracking.en.js';
import { trackingPagesSw } from './tracking.sw.js';
import { marriageReturnsEn } from '../backoffice/marriage-returns/messages.en.js';
import { marriageReturnsSw } from '../backoffice/marriage-returns/messages.sw.js';

type Tree = { [key: string]: string | Tree };

/** Every leaf as [dotted key, text]. */
function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
}

/** The registries' words that the licence registries' own files carry (the letters' register is its service's). */
const { specialLicences, organisationLicences, licensedOrganisations, licences, ...registryPagesOwnEn } =
  registryPagesEn;
void [specialLicences, organisationLicences, licensedOrganisations, licences];

const FILES: [string, object, object][] = [
  ['accounts', accountsMessagesEn, accountsMessagesSw],
  ['backoffice-notices', backofficeNoticesEn, backofficeNoticesSw],
  ['registry pages', registryPagesOwnEn, registryPagesOwnSw],
  ['backoffice', en.backoffice, backofficeSw],
  ['billing pages', billingPagesEn, billingPagesSw],
  ['dashboard', dashboardEn, dashboardSw],
  ['reports', reportsEn, reportsSw],
  ['settings', settingsEn, settingsSw],
  ['tracking', trackingPagesEn, trackingPagesSw],
  ['marriage returns', marriageReturnsEn, marriageReturnsSw],
];

/** Words Swahili writes as English does: a channel's name and the short months that are spelt alike. */
const SAME_IN_BOTH = new Set(['SMS', 'Jan', 'Feb', 'Apr', 'Jun', 'Jul', 'Sep', 'Nov']);
/** A text with no word of its own (only placeholders, numbers and signs) reads the same in both languages. */
const wordless = (text: string) => !/[A-Za-z]/.test(text.replace(/%\{\w+\}/g, ''));
const placeholders = (text: string) => (text.match(/%\{\w+\}/g) ?? []).sort();

describe.each(FILES)('the Swahili of the back office: %s', (_name, english, swahili) => {
  const enLeaves = leaves(english as Tree);
  const swLeaves = new Map(leaves(swahili as Tree));

  it('has exactly the English keys', () => {
    expect([...swLeaves.keys()].sort()).toEqual(enLeaves.map(([key]) => key).sort());
  });

  it('translates every text but the few words both languages share', () => {
    const untranslated = enLeaves
      .filter(([key, text]) => swLeaves.get(key) === text && !wordless(text) && !SAME_IN_BOTH.has(text))
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });

  it('keeps the placeholders and the plural forms', () => {
    const broken = enLeaves
      .filter(([key, text]) => {
        const sw = swLeaves.get(key) ?? '';
        return (
          JSON.stringify(placeholders(sw)) !== JSON.stringify(placeholders(text)) ||
          sw.split('||||').length !== text.split('||||').length
        );
      })
      .map(([key]) => key);
    expect(broken).toEqual([]);
  });
});
