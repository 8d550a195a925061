import { sealChain } from '../../audit/chain.js';
import { sql } from 'drizzle-orm';
import type { StaffRole } from '../../../shared/accounts.js';
import { hashPassword } from '../../modules/accounts/service.js';
import { SAMPLE_CITIZENS } from '../../modules/identity/sample-citizens.js';
import type { Db } from '../client.js';
import { and, asc, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import { audit } from '../../audit.js';
import { DEMO_SECOND_FACTOR_KEPT } from '../../modules/accounts/secondFactor.js';
import { accessRecords, applications, organisations, outbox, users, districts } from '../schema/index.js';
import { LocalFileStore, type FileStore } from '../../storage/files.js';
import type { DocumentKeyring } from '../../modules/documents/signing.js';
import { DocumentRenderer } from '../../modules/documents/rendering.js';
import { seedDemoApplications } from './demo-applications.js';
import { seedDemoNotices } from './demo-notices.js';
import { seedDemoRegister } from './demo-register.js';
import { seedDemoBilling } from './demo-billing.js';
import { seedDemoHistory } from './demo-history.js';
import { seedDemoCopies } from './demo-copies.js';
import { seedDemoReports } from './demo-reports.js';
import { SERVICE_PARTS } from '../../services/index.js';
import { seedDemoDivorces } from './demo-divorces.js';
import { seedDemoChurchLicence } from './demo-institution-registry.js';
import { seedDemoLicences } from './demo-licences.js';
import { seedDemoRectifications } from './demo-rectifications.js';
import { seedDemoInstitutionMarriages } from './demo-institution-marriages.js';
import { seedDemoReturns } from './demo-returns.js';
import { seedDemoDuplicates } from './demo-duplicates.js';
import { seedDemoDashboard } from './demo-dashboard.js';
import { FIRST_SIGN_IN_OFFICER, seedDemoAccounts } from './demo-accounts.js';
import { seedDemoVerifications, VERIFIED_BY_REGISTRY } from './demo-verifications.js';
import { seedDemoRetention } from './demo-retention.js';
import os from 'node:os';
import path from 'node:path';

export const DEMO_PASSWORD = 'Demo!2026pass';

export interface DemoAccount {
  email: string;
  phone: string;
  what: string;
}

const staff: {
  email: string;
  phone: string;
  firstName: string;
  lastName: string;
  role: StaffRole;
  district: string | null;
}[] = [
  {
    email: 'officer@demo.test',
    phone: '+254722100003',
    firstName: 'Mercy',
    lastName: 'Atieno',
    role: 'OFFICER',
    district: null,
  },
  {
    email: 'director@demo.test',
    phone: '+254722100004',
    firstName: 'Joseph',
    lastName: 'Kiplagat',
    role: 'DIRECTOR',
    district: null,
  },
  {
    email: 'rg@demo.test',
    phone: '+254722100005',
    firstName: 'Esther',
    lastName: 'Wambui',
    role: 'REGISTRAR_GENERAL',
    district: null,
  },
  {
    email: 'minister@demo.test',
    phone: '+254722100006',
    firstName: 'Hassan',
    lastName: 'Juma',
    role: 'MINISTER',
    district: null,
  },
  {
    email: 'admin@demo.test',
    phone: '+254722100007',
    firstName: 'Grace',
    lastName: 'Muthoni',
    role: 'ADMIN',
    district: null,
  },
  {
    email: 'finance@demo.test',
    phone: '+254722100008',
    firstName: 'David',
    lastName: 'Kimani',
    role: 'FINANCE',
    district: null,
  },
];

/** More onboarded citizens, applicants of the demo applications (sample identities of the registry). */
const MORE_CITIZENS: [string, string, number][] = [
  ['mutua@demo.test', '+254712300001', 7],
  ['nasimiyu@demo.test', '+254712300002', 8],
  ['zawadi@demo.test', '+254712300003', 10],
  ['njoroge@demo.test', '+254712300004', 15],
  ['fatuma@demo.test', '+254712300005', 16],
  // Divorced: his earlier marriage is in the register as dissolved (his marital status letter says so).
  ['omondi@demo.test', '+254712300006', 9],
  // A couple giving notice: Hawa has declared, Otieno is asked to (issue 24: both parties declare).
  ['hawa@demo.test', '+254712300007', 34],
  ['otieno@demo.test', '+254712300008', 35],
];

/**
 * Seeds the demo accounts of the README and demo applications in every queue. Refuses to touch a
 * database that already has users.
 */
export async function seedDemo(
  db: Db,
  now = new Date(),
  files: FileStore = new LocalFileStore(path.join(os.tmpdir(), 'marriages-demo-files')),
  /** The portal's address, printed in the QR codes of the demo's documents. */
  publicUrl = 'http://localhost:8080',
  /** The registry's keys, which sign the QR codes of the demo's documents; without them they are drawn by the app later. */
  keys?: DocumentKeyring,
): Promise<{ seeded: boolean; accounts: DemoAccount[] }> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0) return { seeded: false, accounts: [] };
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const active = { status: 'ACTIVE' as const, passwordHash, emailVerifiedAt: now, phoneVerifiedAt: now };
  const [wanjiku] = SAMPLE_CITIZENS;
  const accounts: DemoAccount[] = [];
  await db.transaction(async (tx) => {
    const [church] = await tx
      .insert(organisations)
      .values({
        name: "St. Andrew's Presbyterian Church, Nairobi",
        type: 'CHURCH',
        registrationNumber: 'SOC/PCEA/1911',
        licensed: true,
        ...VERIFIED_BY_REGISTRY(now),
      })
      .returning();
    const [court] = await tx
      .insert(organisations)
      .values({
        name: 'Milimani Law Courts',
        type: 'COURT',
        registrationNumber: 'JUD/NRB/MLM',
        licensed: true,
        ...VERIFIED_BY_REGISTRY(now),
      })
      .returning();
    await tx.insert(users).values([
      {
        ...active,
        accountType: 'INDIVIDUAL',
        email: 'citizen@demo.test',
        phone: '+254712100001',
        firstName: wanjiku.firstName,
        middleName: wanjiku.middleName,
        lastName: wanjiku.lastName,
        idType: 'NATIONAL_ID',
        idNumber: wanjiku.idNumber,
        dateOfBirth: wanjiku.dateOfBirth,
        sex: wanjiku.sex,
      },
      {
        ...active,
        accountType: 'INDIVIDUAL',
        email: 'newcitizen@demo.test',
        phone: '+254712100002',
        firstName: 'Brian',
        lastName: 'Odhiambo',
      },
      {
        ...active,
        accountType: 'ORGANIZATION',
        email: 'church@demo.test',
        phone: '+254733100001',
        firstName: 'Rev. Samuel',
        lastName: 'Mwangi',
        organisationId: church.id,
      },
      {
        ...active,
        accountType: 'ORGANIZATION',
        email: 'court@demo.test',
        phone: '+254733100002',
        firstName: 'Lucy',
        lastName: 'Chepkoech',
        organisationId: court.id,
      },
      ...MORE_CITIZENS.map(([email, phone, index]) => {
        const c = SAMPLE_CITIZENS[index];
        return {
          ...active,
          accountType: 'INDIVIDUAL' as const,
          email,
          phone,
          firstName: c.firstName,
          middleName: c.middleName,
          lastName: c.lastName,
          idType: 'NATIONAL_ID' as const,
          idNumber: c.idNumber,
          dateOfBirth: c.dateOfBirth,
          sex: c.sex,
        };
      }),
      ...staff.map((s) => ({
        ...active,
        accountType: 'BACKOFFICE' as const,
        email: s.email,
        phone: s.phone,
        firstName: s.firstName,
        lastName: s.lastName,
        staffRole: s.role,
        district: s.district,
      })),
    ]);
  });
  const moreStaff = await seedDemoAccounts(db, now, passwordHash);
  const districtNames = new Map(
    (await db.select({ code: districts.code, name: districts.name }).from(districts)).map((d) => [d.code, d.name]),
  );
  await seedDemoRegister(db, now, districtNames);
  // A year of finished work before the demo's own applications, so that its numbers come first.
  await seedDemoHistory(db, now, districtNames);
  await seedDemoApplications(db, files, publicUrl);
  await seedDemoNotices(db, files, now, publicUrl);
  await seedDemoLicences(db, files, now, publicUrl);
  // The services' own demo seeds (their server parts' `demo`), in the catalogue's order.
  for (const part of SERVICE_PARTS) await part.demo?.({ db, files, now, publicUrl });
  await seedDemoCopies(db, files, now, publicUrl);
  await seedDemoReports(db, files, publicUrl);
  await seedDemoRectifications(db, files, publicUrl);
  const institutionAccounts = await seedDemoInstitutionMarriages(db, files, now, publicUrl);
  await seedDemoReturns(db, files, now, publicUrl);
  await seedDemoDuplicates(db, files, now, publicUrl);
  await seedDemoDivorces(db, files, now, publicUrl);
  await seedDemoChurchLicence(db, files, publicUrl);
  await seedDemoBilling(db, now);
  await seedDemoDashboard(db, now, passwordHash);
  // The places the demo's history licensed are known to the registry, as its own licences make them (issue 19).
  await db
    .update(organisations)
    .set({
      verification: 'VERIFIED',
      submittedAt: sql`${organisations.createdAt}`,
      decidedAt: sql`${organisations.createdAt}`,
    })
    .where(and(eq(organisations.licensed, true), ne(organisations.verification, 'VERIFIED')));
  const [officer] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'officer@demo.test'));
  const verificationAccounts = await seedDemoVerifications(db, files, now, passwordHash, officer.id);
  await seedDemoRetention(db, files, now, publicUrl);
  // The demo's documents drawn now, so that the demo (and its snapshot) starts with every PDF ready.
  if (keys) await new DocumentRenderer(db, files, console, { background: false, keys }).drain();
  await seedDemoSecondFactors(db, now);
  await seedDemoAccess(db, now);
  // The demo's history of notifications stays readable in the outbox but is not "sent" again.
  await db.update(outbox).set({ status: 'SENT', sentAt: now }).where(eq(outbox.status, 'QUEUED'));
  accounts.push(
    { email: 'citizen@demo.test', phone: '+254712100001', what: 'citizen (onboarded)' },
    {
      email: 'newcitizen@demo.test',
      phone: '+254712100002',
      what: 'citizen to onboard (ID 31846207, Brian Odhiambo, born 1992-08-25)',
    },
    {
      email: 'locked@demo.test',
      phone: '+254712100090',
      what: 'citizen locked out for two hours after failed sign-ins',
    },
    { email: 'church@demo.test', phone: '+254733100001', what: 'institution: a licensed church' },
    { email: 'court@demo.test', phone: '+254733100002', what: 'institution: a court' },
    ...institutionAccounts,
    ...verificationAccounts,
    ...staff.map((s) => ({ email: s.email, phone: s.phone, what: `back office: ${s.role}` })),
    ...moreStaff,
  );
  // The demo's audit trail starts sealed (the server signs the day's head when it starts).
  await sealChain(db);
  return { seeded: true, accounts };
}

/**
 * Every demo staff account that has a password signs in with the demo's published authenticator key
 * (README), set up a month ago; invited staff set theirs up at their first sign-in (issue 23), as
 * FIRST_SIGN_IN_OFFICER, who has not signed in yet, will.
 */
async function seedDemoSecondFactors(db: Db, now: Date) {
  const since = new Date(now.getTime() - 30 * 86_400_000);
  await db.transaction(async (tx) => {
    const members = await tx
      .update(users)
      .set({ totpSecret: DEMO_SECOND_FACTOR_KEPT, totpEnabledAt: since, totpLastStep: null, totpRecovery: [] })
      .where(
        and(eq(users.accountType, 'BACKOFFICE'), isNotNull(users.passwordHash), ne(users.email, FIRST_SIGN_IN_OFFICER)),
      )
      .returning({ id: users.id });
    for (const { id } of members)
      await audit(tx, {
        actorId: id,
        action: 'account.second-factor-on',
        entity: 'user',
        entityId: id,
        after: { enabled: true },
      });
  });
}

/** A few reads of the demo citizen's records by the registry, so their access log is not empty. */
async function seedDemoAccess(db: Db, now: Date) {
  const [citizen] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'citizen@demo.test'));
  const staffRows = await db
    .select({ id: users.id, role: users.staffRole, district: users.district, email: users.email })
    .from(users)
    .where(inArray(users.email, ['officer@demo.test', 'admin@demo.test']));
  const own = await db
    .select({ id: applications.id, district: applications.district })
    .from(applications)
    .where(eq(applications.applicantId, citizen.id))
    .orderBy(asc(applications.createdAt))
    .limit(2);
  const rows = own.flatMap((application, i) =>
    staffRows.map((staff, j) => ({
      actorId: staff.id,
      role: staff.role ?? 'OFFICER',
      district: staff.district,
      kind: 'application' as const,
      subjectId: application.id,
      ownerId: citizen.id,
      reason: staff.email.startsWith('admin') ? 'Checking a complaint about the processing time' : null,
      reasonRequired: staff.email.startsWith('admin'),
      at: new Date(now.getTime() - (i * 2 + j + 1) * 3600_000),
    })),
  );
  if (rows.length) await db.insert(accessRecords).values(rows);
}
