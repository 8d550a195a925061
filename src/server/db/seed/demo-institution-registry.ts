import { and, eq, ne } from 'drizzle-orm';
import { ServiceHooks } from '../../modules/applications/outcomes.js';
import { SERVER_SERVICES } from '../../services/index.js';
import type { FileStore } from '../../storage/files.js';
import type { Db } from '../client.js';
import { licences, organisations } from '../schema/index.js';
import { planRunner } from './demo-applications.js';

/**
 * The demo church's licence to celebrate marriages, so that its registry page shows one: granted
 * through the public place licence (the place is the church itself), then recorded against the
 * church's own organisation. Skipped when the church already holds a licence (another demo gave it).
 */
export async function seedDemoChurchLicence(
  db: Db,
  files: FileStore,
  publicUrl = 'http://localhost:8080',
): Promise<void> {
  const [church] = await db
    .select()
    .from(organisations)
    .where(and(eq(organisations.type, 'CHURCH'), eq(organisations.registrationNumber, 'SOC/PCEA/1911')));
  if (!church) return;
  const [held] = await db
    .select({ id: licences.id })
    .from(licences)
    .where(eq(licences.organisationId, church.id))
    .limit(1);
  if (held) return;
  const runner = await planRunner(
    db,
    files,
    publicUrl,
    new ServiceHooks().registerServices({ PUBLIC_PLACE_LICENCE: SERVER_SERVICES.PUBLIC_PLACE_LICENCE }),
  );
  const app = await runner.run({
    applicant: 'citizen@demo.test',
    service: 'PUBLIC_PLACE_LICENCE',
    to: 'Approved',
    form: {
      placeName: church.name,
      placeType: 'CHURCH',
      denomination: 'Presbyterian Church of East Africa',
      district: '047',
      physicalAddress: 'Nyerere Road, Nairobi',
      capacity: 900,
      responsiblePerson: {
        fullName: 'Rev. Samuel Mwangi',
        idNumber: '21904417',
        role: 'Parish minister',
        phone: '+254733100001',
        email: 'church@demo.test',
      },
      officiants: [
        { fullName: 'Rev. Samuel Mwangi', idNumber: '21904417' },
        { fullName: 'Rev. Grace Wanjiru Kamau', idNumber: '23710548' },
      ],
    },
  });
  const licenceId = (app!.outcome as { licenceId: string }).licenceId;
  const [licence] = await db
    .update(licences)
    .set({ organisationId: church.id })
    .where(eq(licences.id, licenceId))
    .returning();
  // The outcome registered the place as a new organisation: the church is that place.
  await db
    .delete(organisations)
    .where(and(eq(organisations.registrationNumber, licence.number), ne(organisations.id, church.id)));
}
