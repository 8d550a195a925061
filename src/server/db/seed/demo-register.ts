import { eq } from 'drizzle-orm';
import { demoAge, demoCondition, demoRegistrationDelay } from './demo-statistics.js';
import { addDays, nairobiInstant, nairobiToday } from '../../../shared/dates.js';
import type { Db } from '../client.js';
import { marriages, referenceCounters, registerBooks, type RegisterParty } from '../schema/index.js';

const WOMEN = [
  'Wanjiru',
  'Akinyi',
  'Chebet',
  'Njeri',
  'Atieno',
  'Mwende',
  'Nafula',
  'Wairimu',
  'Auma',
  'Jepkosgei',
  'Kerubo',
  'Halima',
  'Zawadi',
  'Nasimiyu',
  'Muthoni',
  'Adhiambo',
  'Wambui',
  'Cherono',
  'Nyambura',
  'Fatuma',
];
const MEN = [
  'Kamau',
  'Otieno',
  'Kiprono',
  'Mwangi',
  'Ochieng',
  'Mutua',
  'Wafula',
  'Njoroge',
  'Omondi',
  'Kipchumba',
  'Nyamweya',
  'Hassan',
  'Baraka',
  'Wekesa',
  'Kariuki',
  'Odhiambo',
  'Karanja',
  'Kiptoo',
  'Gitau',
  'Juma',
];
const CHRISTIAN = [
  'Grace',
  'Mary',
  'Joyce',
  'Faith',
  'Esther',
  'Ann',
  'Lucy',
  'Beatrice',
  'Jane',
  'Mercy',
  'John',
  'Peter',
  'James',
  'Joseph',
  'David',
  'Samuel',
  'Daniel',
  'Paul',
  'Stephen',
  'Michael',
];
const SURNAMES = [
  'Kamau',
  'Otieno',
  'Wanjiku',
  'Kiprono',
  'Mwangi',
  'Ochieng',
  'Mutua',
  'Wafula',
  'Njoroge',
  'Omondi',
  'Kipchumba',
  'Nyamweya',
  'Abdi',
  'Barasa',
  'Wekesa',
  'Kariuki',
  'Odhiambo',
  'Karanja',
  'Chelimo',
  'Onyango',
  'Maina',
  'Koech',
  'Muriuki',
  'Achieng',
  'Ndungu',
];
const DISTRICTS = ['047', '047', '047', '001', '042', '032', '027', '022', '012', '037', '016', '045'];
const JOBS = [
  'Teacher',
  'Farmer',
  'Nurse',
  'Accountant',
  'Driver',
  'Trader',
  'Engineer',
  'Clerk',
  'Tailor',
  'Mechanic',
  'Doctor',
  'Pharmacist',
];
const VENUES: Record<string, string> = {
  '047': 'Sheria House, Harambee Avenue, Nairobi',
  '001': 'Registrar of Marriages, Mombasa',
  '042': 'Huduma Centre, Kisumu',
  '032': 'Registrar of Marriages, Nakuru',
  '027': 'Registrar of Marriages, Eldoret',
  '022': 'Registrar of Marriages, Kiambu',
  '012': 'Registrar of Marriages, Meru',
  '037': 'Registrar of Marriages, Kakamega',
  '016': 'Registrar of Marriages, Machakos',
  '045': 'Registrar of Marriages, Kisii',
};

/** Demo register entries this many; the notices' celebrations add the current year's. */
export const DEMO_REGISTER_ENTRIES = 420;

interface Entry {
  district: string;
  year: number;
  day: string;
  partyA: RegisterParty;
  partyB: RegisterParty;
}

/** The name at `index` of `names`, or the next one when it is `avoid` (a surname that is also a first name: no "Kiprono Kiprono"). */
const unlike = (names: readonly string[], index: number, avoid: string) =>
  names[index % names.length] === avoid ? names[(index + 1) % names.length] : names[index % names.length];

/** Two witnesses named as people are (a friend of each side), never "Witness One" (issue 20 #22). */
const witnessesOf = (i: number) => [
  `${CHRISTIAN[(i * 3 + 1) % 10]} ${WOMEN[(i * 7 + 5) % WOMEN.length]} ${SURNAMES[(i * 13 + 7) % SURNAMES.length]}`,
  `${CHRISTIAN[10 + ((i * 3 + 2) % 10)]} ${SURNAMES[(i * 17 + 11) % SURNAMES.length]}`,
];

function party(
  name: string,
  idNumber: string,
  age: number,
  occupation: string,
  residence: string,
  father: string,
  mother: string,
  sex: 'F' | 'M',
  k: number,
): RegisterParty {
  return {
    name,
    idType: 'NATIONAL_ID',
    idNumber,
    age: demoAge(k, age),
    condition: demoCondition(k),
    occupation,
    residence,
    father,
    mother,
    sex,
  };
}

/**
 * The day a decree made a marriage of `day` absolute: within the year before `today` (so that the
 * vital statistics' divorces of the last twelve months have figures), never before the marriage.
 */
const dissolvedOn = (day: string, k: number, today: string) => {
  const decree = addDays(today, -(7 + ((k * 37) % 330)));
  return decree > day ? decree : addDays(day, 30) < today ? addDays(day, 30) : day;
};

/**
 * A register worth searching: a few hundred civil marriages from 1995 to last year across twelve
 * districts, with the names people carry (many shared, so that a search has to tell them apart);
 * a few dissolved since. (The demo notices add this year's celebrated marriages, among them that of
 * the demo citizen Njoroge Kariuki.)
 */
export async function seedDemoRegister(db: Db, now: Date, districtNames: Map<string, string>): Promise<number> {
  const lastYear = Number(now.toISOString().slice(0, 4)) - 1;
  const entries: Entry[] = [];
  for (let i = 0; i < DEMO_REGISTER_ENTRIES; i++) {
    const district = DISTRICTS[i % DISTRICTS.length];
    const year = 1995 + ((i * 7) % (lastYear - 1995 + 1));
    const day = addDays(`${year}-01-01`, (i * 37) % 360);
    const herFirst = WOMEN[(i * 3) % WOMEN.length];
    const herMiddle = CHRISTIAN[i % 10];
    const herLast = SURNAMES[(i * 5) % SURNAMES.length];
    const hisFirst = CHRISTIAN[10 + (i % 10)];
    const hisLast = SURNAMES[(i * 11 + 3) % SURNAMES.length];
    const hisMiddle = unlike(MEN, i * 7, hisLast);
    const residence = districtNames.get(district) ?? district;
    entries.push({
      district,
      year,
      day,
      partyA: party(
        `${herFirst} ${herMiddle} ${herLast}`,
        String(20_100_000 + i * 131),
        22 + (i % 15),
        JOBS[i % JOBS.length],
        residence,
        `${CHRISTIAN[10 + ((i + 3) % 10)]} ${herLast}`,
        `${CHRISTIAN[(i + 4) % 10]} ${herLast}`,
        'F',
        i,
      ),
      partyB: party(
        `${hisFirst} ${hisMiddle} ${hisLast}`,
        String(21_100_000 + i * 173),
        25 + (i % 17),
        JOBS[(i + 5) % JOBS.length],
        residence,
        `${unlike(MEN, i + 2, hisLast)} ${hisLast}`,
        `${WOMEN[(i + 6) % WOMEN.length]} ${hisLast}`,
        'M',
        i + 7,
      ),
    });
  }
  entries.sort((a, b) => a.day.localeCompare(b.day));
  const books = new Map<string, { id: string; used: number }>();
  const counters = new Map<string, number>();
  const rows: (typeof marriages.$inferInsert)[] = [];
  for (const entry of entries) {
    const key = `${entry.district}/${entry.year}`;
    let book = books.get(key);
    if (!book) {
      const [created] = await db
        .insert(registerBooks)
        .values({
          district: entry.district,
          year: entry.year,
          bookNumber: `${key}/1`,
          capacity: 500,
          entriesUsed: 0,
          createdAt: nairobiInstant(`${entry.year}-01-02`),
        })
        .returning();
      book = { id: created.id, used: 0 };
      books.set(key, book);
    }
    book.used += 1;
    const n = (counters.get(key) ?? 0) + 1;
    counters.set(key, n);
    rows.push({
      registrationNumber: `MC/${key}/${String(n).padStart(6, '0')}`,
      bookId: book.id,
      entryNumber: book.used,
      district: entry.district,
      partyA: entry.partyA,
      partyB: entry.partyB,
      partyAIdNumber: entry.partyA.idNumber,
      partyBIdNumber: entry.partyB.idNumber,
      celebratedAt: nairobiInstant(entry.day, `${String(9 + (n % 7)).padStart(2, '0')}:00`),
      venueName: VENUES[entry.district] ?? 'Registrar of Marriages',
      officiantName: 'Registrar of Marriages',
      witnesses: witnessesOf(rows.length),
      // A few were dissolved by decree since (some years later, never after last year).
      ...(rows.length % 29 === 11
        ? {
            status: 'DISSOLVED' as const,
            dissolvedOn: dissolvedOn(entry.day, rows.length, nairobiToday(now)),
          }
        : { status: 'SUBSISTING' as const }),
      // The registrar's civil marriages, registered the day of the marriage or a little after (some late).
      ceremony: 'CIVIL',
      place: 'REGISTRY',
      createdAt: nairobiInstant(addDays(entry.day, demoRegistrationDelay(rows.length)), '17:00'),
    });
  }
  for (let i = 0; i < rows.length; i += 100) await db.insert(marriages).values(rows.slice(i, i + 100));
  for (const book of books.values())
    await db.update(registerBooks).set({ entriesUsed: book.used }).where(eq(registerBooks.id, book.id));
  // The registration numbers' series go on from these entries (a later entry of 2016 in Kisumu is MC/042/2016/<next>).
  for (const [key, last] of counters) {
    const [district, year] = key.split('/');
    await db
      .insert(referenceCounters)
      .values({ prefix: `MC-${district}`, year: Number(year), last })
      .onConflictDoUpdate({ target: [referenceCounters.prefix, referenceCounters.year], set: { last } });
  }
  return rows.length;
}
