import type { z } from 'zod';
import type { ServiceCode } from '../services.js';
import type { AnyServiceContract, ChosenExtra, DraftForm, ServiceContract } from './contract.js';
import { chosenExtras, extrasField } from './extras.js';
import { certifiedCopy } from './certified-copy.js';
import { dataRectification } from './data-rectification.js';
import { divorceReturn } from './divorce-return.js';
import { institutionMarriage } from './institution-marriage.js';
import { maritalStatusLetter } from './marital-status-letter/index.js';
import { marriageNotice } from './marriage-notice.js';
import { marriageReturn } from './marriage-return.js';
import { publicPlaceLicence } from './public-place-licence.js';
import { registerSearch } from './register-search.js';
import { searchReport } from './search-report.js';
import { specialLicenceNoticeWaiver } from './special-licence-notice-waiver.js';
import { specialLicencePrivateVenue } from './special-licence-private-venue.js';

/**
 * A service's contract with the priced extras every form may carry (`extras`: what the price list
 * offers the service, chosen on the review step): the same key and rules for every service.
 */
function withExtras<F extends z.ZodObject, O extends z.ZodObject | null>(contract: ServiceContract<F, O>) {
  return { ...contract, form: contract.form.safeExtend({ extras: extrasField }) };
}

/** The shared part of every service; a code without one does not compile. */
export const CONTRACTS = {
  MARRIAGE_NOTICE: withExtras(marriageNotice),
  SPECIAL_LICENCE_NOTICE_WAIVER: withExtras(specialLicenceNoticeWaiver),
  SPECIAL_LICENCE_PRIVATE_VENUE: withExtras(specialLicencePrivateVenue),
  PUBLIC_PLACE_LICENCE: withExtras(publicPlaceLicence),
  MARITAL_STATUS_LETTER: withExtras(maritalStatusLetter),
  DATA_RECTIFICATION: withExtras(dataRectification),
  INSTITUTION_MARRIAGE: withExtras(institutionMarriage),
  MARRIAGE_RETURN: withExtras(marriageReturn),
  DIVORCE_RETURN: withExtras(divorceReturn),
  REGISTER_SEARCH: withExtras(registerSearch),
  SEARCH_REPORT: withExtras(searchReport),
  CERTIFIED_COPY: withExtras(certifiedCopy),
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

/**
 * What submit charges beyond the fee: the extras the form sets itself (the copies beyond the first
 * of a certified copy), then those the person chose on the review step, then those a draft written
 * through the API chose (`billables`); one line per extra, the first source to name it wins.
 */
export function extrasOf(
  code: ServiceCode,
  formData: DraftForm,
  draftChoice: readonly ChosenExtra[] = [],
): ChosenExtra[] {
  const own = contractOf(code).extras?.(formData) ?? [];
  const lines = new Map<string, number>();
  for (const extra of [...own, ...chosenExtras(formData), ...draftChoice])
    if (!lines.has(extra.code) && extra.quantity > 0) lines.set(extra.code, extra.quantity);
  return [...lines].map(([c, quantity]) => ({ code: c, quantity }));
}

/** The extras a service's form sets itself, which the review step therefore does not offer. */
export function ownExtrasOf(code: ServiceCode): readonly string[] {
  return contractOf(code).ownExtras ?? [];
}

export type { AnyServiceContract, ChosenExtra, DraftForm, FormStep, ServiceContract } from './contract.js';
