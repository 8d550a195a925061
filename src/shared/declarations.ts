import { z } from 'zod';
import type { Party } from './forms/parts.js';
import { NOTICE_PARTIES, type NoticeParty } from './notices.js';

/**
 * Both parties declare (issue 24): each party to a notice of marriage confirms their own particulars
 * and makes the declaration from their own verified account, or declines. Only a notice every party
 * has declared, as it now reads, can be paid, published and approved; either party can withdraw
 * before publication. The rules here are the server's and the pages' alike.
 */

/** Where a party's declaration stands: asked by the applicant, made, refused, or taken back. */
export const DECLARATION_STATUSES = ['INVITED', 'DECLARED', 'DECLINED', 'WITHDRAWN'] as const;
export type DeclarationStatus = (typeof DECLARATION_STATUSES)[number];

/** As a page shows a party: not asked yet (no row), or one of the states above. */
export const DECLARATION_STATES = ['NOT_ASKED', ...DECLARATION_STATUSES] as const;
export type DeclarationState = (typeof DECLARATION_STATES)[number];

/** How the applicant sends a party the invitation: a text to the party's phone or an e-mail. */
export const INVITATION_CHANNELS = ['SMS', 'EMAIL'] as const;
export type InvitationChannel = (typeof INVITATION_CHANNELS)[number];

/** The particulars each party confirms one by one before declaring: every field of their own part of the notice. */
export const PARTY_PARTICULARS = [
  'firstName',
  'middleName',
  'lastName',
  'idType',
  'idNumber',
  'nationality',
  'dateOfBirth',
  'sex',
  'condition',
  'occupation',
  'residenceDistrict',
  'fatherName',
  'motherName',
  'phone',
  'email',
] as const satisfies readonly (keyof Party)[];
export type PartyParticular = (typeof PARTY_PARTICULARS)[number];

/** The two statements of the declaration, each confirmed by the party. */
export const DECLARATION_STATEMENTS = {
  noImpediment:
    'I solemnly declare that I know of no lawful impediment (kinship, an existing marriage or any other) why I may not marry the other party named in this notice',
  particularsTrue: 'I declare that my particulars in this notice are true, and that I give this notice freely',
} as const;

/** The services whose notice both parties declare. */
export const DECLARED_SERVICES = ['MARRIAGE_NOTICE'] as const;
export const isDeclaredService = (serviceCode: string): boolean =>
  (DECLARED_SERVICES as readonly string[]).includes(serviceCode);

/** Statuses in which the declarations are still being gathered: the notice is with its applicant. */
export const DECLARING_STATUSES = ['Draft', 'Corrections_Requested'] as const;
/** Statuses in which a party can still withdraw from the notice: anything before it is published (approved). */
export const WITHDRAWABLE_STATUSES = [
  'Draft',
  'Corrections_Requested',
  'Payment_Confirmation',
  'Submitted',
  'Pending',
] as const;

/** An identity as an account holds it (verified against the identity registry at sign-up). */
export interface VerifiedIdentity {
  idType?: string | null;
  idNumber: string | null;
}

const sameNumber = (a: string | null | undefined, b: string | null | undefined) =>
  Boolean(a && b && a.trim().toUpperCase() === b.trim().toUpperCase());

/**
 * Whether an account is this party: its verified ID number (and its kind, when both are known) is
 * the party's. The one rule of who may declare for a party, and of whose part a page shows as "you".
 */
export function isParty(
  who: VerifiedIdentity,
  party: Partial<Pick<Party, 'idType' | 'idNumber'>> | undefined,
): boolean {
  if (!party || !sameNumber(who.idNumber, party.idNumber)) return false;
  return !who.idType || !party.idType || who.idType === party.idType;
}

/** The parties of a notice this identity is (none, one; never both, as their ID numbers differ). */
export function partiesOf(who: VerifiedIdentity, form: Record<string, unknown>): NoticeParty[] {
  return NOTICE_PARTIES.filter((key) => isParty(who, form[key] as Partial<Party> | undefined));
}

/** A declaration as the API answers it. */
export interface DeclarationView {
  party: NoticeParty;
  state: DeclarationState;
  /** DECLARED and made on the notice as it now reads (false once its particulars changed). */
  current: boolean;
}

/** The declarations still missing (in party order): a notice can be paid once none is. */
export function missingDeclarations(views: readonly DeclarationView[]): NoticeParty[] {
  return NOTICE_PARTIES.filter((party) => {
    const view = views.find((v) => v.party === party);
    return !view || view.state !== 'DECLARED' || !view.current;
  });
}

/** Said when a notice is paid, submitted or published before both parties declared. */
export const DECLARATIONS_MISSING = 'Both parties must make their declaration before the notice can be paid';
export const DECLARATIONS_MISSING_AT_APPROVAL =
  'Both parties must have declared the notice as it reads before it is published';

const reasonText = (what: string) =>
  z
    .string({ error: `Give the reason ${what}` })
    .trim()
    .min(10, `Give the reason ${what} in at least 10 characters`)
    .max(1000, 'Use at most 1000 characters');

export const partyField = z.enum(NOTICE_PARTIES, { error: 'Choose the party' });
/** The version of the notice the person read: a notice changed since answers 409. */
const versionField = z.number({ error: 'Give the version of the notice you read' }).int().positive().max(2_000_000_000);

/** POST /notice-declarations/:id/invite: the applicant asks a party to declare. */
export const invitationInput = z.object({
  party: partyField,
  version: versionField,
  channel: z.enum(INVITATION_CHANNELS, { error: 'Choose how to send the invitation' }),
});

/** POST /notice-declarations/:id/declare: each particular confirmed, both statements made. */
export const declarationInput = z.object({
  party: partyField,
  version: versionField,
  confirmed: z
    .array(z.enum(PARTY_PARTICULARS, { error: 'Confirm your particulars' }), { error: 'Confirm your particulars' })
    .max(PARTY_PARTICULARS.length * 2)
    .refine((list) => PARTY_PARTICULARS.every((key) => list.includes(key)), 'Confirm each of your particulars'),
  noImpediment: z.literal(true, { error: 'Make this declaration to go on' }),
  particularsTrue: z.literal(true, { error: 'Make this declaration to go on' }),
});

/** POST /notice-declarations/:id/decline: the party refuses, saying why (the applicant is told). */
export const declineInput = z.object({ party: partyField, version: versionField, reason: reasonText('for declining') });

/** POST /notice-declarations/:id/withdraw: a party takes their declaration back, or the whole notice once paid. */
export const withdrawalInput = z.object({
  party: partyField,
  version: versionField,
  reason: reasonText('for withdrawing'),
});

/** What the caller may do on a notice's declarations: the pages offer these, the server checks the same rule. */
export interface DeclarationActions {
  /** The parties the applicant may (again) send an invitation to. */
  invite: NoticeParty[];
  declare: boolean;
  decline: boolean;
  withdraw: boolean;
}

export function declarationActions(ctx: {
  status: string;
  isApplicant: boolean;
  /** The caller's party in the notice, when the caller is one of the two. */
  you: NoticeParty | null;
  parties: readonly DeclarationView[];
}): DeclarationActions {
  const declaring = (DECLARING_STATUSES as readonly string[]).includes(ctx.status);
  const stateOf = (party: NoticeParty) => ctx.parties.find((p) => p.party === party);
  const declaredNow = (party: NoticeParty) => {
    const view = stateOf(party);
    return view?.state === 'DECLARED' && view.current;
  };
  const mine = ctx.you ? stateOf(ctx.you) : undefined;
  // Asked and not yet answered (or answered on particulars since changed); after a refusal or a
  // withdrawal the applicant asks again.
  const asked = mine?.state === 'INVITED' || (mine?.state === 'DECLARED' && !mine.current);
  return {
    invite: ctx.isApplicant && declaring ? NOTICE_PARTIES.filter((p) => p !== ctx.you && !declaredNow(p)) : [],
    declare: Boolean(ctx.you) && declaring && (ctx.isApplicant || asked) && !declaredNow(ctx.you!),
    decline:
      Boolean(ctx.you) &&
      !ctx.isApplicant &&
      declaring &&
      (mine?.state === 'INVITED' || (mine?.state === 'DECLARED' && !mine.current)),
    withdraw:
      Boolean(ctx.you) &&
      (WITHDRAWABLE_STATUSES as readonly string[]).includes(ctx.status) &&
      mine?.state === 'DECLARED',
  };
}
