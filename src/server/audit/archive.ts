import type { FastifyInstance } from 'fastify';
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import { nairobiDate } from '../../shared/dates.js';
import {
  applicationEvents,
  applications,
  attachments,
  documents,
  invoices,
  marriages,
  users,
} from '../db/schema/index.js';
import { aboutCitizen, listAccessRecords, ownEntryIds } from './accessLog.js';
import { writeZip, type ZipEntry } from './zip.js';

/** A file name kept to letters, digits, dot, dash and underscore. */
const safeName = (name: string) => name.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 120);

/**
 * Everything the registry holds about a citizen, as one ZIP: `my-data.json` (their account, their
 * applications with their events, invoices, attachments and documents, the register entries naming
 * their ID number, and who looked at them) and the files themselves (`documents/…pdf`, `attachments/…`).
 * What only the registry needs to run the account (the password hash, the sign-in counters) is left out.
 */
export async function personalArchive(app: FastifyInstance, userId: string) {
  const db = app.db;
  const now = app.clock.now();
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  const { passwordHash: _hash, failedLoginCount: _failed, lockedUntil: _locked, ...account } = user;
  const own = await db.select().from(applications).where(eq(applications.applicantId, userId));
  const applicationIds = own.map((a) => a.id);
  const entryIds = await ownEntryIds(db, userId);
  const [events, bills, files, docs, entries, access] = await Promise.all([
    applicationIds.length
      ? db
          .select()
          .from(applicationEvents)
          .where(inArray(applicationEvents.applicationId, applicationIds))
          .orderBy(asc(applicationEvents.id))
      : [],
    applicationIds.length ? db.select().from(invoices).where(inArray(invoices.applicationId, applicationIds)) : [],
    applicationIds.length
      ? db
          .select()
          .from(attachments)
          .where(and(inArray(attachments.applicationId, applicationIds), isNull(attachments.deletedAt)))
      : [],
    db
      .select()
      .from(documents)
      .where(
        or(
          eq(documents.ownerId, userId),
          applicationIds.length ? inArray(documents.applicationId, applicationIds) : undefined,
        ),
      )
      .orderBy(asc(documents.issuedAt)),
    entryIds.length ? db.select().from(marriages).where(inArray(marriages.id, entryIds)) : [],
    listAccessRecords(db, aboutCitizen(userId, entryIds), [0, 9999], { withNames: false }),
  ]);
  const entriesOut: ZipEntry[] = [];
  const documentFiles: Record<string, string> = {};
  for (const doc of docs.filter((d) => d.sha256)) {
    const bytes = await app.files.get(doc.sha256!);
    if (!bytes) continue;
    const name = `documents/${safeName(`${doc.kind}-${doc.number}`)}.pdf`;
    documentFiles[doc.id] = name;
    entriesOut.push({ name, data: Buffer.from(bytes), modified: doc.issuedAt });
  }
  const attachmentFiles: Record<string, string> = {};
  for (const file of files) {
    const bytes = await app.files.get(file.sha256);
    if (!bytes) continue;
    const name = `attachments/${safeName(`${file.id.slice(0, 8)}-${file.fileName}`)}`;
    attachmentFiles[file.id] = name;
    entriesOut.push({ name, data: Buffer.from(bytes), modified: file.createdAt });
  }
  const data = {
    generatedAt: now.toISOString(),
    account,
    applications: own.map((a) => ({
      ...a,
      events: events.filter((e) => e.applicationId === a.id),
      invoices: bills.filter((b) => b.applicationId === a.id),
      attachments: files
        .filter((f) => f.applicationId === a.id)
        .map((f) => ({ ...f, file: attachmentFiles[f.id] ?? null })),
    })),
    documents: docs.map(({ content: _content, ...d }) => ({ ...d, file: documentFiles[d.id] ?? null })),
    registerEntries: entries,
    accessRecords: access.rows,
  };
  const zip = writeZip([
    { name: 'my-data.json', data: Buffer.from(JSON.stringify(data, null, 2), 'utf8'), modified: now },
    ...entriesOut,
  ]);
  return { zip, fileName: `my-data-${nairobiDate(now)}.zip` };
}
