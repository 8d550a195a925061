import { asc, isNull } from 'drizzle-orm';
import { nairobiDate } from '../../../shared/dates.js';
import { ServiceHooks } from '../../modules/applications/outcomes.js';
import { SERVER_SERVICES } from '../../services/index.js';
import type { FileStore } from '../../storage/files.js';
import type { Db } from '../client.js';
import { marriages } from '../schema/index.js';
import { planRunner, type Plan } from './demo-applications.js';

type Applicant = 'citizen@demo.test' | 'church@demo.test';

/**
 * Completed register searches of the demo citizen (Wanjiku) and the demo church, each found one entry
 * of the demo register (or none); search reports of them in every status, and certified copies
 * ordered from what they found. Runs after the certificate stamps are seeded (the copies bear one).
 */
export async function seedDemoReports(db: Db, files: FileStore, publicUrl = 'http://localhost:8080'): Promise<void> {
  const hooks = new ServiceHooks().registerServices({
    REGISTER_SEARCH: SERVER_SERVICES.REGISTER_SEARCH,
    SEARCH_REPORT: SERVER_SERVICES.SEARCH_REPORT,
    CERTIFIED_COPY: SERVER_SERVICES.CERTIFIED_COPY,
  });
  const runner = await planRunner(db, files, publicUrl, hooks);
  // Entries of the demo register itself (no officer recorded them), not the year of history.
  const entries = await db
    .select()
    .from(marriages)
    .where(isNull(marriages.recordedBy))
    .orderBy(asc(marriages.registrationNumber))
    .limit(60);
  let next = 7;
  /** A completed search by the names, year and district of one entry of the register (so it finds it). */
  const search = async (applicant: Applicant, purpose: string, none = false) => {
    const entry = entries[next];
    next += 5;
    const year = nairobiDate(entry.celebratedAt).slice(0, 4);
    const form = none
      ? {
          partyName: 'Tabitha Wanjala Kibiwott',
          otherPartyName: 'Hezekiah Onsongo Makori',
          from: '1990-01-01',
          to: '1994-12-31',
          district: '045',
          purpose,
        }
      : {
          partyName: entry.partyA.name,
          otherPartyName: null,
          from: `${year}-01-01`,
          to: `${year}-12-31`,
          district: entry.district,
          purpose,
        };
    const row = await runner.run({ applicant, service: 'REGISTER_SEARCH', form, to: 'Approved' });
    if (!row || row.status !== 'Approved') throw new Error('A demo search was not completed');
    return { reference: row.reference, entry: entry.registrationNumber };
  };
  const report = (
    applicant: Applicant,
    searchReference: string,
    purpose: string,
    plan: Pick<Plan, 'to' | 'claim' | 'reason'>,
  ) => runner.run({ applicant, service: 'SEARCH_REPORT', form: { searchReference, purpose }, ...plan });
  const copy = (
    applicant: Applicant,
    found: { reference: string; entry: string },
    copies: number,
    purpose: string,
    to: Plan['to'],
  ) =>
    runner.run({
      applicant,
      service: 'CERTIFIED_COPY',
      form: { registerEntryNumber: found.entry, searchReference: found.reference, copies, purpose },
      to,
    });

  const citizen: Applicant = 'citizen@demo.test';
  const first = await search(citizen, "Succession of my late grandmother's estate");
  await report(citizen, first.reference, 'The succession court asks for an official search', {
    to: 'Declined',
    reason: 'Name the succession cause: the court gave it a number.',
  });
  await report(citizen, first.reference, 'Succession cause E214 of 2025: official search for the court', {
    to: 'Draft',
  });
  await report(
    citizen,
    (await search(citizen, 'Land title transfer')).reference,
    'The land registry asks for an official search',
    { to: 'Payment_Confirmation' },
  );
  await report(
    citizen,
    (await search(citizen, "My parents' marriage, for my passport")).reference,
    "Passport application for my late mother's maiden name",
    { to: 'Submitted' },
  );
  await report(
    citizen,
    (await search(citizen, 'Pension claim of my late aunt')).reference,
    'The pension fund asks for an official search',
    { to: 'Pending' },
  );
  await report(
    citizen,
    (await search(citizen, 'Bank: joint account of my late uncle')).reference,
    'The bank asks for an official search',
    { to: 'DIRECTOR' },
  );
  await report(
    citizen,
    (await search(citizen, 'Confirm no earlier marriage of my fiancé', true)).reference,
    'Marriage abroad: proof that no earlier marriage was found',
    { to: 'Approved' },
  );
  const found = await search(citizen, "Probate of my late grandfather's estate");
  await report(citizen, found.reference, 'Probate: official search for the High Court', { to: 'Approved' });
  await copy(citizen, found, 2, 'Probate: the High Court asks for certified copies of the entry', 'Approved');

  const church: Applicant = 'church@demo.test';
  await report(
    church,
    (await search(church, 'A couple asks us to confirm their civil marriage before a church blessing')).reference,
    'Church blessing of a civil marriage',
    { to: 'DIRECTOR', claim: true },
  );
  await report(church, (await search(church, 'Membership records')).reference, 'Membership records', {
    to: 'Corrections_Requested',
    reason: 'Say which members the records are about and why the church needs an official report.',
  });
  const churchFound = await search(church, "Confirm the marriage of a couple before their children's baptism");
  await report(church, churchFound.reference, "Baptism records of the couple's children", { to: 'Approved' });
  await copy(church, churchFound, 1, "Baptism records: a certified copy of the parents' entry", 'Approved');
  const churchOther = await search(
    church,
    "A widow asks for her late husband's marriage entry for the church pension scheme",
  );
  await report(church, churchOther.reference, 'Church pension scheme', {
    to: 'Declined',
    reason: 'The widow can ask for the report herself; the church is not a party.',
  });
  await copy(church, churchOther, 1, 'Church pension scheme: a certified copy of the entry', 'Submitted');
}
