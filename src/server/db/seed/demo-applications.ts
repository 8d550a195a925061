import { eq } from 'drizzle-orm';
import { requiredAttachments } from '../../../shared/services/index.js';
import type { ServiceCode } from '../../../shared/services.js';
import { SystemClock } from '../../clock.js';
import { ServiceHooks } from '../../modules/applications/outcomes.js';
import { ApplicationsService } from '../../modules/applications/service.js';
import { SERVER_SERVICES } from '../../services/index.js';
import { seedDemoReceipt } from '../../modules/payments/demo.js';
import type { Caller } from '../../plugins/auth.js';
import type { FileStore } from '../../storage/files.js';
import type { Db } from '../client.js';
import { applications, attachments, organisations, users } from '../schema/index.js';

/** A one-page PDF standing in for a scanned document in the demo. */
export function demoPdf(title: string): Buffer {
  const text = title.replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The demo account as the server sees a signed-in caller. */
export async function callerFor(db: Db, email: string): Promise<Caller> {
  const [{ user, organisationType }] = await db
    .select({ user: users, organisationType: organisations.type })
    .from(users)
    .leftJoin(organisations, eq(organisations.id, users.organisationId))
    .where(eq(users.email, email));
  return {
    userId: user.id, sessionId: 'seed', accountType: user.accountType, staffRole: user.staffRole,
    district: user.district, organisationId: user.organisationId, organisationType, idNumber: user.idNumber,
  };
}

interface Plan {
  applicant: string;
  service: ServiceCode;
  form: Record<string, unknown>;
  /** How far the demo takes it. */
  to: 'Draft' | 'Payment_Confirmation' | 'Submitted' | 'Pending' | 'Corrections_Requested' | 'Approved' | 'Declined' | 'DIRECTOR' | 'RG' | 'MINISTER';
  reason?: string;
}

const letter = (purpose: string, destinationCountry: string | null = null) => ({ purpose, destinationCountry });
const search = (partyName: string, approximateYear: number, district: string, purpose: string) => ({ partyName, approximateYear, district, purpose });

/** Demo applications in every queue, so that a person trying the portal sees it at work. */
const PLANS: Plan[] = [
  { applicant: 'citizen@demo.test', service: 'MARITAL_STATUS_LETTER', form: letter('To marry abroad: required by the registrar in Manchester', 'GB'), to: 'Submitted' },
  { applicant: 'citizen@demo.test', service: 'REGISTER_SEARCH', form: search('Njeri Kamau', 2016, '047', 'Succession of my late mother'), to: 'Payment_Confirmation' },
  { applicant: 'citizen@demo.test', service: 'CERTIFIED_COPY', form: { registerEntryNumber: 'NRB/2019/004512', copies: 2, purpose: 'Spousal visa application' }, to: 'Draft' },
  { applicant: 'nasimiyu@demo.test', service: 'MARITAL_STATUS_LETTER', form: letter('Employer insurance: declaring dependants'), to: 'Pending' },
  { applicant: 'nasimiyu@demo.test', service: 'REGISTER_SEARCH', form: search('Grace Onyango', 2012, '042', 'Confirm my parents were married'), to: 'Approved' },
  { applicant: 'mutua@demo.test', service: 'MARITAL_STATUS_LETTER', form: letter('Marriage in Germany: certificate of no impediment', 'DE'), to: 'DIRECTOR' },
  { applicant: 'mutua@demo.test', service: 'DATA_RECTIFICATION', form: { registerEntryNumber: 'UGS/2018/000311', field: "Bride's surname", currentValue: 'Chebet Kipronoh', correctValue: 'Chebet Kiprono', reason: 'The surname was misspelt when the entry was made; my ID shows the right spelling.' }, to: 'Corrections_Requested', reason: 'Attach a copy of the national ID that shows the correct spelling.' },
  { applicant: 'fatuma@demo.test', service: 'SPECIAL_LICENCE_NOTICE_WAIVER', form: {}, to: 'RG' },
  { applicant: 'njoroge@demo.test', service: 'PUBLIC_PLACE_LICENCE', form: { placeName: 'Karen Garden Chapel', placeType: 'CHURCH', denomination: 'Anglican Church of Kenya', district: '047', physicalAddress: 'Dagoretti Road, Karen, Nairobi', capacity: 180, officiants: [{ fullName: 'Rev. Canon James Mbugua', idNumber: '20456789' }] }, to: 'MINISTER' },
  { applicant: 'njoroge@demo.test', service: 'PUBLIC_PLACE_LICENCE', form: { placeName: 'Jamia Hall, Eastleigh', placeType: 'HALL', denomination: null, district: '047', physicalAddress: 'First Avenue, Eastleigh, Nairobi', capacity: 400, officiants: [{ fullName: 'Sheikh Abdullahi Noor', idNumber: '21345678' }] }, to: 'Approved' },
  { applicant: 'zawadi@demo.test', service: 'REGISTER_SEARCH', form: search('Faith Kiprono', 2021, '027', 'Bank loan: proof of marriage'), to: 'Submitted' },
  { applicant: 'zawadi@demo.test', service: 'MARITAL_STATUS_LETTER', form: letter('Adoption application'), to: 'Declined', reason: 'A marital status letter is not needed for adoption; the court asks for the marriage certificate.' },
  { applicant: 'church@demo.test', service: 'MARRIAGE_RETURN', form: { periodFrom: '2026-07-01', periodTo: '2026-09-30', marriages: [{ entryNumber: 'PCEA/SA/2026/031', partyAName: 'Daniel Kibet Langat', partyBName: 'Joy Wairimu Ndungu', date: '2026-08-15' }, { entryNumber: 'PCEA/SA/2026/032', partyAName: 'Eric Barasa Wekesa', partyBName: 'Lilian Moraa Nyaboke', date: '2026-09-05' }] }, to: 'Submitted' },
  { applicant: 'court@demo.test', service: 'DIVORCE_RETURN', form: { caseNumber: 'MILIMANI DIVORCE CAUSE NO. E118 OF 2025', decreeDate: '2026-10-02', decreeType: 'ABSOLUTE', marriageEntryNumber: 'NRB/2015/002214', partyAName: 'Kevin Omondi Ouma', partyBName: 'Beatrice Akinyi Otieno' }, to: 'Pending' },
];

function coupleForm(): Record<string, unknown> {
  const party = (first: string, last: string, id: string, dob: string, sex: 'F' | 'M', phone: string, email: string) => ({
    firstName: first, middleName: null, lastName: last, idType: 'NATIONAL_ID', idNumber: id, nationality: 'KE', dateOfBirth: dob, sex,
    condition: 'NEVER_MARRIED', occupation: sex === 'F' ? 'Accountant' : 'Civil engineer', residenceDistrict: '001',
    fatherName: `${last} Senior`, motherName: `Mama ${first}`, phone, email,
  });
  return {
    partyA: party('Fatuma', 'Omar', '26154780', '1990-09-09', 'F', '+254712300005', 'fatuma@demo.test'),
    partyB: party('Hussein', 'Mohamed', '27390146', '1991-05-27', 'M', '+254712300012', 'hussein.mohamed@example.test'),
    intendedDate: '2027-01-16',
    district: '001',
    reason: 'The groom is deployed with the Kenya Defence Forces on a peace-keeping mission from February; we ask to marry before he leaves.',
  };
}

export async function seedDemoApplications(db: Db, files: FileStore): Promise<number> {
  const hooks = new ServiceHooks().registerServices({ PUBLIC_PLACE_LICENCE: SERVER_SERVICES.PUBLIC_PLACE_LICENCE });
  const engine = new ApplicationsService({ db, clock: new SystemClock(), hooks, notified: () => undefined });
  const staff = {
    OFFICER: await callerFor(db, 'officer@demo.test'),
    DIRECTOR: await callerFor(db, 'director@demo.test'),
    REGISTRAR_GENERAL: await callerFor(db, 'rg@demo.test'),
    MINISTER: await callerFor(db, 'minister@demo.test'),
  };
  const pdf = await files.put(demoPdf('Scanned document (demo)'));
  for (const plan of PLANS) {
    const applicant = await callerFor(db, plan.applicant);
    const form = plan.service === 'SPECIAL_LICENCE_NOTICE_WAIVER' ? coupleForm() : plan.form;
    let app = await engine.createDraft(applicant, { serviceCode: plan.service, formData: form });
    if (plan.to === 'Draft') continue;
    for (const kind of requiredAttachments(plan.service, form)) {
      await db.insert(attachments).values({ applicationId: app.id, kind, fileName: `${kind.toLowerCase()}.pdf`, contentType: 'application/pdf', size: pdf.size, sha256: pdf.sha256, uploadedBy: applicant.userId });
    }
    app = await engine.transition(applicant, app.id, 'submit', { version: app.version });
    if (plan.to === 'Payment_Confirmation') continue;
    if (app.status === 'Payment_Confirmation') {
      await seedDemoReceipt(db, { files, applications: engine }, app.id);
      [app] = await db.select().from(applications).where(eq(applications.id, app.id));
    }
    const target = { DIRECTOR: 'DIRECTOR', RG: 'REGISTRAR_GENERAL', MINISTER: 'MINISTER' }[plan.to as string];
    for (;;) {
      if (plan.to === 'Submitted' || app.status === 'Approved' || app.status === 'Declined') break;
      if (target && app.stage === target) break;
      const by = staff[app.stage as keyof typeof staff];
      app = await engine.transition(by, app.id, 'claim', { version: app.version });
      if (plan.to === 'Pending') break;
      if (plan.to === 'Corrections_Requested') {
        await engine.transition(by, app.id, 'request-corrections', { version: app.version, comment: plan.reason });
        break;
      }
      if (plan.to === 'Declined') {
        await engine.transition(by, app.id, 'decline', { version: app.version, comment: plan.reason });
        break;
      }
      app = await engine.transition(by, app.id, 'approve', { version: app.version, comment: 'Checked; in order.' });
    }
  }
  return PLANS.length;
}
