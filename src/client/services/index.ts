import type { ServiceCode } from '../../shared/services.js';
import { marriageNotice } from './marriage-notice/service.js';
import type { ClientService } from './types.js';

/** Not offered as an online form yet: the card says so, and the application view is the generic one. */
const NOT_ONLINE: ClientService = { form: null };

/** The client part of every service; a code without one does not compile. */
export const CLIENT_SERVICES = {
  MARRIAGE_NOTICE: marriageNotice,
  SPECIAL_LICENCE_NOTICE_WAIVER: NOT_ONLINE,
  SPECIAL_LICENCE_PRIVATE_VENUE: NOT_ONLINE,
  PUBLIC_PLACE_LICENCE: NOT_ONLINE,
  MARITAL_STATUS_LETTER: NOT_ONLINE,
  DATA_RECTIFICATION: NOT_ONLINE,
  INSTITUTION_MARRIAGE: NOT_ONLINE,
  MARRIAGE_RETURN: NOT_ONLINE,
  DIVORCE_RETURN: NOT_ONLINE,
  REGISTER_SEARCH: NOT_ONLINE,
  SEARCH_REPORT: NOT_ONLINE,
  CERTIFIED_COPY: NOT_ONLINE,
} satisfies Record<ServiceCode, ClientService>;

export function clientServiceOf(code: string): ClientService | undefined {
  return (CLIENT_SERVICES as Record<string, ClientService>)[code];
}
