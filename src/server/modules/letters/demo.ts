import { eq } from 'drizzle-orm';
import { addDays, addMonths, endOfNairobiDay, nairobiDate, nairobiInstant } from '../../../shared/dates.js';
import { ServiceHooks } from '../applications/outcomes.js';
import { nextRegisterPlace } from '../register/service.js';
import { SAMPLE_CITIZENS } from '../identity/sample-citizens.js';
import type { FileStore } from '../../storage/files.js';
import type { Db } from '../../db/client.js';
import { applications, documents, marriages } from '../../db/schema/index.js';
import { callerFor, planRunner, type Plan } from '../../db/seed/demo-applications.js';
import { recordDispatch } from '../applications/dispatch.js';
import { SystemClock } from '../../clock.js';
import { maritalStatusLetter } from './definition.js';
import { maritalStatusLetters } from './schema.js';

const DAY = 86_400_000;

const letter = (purpose: string, district = '047', destinationCountry: string | null = null) => ({
  purpose,
  destinationCountry,
  district,
});
/** A letter with priced extras (issue 20 #4): express processing, courier delivery to an address. */
const withExtras = (
  form: ReturnType<typeof letter>,
  items: { code: string; quantity: number }[],
  deliveryAddress: string | null = null,
) => ({ ...form, extras: { items, deliveryAddress } });
const EXPRESS = { code: 'EXPRESS_LETTER', quantity: 1 };
const COURIER = { code: 'COURIER_DELIVERY', quantity: 1 };

/**
 * Omondi Kevin Ouma's first marriage (Kisumu, 2016), dissolved by decree: the demo register's
 * dissolved entry, behind the "divorced" party of a demo notice and a letter saying dissolved.
 */
async function dissolvedEntry(db: Db, now: Date) {
  const omondi = SAMPLE_CITIZENS.find((c) => c.idNumber === '24689713')!;
  const celebratedAt = nairobiInstant('2016-08-13', '11:00');
  await db.transaction(async (tx) => {
    const { bookId, entryNumber, registrationNumber } = await nextRegisterPlace(tx, '042', 2016, now);
    const party = (name: string, idNumber: string, sex: 'F' | 'M', occupation: string) => ({
      name,
      idType: 'NATIONAL_ID',
      idNumber,
      age: sex === 'M' ? 31 : 27,
      condition: 'NEVER_MARRIED',
      occupation,
      residence: 'Kisumu',
      father: `Father of ${name}`,
      mother: `Mother of ${name}`,
      sex,
    });
    await tx.insert(marriages).values({
      registrationNumber,
      bookId,
      entryNumber,
      district: '042',
      ceremony: 'CIVIL',
      place: 'REGISTRY',
      partyA: party('Lilian Adhiambo Owino', '27755013', 'F', 'Teacher'),
      partyB: party(
        `${omondi.firstName} ${omondi.middleName} ${omondi.lastName}`,
        omondi.idNumber,
        'M',
        'Mechanical engineer',
      ),
      partyAIdNumber: '27755013',
      partyBIdNumber: omondi.idNumber,
      celebratedAt,
      venueName: 'Registrar of Marriages, Kisumu',
      officiantName: 'Registrar of Marriages, Kisumu',
      witnesses: ['Otieno Joseph Ouma', 'Akoth Mary Owino'],
      status: 'DISSOLVED',
      createdAt: celebratedAt,
      dissolvedOn: '2021-05-14',
      dissolutionDecree:
        'Decree absolute of 14-05-2021, case KISUMU DIVORCE CAUSE NO. 37 OF 2020, High Court of Kenya at Kisumu',
    });
  });
}

/**
 * Demo marital status letters (domain section 11): applications in every status and at both levels,
 * and letters issued with each finding: no entry (Wanjiku), married (Njoroge, married three days
 * ago in the demo register), dissolved (Omondi), and one that has expired.
 */
export async function seedDemoLetters(
  db: Db,
  files: FileStore,
  now: Date,
  publicUrl = 'http://localhost:8080',
): Promise<void> {
  await dissolvedEntry(db, now);
  const hooks = new ServiceHooks().registerServices({ MARITAL_STATUS_LETTER: maritalStatusLetter });
  const runner = await planRunner(db, files, publicUrl, hooks);
  const plans: Omit<Plan, 'service'>[] = [
    {
      applicant: 'zawadi@demo.test',
      form: letter('Scholarship abroad: the embassy asks for proof of marital status', '047', 'CA'),
      to: 'Draft',
    },
    {
      applicant: 'fatuma@demo.test',
      form: letter('Employment in Qatar: the employer asks for a single status letter', '001', 'QA'),
      to: 'Payment_Confirmation',
    },
    {
      applicant: 'citizen@demo.test',
      form: letter('To marry abroad: required by the registrar in Manchester', '047', 'GB'),
      to: 'Submitted',
    },
    { applicant: 'nasimiyu@demo.test', form: letter('Employer insurance: declaring dependants'), to: 'Pending' },
    {
      applicant: 'mutua@demo.test',
      form: withExtras(letter('Marriage in Germany: certificate of no impediment', '047', 'DE'), [EXPRESS]),
      to: 'DIRECTOR',
    },
    {
      applicant: 'fatuma@demo.test',
      form: letter('Residence permit in the United Arab Emirates', '001', 'AE'),
      to: 'DIRECTOR',
      claim: true,
    },
    {
      applicant: 'mutua@demo.test',
      form: letter('Bank loan: the bank asks for my marital status'),
      to: 'Corrections_Requested',
      reason: 'The passport photo is too dark to recognise you: attach a clearer one.',
    },
    {
      applicant: 'zawadi@demo.test',
      form: letter('Adoption application'),
      to: 'Declined',
      reason: 'A marital status letter is not needed for adoption; the court asks for the marriage certificate.',
    },
    // Issued, each finding.
    {
      applicant: 'citizen@demo.test',
      form: withExtras(
        letter('Visa application for the Netherlands', '047', 'NL'),
        [COURIER],
        'Kileleshwa Heights, House 7, Othaya Road, Nairobi',
      ),
      to: 'Approved',
    },
    // Express, by courier, already sent (the dispatch below).
    {
      applicant: 'njoroge@demo.test',
      form: withExtras(
        letter('Spouse visa for the United Kingdom', '047', 'GB'),
        [EXPRESS, COURIER],
        'Riverside Park, Maisonette 3, Riverside Drive, Nairobi',
      ),
      to: 'Approved',
    },
    {
      applicant: 'omondi@demo.test',
      form: letter('To marry again: the registry asks for my status', '042'),
      to: 'Approved',
    },
  ];
  const seeded = [];
  for (const plan of plans) seeded.push(await runner.run({ ...plan, service: 'MARITAL_STATUS_LETTER' }));
  // Njoroge's letter left with the courier the day it was issued.
  const sent = seeded[plans.findIndex((p) => p.applicant === 'njoroge@demo.test')]!;
  await recordDispatch({ db, clock: new SystemClock() }, await callerFor(db, 'officer@demo.test'), sent.id, {
    courier: 'G4S Courier',
    trackingNumber: 'G4S-2611-40981',
    version: sent.version,
  });
  // One issued four months ago: it has expired.
  const expired = await runner.run({
    applicant: 'nasimiyu@demo.test',
    service: 'MARITAL_STATUS_LETTER',
    form: letter('Job application at the county government'),
    to: 'Approved',
  });
  const outcome = expired!.outcome as { documentId: string };
  const issuedAt = new Date(now.getTime() - 120 * DAY);
  const validUntil = endOfNairobiDay(addDays(addMonths(nairobiDate(issuedAt), 3), -1));
  await db
    .update(maritalStatusLetters)
    .set({ issuedAt, validUntil })
    .where(eq(maritalStatusLetters.applicationId, expired!.id));
  await db.update(documents).set({ issuedAt }).where(eq(documents.id, outcome.documentId));
  await db
    .update(applications)
    .set({ outcome: { ...expired!.outcome, validUntil: validUntil.toISOString() }, decidedAt: issuedAt })
    .where(eq(applications.id, expired!.id));
}
