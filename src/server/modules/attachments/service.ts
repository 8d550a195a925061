import type { HistoryEvent } from '../../../shared/events.js';
import { and, count, eq, isNull, type SQL } from 'drizzle-orm';
import { countOf, listOrder, pageOf } from '../../db/paged.js';
import {
  acceptedAttachmentKinds,
  ATTACHMENT_MESSAGES,
  attachmentLabel,
  attachmentsEditable,
  MAX_OTHER_ATTACHMENTS,
  OTHER_ATTACHMENT_KIND,
} from '../../../shared/forms/attachments.js';
import type { ServiceCode } from '../../../shared/services.js';
import { audit } from '../../audit.js';
import type { Clock } from '../../clock.js';
import type { Db, Tx } from '../../db/client.js';
import { applicationEvents, attachments } from '../../db/schema/index.js';
import type { Caller } from '../../plugins/auth.js';
import { ApiError, badRequest, conflict, forbidden, notFound, VALIDATION_MESSAGE } from '../../plugins/errors.js';
import type { FileStore } from '../../storage/files.js';
import { isOwner, type ApplicationRow } from '../applications/access.js';
import type { ApplicationsService } from '../applications/service.js';
import { checkedFile, type UploadParts } from './upload.js';
import { checkUploadQuota } from './quota.js';
import { letGoRows, releaseContent, storeAndRecord } from '../../storage/release.js';
import { isUuid } from '../../http/ids.js';
import { idFilter } from '../../http/simpleRest.js';

export type AttachmentRow = typeof attachments.$inferSelect;

/** What the API shows of an attachment (not the content hash nor the uploader). */
export const PUBLIC_COLUMNS = {
  id: attachments.id,
  applicationId: attachments.applicationId,
  kind: attachments.kind,
  fileName: attachments.fileName,
  contentType: attachments.contentType,
  size: attachments.size,
  createdAt: attachments.createdAt,
  deletedAt: attachments.deletedAt,
};

export function publicAttachment(row: AttachmentRow) {
  const { id, applicationId, kind, fileName, contentType, size, createdAt, deletedAt } = row;
  return { id, applicationId, kind, fileName, contentType, size, createdAt, deletedAt };
}

export const SORTABLE = {
  createdAt: attachments.createdAt,
  kind: attachments.kind,
  fileName: attachments.fileName,
  size: attachments.size,
} as const;

export interface AttachmentsDeps {
  db: Db;
  clock: Clock;
  files: FileStore;
  applications: ApplicationsService;
}

export class AttachmentsService {
  constructor(private readonly deps: AttachmentsDeps) {}

  /** The applicant, while the application may still change; answers the application (or 404/403/409). */
  async checkEditable(
    caller: Caller,
    applicationId: string,
    tx: Db | Tx = this.deps.db,
    lock = false,
  ): Promise<ApplicationRow> {
    const app = await this.deps.applications.getVisible(caller, applicationId, tx, lock);
    if (!isOwner(caller, app)) throw forbidden('Only the applicant can change the documents of this application');
    if (!attachmentsEditable(app.status))
      throw conflict(`Documents cannot be changed while the application is ${app.status.replace(/_/g, ' ')}`);
    return app;
  }

  /** Checks the form, stores the content by its hash, then records it (replacing the kind's earlier file) in one transaction, within the quotas. */
  async add(caller: Caller, application: ApplicationRow, upload: UploadParts) {
    const accepted = acceptedAttachmentKinds(application.serviceCode as ServiceCode, application.formData);
    const errors: Record<string, string> = {};
    if (!upload.kind) errors.kind = 'Say which document this is';
    else if (!accepted.length) errors.kind = 'This application takes no documents';
    else if (!accepted.includes(upload.kind))
      errors.kind = `Choose one of the documents this application takes: ${accepted.join(', ')}`;
    if (!upload.file) errors.file = 'Choose a file';
    else if (upload.file.content.length === 0) errors.file = ATTACHMENT_MESSAGES.empty;
    if (Object.keys(errors).length) {
      const onlyEmpty = Object.keys(errors).length === 1 && errors.file === ATTACHMENT_MESSAGES.empty;
      throw badRequest(onlyEmpty ? ATTACHMENT_MESSAGES.empty : VALIDATION_MESSAGE, errors);
    }
    const kind = upload.kind!;
    const { content } = upload.file!;
    const { contentType, fileName } = await checkedFile(
      upload.file!,
      kind === OTHER_ATTACHMENT_KIND ? 'document' : kind.toLowerCase().replace(/_/g, '-'),
    );

    const now = this.deps.clock.now();
    return storeAndRecord(this.deps.db, this.deps.files, content, (stored, letGo) =>
      this.deps.db.transaction(async (tx) => {
        const app = await this.checkEditable(caller, application.id, tx, true);
        if (!acceptedAttachmentKinds(app.serviceCode as ServiceCode, app.formData).includes(kind)) {
          throw badRequest(VALIDATION_MESSAGE, { kind: 'The application changed and no longer takes this document' });
        }
        const live = and(
          eq(attachments.applicationId, app.id),
          eq(attachments.kind, kind),
          isNull(attachments.deletedAt),
        );
        let replaced: string[] = [];
        if (kind === OTHER_ATTACHMENT_KIND) {
          const [{ n }] = await tx.select({ n: count() }).from(attachments).where(live);
          if (n >= MAX_OTHER_ATTACHMENTS)
            throw conflict(`An application keeps at most ${MAX_OTHER_ATTACHMENTS} other documents; remove one first`);
        } else {
          const gone = await this.letGo(tx, app, live, now);
          replaced = gone.map((r) => r.id);
          letGo(gone.filter((r) => r.discarded).map((r) => r.sha256));
        }
        await checkUploadQuota(tx, { userId: caller.userId, applicationId: app.id, adding: stored.size });
        const [row] = await tx
          .insert(attachments)
          .values({
            applicationId: app.id,
            kind,
            fileName,
            contentType,
            size: stored.size,
            sha256: stored.sha256,
            uploadedBy: caller.userId,
            createdAt: now,
          })
          .returning();
        await this.event(tx, app, caller, 'attachment-added', `${attachmentLabel(kind)}: ${fileName}`, now);
        await audit(tx, {
          actorId: caller.userId,
          action: 'attachment.added',
          entity: 'attachment',
          entityId: row.id,
          after: {
            applicationId: app.id,
            kind,
            fileName,
            contentType,
            size: stored.size,
            sha256: stored.sha256,
            replaced,
          },
        });
        return publicAttachment(row);
      }),
    );
  }

  /**
   * The rows `which` selects stop being the application's documents. A draft's are deleted with their
   * content (nobody but the applicant has seen them, and they would only fill the store); once the
   * registry has seen the application they stay, marked deleted, for its record.
   */
  private letGo(tx: Tx, app: ApplicationRow, which: SQL | undefined, now: Date) {
    return letGoRows<AttachmentRow>(tx, attachments, which, app.status === 'Draft', now);
  }

  /** The attachment with its application, when the caller may read that application; deleted ones only for staff. */
  async getVisible(caller: Caller, id: string): Promise<{ row: AttachmentRow; application: ApplicationRow }> {
    if (!isUuid(id)) throw notFound('No such document');
    const [row] = await this.deps.db.select().from(attachments).where(eq(attachments.id, id));
    if (!row || (row.deletedAt && caller.accountType !== 'BACKOFFICE')) throw notFound('No such document');
    try {
      return { row, application: await this.deps.applications.getVisible(caller, row.applicationId) };
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 404) throw notFound('No such document');
      throw error;
    }
  }

  async list(
    caller: Caller,
    filter: { id?: string | string[]; applicationId: string; kind?: string; includeDeleted?: boolean },
    sort: { field: keyof typeof SORTABLE; order: 'ASC' | 'DESC' },
    range: [number, number],
  ) {
    const app = await this.deps.applications.getVisible(caller, filter.applicationId);
    const conditions: (SQL | undefined)[] = [eq(attachments.applicationId, app.id), idFilter(filter, attachments.id)];
    if (!(filter.includeDeleted && caller.accountType === 'BACKOFFICE')) conditions.push(isNull(attachments.deletedAt));
    if (filter.kind) conditions.push(eq(attachments.kind, filter.kind));
    const where = and(...conditions);
    return pageOf(
      this.deps.db.select(PUBLIC_COLUMNS).from(attachments).where(where).$dynamic(),
      countOf(this.deps.db, attachments, where),
      listOrder({ sort, range }, SORTABLE[sort.field], attachments.id),
      range,
    );
  }

  async content(caller: Caller, id: string): Promise<{ row: AttachmentRow; content: Buffer }> {
    const { row } = await this.getVisible(caller, id);
    const content = await this.deps.files.get(row.sha256);
    if (!content) throw new ApiError(410, 'The file of this document is no longer available');
    return { row, content };
  }

  /** The applicant removes a document while the application may change (from a draft for good; later the row stays, marked deleted). */
  async remove(caller: Caller, id: string) {
    const { row: found } = await this.getVisible(caller, id);
    const now = this.deps.clock.now();
    const removed = await this.deps.db.transaction(async (tx) => {
      const app = await this.checkEditable(caller, found.applicationId, tx, true);
      const [row] = await this.letGo(tx, app, and(eq(attachments.id, found.id), isNull(attachments.deletedAt)), now);
      if (!row) throw notFound('No such document');
      await this.event(tx, app, caller, 'attachment-removed', `${attachmentLabel(row.kind)}: ${row.fileName}`, now);
      await audit(tx, {
        actorId: caller.userId,
        action: 'attachment.removed',
        entity: 'attachment',
        entityId: row.id,
        before: {
          applicationId: app.id,
          kind: row.kind,
          fileName: row.fileName,
          sha256: row.sha256,
          discarded: row.discarded,
        },
      });
      return row;
    });
    if (removed.discarded) await releaseContent(this.deps.db, this.deps.files, [removed.sha256]);
    const { discarded: _discarded, ...row } = removed;
    return publicAttachment({ ...row, deletedAt: row.deletedAt ?? now });
  }

  /** A line in the application's timeline; the status does not change. */
  private async event(tx: Tx, app: ApplicationRow, caller: Caller, action: HistoryEvent, comment: string, at: Date) {
    await tx.insert(applicationEvents).values({
      applicationId: app.id,
      actorId: caller.userId,
      action,
      fromStatus: app.status,
      toStatus: app.status,
      fromStage: app.stage,
      toStage: app.stage,
      comment,
      at,
    });
  }
}
