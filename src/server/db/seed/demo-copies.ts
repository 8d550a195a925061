import { eq, or } from 'drizzle-orm';
import { audit } from '../../audit.js';
import { ServiceHooks } from '../../modules/applications/outcomes.js';
import { SERVER_SERVICES } from '../../services/index.js';
import type { FileStore } from '../../storage/files.js';
import type { Db } from '../client.js';
import { certificateStamps, marriages, users } from '../schema/index.js';
import { planRunner, type Plan } from './demo-applications.js';
import { sealPng } from './stamp-image.js';

const DAY = 86_400_000;

/** The register entry an ID number is party to (the demo's), by its registration number. */
async function entryOf(db: Db, idNumber: string): Promise<string> {
  const [entry] = await db
    .select({ number: marriages.registrationNumber })
    .from(marriages)
    .where(or(eq(marriages.partyAIdNumber, idNumber), eq(marriages.partyBIdNumber, idNumber)));
  if (!entry) throw new Error(`The demo register holds no entry for ${idNumber}`);
  return entry.number;
}

/**
 * Demo certificate stamps (an earlier one, and the current one uploaded a month ago by the
 * Registrar General) and certified copies in every status: Njoroge's entry (married three days ago
 * in the demo register) and Omondi's dissolved one.
 */
export async function seedDemoCopies(
  db: Db,
  files: FileStore,
  now: Date,
  publicUrl = 'http://localhost:8080',
): Promise<void> {
  const [rg] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'rg@demo.test'));
  const stamps = [
    {
      image: sealPng(160, [20, 50, 140]),
      signatoryName: 'Mary Njeri Kamau',
      signatoryTitle: 'Registrar General of Marriages',
      uploadedAt: new Date(now.getTime() - 400 * DAY),
    },
    {
      image: sealPng(160, [0, 92, 51]),
      signatoryName: 'Esther Wambui',
      signatoryTitle: 'Registrar General of Marriages',
      uploadedAt: new Date(now.getTime() - 30 * DAY),
    },
  ];
  for (const stamp of stamps) {
    const stored = await files.put(stamp.image);
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(certificateStamps)
        .values({
          contentType: 'image/png',
          sha256: stored.sha256,
          size: stored.size,
          signatoryName: stamp.signatoryName,
          signatoryTitle: stamp.signatoryTitle,
          uploadedBy: rg?.id ?? null,
          uploadedAt: stamp.uploadedAt,
        })
        .returning();
      await audit(tx, {
        actorId: rg?.id ?? null,
        action: 'certificate-stamp.uploaded',
        entity: 'certificate_stamp',
        entityId: row.id,
        after: { signatoryName: stamp.signatoryName },
      });
    });
  }
  const njoroge = await entryOf(db, '33981624');
  const omondi = await entryOf(db, '24689713');
  const copy = (registerEntryNumber: string, copies: number, purpose: string) => ({
    registerEntryNumber,
    copies,
    purpose,
  });
  const hooks = new ServiceHooks().registerServices({ CERTIFIED_COPY: SERVER_SERVICES.CERTIFIED_COPY });
  const runner = await planRunner(db, files, publicUrl, hooks);
  const plans: Omit<Plan, 'service'>[] = [
    { applicant: 'omondi@demo.test', form: copy(omondi, 1, "Probate of my late father's estate"), to: 'Draft' },
    { applicant: 'njoroge@demo.test', form: copy(njoroge, 1, 'Joint bank account'), to: 'Payment_Confirmation' },
    { applicant: 'njoroge@demo.test', form: copy(njoroge, 2, 'Medical insurance: adding my spouse'), to: 'Submitted' },
    {
      applicant: 'omondi@demo.test',
      form: copy(omondi, 1, 'Remarriage: the registry asks for the dissolved entry'),
      to: 'Pending',
    },
    { applicant: 'njoroge@demo.test', form: copy(njoroge, 3, 'Spouse visa for the United Kingdom'), to: 'DIRECTOR' },
    {
      applicant: 'omondi@demo.test',
      form: copy(omondi, 1, 'Court records'),
      to: 'Corrections_Requested',
      reason: 'Say which court and case the copy is for.',
    },
    {
      applicant: 'njoroge@demo.test',
      form: copy(njoroge, 1, 'Change of name at the bank'),
      to: 'Declined',
      reason: 'The bank accepts the marriage certificate already issued to you; a certified copy is not needed.',
    },
    { applicant: 'njoroge@demo.test', form: copy(njoroge, 2, 'Spousal visa application'), to: 'Approved' },
    { applicant: 'omondi@demo.test', form: copy(omondi, 1, 'Divorce records for the pension fund'), to: 'Approved' },
  ];
  for (const plan of plans) await runner.run({ ...plan, service: 'CERTIFIED_COPY' });
}
