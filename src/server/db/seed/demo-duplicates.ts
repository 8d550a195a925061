import { and, eq } from 'drizzle-orm';
import { addDays, nairobiDate } from '../../../shared/dates.js';
import { closedMonths } from '../../../shared/returns.js';
import { ServiceHooks } from '../../modules/applications/outcomes.js';
import { DuplicatesService } from '../../modules/duplicates/service.js';
import { possibleDuplicates } from '../../modules/duplicates/schema.js';
import { SERVER_SERVICES } from '../../services/index.js';
import { SystemClock } from '../../clock.js';
import type { FileStore } from '../../storage/files.js';
import type { Db } from '../client.js';
import { licences, users } from '../schema/index.js';
import { callerFor, planRunner } from './demo-applications.js';
import { churchEntry, particulars, type Couple } from './demo-returns.js';

/** A day `years` and `days` before `day` (yyyy-mm-dd): a date of birth that makes the register's age right. */
const bornBefore = (day: string, years: number, days: number) =>
  addDays(`${Number(day.slice(0, 4)) - years}${day.slice(4)}`, -days);

const person = (name: string, idNumber: string, sex: 'F' | 'M', dateOfBirth: string, n: number) => {
  const [firstName, middleName, lastName] = name.split(' ');
  return {
    firstName,
    middleName,
    lastName,
    idType: 'NATIONAL_ID',
    idNumber,
    nationality: 'KE',
    dateOfBirth,
    sex,
    condition: 'NEVER_MARRIED',
    occupation: sex === 'F' ? 'Nurse' : 'Civil engineer',
    residenceDistrict: '047',
    fatherName: `Joseph ${lastName}`,
    motherName: `Esther ${lastName}`,
    phone: `+2547119${String(10_000 + n).slice(-5)}`,
    email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}.dup${n}@example.test`,
  };
};

/**
 * Possible duplicates in the demo (issue 24), found by the real screening as the church submits:
 * waiting, the church's registration of a couple the register already holds (its groom's name spelt
 * otherwise) and its return re-entering a marriage it registered (the bride's ID number mistyped);
 * decided, one found a duplicate (declined) and one not (gone on to the officer's queue).
 */
export async function seedDemoDuplicates(db: Db, files: FileStore, now: Date, publicUrl = 'http://localhost:8080') {
  const runner = await planRunner(
    db,
    files,
    publicUrl,
    new ServiceHooks().registerServices({
      INSTITUTION_MARRIAGE: SERVER_SERVICES.INSTITUTION_MARRIAGE,
      MARRIAGE_RETURN: SERVER_SERVICES.MARRIAGE_RETURN,
    }),
  );
  const today = nairobiDate(now);
  const [church] = await db.select().from(users).where(eq(users.email, 'church@demo.test'));
  const [licence] = await db
    .select()
    .from(licences)
    .where(and(eq(licences.organisationId, church.organisationId!), eq(licences.kind, 'PUBLIC_PLACE')));
  let n = 0;
  /** The church registers a couple (the bride, the groom) with ID numbers the register does not hold. */
  const registration = async (names: [bride: string, groom: string], born: [string, string], daysAgo: number) => {
    n += 2;
    return runner.run({
      applicant: 'church@demo.test',
      service: 'INSTITUTION_MARRIAGE',
      to: 'Submitted',
      form: {
        partyA: person(names[0], String(37_910_101 + n * 17), 'F', born[0], n),
        partyB: person(names[1], String(37_910_102 + n * 17), 'M', born[1], n + 1),
        celebrationDate: addDays(today, -daysAgo),
        venueLicenceNumber: licence.number,
        venueName: licence.venueName,
        district: licence.district,
        officiantLicenceNumber: 'OFF/PCEA/0217',
        officiantName: 'Rev. Grace Wanjiru Kariuki',
        witnesses: [
          { fullName: 'Agnes Wairimu Gitau', idNumber: String(37_920_001 + n), phone: '+254722610901' },
          { fullName: 'Moses Kiprotich Sang', idNumber: String(37_920_101 + n), phone: '+254722610902' },
        ],
        lateReason: null,
      },
    });
  };
  // The register's entries (ages 30 and 28: churchEntry's), each of a couple the church files again.
  const grace: Couple = {
    a: ['Daniel Kipchumba Rono', '28650173'],
    b: ['Grace Wanjiku Mwangi', '31207786'],
    day: '2021-05-15',
  };
  const lucy: Couple = {
    a: ['Brian Otieno Ouko', '27318840'],
    b: ['Lucy Achieng Onyango', '30992614'],
    day: '2022-09-03',
  };
  const mary: Couple = {
    a: ['John Mwangi Njoroge', '25840397'],
    b: ['Mary Wanjiru Kamau', '32604451'],
    day: addDays(today, -30),
  };
  for (const couple of [grace, lucy, mary]) await churchEntry(db, couple, now);
  const born = (c: Couple): [string, string] => [bornBefore(c.day, 28, 120), bornBefore(c.day, 30, 45)];
  // Waiting: "Ronoh" for "Rono", born as the register's ages say.
  await registration(['Grace Wanjiku Mwangi', 'Daniel Kipchumba Ronoh'], born(grace), 6);
  // Decided a duplicate: the couple's civil marriage of 2022, filed again by the church.
  const repeated = await registration(['Lucy Achieng Onyango', 'Brian Otieno Ouko'], born(lucy), 9);
  // Decided not a duplicate: the same common names, people born years after the register's couple.
  const namesakes = await registration(['Mary Wanjiru Kamau', 'John Mwangi Njoroge'], ['2000-02-14', '1999-08-30'], 12);

  // Waiting: the church's return for five months ago lists a marriage it registered that month, the bride's ID mistyped.
  const fiveAgo = closedMonths(5, now)[4];
  const peter: Couple = {
    a: ['Peter Kamau Mbugua', '26730918'],
    b: ['Susan Njeri Wambui', '31566042'],
    day: `${fiveAgo}-13`,
  };
  await churchEntry(db, peter, now);
  await runner.run({
    applicant: 'church@demo.test',
    service: 'MARRIAGE_RETURN',
    to: 'Submitted',
    form: {
      month: fiveAgo,
      lines: [{ ...particulars(peter), partyBIdNumber: '31566024', partyAAge: 30, partyBAge: 28 }],
    },
  });

  const duplicates = new DuplicatesService({ db, clock: new SystemClock(), notified: () => undefined });
  const officer = await callerFor(db, 'officer@demo.test');
  const decide = async (applicationId: string | undefined, decision: 'DUPLICATE' | 'NOT_DUPLICATE', reason: string) => {
    if (!applicationId) return;
    const [flag] = await db
      .select()
      .from(possibleDuplicates)
      .where(eq(possibleDuplicates.applicationId, applicationId));
    if (flag) await duplicates.decide(officer, flag.id, { decision, reason, version: flag.version });
  };
  await decide(
    repeated?.id,
    'DUPLICATE',
    'The same marriage as the civil ceremony at Sheria House on 03-09-2022, already in the register; the church filed it again by mistake.',
  );
  await decide(
    namesakes?.id,
    'NOT_DUPLICATE',
    'Other people of the same names: the register’s couple are four years older, married a month ago at Sheria House, and hold other ID numbers.',
  );
}
