import { and, eq } from 'drizzle-orm';
import { addDays, nairobiDate } from '../../../shared/dates.js';
import { SystemClock } from '../../clock.js';
import { ServiceHooks } from '../../modules/applications/outcomes.js';
import { LicensingService } from '../../modules/licensing/service.js';
import { SERVER_SERVICES } from '../../services/index.js';
import type { FileStore } from '../../storage/files.js';
import type { Db } from '../client.js';
import { documents, licences, officiants, organisations, users } from '../schema/index.js';
import { callerFor, planRunner, type Plan } from './demo-applications.js';

const DAY = 86_400_000;

const BRIDES = [
  ['Wambui', 'Kinyua'],
  ['Atieno', 'Okoth'],
  ['Jeptoo', 'Rotich'],
  ['Nasimiyu', 'Wafula'],
  ['Mumbua', 'Musyoka'],
  ['Halima', 'Abdalla'],
  ['Priya', 'Shah'],
  ['Naliaka', 'Simiyu'],
  ['Chepkemoi', 'Kirui'],
] as const;
const GROOMS = [
  ['Kamau', 'Githinji'],
  ['Otieno', 'Ouma'],
  ['Kiptoo', 'Bett'],
  ['Wekesa', 'Makokha'],
  ['Mutua', 'Kyalo'],
  ['Omar', 'Said'],
  ['Rahul', 'Patel'],
  ['Barasa', 'Juma'],
  ['Kibet', 'Langat'],
] as const;
const JOBS = [
  'Accountant',
  'Nurse',
  'Teacher',
  'Civil engineer',
  'Farmer',
  'Shopkeeper',
  'Doctor',
  'Lawyer',
  'Electrician',
];

let serial = 0;

function party(names: readonly [string, string], sex: 'F' | 'M', district: string) {
  const n = serial++;
  const [first, last] = names;
  return {
    firstName: first,
    middleName: null,
    lastName: last,
    idType: 'NATIONAL_ID',
    idNumber: String(44_100_201 + n * 53),
    nationality: 'KE',
    dateOfBirth: `19${89 + (n % 9)}-${String(1 + (n % 12)).padStart(2, '0')}-${String(3 + (n % 25)).padStart(2, '0')}`,
    sex,
    condition: 'NEVER_MARRIED',
    occupation: JOBS[n % JOBS.length],
    residenceDistrict: district,
    fatherName: `${GROOMS[(n + 2) % GROOMS.length][0]} ${last}`,
    motherName: `${BRIDES[(n + 4) % BRIDES.length][0]} ${last}`,
    phone: `+2547115${String(10_000 + n).slice(-5)}`,
    email: `${first.toLowerCase()}.${last.toLowerCase()}${n}@example.test`,
  };
}

interface Institution {
  email: string;
  licenceNumber: string;
  venueName: string;
  district: string;
  officiants: { fullName: string; licenceNumber: string }[];
}

/**
 * The institutions' side of the register (domain section 11, IM): the demo church licensed as a
 * place of marriage with its officiants list, and its marriage registrations in every status (one
 * late with its reason; the approved ones in the register with their certificates); a licensed
 * temple, mosque and garden venue, each with its own account, officiants and registrations.
 */
export async function seedDemoInstitutionMarriages(
  db: Db,
  files: FileStore,
  now: Date,
  publicUrl = 'http://localhost:8080',
): Promise<{ email: string; phone: string; what: string }[]> {
  const hooks = new ServiceHooks().registerServices({
    PUBLIC_PLACE_LICENCE: SERVER_SERVICES.PUBLIC_PLACE_LICENCE,
    INSTITUTION_MARRIAGE: SERVER_SERVICES.INSTITUTION_MARRIAGE,
  });
  const runner = await planRunner(db, files, publicUrl, hooks);
  const today = nairobiDate(now);

  // The church's place licence: applied for by its trustee last March, approved by the minister.
  const [churchUser] = await db.select().from(users).where(eq(users.email, 'church@demo.test'));
  const churchOrg = churchUser.organisationId!;
  let [churchLicence] = await db
    .select()
    .from(licences)
    .where(and(eq(licences.organisationId, churchOrg), eq(licences.kind, 'PUBLIC_PLACE')));
  if (!churchLicence) {
    const approved = await runner.run({
      applicant: 'njoroge@demo.test',
      service: 'PUBLIC_PLACE_LICENCE',
      to: 'Approved',
      form: {
        placeName: "St. Andrew's Presbyterian Church, Nairobi",
        placeType: 'CHURCH',
        denomination: 'Presbyterian Church of East Africa',
        district: '047',
        physicalAddress: 'State House Road, Nairobi',
        capacity: 800,
        responsiblePerson: {
          fullName: 'Rev. Samuel Mwangi',
          idNumber: '24561378',
          role: 'Parish minister',
          phone: '+254733100001',
          email: 'church@demo.test',
        },
        officiants: [
          { fullName: 'Rev. Samuel Mwangi', idNumber: '24561378' },
          { fullName: 'Rev. Grace Wanjiru Kariuki', idNumber: '25671489' },
        ],
      },
    });
    const outcome = approved!.outcome as { licenceId: string; documentId: string };
    const [issued] = await db.select().from(licences).where(eq(licences.id, outcome.licenceId));
    const issuedAt = new Date(now.getTime() - 250 * DAY);
    const validUntil = new Date(issued.validUntil.getTime() - 250 * DAY);
    // The licence is the church's: the organisation the approval listed is the church itself.
    [churchLicence] = await db
      .update(licences)
      .set({ organisationId: churchOrg, issuedAt, validUntil })
      .where(eq(licences.id, issued.id))
      .returning();
    await db.update(documents).set({ issuedAt }).where(eq(documents.id, outcome.documentId));
    if (issued.organisationId && issued.organisationId !== churchOrg)
      await db.delete(organisations).where(eq(organisations.id, issued.organisationId));
  }

  const accounts: { email: string; phone: string; what: string }[] = [];
  const institutions: Institution[] = [
    {
      email: 'church@demo.test',
      licenceNumber: churchLicence.number,
      venueName: churchLicence.venueName!,
      district: churchLicence.district,
      officiants: [
        { fullName: 'Rev. Samuel Mwangi', licenceNumber: 'OFF/PCEA/0142' },
        { fullName: 'Rev. Grace Wanjiru Kariuki', licenceNumber: 'OFF/PCEA/0217' },
        { fullName: 'Rev. Peter Kinuthia Mbugua', licenceNumber: 'OFF/PCEA/0305' },
      ],
    },
  ];
  // The other kinds of licensed institution, each licensed in the demo licences and with an account
  // of its own: a temple, a mosque, and a licensed place (a garden venue whose licence the Registrar
  // General has since revoked: its marriages celebrated while the licence stood are in the register).
  const others = [
    {
      venue: 'Shree Cutchi Leva Temple',
      email: 'temple@demo.test',
      phone: '+254733100003',
      firstName: 'Pandit Ramesh',
      lastName: 'Joshi',
      what: 'institution: Shree Cutchi Leva Temple, Mombasa (licensed)',
      officiants: [
        { fullName: 'Pandit Ramesh Joshi', licenceNumber: 'OFF/HCK/0031' },
        { fullName: 'Pandit Anil Trivedi', licenceNumber: 'OFF/HCK/0048' },
      ],
    },
    {
      venue: 'Jamia Mosque Hall, Eastleigh',
      email: 'mosque@demo.test',
      phone: '+254733100004',
      firstName: 'Sheikh Abdullahi',
      lastName: 'Hassan',
      what: 'institution: Jamia Mosque Hall, Eastleigh, Nairobi (licensed)',
      officiants: [
        { fullName: 'Sheikh Abdullahi Hassan', licenceNumber: 'OFF/SUP/0112' },
        { fullName: 'Imam Yusuf Omar Ali', licenceNumber: 'OFF/SUP/0139' },
      ],
    },
    {
      venue: 'Nyali Beach Gardens',
      email: 'gardens@demo.test',
      phone: '+254733100005',
      firstName: 'Aisha',
      lastName: 'Mwinyi',
      what: 'institution: Nyali Beach Gardens, Mombasa (licensed place; licence revoked)',
      officiants: [{ fullName: 'Rev. Francis Kazungu', licenceNumber: 'OFF/LP/0007' }],
    },
  ];
  const [churchAccount] = await db.select().from(users).where(eq(users.id, churchUser.id));
  for (const other of others) {
    const [licence] = await db
      .select()
      .from(licences)
      .where(and(eq(licences.kind, 'PUBLIC_PLACE'), eq(licences.venueName, other.venue)));
    if (!licence?.organisationId) continue;
    await db.insert(users).values({
      accountType: 'ORGANIZATION',
      status: 'ACTIVE',
      passwordHash: churchAccount.passwordHash,
      emailVerifiedAt: now,
      phoneVerifiedAt: now,
      email: other.email,
      phone: other.phone,
      firstName: other.firstName,
      lastName: other.lastName,
      organisationId: licence.organisationId,
    });
    accounts.push({ email: other.email, phone: other.phone, what: other.what });
    institutions.push({
      email: other.email,
      licenceNumber: licence.number,
      venueName: licence.venueName!,
      district: licence.district,
      officiants: other.officiants,
    });
    // Licensed since last spring, so its marriages of the past weeks fall inside the licence.
    await db
      .update(licences)
      .set({ issuedAt: new Date(now.getTime() - 200 * DAY) })
      .where(eq(licences.id, licence.id));
  }

  for (const institution of institutions) {
    const member = await callerFor(db, institution.email);
    await db.insert(officiants).values(
      institution.officiants.map((o) => ({
        organisationId: member.organisationId!,
        ...o,
        active: true,
        createdBy: member.userId,
        createdAt: now,
        updatedAt: now,
      })),
    );
  }
  // A retired officiant of the church: kept on the list, no longer offered.
  await db.insert(officiants).values({
    organisationId: churchOrg,
    fullName: 'Rev. Dr. John Gatu',
    licenceNumber: 'OFF/PCEA/0019',
    active: false,
    createdBy: churchUser.id,
    createdAt: new Date(now.getTime() - 400 * DAY),
    updatedAt: now,
  });

  let turn = 0;
  const form = (institution: Institution, daysAgo: number, lateReason: string | null = null) => {
    const i = turn++;
    const officiant = institution.officiants[i % institution.officiants.length];
    return {
      partyA: party(BRIDES[i % BRIDES.length], 'F', institution.district),
      // Each round of the lists pairs the brides with other grooms: the demo never files one couple twice
      // by chance (the possible-duplicate rules would hold the second; issue 24 seeds its own).
      partyB: party(GROOMS[(i + Math.floor(i / BRIDES.length)) % GROOMS.length], 'M', institution.district),
      celebrationDate: addDays(today, -daysAgo),
      venueLicenceNumber: institution.licenceNumber,
      venueName: institution.venueName,
      district: institution.district,
      officiantLicenceNumber: officiant.licenceNumber,
      officiantName: officiant.fullName,
      witnesses: [
        {
          fullName: `${GROOMS[(i + 3) % GROOMS.length][0]} ${BRIDES[(i + 5) % BRIDES.length][1]}`,
          idNumber: String(45_200_301 + i * 11),
          phone: `+2547226${String(10_000 + i).slice(-5)}`,
        },
        {
          fullName: `${BRIDES[(i + 6) % BRIDES.length][0]} ${GROOMS[(i + 1) % GROOMS.length][1]}`,
          idNumber: String(45_300_401 + i * 13),
          phone: `+2547237${String(10_000 + i).slice(-5)}`,
        },
      ],
      lateReason,
    };
  };
  const [church, ...rest] = institutions;
  const plans: Plan[] = [
    { applicant: church.email, service: 'INSTITUTION_MARRIAGE', form: form(church, 2), to: 'Draft' },
    { applicant: church.email, service: 'INSTITUTION_MARRIAGE', form: form(church, 4), to: 'Payment_Confirmation' },
    { applicant: church.email, service: 'INSTITUTION_MARRIAGE', form: form(church, 6), to: 'Submitted' },
    { applicant: church.email, service: 'INSTITUTION_MARRIAGE', form: form(church, 9), to: 'Pending' },
    {
      applicant: church.email,
      service: 'INSTITUTION_MARRIAGE',
      form: form(church, 12),
      to: 'Corrections_Requested',
      reason: "Party B's identity document is scanned on one side only: attach both sides.",
    },
    {
      applicant: church.email,
      service: 'INSTITUTION_MARRIAGE',
      form: form(church, 15),
      to: 'Declined',
      reason:
        'The register holds this marriage already: it was entered from the couple\u2019s civil ceremony at Sheria House the week before.',
    },
    { applicant: church.email, service: 'INSTITUTION_MARRIAGE', form: form(church, 20), to: 'Approved' },
    { applicant: church.email, service: 'INSTITUTION_MARRIAGE', form: form(church, 26), to: 'Approved' },
    {
      applicant: church.email,
      service: 'INSTITUTION_MARRIAGE',
      to: 'Approved',
      form: form(
        church,
        48,
        'The parish secretary who keeps the marriage book was on medical leave for six weeks; the entry was found on her return.',
      ),
    },
  ];
  for (const other of rest) {
    plans.push(
      { applicant: other.email, service: 'INSTITUTION_MARRIAGE', form: form(other, 8), to: 'Approved' },
      { applicant: other.email, service: 'INSTITUTION_MARRIAGE', form: form(other, 3), to: 'Submitted' },
    );
  }
  for (const plan of plans) await runner.run(plan);
  // The garden venue's licence, revoked by the Registrar General once the marriages above were
  // registered (issue 20 #10): its account sees it revoked and cannot register a marriage after it.
  const gardens = institutions.find((i) => i.email === 'gardens@demo.test');
  if (gardens) {
    const [licence] = await db.select().from(licences).where(eq(licences.number, gardens.licenceNumber));
    const licensing = new LicensingService({ db, clock: new SystemClock(), notified: () => undefined });
    await licensing.revoke(
      await callerFor(db, 'rg@demo.test'),
      licence.id,
      'The county public health officer closed the venue after an inspection found its fire exits blocked.',
    );
  }
  return accounts;
}
