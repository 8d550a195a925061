import type { ServiceCode } from '../../shared/services.js';
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

/**
 * The words each service's client folder owns (its name, description and form), merged under
 * `services.<CODE>` by the i18n messages. Services without a client folder keep theirs in en.ts.
 */
export const SERVICE_MESSAGES = {
  MARRIAGE_NOTICE: marriageNoticeEn,
  SPECIAL_LICENCE_NOTICE_WAIVER: noticeWaiverEn,
  SPECIAL_LICENCE_PRIVATE_VENUE: privateVenueEn,
  PUBLIC_PLACE_LICENCE: placeLicenceEn,
  MARITAL_STATUS_LETTER: letterEn,
  REGISTER_SEARCH: registerSearchEn,
  SEARCH_REPORT: reportEn,
  CERTIFIED_COPY: copyEn,
  DATA_RECTIFICATION: rectificationEn,
  INSTITUTION_MARRIAGE: institutionMarriageEn,
  MARRIAGE_RETURN: returnEn,
  DIVORCE_RETURN: divorceEn,
} satisfies Partial<Record<ServiceCode, { name: string; description: string; start: string }>>;
