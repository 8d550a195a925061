import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { documents, marginNotes, marriages } from '../../db/schema/index.js';
import { isUuid } from '../../http/ids.js';
import type { Caller } from '../../plugins/auth.js';
import { forbidden, notFound } from '../../plugins/errors.js';
import { readsMarriages } from '../notices/service.js';

const newCertificate = alias(documents, 'new_certificate');
const oldCertificate = alias(documents, 'old_certificate');

/** A register entry's history for the registry: the certificate it stands on now and its margin notes, oldest first. */
export async function entryHistory(db: Db, caller: Caller, id: string) {
  if (!readsMarriages(caller)) throw forbidden('Your role cannot see the marriage register');
  if (!isUuid(id)) throw notFound('No such register entry');
  const [entry] = await db
    .select({
      id: marriages.id,
      certificate: { documentId: documents.id, number: documents.number, issuedAt: documents.issuedAt },
    })
    .from(marriages)
    .leftJoin(documents, eq(documents.id, marriages.certificateDocumentId))
    .where(and(eq(marriages.id, id), caller.district ? eq(marriages.district, caller.district) : undefined));
  if (!entry) throw notFound('No such register entry');
  const notes = await db
    .select({
      note: marginNotes,
      certificateNumber: newCertificate.number,
      supersededCertificateNumber: oldCertificate.number,
    })
    .from(marginNotes)
    .innerJoin(newCertificate, eq(newCertificate.id, marginNotes.certificateDocumentId))
    .leftJoin(oldCertificate, eq(oldCertificate.id, marginNotes.supersededDocumentId))
    .where(eq(marginNotes.marriageId, entry.id))
    .orderBy(asc(marginNotes.amendedAt), asc(marginNotes.id));
  return {
    certificate: entry.certificate?.documentId ? entry.certificate : null,
    marginNotes: notes.map(({ note, certificateNumber, supersededCertificateNumber }) => ({
      id: note.id,
      field: note.field,
      oldValue: note.oldValue,
      newValue: note.newValue,
      amendedAt: note.amendedAt,
      authority: `${note.authorityName}, ${note.authorityTitle}`,
      applicationId: note.applicationId,
      applicationReference: note.applicationReference,
      certificateNumber,
      supersededCertificateNumber: supersededCertificateNumber ?? null,
    })),
  };
}
