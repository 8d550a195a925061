import { addDays, nairobiDate, nairobiInstant } from '../../../shared/dates.js';
import { ServiceHooks } from '../../modules/applications/outcomes.js';
import { nextRegisterPlace } from '../../modules/register/service.js';
import { SERVER_SERVICES } from '../../services/index.js';
import type { FileStore } from '../../storage/files.js';
import type { Db } from '../client.js';
import { marriages } from '../schema/index.js';
import { planRunner, type Plan } from './demo-applications.js';

const COURT = 'High Court of Kenya at Nairobi (Milimani), Family Division';

interface DemoCouple {
  a: [string, string, 'F' | 'M'];
  b: [string, string, 'F' | 'M'];
  day: string;
}

/** Marriages of the Nairobi register that the demo court's decrees name (their own entries, so other demos keep theirs). */
const COUPLES: DemoCouple[] = [
  { a: ['Kevin Omondi Otieno', '21458830', 'M'], b: ['Beatrice Akinyi Odera', '23017764', 'F'], day: '2014-04-12' },
  { a: ['Joseph Mwangi Kariuki', '20933415', 'M'], b: ['Esther Wanjiru Gitau', '22780196', 'F'], day: '2015-11-21' },
  { a: ['Daniel Kiprop Rotich', '25140387', 'M'], b: ['Caroline Chebet Kemboi', '26391108', 'F'], day: '2017-02-18' },
  { a: ['Samuel Njuguna Kamau', '19872245', 'M'], b: ['Lucy Nyambura Waweru', '21604479', 'F'], day: '2012-08-04' },
  { a: ['Brian Ochieng Owuor', '27719350', 'M'], b: ['Mercy Atieno Okoth', '28460023', 'F'], day: '2018-06-30' },
  { a: ['Peter Mutua Musyoka', '22345871', 'M'], b: ['Agnes Mwikali Nzioka', '24198836', 'F'], day: '2013-12-14' },
  // Named by no return yet: the decree the court's clerk is about to return (the draft below).
  { a: ['Collins Kiprotich Bett', '26813390', 'M'], b: ['Faith Jepkosgei Sang', '27390415', 'F'], day: '2016-09-10' },
];

async function entryOf(db: Db, couple: DemoCouple, now: Date): Promise<string> {
  const year = Number(couple.day.slice(0, 4));
  return db.transaction(async (tx) => {
    const { bookId, entryNumber, registrationNumber } = await nextRegisterPlace(tx, '047', year, now);
    const party = ([name, idNumber, sex]: DemoCouple['a']) => ({
      name,
      idType: 'NATIONAL_ID',
      idNumber,
      age: sex === 'M' ? 30 : 27,
      condition: 'NEVER_MARRIED',
      occupation: sex === 'M' ? 'Accountant' : 'Nurse',
      residence: 'Nairobi',
      father: `Father of ${name}`,
      mother: `Mother of ${name}`,
      sex,
    });
    const celebratedAt = nairobiInstant(couple.day, '10:00');
    await tx.insert(marriages).values({
      registrationNumber,
      bookId,
      entryNumber,
      district: '047',
      partyA: party(couple.a),
      partyB: party(couple.b),
      partyAIdNumber: couple.a[1],
      partyBIdNumber: couple.b[1],
      celebratedAt,
      venueName: 'Registrar of Marriages, Sheria House, Nairobi',
      officiantName: 'Registrar of Marriages, Nairobi',
      ceremony: 'CIVIL',
      place: 'REGISTRY',
      witnesses: ['Wambui Grace Njeri', 'Otieno Paul Onyango'],
      status: 'SUBSISTING',
      createdAt: celebratedAt,
    });
    return registrationNumber;
  });
}

/**
 * The demo court's divorce returns (domain section 11, DV), one in each state: a draft, one waiting
 * for the officer, one at the director, one sent back, one declined and two approved (their entries
 * dissolved, acknowledgements issued).
 */
export async function seedDemoDivorces(
  db: Db,
  files: FileStore,
  now: Date,
  publicUrl = 'http://localhost:8080',
): Promise<void> {
  const numbers: string[] = [];
  for (const couple of COUPLES) numbers.push(await entryOf(db, couple, now));
  const hooks = new ServiceHooks().registerServices({ DIVORCE_RETURN: SERVER_SERVICES.DIVORCE_RETURN });
  const runner = await planRunner(db, files, publicUrl, hooks);
  const today = nairobiDate(now);
  const form = (i: number, caseNo: number, daysAgo: number) => ({
    caseNumber: `MILIMANI DIVORCE CAUSE NO. E${caseNo} OF 2025`,
    court: COURT,
    decreeAbsoluteDate: addDays(today, -daysAgo),
    registrationNumber: numbers[i],
  });
  const plans: Omit<Plan, 'service' | 'applicant'>[] = [
    { form: form(0, 118, 12), to: 'Approved' },
    { form: form(1, 131, 30), to: 'Approved' },
    { form: form(2, 142, 9), to: 'DIRECTOR' },
    { form: form(3, 150, 6), to: 'Submitted' },
    {
      form: form(4, 163, 20),
      to: 'Corrections_Requested',
      reason: 'The copy of the decree attached is the decree nisi: attach the decree absolute.',
    },
    {
      form: { ...form(5, 97, 45), caseNumber: 'MILIMANI DIVORCE CAUSE NO. E97 OF 2025' },
      to: 'Declined',
      reason: 'The decree was set aside on appeal (Civil Appeal E204 of 2025): the marriage subsists.',
    },
  ];
  for (const plan of plans) await runner.run({ ...plan, applicant: 'court@demo.test', service: 'DIVORCE_RETURN' });
  // A draft: the clerk has started the next return and not yet chosen the entry (Bett and Sang's, still subsisting).
  await runner.run({
    applicant: 'court@demo.test',
    service: 'DIVORCE_RETURN',
    form: { caseNumber: 'MILIMANI DIVORCE CAUSE NO. E171 OF 2025', court: COURT },
    to: 'Draft',
  });
}
