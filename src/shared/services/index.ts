import type { z } from 'zod';
import type { ServiceCode } from '../services.js';
import type { AnyServiceContract, ChosenExtra, DraftForm } from './contract.js';
import { certifiedCopy } from './certified-copy.js';
import { dataRectification } from './data-rectification.js';
import { divorceReturn } from './divorce-return.js';
import { institutionMarriage } from './institution-marriage.js';
import { maritalStatusLetter } from './marital-status-letter.js';
import { marriageNotice } from './marriage-notice.js';
import { marriageReturn } from './marriage-return.js';
import { publicPlaceLicence } from './public-place-licence.js';
import { registerSearch } from './register-search.js';
import { searchReport } from './search-report.js';
import { specialLicenceNoticeWaiver } from './special-licence-notice-waiver.js';
import { specialLicencePrivateVenue } from './special-licence-private-venue.js';

/** The shared part of every service; a code without one does not compile. */
export const CONTRACTS = {
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
} satisfies Record<ServiceCode, AnyServiceContract>;

export type ServiceForm<C extends ServiceCode> = z.infer<(typeof CONTRACTS)[C]['form']>;

export function contractOf(code: ServiceCode): AnyServiceContract {
  return CONTRACTS[code];
}

/** The documents a service needs for this application (a divorced party needs the decree…). */
export function requiredAttachments(code: ServiceCode, formData: DraftForm): string[] {
  return contractOf(code).attachments(formData);
}

/** The day rules a form breaks on `today` (a Nairobi day), keyed by the form's paths; none for most services. */
export function dateProblems(code: ServiceCode, formData: DraftForm, today: string): Record<string, string> {
  return contractOf(code).dateRules?.(formData, today) ?? {};
}

/** What the lists' text search matches for an application. */
export function searchTextOf(code: ServiceCode, formData: DraftForm): string {
  return contractOf(code).searchText(formData).join(' | ').toLowerCase().slice(0, 500);
}

/** The extras the form asks for (null when the service leaves them to the draft's choice). */
export function extrasOf(code: ServiceCode, formData: DraftForm): ChosenExtra[] | null {
  const extras = contractOf(code).extras;
  return extras ? extras(formData) : null;
}

export type { AnyServiceContract, ChosenExtra, DraftForm, FormStep, ServiceContract } from './contract.js';
