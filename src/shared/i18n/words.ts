import { STAFF_ROLE_WORDS, type IdType, type OrganisationType, type StaffRole } from '../accounts.js';
import { LICENCE_KIND_WORDS, LICENCE_STATUS_WORDS, type LicenceKind, type LicenceStatus } from '../licences.js';
import { ATTACHMENT_KIND_LABELS, type AttachmentKind } from '../forms/attachments.js';
import { SERVICES, serviceWords, type ApprovalLevel, type ServiceCode } from '../services.js';
import { SHARED_LABELS_SW } from './labels.sw.js';
import {
  RECTIFIABLE_FIELD_WORDS,
  CONDITION_REGISTER_WORDS,
  type RectifiableField,
  type RegisterCondition,
} from '../services/data-rectification.js';
import { TOAST_PREFIXES, type ToastTheme } from '../statuses.js';
import type { AppLocale } from './locales.js';
import { APPLICATION_STATUS_WORDS, APPLICATION_STATUS_WORDS_SW } from './statusWords.js';

/**
 * The words people read for the shared codes, in each language. The English exports of the modules
 * (STAFF_ROLE_WORDS, LICENCE_KIND_WORDS…) stay as they are; these helpers take a locale and answer
 * the Swahili beside them. Each Swahili table has every key of the English one (checked by the types).
 */
type Words<K extends string> = Record<K, string>;
const inLocale =
  <K extends string>(en: Words<K>, sw: Words<K>) =>
  (locale: AppLocale): Words<K> =>
    locale === 'sw' ? sw : en;

export { APPLICATION_STATUS_WORDS, APPLICATION_STATUS_WORDS_SW } from './statusWords.js';
export const applicationStatusWords = inLocale(APPLICATION_STATUS_WORDS, APPLICATION_STATUS_WORDS_SW);

const STAFF_ROLE_WORDS_SW: Words<StaffRole> = {
  OFFICER: 'Afisa wa usajili',
  DIRECTOR: 'Mkurugenzi',
  REGISTRAR_GENERAL: 'Msajili Mkuu',
  MINISTER: 'Waziri',
  ADMIN: 'Msimamizi',
  FINANCE: 'Afisa wa fedha',
};
export const staffRoleWords = inLocale(STAFF_ROLE_WORDS, STAFF_ROLE_WORDS_SW);

export const ID_TYPE_WORDS: Words<IdType> = { NATIONAL_ID: 'National ID', PASSPORT: 'Passport', ALIEN_ID: 'Alien ID' };
const ID_TYPE_WORDS_SW: Words<IdType> = {
  NATIONAL_ID: 'Kitambulisho cha taifa',
  PASSPORT: 'Pasipoti',
  ALIEN_ID: 'Kitambulisho cha mgeni',
};
export const idTypeWords = inLocale(ID_TYPE_WORDS, ID_TYPE_WORDS_SW);

export const ORGANISATION_TYPE_WORDS: Words<OrganisationType> = {
  CHURCH: 'Church',
  MOSQUE: 'Mosque',
  TEMPLE: 'Temple',
  COURT: 'Court',
  LICENSED_ORGANISATION: 'Licensed organisation',
};
const ORGANISATION_TYPE_WORDS_SW: Words<OrganisationType> = {
  CHURCH: 'Kanisa',
  MOSQUE: 'Msikiti',
  TEMPLE: 'Hekalu',
  COURT: 'Mahakama',
  LICENSED_ORGANISATION: 'Shirika lenye leseni',
};
export const organisationTypeWords = inLocale(ORGANISATION_TYPE_WORDS, ORGANISATION_TYPE_WORDS_SW);

/** The services by name, as an application of it is called ("Notice of marriage"): from the catalogue. */
const serviceNamesIn = (locale: AppLocale) =>
  Object.fromEntries(SERVICES.map((s) => [s.code, serviceWords(s, locale).application])) as Words<ServiceCode>;
export const SERVICE_NAME_WORDS: Words<ServiceCode> = serviceNamesIn('en');
const SERVICE_NAME_WORDS_SW: Words<ServiceCode> = serviceNamesIn('sw');
export const serviceNameWords = inLocale(SERVICE_NAME_WORDS, SERVICE_NAME_WORDS_SW);
/** A service's name in a language, or the code itself for a code no service has. */
export const serviceName = (code: string, locale: AppLocale): string =>
  (serviceNameWords(locale) as Record<string, string>)[code] ?? code;

const LICENCE_KIND_WORDS_SW: Words<LicenceKind> = {
  NOTICE_WAIVER: 'Leseni maalum (kuondolewa kwa muda wa tangazo)',
  PRIVATE_VENUE: 'Leseni maalum (mahali binafsi)',
  PUBLIC_PLACE: 'Leseni ya mahali pa umma',
};
export const licenceKindWords = inLocale(LICENCE_KIND_WORDS, LICENCE_KIND_WORDS_SW);

const LICENCE_STATUS_WORDS_SW: Words<LicenceStatus> = {
  VALID: 'Halali',
  USED: 'Imetumika',
  EXPIRED: 'Muda umekwisha',
  REVOKED: 'Imebatilishwa',
};
export const licenceStatusWords = inLocale(LICENCE_STATUS_WORDS, LICENCE_STATUS_WORDS_SW);

const CONDITION_WORDS_SW: Words<RegisterCondition> = {
  NEVER_MARRIED: 'Hajawahi kuoa/kuolewa',
  DIVORCED: 'Ametaliki',
  WIDOWED: 'Mjane',
};
export const conditionWords = inLocale<RegisterCondition>(CONDITION_REGISTER_WORDS, CONDITION_WORDS_SW);

/** The particulars' Swahili are the contract's labels (the rectification form lists them). */
const RECTIFIABLE_FIELD_WORDS_SW = Object.fromEntries(
  Object.entries(RECTIFIABLE_FIELD_WORDS).map(([field, words]) => [field, SHARED_LABELS_SW[words] ?? words]),
) as Words<RectifiableField>;
export const rectifiableFieldWords = inLocale(RECTIFIABLE_FIELD_WORDS, RECTIFIABLE_FIELD_WORDS_SW);

const TOAST_PREFIXES_SW: Words<ToastTheme> = {
  danger: 'Hitilafu: ',
  success: 'Imefanikiwa: ',
  info: 'Taarifa: ',
  warning: 'Tahadhari: ',
  primary: '',
};
export const toastPrefixes = inLocale(TOAST_PREFIXES, TOAST_PREFIXES_SW);

const MONTH_NAMES: Record<AppLocale, readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  sw: [
    'Januari',
    'Februari',
    'Machi',
    'Aprili',
    'Mei',
    'Juni',
    'Julai',
    'Agosti',
    'Septemba',
    'Oktoba',
    'Novemba',
    'Desemba',
  ],
};
/** "2026-10" → "October 2026" / "Oktoba 2026". */
export function monthWordsIn(month: string, locale: AppLocale): string {
  const m = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  return m ? `${MONTH_NAMES[locale][Number(m[2]) - 1]} ${m[1]}` : month;
}

/** The approval stages (levels) in words: "the Director level" / "ngazi ya Mkurugenzi". */
export const STAGE_WORDS: Words<ApprovalLevel> = {
  OFFICER: 'Registration officer',
  DIRECTOR: 'Director',
  REGISTRAR_GENERAL: 'Registrar General',
  MINISTER: 'Minister',
};
const STAGE_WORDS_SW: Words<ApprovalLevel> = {
  OFFICER: 'Afisa wa usajili',
  DIRECTOR: 'Mkurugenzi',
  REGISTRAR_GENERAL: 'Msajili Mkuu',
  MINISTER: 'Waziri',
};
export const stageWords = inLocale(STAGE_WORDS, STAGE_WORDS_SW);

/** The kinds of documents in Swahili: the server's PDFs and the client's upload pages read the same words. */
export const ATTACHMENT_KIND_WORDS_SW: Words<AttachmentKind> = {
  PARTY_A_ID: 'Hati ya utambulisho ya Mhusika A',
  PARTY_B_ID: 'Hati ya utambulisho ya Mhusika B',
  PARTY_A_PHOTO: 'Picha ya pasipoti ya Mhusika A',
  PARTY_B_PHOTO: 'Picha ya pasipoti ya Mhusika B',
  PARTY_A_DECREE_ABSOLUTE: 'Amri kamili ya talaka ya Mhusika A',
  PARTY_B_DECREE_ABSOLUTE: 'Amri kamili ya talaka ya Mhusika B',
  PARTY_A_DEATH_CERTIFICATE: 'Cheti cha kifo cha marehemu mwenzi wa Mhusika A',
  PARTY_B_DEATH_CERTIFICATE: 'Cheti cha kifo cha marehemu mwenzi wa Mhusika B',
  APPLICANT_ID: 'Hati yako ya utambulisho (nakala ya kitambulisho au pasipoti)',
  APPLICANT_PHOTO: 'Picha yako ya pasipoti',
  MARRIAGE_CERTIFICATE_COPY: 'Nakala ya cheti cha ndoa',
  PROOF_OF_OWNERSHIP: 'Uthibitisho wa umiliki wa mahali',
  REGISTRATION_CERTIFICATE: 'Cheti cha usajili wa shirika',
  SAFETY_CERTIFICATE: 'Cheti cha usalama wa mahali (moto na afya ya umma)',
  URGENCY_EVIDENCE: 'Ushahidi wa dharura (barua ya daktari, barua ya uhamisho, tiketi…)',
  VENUE_REASON_EVIDENCE: 'Ushahidi wa kwa nini mahali hapo panahitajika (barua ya daktari…)',
  SUPPORTING_EVIDENCE: 'Ushahidi wa kuunga mkono',
  DECREE: 'Amri ya mahakama',
  RETURN_FORM: 'Fomu ya taarifa iliyotiwa saini',
  OTHER: 'Hati nyingine ya kuunga mkono',
};
export const attachmentKindWords = inLocale<AttachmentKind>(ATTACHMENT_KIND_LABELS, ATTACHMENT_KIND_WORDS_SW);

/**
 * The registry's own descriptions of the marriage settings (the seed writes them): shown in the
 * reader's language while a setting keeps them; a description an administrator wrote shows as written.
 */
export const MARRIAGE_CONFIG_DESCRIPTIONS: Readonly<Record<string, string>> = {
  notice_period_days: 'Days a notice of marriage is published before the wedding can be booked',
  validity_days: 'Days after the notice within which the marriage must be celebrated',
  minimum_age: 'Minimum age of each party on the intended date',
  sla_days: 'Target days per approval stage',
  booking_horizon_days: 'How far ahead wedding slots can be booked',
  max_witnesses: 'Witnesses named on a notice',
};
const MARRIAGE_CONFIG_DESCRIPTIONS_SW: Readonly<Record<string, string>> = {
  notice_period_days: 'Siku ambazo notisi ya ndoa huchapishwa kabla harusi haijapangiwa nafasi',
  validity_days: 'Siku baada ya notisi ambazo ndani yake ndoa lazima ifungwe',
  minimum_age: 'Umri wa chini wa kila mhusika siku inayokusudiwa',
  sla_days: 'Siku lengwa kwa kila ngazi ya uidhinishaji',
  booking_horizon_days: 'Muda ambao nafasi za harusi zinaweza kupangwa mapema',
  max_witnesses: 'Mashahidi wanaotajwa kwenye notisi',
};

export function marriageConfigDescription(key: string, stored: string, locale: AppLocale): string {
  if (locale === 'en' || stored !== MARRIAGE_CONFIG_DESCRIPTIONS[key]) return stored;
  return MARRIAGE_CONFIG_DESCRIPTIONS_SW[key] ?? stored;
}
