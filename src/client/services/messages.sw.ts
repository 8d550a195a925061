import type { Translation } from '../i18n/types.js';
import { copySw } from './certified-copy/messages.sw.js';
import { rectificationSw } from './data-rectification/messages.sw.js';
import { letterSw } from './marital-status-letter/messages.sw.js';
import { marriageNoticeSw } from './marriage-notice/messages.sw.js';
import type { SERVICE_MESSAGES } from './messages.js';
import { placeLicenceSw } from './public-place-licence/messages.sw.js';
import { registerSearchSw } from './register-search/messages.sw.js';
import { reportSw } from './search-report/messages.sw.js';
import { noticeWaiverSw } from './special-licence-notice-waiver/messages.sw.js';
import { privateVenueSw } from './special-licence-private-venue/messages.sw.js';
import { institutionMarriageSw } from './institution-marriage/messages.sw.js';
import { returnSw } from './marriage-return/messages.sw.js';
import { divorceSw } from './divorce-return/messages.sw.js';

type ServiceMessages = typeof SERVICE_MESSAGES;

/** The Swahili of the services' client folders, merged under `services.<CODE>`. */
export const SERVICE_MESSAGES_SW: Translation<ServiceMessages> = {
  MARRIAGE_NOTICE: marriageNoticeSw,
  SPECIAL_LICENCE_NOTICE_WAIVER: noticeWaiverSw,
  SPECIAL_LICENCE_PRIVATE_VENUE: privateVenueSw,
  PUBLIC_PLACE_LICENCE: placeLicenceSw,
  MARITAL_STATUS_LETTER: letterSw,
  REGISTER_SEARCH: registerSearchSw,
  SEARCH_REPORT: reportSw,
  CERTIFIED_COPY: copySw,
  DATA_RECTIFICATION: rectificationSw,
  INSTITUTION_MARRIAGE: institutionMarriageSw,
  MARRIAGE_RETURN: returnSw,
  DIVORCE_RETURN: divorceSw,
};
