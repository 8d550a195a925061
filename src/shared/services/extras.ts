import { z } from 'zod';
import { optionalText } from '../contracts/common.js';
import type { ChosenExtra, DraftForm } from './contract.js';
import { DOCUMENT_KINDS, type DocumentKind } from '../documents.js';

/**
 * The priced extras a person adds to an application (issue 20 #4): whatever the price list offers
 * for the service (`billables` of the service, or of every service), each up to its most, chosen
 * on the form's review step and kept in the form as `extras`, so that the draft keeps them, the same
 * rules check them on both sides, and submit charges them on the invoice.
 */

/** Courier delivery: the one extra that needs more than a number, the address it goes to. */
export const COURIER_BILLABLE = 'COURIER_DELIVERY';
/** Express processing: each approval level has one working day instead of the service's own. */
export const EXPRESS_BILLABLE = 'EXPRESS_LETTER';
export const EXPRESS_SLA_DAYS = 1;
/** Extra copies of the marriage certificate, issued with the certificate when the marriage is registered. */
export const EXTRA_CERTIFICATE_BILLABLE = 'EXTRA_MARRIAGE_CERTIFICATE';

export const EXTRAS_MESSAGES = {
  deliveryAddress: 'Give the address the courier is to deliver to',
  notOffered: 'This extra is not offered with this service',
} as const;

export const extrasField = z
  .object({
    items: z
      .array(
        z.object({
          code: z.string().trim().min(1).max(60),
          quantity: z.coerce.number().int('A whole number').min(0, 'At least 0').max(100, 'At most 100'),
        }),
      )
      .max(20)
      .default([]),
    deliveryAddress: optionalText(240),
  })
  .superRefine((extras, ctx) => {
    if (extras.items.some((item) => item.code === COURIER_BILLABLE && item.quantity > 0) && !extras.deliveryAddress) {
      ctx.addIssue({ code: 'custom', path: ['deliveryAddress'], message: EXTRAS_MESSAGES.deliveryAddress });
    }
  })
  .optional();

export type ExtrasValue = z.infer<typeof extrasField>;

/** The extras part of an empty form. */
export function emptyExtras(): { items: ChosenExtra[]; deliveryAddress: string } {
  return { items: [], deliveryAddress: '' };
}

/** The extras a form chose (a quantity above 0), one line per code. */
export function chosenExtras(form: DraftForm): ChosenExtra[] {
  const extras = (form as { extras?: { items?: unknown } }).extras;
  const items = Array.isArray(extras?.items) ? extras.items : [];
  const byCode = new Map<string, number>();
  for (const item of items as { code?: unknown; quantity?: unknown }[]) {
    const quantity = Math.trunc(Number(item?.quantity));
    if (typeof item?.code !== 'string' || !item.code || !Number.isFinite(quantity) || quantity <= 0) continue;
    byCode.set(item.code, quantity);
  }
  return [...byCode].map(([code, quantity]) => ({ code, quantity }));
}

/** How many of an extra an application was charged for (0 when none). */
export function extraQuantity(billables: readonly ChosenExtra[], code: string): number {
  return billables.find((b) => b.code === code)?.quantity ?? 0;
}

/** Where the courier takes the documents, when courier delivery was bought. */
export function deliveryAddressOf(form: DraftForm, billables: readonly ChosenExtra[]): string | null {
  if (!extraQuantity(billables, COURIER_BILLABLE)) return null;
  const address = (form as { extras?: { deliveryAddress?: unknown } }).extras?.deliveryAddress;
  return typeof address === 'string' && address.trim() ? address.trim() : null;
}

/**
 * The working days an approval level has for an application: the service's own (5 when it sets
 * none), or one when express processing was bought.
 */
export function stageSlaDays(
  serviceDays: Partial<Record<string, number>> | null | undefined,
  stage: string,
  billables: readonly ChosenExtra[],
): number {
  if (extraQuantity(billables, EXPRESS_BILLABLE)) return EXPRESS_SLA_DAYS;
  return serviceDays?.[stage] ?? 5;
}

/** What the courier takes: the documents the registry issued, not the receipt or the published notice. */
export const DELIVERED_KINDS: readonly DocumentKind[] = DOCUMENT_KINDS.filter((k) => k !== 'RECEIPT' && k !== 'NOTICE');

export const DISPATCH_MESSAGES = {
  refused: 'Only staff who work on this application can record its dispatch',
  noCourier: 'Courier delivery was not bought with this application',
  notIssued: 'No document of this application has been issued yet: record the dispatch once it is',
  already: 'The documents of this application have already been dispatched',
} as const;
