import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { dataRectification } from '../../../shared/services/data-rectification.js';
import { UNDECIDED_STATUSES } from '../../../shared/statuses.js';
import {
  correctValueProblem,
  fieldTarget,
  sameValue,
  normaliseValue,
  RECTIFICATION_MESSAGES,
  registerValues,
  isRectifiableField,
  conditionCode,
  type RectifiableField,
} from '../../../shared/services/data-rectification.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import { applications, districts, marriages, type RegisterParty } from '../../db/schema/index.js';
import { conflict } from '../../plugins/errors.js';
import type { SubmitCheck } from '../applications/outcomes.js';
import { verifiedIdNumber } from '../certification/copies.js';
import { prepared } from '../../db/prepared.js';

/** The statuses of an application still to be decided (a draft is the applicant's alone, not yet a request). */
export const LIVE_STATUSES = UNDECIDED_STATUSES;

/** The form as the shared contract parses it (src/shared/services/data-rectification.ts). */
export type RectificationForm = z.output<typeof dataRectification.form>;

/** The statement of `lockedEntryOfParty`, built once (src/server/db/prepared.ts). */
const lockedEntry = prepared('rectified_entry_locked', (db) =>
  db
    .select()
    .from(marriages)
    .where(
      and(
        eq(sql`upper(${marriages.registrationNumber})`, sql.placeholder('number')),
        or(
          eq(sql`upper(${marriages.partyAIdNumber})`, sql.placeholder('idNumber')),
          eq(sql`upper(${marriages.partyBIdNumber})`, sql.placeholder('idNumber')),
        ),
      ),
    )
    .for('update'),
);

/** The entry numbered so, naming the ID number as a party, locked for the rest of the transaction; or null. */
export async function lockedEntryOfParty(tx: Tx, registrationNumber: string, idNumber: string) {
  const [row] = (await lockedEntry(tx, {
    number: registrationNumber.trim().toUpperCase(),
    idNumber,
  })) as (typeof marriages.$inferSelect)[];
  return row ?? null;
}

/** A district of residence as the register writes it (its name), from the name given in any case; null when none is called so. */
async function districtByName(db: DbOrTx, name: string): Promise<string | null> {
  const [row] = await db
    .select({ name: districts.name })
    .from(districts)
    .where(eq(sql`lower(${districts.name})`, normaliseValue(name).toLowerCase()));
  return row?.name ?? null;
}

/** The correct value as the entry keeps it: the age a number, the condition its code, the residence the district's name. */
export async function storedValue(
  db: DbOrTx,
  field: RectifiableField,
  value: string,
): Promise<RegisterParty[keyof RegisterParty] | null> {
  const v = normaliseValue(value);
  switch (fieldTarget(field).kind) {
    case 'age':
      return Number(v);
    case 'condition':
      return conditionCode(v);
    case 'district':
      return districtByName(db, v);
    default:
      return v;
  }
}

/** Another live rectification of the same particular of the same entry, by anyone. */
async function liveDuplicate(tx: Tx, applicationId: string, registrationNumber: string, field: string) {
  const [row] = await tx
    .select({ id: applications.id, reference: applications.reference, applicantId: applications.applicantId })
    .from(applications)
    .where(
      and(
        eq(applications.serviceCode, 'DATA_RECTIFICATION'),
        ne(applications.id, applicationId),
        inArray(applications.status, [...LIVE_STATUSES]),
        eq(sql`upper(${applications.formData} ->> 'registerEntryNumber')`, registrationNumber.toUpperCase()),
        eq(sql`${applications.formData} ->> 'field'`, field),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Submit (and resubmit): the applicant has a verified ID number and is party to the entry; the field
 * is one a rectification may correct; the register still holds the value the applicant saw; the
 * correct value is well formed and differs from it; and no other live rectification asks for the
 * same particular of the same entry (409). The entry is locked so that two submissions of one
 * particular cannot both pass.
 */
export const checkRectification: SubmitCheck = async (ctx): Promise<Record<string, string>> => {
  const { tx, application } = ctx;
  const id = await verifiedIdNumber(tx, application.applicantId);
  if (!id) return { identity: RECTIFICATION_MESSAGES.needsIdentity };
  const form = application.formData as unknown as RectificationForm;
  const entry = await lockedEntryOfParty(tx, String(form.registerEntryNumber ?? ''), id);
  if (!entry) return { 'formData.registerEntryNumber': RECTIFICATION_MESSAGES.notParty };
  if (!isRectifiableField(form.field)) return { 'formData.field': RECTIFICATION_MESSAGES.notRectifiable };
  const held = registerValues(entry)[form.field];
  if (normaliseValue(held) !== normaliseValue(form.currentValue))
    return { 'formData.field': RECTIFICATION_MESSAGES.staleValue };
  const problem = correctValueProblem(form.field, form.correctValue);
  if (problem) return { 'formData.correctValue': problem };
  if (sameValue(form.field, form.correctValue, held))
    return { 'formData.correctValue': RECTIFICATION_MESSAGES.sameValue };
  if ((await storedValue(tx, form.field, form.correctValue)) === null)
    return { 'formData.correctValue': RECTIFICATION_MESSAGES.district };
  const duplicate = await liveDuplicate(tx, application.id, entry.registrationNumber, form.field);
  if (duplicate) {
    throw conflict(
      duplicate.applicantId === application.applicantId
        ? RECTIFICATION_MESSAGES.duplicate(duplicate.reference)
        : RECTIFICATION_MESSAGES.duplicateByOther,
    );
  }
  return {};
};
