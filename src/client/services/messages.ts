import { serviceByCode, type ServiceCode } from '../../shared/services.js';
import { copyEn } from './certified-copy/messages.en.js';
import { rectificationEn } from './data-rectification/messages.en.js';
import { institutionMarriageEn } from './institution-marriage/messages.en.js';
import { divorceEn } from './divorce-return/messages.en.js';
import { letterEn } from './marital-status-letter/messages.en.js';
import { marriageNoticeEn } from './marriage-notice/messages.en.js';
import { returnEn } from './marriage-return/messages.en.js';
import { registerSearchEn } from './register-search/messages.en.js';
import { reportEn } from './search-report/messages.en.js';
import { placeLicenceEn } from './public-place-licence/messages.en.js';
import { noticeWaiverEn } from './special-licence-notice-waiver/messages.en.js';
import { privateVenueEn } from './special-licence-private-venue/messages.en.js';
import type { Translation } from '../i18n/types.js';
import { copySw } from './certified-copy/messages.sw.js';
import { rectificationSw } from './data-rectification/messages.sw.js';
import { letterSw } from './marital-status-letter/messages.sw.js';
import { marriageNoticeSw } from './marriage-notice/messages.sw.js';
import { placeLicenceSw } from './public-place-licence/messages.sw.js';
import { registerSearchSw } from './register-search/messages.sw.js';
import { reportSw } from './search-report/messages.sw.js';
import { noticeWaiverSw } from './special-licence-notice-waiver/messages.sw.js';
import { privateVenueSw } from './special-licence-private-venue/messages.sw.js';
import { institutionMarriageSw } from './institution-marriage/messages.sw.js';
import { returnSw } from './marriage-return/messages.sw.js';
import { divorceSw } from './divorce-return/messages.sw.js';

/** A service's words in a language: its name and description from the catalogue, then its folder's own. */
export function withServiceWords<M extends object>(code: ServiceCode, locale: 'en' | 'sw', own: M) {
  const { name, description } = serviceByCode(code)!.words[locale];
  return { name, description, ...own };
}

/**
 * The words each service's client folder owns (its form, its cards), with its name and description
 * from the catalogue, merged under `services.<CODE>` by the i18n messages.
 */
export const SERVICE_MESSAGES = {
  MARRIAGE_NOTICE: withServiceWords('MARRIAGE_NOTICE', 'en', marriageNoticeEn),
  SPECIAL_LICENCE_NOTICE_WAIVER: withServiceWords('SPECIAL_LICENCE_NOTICE_WAIVER', 'en', noticeWaiverEn),
  SPECIAL_LICENCE_PRIVATE_VENUE: withServiceWords('SPECIAL_LICENCE_PRIVATE_VENUE', 'en', privateVenueEn),
  PUBLIC_PLACE_LICENCE: withServiceWords('PUBLIC_PLACE_LICENCE', 'en', placeLicenceEn),
  MARITAL_STATUS_LETTER: withServiceWords('MARITAL_STATUS_LETTER', 'en', letterEn),
  REGISTER_SEARCH: withServiceWords('REGISTER_SEARCH', 'en', registerSearchEn),
  SEARCH_REPORT: withServiceWords('SEARCH_REPORT', 'en', reportEn),
  CERTIFIED_COPY: withServiceWords('CERTIFIED_COPY', 'en', copyEn),
  DATA_RECTIFICATION: withServiceWords('DATA_RECTIFICATION', 'en', rectificationEn),
  INSTITUTION_MARRIAGE: withServiceWords('INSTITUTION_MARRIAGE', 'en', institutionMarriageEn),
  MARRIAGE_RETURN: withServiceWords('MARRIAGE_RETURN', 'en', returnEn),
  DIVORCE_RETURN: withServiceWords('DIVORCE_RETURN', 'en', divorceEn),
} satisfies Partial<Record<ServiceCode, { name: string; description: string; start: string }>>;

type ServiceMessages = typeof SERVICE_MESSAGES;

/** The Swahili of the services' client folders (names and descriptions from the catalogue), merged under `services.<CODE>`. */
export const SERVICE_MESSAGES_SW: Translation<ServiceMessages> = {
  MARRIAGE_NOTICE: withServiceWords('MARRIAGE_NOTICE', 'sw', marriageNoticeSw),
  SPECIAL_LICENCE_NOTICE_WAIVER: withServiceWords('SPECIAL_LICENCE_NOTICE_WAIVER', 'sw', noticeWaiverSw),
  SPECIAL_LICENCE_PRIVATE_VENUE: withServiceWords('SPECIAL_LICENCE_PRIVATE_VENUE', 'sw', privateVenueSw),
  PUBLIC_PLACE_LICENCE: withServiceWords('PUBLIC_PLACE_LICENCE', 'sw', placeLicenceSw),
  MARITAL_STATUS_LETTER: withServiceWords('MARITAL_STATUS_LETTER', 'sw', letterSw),
  REGISTER_SEARCH: withServiceWords('REGISTER_SEARCH', 'sw', registerSearchSw),
  SEARCH_REPORT: withServiceWords('SEARCH_REPORT', 'sw', reportSw),
  CERTIFIED_COPY: withServiceWords('CERTIFIED_COPY', 'sw', copySw),
  DATA_RECTIFICATION: withServiceWords('DATA_RECTIFICATION', 'sw', rectificationSw),
  INSTITUTION_MARRIAGE: withServiceWords('INSTITUTION_MARRIAGE', 'sw', institutionMarriageSw),
  MARRIAGE_RETURN: withServiceWords('MARRIAGE_RETURN', 'sw', returnSw),
  DIVORCE_RETURN: withServiceWords('DIVORCE_RETURN', 'sw', divorceSw),
};
