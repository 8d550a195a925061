import { eq } from 'drizzle-orm';
import { nairobiInstant } from '../../../shared/dates.js';
import { closedMonths } from '../../../shared/returns.js';
import { ServiceHooks } from '../../modules/applications/outcomes.js';
import { nextRegisterPlace } from '../../modules/register/service.js';
import { SERVER_SERVICES } from '../../services/index.js';
import type { FileStore } from '../../storage/files.js';
import type { Db } from '../client.js';
import { marriageReturnReminders, marriages, organisations } from '../schema/index.js';
import { planRunner } from './demo-applications.js';
import { VERIFIED_BY_REGISTRY } from './demo-verifications.js';

const CHURCH = "St. Andrew's Presbyterian Church, Nairobi";
const LICENSED_SINCE = new Date('2024-01-01T00:00:00Z');

export interface Couple {
  a: [name: string, idNumber: string];
  b: [name: string, idNumber: string];
  day: string;
}

/** An entry of the register the church celebrated and the registry already entered (as its celebration did). */
export async function churchEntry(db: Db, { a, b, day }: Couple, now: Date): Promise<string> {
  return db.transaction(async (tx) => {
    const year = Number(day.slice(0, 4));
    const { bookId, entryNumber, registrationNumber } = await nextRegisterPlace(tx, '047', year, now);
    const party = ([name, idNumber]: [string, string], age: number) => ({
      name,
      idType: 'NATIONAL_ID',
      idNumber,
      age,
      condition: 'NEVER_MARRIED',
      occupation: 'Accountant',
      residence: 'Nairobi',
      father: `Father of ${name}`,
      mother: `Mother of ${name}`,
    });
    const celebratedAt = nairobiInstant(day, '10:00');
    await tx.insert(marriages).values({
      registrationNumber,
      bookId,
      entryNumber,
      district: '047',
      partyA: party(a, 30),
      partyB: party(b, 28),
      partyAIdNumber: a[1],
      partyBIdNumber: b[1],
      celebratedAt,
      venueName: CHURCH,
      officiantName: 'Rev. Samuel Mwangi',
      ceremony: 'CHRISTIAN',
      denomination: 'Presbyterian Church of East Africa',
      place: 'PLACE_OF_WORSHIP',
      witnesses: ['Peter Kamau Njoroge', 'Ruth Wanjiru Maina'],
      status: 'SUBSISTING',
      createdAt: celebratedAt,
    });
    return registrationNumber;
  });
}

const line = (registrationNumber: string | null, { a, b, day }: Couple) => ({
  registrationNumber,
  partyAName: a[0],
  partyAIdNumber: a[1],
  partyBName: b[0],
  partyBIdNumber: b[1],
  date: day,
});
export const particulars = (c: Couple) => ({
  ...line(null, c),
  partyAAge: 33,
  partyBAge: 29,
  district: '047',
  venueName: CHURCH,
  officiantName: 'Rev. Samuel Mwangi',
  witness1: 'Grace Njeri Kariuki',
  witness2: 'James Otieno Odhiambo',
});

/**
 * Demo marriage returns (domain section 11, MR), by the church, for the closed months before now:
 * three months ago all matched; two months ago one matched, one entered into the register and one
 * flagged as mismatched; last month's waiting for the officer; four months ago missing, as the
 * month is for a licensed mosque and a licensed temple that file none (the church was reminded).
 */
export async function seedDemoReturns(
  db: Db,
  files: FileStore,
  now: Date,
  publicUrl = 'http://localhost:8080',
): Promise<void> {
  const [last, twoAgo, threeAgo, fourAgo] = closedMonths(4, now);
  await db.update(organisations).set({ createdAt: LICENSED_SINCE }).where(eq(organisations.name, CHURCH));
  await db.insert(organisations).values([
    {
      name: 'Jamia Mosque, Nairobi',
      type: 'MOSQUE',
      registrationNumber: 'SOC/JM/1925',
      licensed: true,
      createdAt: LICENSED_SINCE,
      ...VERIFIED_BY_REGISTRY(LICENSED_SINCE),
    },
    {
      name: 'Shree Swaminarayan Temple, Nairobi',
      type: 'TEMPLE',
      registrationNumber: 'SOC/SST/1955',
      licensed: true,
      createdAt: LICENSED_SINCE,
      ...VERIFIED_BY_REGISTRY(LICENSED_SINCE),
    },
  ]);
  const couples = {
    kiprop: { a: ['Brian Kiprop Rotich', '28411590'], b: ['Mercy Chebet Koech', '29033417'], day: `${threeAgo}-06` },
    wafula: { a: ['Dennis Wafula Simiyu', '27194456'], b: ['Faith Nekesa Wanyama', '30127781'], day: `${threeAgo}-20` },
    mutiso: {
      a: ['Collins Mutiso Musyoka', '26650238'],
      b: ['Esther Mwikali Ndunda', '31408862'],
      day: `${twoAgo}-04`,
    },
    njenga: { a: ['George Njenga Kamau', '25987310'], b: ['Irene Wambui Gitau', '32216649'], day: `${twoAgo}-11` },
    otieno: { a: ['Samuel Otieno Okoth', '27733102'], b: ['Caroline Achieng Odera', '29458810'], day: `${twoAgo}-25` },
    mwangi: { a: ['Kevin Mwangi Ndirangu', '28120945'], b: ['Ann Wairimu Kinyua', '30561127'], day: `${last}-08` },
    langat: { a: ['Victor Langat Kirui', '26319084'], b: ['Sharon Jeptoo Bett', '31770352'], day: `${last}-22` },
    // Celebrated and registered in the month the church has not returned yet.
    ouma: { a: ['Brian Ouma Odhiambo', '27480163'], b: ['Diana Atieno Were', '30815549'], day: `${fourAgo}-07` },
    kariuki: {
      a: ['Joseph Kariuki Mwaura', '26094471'],
      b: ['Lucy Nyambura Gachoka', '31355028'],
      day: `${fourAgo}-21`,
    },
  } satisfies Record<string, Couple>;
  const numbers: Record<string, string> = {};
  for (const key of ['kiprop', 'wafula', 'mutiso', 'otieno', 'mwangi', 'ouma', 'kariuki'] as const)
    numbers[key] = await churchEntry(db, couples[key], now);
  const runner = await planRunner(
    db,
    files,
    publicUrl,
    new ServiceHooks().registerServices({ MARRIAGE_RETURN: SERVER_SERVICES.MARRIAGE_RETURN }),
  );
  const run = (month: string, lines: object[], to: 'Submitted' | 'Approved') =>
    runner.run({ applicant: 'church@demo.test', service: 'MARRIAGE_RETURN', form: { month, lines }, to });
  await run(threeAgo, [line(numbers.kiprop, couples.kiprop), line(numbers.wafula, couples.wafula)], 'Approved');
  await run(
    twoAgo,
    [
      line(numbers.mutiso, couples.mutiso),
      // Not yet in the register: entered from the return.
      particulars(couples.njenga),
      // The register spells the bride's name otherwise: flagged.
      { ...line(numbers.otieno, couples.otieno), partyBName: 'Caroline Akinyi Odera' },
    ],
    'Approved',
  );
  await run(last, [line(numbers.mwangi, couples.mwangi), particulars(couples.langat)], 'Submitted');
  // The church was reminded of the month it has not returned yet.
  const [church] = await db.select({ id: organisations.id }).from(organisations).where(eq(organisations.name, CHURCH));
  if (church)
    await db.insert(marriageReturnReminders).values({ organisationId: church.id, month: fourAgo, sentAt: now });
}
