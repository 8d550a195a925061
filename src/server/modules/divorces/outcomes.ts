import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { UNDECIDED_STATUSES } from '../../../shared/statuses.js';
import type { DivorceEntry } from '../../../shared/contracts/divorces.js';
import { nairobiDate, nairobiYear, toDisplayDate } from '../../../shared/dates.js';
import { DIVORCE_ACK_PREFIX, DIVORCE_MESSAGES, divorceReturn } from '../../../shared/services/divorce-return.js';
import type { DbOrTx } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { applications, districts, divorceDecrees, marriages, users } from '../../db/schema/index.js';
import type { HookContext, SubmitCheck } from '../applications/outcomes.js';
import { issueDocument } from '../documents/service.js';
import { conflict } from '../../plugins/errors.js';
import { applicationEvent, districtName, nextInSeries, notifyUser, pad6 } from '../notices/common.js';
import { searchRegister } from '../register/search.js';

type DivorceForm = { caseNumber: string; court: string; decreeAbsoluteDate: string; registrationNumber: string };

/** The register entry with this number (any case, spaces trimmed), or null. */
export async function entryByNumber(db: DbOrTx, registrationNumber: string) {
  const [row] = await db
    .select()
    .from(marriages)
    .where(eq(sql`upper(${marriages.registrationNumber})`, registrationNumber.trim().toUpperCase()));
  return row ?? null;
}

/** The entries a court may name: by entry number, else by the parties' names (the register search's rule). */
export async function findEntries(
  db: DbOrTx,
  q: { registrationNumber?: string; partyName?: string; otherPartyName?: string },
): Promise<(DivorceEntry & { id: string })[]> {
  let numbers: string[];
  if (q.registrationNumber) {
    const row = await entryByNumber(db, q.registrationNumber);
    numbers = row ? [row.registrationNumber] : [];
  } else {
    const names = [q.partyName, q.otherPartyName].filter((n): n is string => Boolean(n && n.trim()));
    if (!names.length) return [];
    numbers = (await searchRegister(db, { partyName: names[0], otherPartyName: names[1] ?? null })).map(
      (m) => m.registrationNumber,
    );
  }
  if (!numbers.length) return [];
  const rows = await db
    .select({ m: marriages, districtName: districts.name })
    .from(marriages)
    .innerJoin(districts, eq(districts.code, marriages.district))
    .where(inArray(marriages.registrationNumber, numbers));
  const order = new Map(numbers.map((n, i) => [n, i]));
  return rows
    .sort((a, b) => order.get(a.m.registrationNumber)! - order.get(b.m.registrationNumber)!)
    .map(({ m, districtName: name }) => ({
      id: m.id,
      registrationNumber: m.registrationNumber,
      partyAName: m.partyA.name,
      partyBName: m.partyB.name,
      celebratedOn: nairobiDate(m.celebratedAt),
      districtName: name,
      status: m.status,
      dissolvedOn: m.dissolvedOn,
    }));
}

/**
 * At submit: the entry exists and subsists, the decree absolute is not in the future nor before the
 * marriage, and no other return for the entry is with the registry.
 */
export const checkDivorceReturn: SubmitCheck = async ({ tx, application, now }) => {
  const form = application.formData as Partial<DivorceForm>;
  const errors: Record<string, string> = {};
  const today = nairobiDate(now);
  for (const [path, message] of Object.entries(divorceReturn.dateRules!(form, today)))
    errors[`formData.${path}`] = message;
  if (!form.registrationNumber) return errors;
  const entry = await entryByNumber(tx, form.registrationNumber);
  if (!entry) {
    errors['formData.registrationNumber'] = DIVORCE_MESSAGES.entryNotFound;
    return errors;
  }
  if (entry.status === 'DISSOLVED') {
    errors['formData.registrationNumber'] = DIVORCE_MESSAGES.alreadyDissolved(
      entry.registrationNumber,
      entry.dissolvedOn ? toDisplayDate(entry.dissolvedOn) : null,
    );
    return errors;
  }
  const marriedOn = nairobiDate(entry.celebratedAt);
  if (form.decreeAbsoluteDate && form.decreeAbsoluteDate <= today && form.decreeAbsoluteDate < marriedOn) {
    errors['formData.decreeAbsoluteDate'] = DIVORCE_MESSAGES.beforeMarriage(toDisplayDate(marriedOn));
  }
  const [other] = await tx
    .select({ reference: applications.reference })
    .from(applications)
    .where(
      and(
        eq(applications.serviceCode, 'DIVORCE_RETURN'),
        ne(applications.id, application.id),
        inArray(applications.status, [...UNDECIDED_STATUSES]),
        eq(sql`upper(${applications.formData} ->> 'registrationNumber')`, entry.registrationNumber.toUpperCase()),
      ),
    )
    .limit(1);
  if (other) errors['formData.registrationNumber'] = DIVORCE_MESSAGES.alreadyFiled(other.reference);
  return errors;
};

const placeholder = sql.placeholder;

/**
 * The entry a return names, locked, with the accounts of its parties (individuals holding either ID
 * number, told of the dissolution): one statement built once (issue 22).
 */
const lockedEntryWithParties = prepared('divorce_entry_locked', (db) =>
  db
    .select({
      entry: marriages,
      parties: sql<string[]>`(select coalesce(json_agg(u.id), '[]'::json) from ${users} u
        where u.account_type = 'INDIVIDUAL'
          and upper(u.id_number) in (upper(${marriages}.party_a_id_number), upper(${marriages}.party_b_id_number)))`,
    })
    .from(marriages)
    .where(eq(sql`upper(${marriages.registrationNumber})`, placeholder('number')))
    .for('update', { of: marriages }),
);

/** The entry marked dissolved and the decree kept: one statement built once (issue 22). */
const dissolvedWithDecree = prepared('divorce_dissolved_decree', (db) => {
  const dissolved = db.$with('dissolved', { id: marriages.id }).as(
    db
      .update(marriages)
      .set({
        status: 'DISSOLVED',
        dissolvedOn: sql`${placeholder('dissolvedOn')}::date`,
        dissolutionDecree: sql`${placeholder('decree')}::text`,
      })
      .where(eq(marriages.id, placeholder('marriage')))
      .returning({ id: marriages.id })
      .getSQL(),
  );
  return db
    .with(dissolved)
    .insert(divorceDecrees)
    .values({
      applicationId: placeholder('application'),
      marriageId: placeholder('marriage'),
      registrationNumber: placeholder('registrationNumber'),
      organisationId: placeholder('organisation'),
      caseNumber: placeholder('caseNumber'),
      court: placeholder('court'),
      decreeAbsoluteOn: placeholder('dissolvedOn'),
      acknowledgementNumber: placeholder('acknowledgement'),
      documentId: placeholder('document'),
      approvedBy: placeholder('actor'),
      recordedAt: placeholder('at'),
    })
    .returning({ id: divorceDecrees.id });
});

/**
 * The director's approval (domain section 11, DV): the entry is marked dissolved on the day of the
 * decree absolute with the decree as its margin reads, the decree is kept, the court gets an
 * acknowledgement (DVA/yyyy/nnnnnn, verifiable) and the parties holding accounts are told. The
 * notice's bigamy check and the marital status letter read the entry's standing, so both follow.
 */
export async function recordDivorce(ctx: HookContext) {
  const { tx, application, now } = ctx;
  const form = application.formData as DivorceForm;
  const [found] = (await lockedEntryWithParties(tx, {
    number: form.registrationNumber.trim().toUpperCase(),
  })) as { entry: typeof marriages.$inferSelect; parties: string[] }[];
  const entry = found?.entry ?? null;
  // Submit refused these; the register may have changed since (another decree approved first).
  if (!entry) throw conflict(DIVORCE_MESSAGES.entryNotFound);
  if (entry.status === 'DISSOLVED')
    throw conflict(
      DIVORCE_MESSAGES.alreadyDissolved(
        entry.registrationNumber,
        entry.dissolvedOn ? toDisplayDate(entry.dissolvedOn) : null,
      ),
    );
  const decree = `Decree absolute of ${toDisplayDate(form.decreeAbsoluteDate)}, case ${form.caseNumber}, ${form.court}`;
  const year = nairobiYear(now);
  const number = `${DIVORCE_ACK_PREFIX}/${year}/${pad6(await nextInSeries(tx, `${DIVORCE_ACK_PREFIX}-ACK`, year))}`;
  const district = await districtName(tx, entry.district);
  const document = await issueDocument(tx, ctx.documents, {
    kind: 'DIVORCE_ACKNOWLEDGEMENT',
    title: 'Acknowledgement of a Divorce Return',
    number,
    applicationId: application.id,
    ownerId: application.applicantId,
    issuedBy: ctx.actor.userId,
    issuedAt: now,
    lines: [
      `The registry acknowledges the return of the decree absolute below and has marked the register entry of the marriage dissolved on ${toDisplayDate(form.decreeAbsoluteDate)}.`,
      { heading: 'The decree' },
      { label: 'Case number', value: form.caseNumber, strong: true },
      { label: 'Court', value: form.court },
      { label: 'Decree absolute', value: toDisplayDate(form.decreeAbsoluteDate) },
      { heading: 'The marriage dissolved' },
      { label: 'Register entry', value: entry.registrationNumber, strong: true },
      { label: 'Party A', value: entry.partyA.name },
      { label: 'Party B', value: entry.partyB.name },
      { label: 'Date of the marriage', value: toDisplayDate(entry.celebratedAt) },
      { label: 'District', value: district },
      { heading: 'The return' },
      { label: 'Application', value: application.reference },
      { label: 'Recorded on', value: toDisplayDate(now) },
      'Check this acknowledgement with the code printed on it.',
    ],
  });
  // The entry marked dissolved, with the decree as its margin reads, and the decree kept.
  const [row] = (await dissolvedWithDecree(tx, {
    marriage: entry.id,
    dissolvedOn: form.decreeAbsoluteDate,
    decree,
    application: application.id,
    registrationNumber: entry.registrationNumber,
    organisation: application.organisationId,
    caseNumber: form.caseNumber,
    court: form.court,
    acknowledgement: number,
    document: document.id,
    actor: ctx.actor.userId,
    at: now,
  })) as { id: string }[];
  await applicationEvent(
    tx,
    { ...application, status: 'Approved' },
    ctx.actor.userId,
    'marriage-dissolved',
    `Register entry ${entry.registrationNumber} marked dissolved on ${toDisplayDate(form.decreeAbsoluteDate)}; acknowledgement ${number} issued`,
    now,
    {
      actorId: ctx.actor.userId,
      action: 'marriage.dissolved',
      entity: 'marriage',
      entityId: entry.id,
      before: { status: entry.status },
      after: {
        status: 'DISSOLVED',
        dissolvedOn: form.decreeAbsoluteDate,
        decree: row.id,
        applicationId: application.id,
      },
    },
  );
  await notifyUser(
    tx,
    application.applicantId,
    'DIVORCE_RETURN_RECORDED',
    {
      subject: `Divorce return ${application.reference} recorded`,
      body: `The decree absolute in case ${form.caseNumber} is recorded: register entry ${entry.registrationNumber} is marked dissolved on ${toDisplayDate(form.decreeAbsoluteDate)}. Download acknowledgement ${number} from the return ${application.reference}.`,
      sms: `Divorce return ${application.reference} recorded; acknowledgement ${number}.`,
    },
    ctx.applicant,
  );
  const parties = found.parties.map((id) => ({ id }));
  for (const party of parties) {
    await notifyUser(tx, party.id, 'MARRIAGE_DISSOLVED', {
      subject: `Your marriage ${entry.registrationNumber} is recorded as dissolved`,
      body: `On the return of ${form.court} (case ${form.caseNumber}), the register of marriages now records your marriage ${entry.registrationNumber} as dissolved by decree absolute of ${toDisplayDate(form.decreeAbsoluteDate)}.`,
      sms: `The register records your marriage ${entry.registrationNumber} as dissolved.`,
    });
  }
  return {
    acknowledgementNumber: number,
    documentId: document.id,
    registrationNumber: entry.registrationNumber,
    dissolvedOn: form.decreeAbsoluteDate,
    partyAName: entry.partyA.name,
    partyBName: entry.partyB.name,
  };
}
