import { SERVICE_CODES, type ServiceCode } from '../../shared/services.js';
import { certifiedCopy } from './certified-copy.js';
import { dataRectification } from './data-rectification.js';
import { divorceReturn } from './divorce-return.js';
import { institutionMarriage } from './institution-marriage.js';
import { maritalStatusLetter } from '../modules/letters/definition.js';
import { marriageNotice } from './marriage-notice.js';
import { marriageReturn } from './marriage-return.js';
import { publicPlaceLicence } from './public-place-licence.js';
import { registerSearch } from './register-search.js';
import { searchReport } from './search-report.js';
import { specialLicenceNoticeWaiver } from './special-licence-notice-waiver.js';
import { specialLicencePrivateVenue } from './special-licence-private-venue.js';
import type { ServerService } from './types.js';

/** The server part of every service; a code without one, or an outcome of the wrong shape, does not compile. */
export const SERVER_SERVICES = {
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
} satisfies { [C in ServiceCode]: ServerService<C> };

type Parts = Pick<ServerService<ServiceCode>, 'module' | 'demo' | 'history'>;

/** What any service's server part may bring besides its workflow (its module, its demo, its history), in the catalogue's order. */
export const SERVICE_PARTS: readonly (Parts & { code: ServiceCode })[] = SERVICE_CODES.map((code) => {
  const part: Parts = SERVER_SERVICES[code];
  return { code, module: part.module, demo: part.demo, history: part.history };
});
