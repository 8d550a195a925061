import { eq, or } from 'drizzle-orm';
import { registerValues, type RectifiableField } from '../../../shared/services/data-rectification.js';
import { ServiceHooks } from '../../modules/applications/outcomes.js';
import { SERVER_SERVICES } from '../../services/index.js';
import type { FileStore } from '../../storage/files.js';
import type { Db } from '../client.js';
import { marriages } from '../schema/index.js';
import { planRunner, type Plan } from './demo-applications.js';

/** The demo citizen's register entry, which side of it they are, and what it holds. */
async function entryOf(db: Db, idNumber: string) {
  const [entry] = await db
    .select()
    .from(marriages)
    .where(or(eq(marriages.partyAIdNumber, idNumber), eq(marriages.partyBIdNumber, idNumber)));
  if (!entry) throw new Error(`The demo register holds no entry for ${idNumber}`);
  const own = entry.partyAIdNumber === idNumber ? 'PARTY_A' : 'PARTY_B';
  const spouse = own === 'PARTY_A' ? 'PARTY_B' : 'PARTY_A';
  const values = registerValues(entry);
  /** A rectification of one particular ("own" or "spouse" side) of this entry. */
  const ask = (side: 'own' | 'spouse', particular: string, correctValue: string, reason: string) => {
    const field = `${side === 'own' ? own : spouse}_${particular}` as RectifiableField;
    return { registerEntryNumber: entry.registrationNumber, field, currentValue: values[field], correctValue, reason };
  };
  return { ask };
}

/**
 * Demo rectifications in every status (domain section 11, DR): on Njoroge Kariuki's entry (married
 * days ago, with its certificate) and on Omondi Ouma's dissolved one. Two are approved, so the
 * registry shows margin notes, a superseded certificate and the new ones, and the citizens their
 * amended entries. Each live one asks for a different particular: one live request per particular.
 */
export async function seedDemoRectifications(
  db: Db,
  files: FileStore,
  publicUrl = 'http://localhost:8080',
): Promise<void> {
  const njoroge = await entryOf(db, '33981624');
  const omondi = await entryOf(db, '24689713');
  const hooks = new ServiceHooks().registerServices({ DATA_RECTIFICATION: SERVER_SERVICES.DATA_RECTIFICATION });
  const runner = await planRunner(db, files, publicUrl, hooks);
  const plans: Omit<Plan, 'service'>[] = [
    {
      applicant: 'omondi@demo.test',
      form: omondi.ask(
        'own',
        'MOTHER',
        'Rose Atieno Ouma',
        "My mother's names were written as a description; her ID card shows them.",
      ),
      to: 'Draft',
    },
    {
      applicant: 'njoroge@demo.test',
      form: njoroge.ask(
        'spouse',
        'MOTHER',
        'Jane Wanjiru Mwangi',
        "My wife's mother's middle name was left out; her birth certificate shows it.",
      ),
      to: 'Payment_Confirmation',
    },
    {
      applicant: 'njoroge@demo.test',
      form: njoroge.ask(
        'own',
        'FATHER',
        'Samuel Kariuki Njoroge',
        "My father's name was written in the wrong order; his ID card shows it.",
      ),
      to: 'Submitted',
    },
    {
      applicant: 'omondi@demo.test',
      form: omondi.ask(
        'own',
        'OCCUPATION',
        'Marine engineer',
        'I was a marine engineer at the time; my employment letter of 2016 says so.',
      ),
      to: 'Pending',
    },
    {
      applicant: 'njoroge@demo.test',
      form: njoroge.ask(
        'spouse',
        'OCCUPATION',
        'Senior lecturer',
        'My wife was a senior lecturer when we married; her appointment letter shows it.',
      ),
      to: 'DIRECTOR',
    },
    {
      applicant: 'njoroge@demo.test',
      form: njoroge.ask(
        'own',
        'RESIDENCE',
        'Kiambu',
        'I lived in Kiambu when we married, not Nairobi; my lease agreement shows it.',
      ),
      to: 'RG',
    },
    {
      applicant: 'omondi@demo.test',
      form: omondi.ask(
        'spouse',
        'FATHER',
        'Joseph Owino Odhiambo',
        "My former wife's father's names were written as a description.",
      ),
      to: 'Corrections_Requested',
      reason: "Attach the birth certificate or ID card that shows the father's names.",
    },
    {
      applicant: 'omondi@demo.test',
      form: omondi.ask('own', 'AGE', '33', 'I believe my age was written wrongly in the entry.'),
      to: 'Declined',
      reason: 'The age in the entry agrees with the date of birth on your ID card; nothing is to be corrected.',
    },
    // Approved: the entries carry margin notes and new certificates.
    {
      applicant: 'njoroge@demo.test',
      form: njoroge.ask(
        'own',
        'OCCUPATION',
        'Architect and urban planner',
        'My occupation was shortened when the notice was typed; my registration with the Board of Registration of Architects shows it in full.',
      ),
      to: 'Approved',
    },
    {
      applicant: 'omondi@demo.test',
      form: omondi.ask(
        'spouse',
        'OCCUPATION',
        'Primary school teacher',
        "My former wife's occupation was shortened; her Teachers Service Commission letter shows it in full.",
      ),
      to: 'Approved',
    },
  ];
  for (const plan of plans) await runner.run({ ...plan, service: 'DATA_RECTIFICATION' });
}
