import type { ServiceCode } from '../../shared/services.js';
import { certifiedCopy } from './certified-copy/service.js';
import { dataRectification } from './data-rectification/service.js';
import { institutionMarriage } from './institution-marriage/service.js';
import { divorceReturn } from './divorce-return/service.js';
import { maritalStatusLetter } from './marital-status-letter/service.js';
import { marriageNotice } from './marriage-notice/service.js';
import { marriageReturn } from './marriage-return/service.js';
import { publicPlaceLicence } from './public-place-licence/service.js';
import { specialLicenceNoticeWaiver } from './special-licence-notice-waiver/service.js';
import { specialLicencePrivateVenue } from './special-licence-private-venue/service.js';
import { registerSearch } from './register-search/service.js';
import { searchReport } from './search-report/service.js';
import type { ClientService } from './types.js';

/** The client part of every service; a code without one does not compile. */
export const CLIENT_SERVICES = {
  MARRIAGE_NOTICE: marriageNotice,
  SPECIAL_LICENCE_NOTICE_WAIVER: specialLicenceNoticeWaiver,
  SPECIAL_LICENCE_PRIVATE_VENUE: specialLicencePrivateVenue,
  PUBLIC_PLACE_LICENCE: publicPlaceLicence,
  MARITAL_STATUS_LETTER: maritalStatusLetter,
  DATA_RECTIFICATION: dataRectification,
  INSTITUTION_MARRIAGE: institutionMarriage,
  MARRIAGE_RETURN: marriageReturn,
  DIVORCE_RETURN: divorceReturn,
  REGISTER_SEARCH: registerSearch,
  SEARCH_REPORT: searchReport,
  CERTIFIED_COPY: certifiedCopy,
} satisfies Record<ServiceCode, ClientService>;

export function clientServiceOf(code: string): ClientService | undefined {
  return (CLIENT_SERVICES as Record<string, ClientService>)[code];
}
