import { and, eq, ne, or, sql } from 'drizzle-orm';
import { endOfNairobiDay, toDisplayDate } from '../../../shared/dates.js';
import { licenceStatus, normaliseLicenceNumber, type LicenceKind } from '../../../shared/licences.js';
import type { DbOrTx } from '../../db/client.js';
import { qualified } from '../../db/qualified.js';
import { applications, licences, notices } from '../../db/schema/index.js';

export type LicenceRow = typeof licences.$inferSelect;

export type LicenceLookup = { licence: LicenceRow; problem: null } | { licence: null; problem: string };

const KIND_WORDS: Record<LicenceKind, string> = {
  NOTICE_WAIVER: 'notice-waiver special licence',
  PRIVATE_VENUE: 'private-venue special licence',
  PUBLIC_PLACE: 'place licence',
};

/** A licence by its number (SLW/2026/000001), or by the reference of the application that asked for it. */
async function licenceByReference(db: DbOrTx, reference: string): Promise<LicenceRow | null> {
  const ref = normaliseLicenceNumber(reference);
  if (!ref) return null;
  const [row] = await db
    .select({ licence: licences })
    .from(licences)
    .innerJoin(applications, eq(applications.id, licences.applicationId))
    .where(or(eq(licences.number, ref), eq(applications.reference, ref)))
    .limit(1);
  return row?.licence ?? null;
}

/** Why a licence cannot serve now (revoked, used, expired), or null. */
function standingProblem(licence: LicenceRow, now: Date): string | null {
  const status = licenceStatus(licence, now);
  if (status === 'REVOKED') return `Licence ${licence.number} was revoked`;
  if (status === 'USED') return `Licence ${licence.number} has already been used for a marriage`;
  if (status === 'EXPIRED') return `Licence ${licence.number} expired on ${toDisplayDate(licence.validUntil)}`;
  return null;
}

/**
 * The special licence a notice names, if it can serve this notice: one of the applicant's, of the
 * right kind, valid, issued for these two parties, not used and not named by another live notice.
 */
export async function specialLicenceFor(
  db: DbOrTx,
  input: {
    reference: string;
    kind: LicenceKind;
    applicantId: string;
    idNumbers: [string | undefined, string | undefined];
    intendedDate: string | null;
    now: Date;
    noticeApplicationId?: string;
  },
): Promise<LicenceLookup> {
  const licence = await licenceByReference(db, input.reference);
  const ref = normaliseLicenceNumber(input.reference);
  if (!licence || licence.kind !== input.kind || licence.holderId !== input.applicantId) {
    return { licence: null, problem: `${ref} is not an approved ${KIND_WORDS[input.kind]} of yours` };
  }
  const standing = standingProblem(licence, input.now);
  if (standing) return { licence: null, problem: standing };
  const ids = input.idNumbers.map((id) => id?.trim().toUpperCase() ?? '').sort();
  const issuedFor = [licence.partyAIdNumber ?? '', licence.partyBIdNumber ?? ''].sort();
  if (ids[0] !== issuedFor[0] || ids[1] !== issuedFor[1])
    return { licence: null, problem: `Licence ${licence.number} was issued for other parties` };
  if (input.intendedDate && endOfNairobiDay(input.intendedDate).getTime() > licence.validUntil.getTime()) {
    return {
      licence: null,
      problem: `Licence ${licence.number} runs until ${toDisplayDate(licence.validUntil)}, before the intended date`,
    };
  }
  const column = input.kind === 'NOTICE_WAIVER' ? notices.waiverLicenceId : notices.venueLicenceId;
  const [named] = await db
    .select({ noticeNumber: notices.noticeNumber })
    .from(notices)
    .where(
      and(
        eq(column, licence.id),
        eq(notices.status, 'PUBLISHED'),
        input.noticeApplicationId ? ne(notices.applicationId, input.noticeApplicationId) : undefined,
      ),
    )
    .limit(1);
  if (named)
    return { licence: null, problem: `Licence ${licence.number} is already named by notice ${named.noticeNumber}` };
  return { licence, problem: null };
}

/** The place licence a notice's venue names: a valid public place licence of the notice's district, still valid on the day. */
export async function placeLicenceFor(
  db: DbOrTx,
  input: { reference: string; district: string; intendedDate: string | null; now: Date },
): Promise<LicenceLookup> {
  const licence = await licenceByReference(db, input.reference);
  const ref = normaliseLicenceNumber(input.reference);
  if (!licence || licence.kind !== 'PUBLIC_PLACE')
    return { licence: null, problem: `${ref} is not the licence of a licensed place` };
  const standing = standingProblem(licence, input.now);
  if (standing) return { licence: null, problem: standing };
  if (licence.district !== input.district)
    return { licence: null, problem: `${licence.venueName} is licensed in another district` };
  if (input.intendedDate && endOfNairobiDay(input.intendedDate).getTime() > licence.validUntil.getTime()) {
    return {
      licence: null,
      problem: `The licence of ${licence.venueName} runs until ${toDisplayDate(licence.validUntil)}, before the intended date`,
    };
  }
  return { licence, problem: null };
}

/** The licence numbers a notice names, as columns of a notice query. */
export const waiverLicenceNumberOf = sql<
  string | null
>`(select l.number from licences l where l.id = ${qualified(notices.waiverLicenceId)})`;
export const venueLicenceNumberOf = sql<
  string | null
>`(select l.number from licences l where l.id = ${qualified(notices.venueLicenceId)})`;
