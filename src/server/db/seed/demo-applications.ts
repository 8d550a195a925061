import { isDeclaredService } from '../../../shared/declarations.js';
import { recordDeclaredByBoth } from '../../modules/declarations/service.js';
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
  const [{ user, organisationType, organisationVerification }] = await db
    .select({ user: users, organisationType: organisations.type, organisationVerification: organisations.verification })
    .from(users)
    .leftJoin(organisations, eq(organisations.id, users.organisationId))
    .where(eq(users.email, email));
  return {
    userId: user.id,
    sessionId: 'seed',
    accountType: user.accountType,
    staffRole: user.staffRole,
    district: user.district,
    organisationId: user.organisationId,
    organisationType,
    organisationVerification,
    idNumber: user.idNumber,
    secondFactorOn: user.totpEnabledAt !== null,
  };
}

export interface Plan {
  applicant: string;
  service: ServiceCode;
  form: Record<string, unknown>;
  /** How far the demo takes it. */
  to:
    | 'Draft'
    | 'Payment_Confirmation'
    | 'Submitted'
    | 'Pending'
    | 'Corrections_Requested'
    | 'Approved'
    | 'Declined'
    | 'DIRECTOR'
    | 'RG'
    | 'MINISTER';
  reason?: string;
  /** At a named level: claimed there (Pending) rather than waiting. */
  claim?: boolean;
}

const search = (partyName: string, year: number, district: string, purpose: string) => ({
  partyName,
  otherPartyName: null,
  from: `${year}-01-01`,
  to: `${year}-12-31`,
  district,
  purpose,
});

/** Demo applications in every queue, so that a person trying the portal sees it at work. */
const PLANS: Plan[] = [
  {
    applicant: 'citizen@demo.test',
    service: 'REGISTER_SEARCH',
    form: search('Njeri Kamau', 2016, '047', 'Succession of my late mother'),
    to: 'Payment_Confirmation',
  },
  {
    applicant: 'nasimiyu@demo.test',
    service: 'REGISTER_SEARCH',
    form: search('Grace Onyango', 2012, '042', 'Confirm my parents were married'),
    to: 'Approved',
  },
  {
    applicant: 'zawadi@demo.test',
    service: 'REGISTER_SEARCH',
    form: search('Faith Kiprono', 2021, '027', 'Bank loan: proof of marriage'),
    to: 'Submitted',
  },
  // A register search in every other state: a draft, one being worked, one sent back, one declined.
  {
    applicant: 'mutua@demo.test',
    service: 'REGISTER_SEARCH',
    form: search('Mary Wanjiku', 2005, '047', "My parents' marriage, for my passport"),
    to: 'Draft',
  },
  {
    applicant: 'fatuma@demo.test',
    service: 'REGISTER_SEARCH',
    form: search('Hassan Juma', 2010, '047', "Proof of my parents' marriage for succession"),
    to: 'Pending',
  },
  {
    applicant: 'nasimiyu@demo.test',
    service: 'REGISTER_SEARCH',
    form: search('Wekesa Lucy', 2018, '047', 'Proof of marriage for a school admission'),
    to: 'Corrections_Requested',
    reason: 'Give both names of the other party too: many entries of that year hold these names.',
  },
  {
    applicant: 'mutua@demo.test',
    service: 'REGISTER_SEARCH',
    form: search('Mutua Agnes', 1999, '047', 'Curiosity about my grandparents'),
    to: 'Declined',
    reason:
      'A search of the register needs a lawful purpose; curiosity is not one. You may apply again with the purpose.',
  },
];

export interface PlanRunner {
  run(plan: Plan): Promise<typeof applications.$inferSelect | null>;
}

/** Drives demo applications through the real engine, each as far as its plan says, with the demo staff of each level. */
export async function planRunner(
  db: Db,
  files: FileStore,
  publicUrl: string,
  hooks: ServiceHooks,
): Promise<PlanRunner> {
  const clock = new SystemClock();
  const engine = new ApplicationsService({
    db,
    clock,
    hooks,
    documents: { files, publicUrl, clock },
    notified: () => undefined,
  });
  const staff = {
    OFFICER: await callerFor(db, 'officer@demo.test'),
    DIRECTOR: await callerFor(db, 'director@demo.test'),
    REGISTRAR_GENERAL: await callerFor(db, 'rg@demo.test'),
    MINISTER: await callerFor(db, 'minister@demo.test'),
  };
  const pdf = await files.put(demoPdf('Scanned document (demo)'));
  return {
    async run(plan) {
      const applicant = await callerFor(db, plan.applicant);
      let app = await engine.createDraft(applicant, { serviceCode: plan.service, formData: plan.form });
      if (plan.to === 'Draft') return app;
      for (const kind of requiredAttachments(plan.service, plan.form)) {
        await db.insert(attachments).values({
          applicationId: app.id,
          kind,
          fileName: `${kind.toLowerCase()}.pdf`,
          contentType: 'application/pdf',
          size: pdf.size,
          sha256: pdf.sha256,
          uploadedBy: applicant.userId,
        });
      }
      // A notice goes in declared by both its parties (issue 24), a day before it is submitted.
      if (isDeclaredService(plan.service)) await recordDeclaredByBoth(db, app, new Date(Date.now() - 86_400_000));
      app = await engine.transition(applicant, app.id, 'submit', { version: app.version });
      if (plan.to === 'Payment_Confirmation') return app;
      if (app.status === 'Payment_Confirmation') {
        await seedDemoReceipt(db, { files, applications: engine }, app.id);
        [app] = await db.select().from(applications).where(eq(applications.id, app.id));
      }
      const target = { DIRECTOR: 'DIRECTOR', RG: 'REGISTRAR_GENERAL', MINISTER: 'MINISTER' }[plan.to as string];
      for (;;) {
        if (plan.to === 'Submitted' || app.status === 'Approved' || app.status === 'Declined') break;
        // Held as a possible duplicate (issue 24): it waits for the officer's decision, not a level.
        if (!app.stage) break;
        const by = staff[app.stage as keyof typeof staff];
        if (target && app.stage === target) {
          if (plan.claim) app = await engine.transition(by, app.id, 'claim', { version: app.version });
          break;
        }
        app = await engine.transition(by, app.id, 'claim', { version: app.version });
        if (plan.to === 'Pending') break;
        if (plan.to === 'Corrections_Requested') {
          app = await engine.transition(by, app.id, 'request-corrections', {
            version: app.version,
            comment: plan.reason,
          });
          break;
        }
        if (plan.to === 'Declined') {
          app = await engine.transition(by, app.id, 'decline', { version: app.version, comment: plan.reason });
          break;
        }
        app = await engine.transition(by, app.id, 'approve', { version: app.version, comment: 'Checked; in order.' });
      }
      return app;
    },
  };
}

export async function seedDemoApplications(
  db: Db,
  files: FileStore,
  publicUrl = 'http://localhost:8080',
): Promise<number> {
  const runner = await planRunner(
    db,
    files,
    publicUrl,
    new ServiceHooks().registerServices({ REGISTER_SEARCH: SERVER_SERVICES.REGISTER_SEARCH }),
  );
  for (const plan of PLANS) await runner.run(plan);
  return PLANS.length;
}
