import type { FileStore } from '../../storage/files.js';
import type { Db } from '../client.js';
import { auditEvents, organisationEvidence, organisations, users } from '../schema/index.js';
import { demoPdf } from './demo-applications.js';
import type { DemoAccount } from './demo.js';

const DAY = 24 * 60 * 60 * 1000;

/** An institution the registry knows (the demo's licensed church and court, the history's): verified when it was created. */
export const VERIFIED_BY_REGISTRY = (at: Date) => ({
  verification: 'VERIFIED' as const,
  submittedAt: at,
  decidedAt: at,
});

interface Request {
  name: string;
  type: 'CHURCH' | 'COURT' | 'MOSQUE';
  registrationNumber: string;
  account: { email: string; phone: string; firstName: string; lastName: string };
  evidence: { kind: string; title: string }[];
  status: 'UNVERIFIED' | 'SUBMITTED' | 'REJECTED';
  daysAgo: number;
  reason?: string;
}

/**
 * The registry's verification queue in every state (issue 19): a church and a court whose evidence
 * waits for an officer, a fellowship refused with its reason, and a mosque that signed up and has
 * sent nothing yet. The church's account signs in with the demo password to show the waiting side.
 */
const REQUESTS: Request[] = [
  {
    name: 'Kilimani Baptist Church',
    type: 'CHURCH',
    registrationNumber: 'SOC/KBC/4471',
    status: 'SUBMITTED',
    daysAgo: 3,
    account: { email: 'newchurch@demo.test', phone: '+254733100020', firstName: 'Pastor Daniel', lastName: 'Kiprono' },
    evidence: [
      { kind: 'REGISTRATION_CERTIFICATE', title: 'Certificate of registration SOC/KBC/4471 demo' },
      { kind: 'AUTHORITY_LETTER', title: 'Letter of authority, Kilimani Baptist Church demo' },
    ],
  },
  {
    name: 'Kahawa Law Courts',
    type: 'COURT',
    registrationNumber: 'JUD/NRB/KHW',
    status: 'SUBMITTED',
    daysAgo: 2,
    account: { email: 'kahawa.court@demo.test', phone: '+254733100021', firstName: 'Janet', lastName: 'Muthoni' },
    evidence: [
      { kind: 'JUDICIARY_LETTER', title: 'Judiciary letter, Kahawa Law Courts demo' },
      { kind: 'AUTHORITY_LETTER', title: 'Letter of authority, Kahawa Law Courts demo' },
    ],
  },
  {
    name: 'Grace Fellowship Centre',
    type: 'CHURCH',
    registrationNumber: 'SOC/GFC/0912',
    status: 'REJECTED',
    daysAgo: 6,
    account: { email: 'grace.fellowship@demo.test', phone: '+254733100022', firstName: 'Esther', lastName: 'Wairimu' },
    evidence: [
      { kind: 'REGISTRATION_CERTIFICATE', title: 'Certificate of registration of another society demo' },
      { kind: 'AUTHORITY_LETTER', title: 'Letter of authority, Grace Fellowship Centre demo' },
    ],
    reason:
      'The certificate sent names Grace Chapel, Thika (SOC/GC/1288), not this fellowship: send your own certificate of registration.',
  },
  {
    name: 'Masjid Noor, Eastleigh',
    type: 'MOSQUE',
    registrationNumber: 'SOC/MN/3307',
    status: 'UNVERIFIED',
    daysAgo: 1,
    account: { email: 'masjid.noor@demo.test', phone: '+254733100023', firstName: 'Abdi', lastName: 'Hassan' },
    evidence: [],
  },
];

export async function seedDemoVerifications(
  db: Db,
  files: FileStore,
  now: Date,
  passwordHash: string,
  decidedBy: string,
): Promise<DemoAccount[]> {
  const accounts: DemoAccount[] = [];
  for (const request of REQUESTS) {
    const at = new Date(now.getTime() - request.daysAgo * DAY);
    const decided = request.status === 'REJECTED' ? new Date(at.getTime() + DAY) : null;
    const [organisation] = await db
      .insert(organisations)
      .values({
        name: request.name,
        type: request.type,
        registrationNumber: request.registrationNumber,
        verification: request.status,
        submittedAt: request.status === 'UNVERIFIED' ? null : at,
        decidedAt: decided,
        decidedBy: decided ? decidedBy : null,
        decisionReason: request.reason ?? null,
        version: 1 + request.evidence.length + (request.status === 'UNVERIFIED' ? 0 : 1) + (decided ? 1 : 0),
        createdAt: at,
        updatedAt: decided ?? at,
      })
      .returning();
    const [account] = await db
      .insert(users)
      .values({
        accountType: 'ORGANIZATION',
        status: 'ACTIVE',
        passwordHash,
        emailVerifiedAt: at,
        phoneVerifiedAt: at,
        organisationId: organisation.id,
        ...request.account,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: users.id });
    for (const evidence of request.evidence) {
      const stored = await files.put(demoPdf(evidence.title));
      await db.insert(organisationEvidence).values({
        organisationId: organisation.id,
        kind: evidence.kind,
        fileName: `${evidence.kind.toLowerCase().replace(/_/g, '-')}.pdf`,
        contentType: 'application/pdf',
        size: stored.size,
        sha256: stored.sha256,
        uploadedBy: account.id,
        createdAt: at,
      });
    }
    if (request.status !== 'UNVERIFIED') {
      await db.insert(auditEvents).values({
        actorId: account.id,
        action: 'organisation.verification-submitted',
        entity: 'organisation',
        entityId: organisation.id,
        after: { verification: 'SUBMITTED' },
        at,
      });
    }
    if (decided) {
      await db.insert(auditEvents).values({
        actorId: decidedBy,
        action: 'organisation.rejected',
        entity: 'organisation',
        entityId: organisation.id,
        after: { verification: 'REJECTED', reason: request.reason },
        at: decided,
      });
    }
    const state = {
      SUBMITTED: 'waiting for the registry to verify it',
      REJECTED: 'refused, to send new evidence',
      UNVERIFIED: 'signed up, evidence not sent yet',
    }[request.status];
    accounts.push({
      email: request.account.email,
      phone: request.account.phone,
      what: `institution: ${request.type.toLowerCase()} ${state}`,
    });
  }
  return accounts;
}
