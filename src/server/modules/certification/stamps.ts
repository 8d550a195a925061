import { desc, eq } from 'drizzle-orm';
import { namesById } from '../accounts/repository.js';
import { countOf, pageOf } from '../../db/paged.js';
import { fileTypeFromBuffer } from 'file-type';
import {
  MAX_STAMP_BYTES,
  STAMP_IMAGE_TYPES,
  STAMP_MESSAGES,
  type StampImageType,
} from '../../../shared/contracts/certification.js';
import { canOpenSettingsPage, canWriteSetting } from '../../../shared/permissions.js';
import { audit } from '../../audit.js';
import type { Clock } from '../../clock.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { certificateStamps } from '../../db/schema/index.js';
import { prepared } from '../../db/prepared.js';
import { isUuid } from '../../http/ids.js';
import { idFilter } from '../../http/simpleRest.js';
import type { Caller } from '../../plugins/auth.js';
import { ApiError, badRequest, forbidden, notFound, VALIDATION_MESSAGE } from '../../plugins/errors.js';
import type { FileStore } from '../../storage/files.js';
import { imageDamage } from '../../storage/imageIntegrity.js';
import { exceedsPixelLimits, STAMP_PIXEL_LIMITS } from '../../storage/imageLimits.js';
import type { StampReference } from '../documents/content.js';

type StampRow = typeof certificateStamps.$inferSelect;

/** The stamp image's type read from its bytes (never its name or declared type), when PNG or JPEG. */
export async function stampImageType(content: Buffer): Promise<StampImageType | null> {
  const detected = await fileTypeFromBuffer(content);
  return detected && Object.hasOwn(STAMP_IMAGE_TYPES, detected.mime) ? (detected.mime as StampImageType) : null;
}

/** The newest stamp's row, built once (src/server/db/prepared.ts): every marriage certificate issued reads it. */
const newestStamp = prepared('stamp_current', (db) =>
  db.select().from(certificateStamps).orderBy(desc(certificateStamps.uploadedAt), desc(certificateStamps.id)).limit(1),
);

/** The current stamp (the newest), or null when none was ever uploaded. */
export async function currentStampRow(db: DbOrTx): Promise<StampRow | null> {
  const [row] = (await newestStamp(db)) as StampRow[];
  return row ?? null;
}

/** The current stamp as a document issued now bears it (by reference: drawn later); null when there is none. */
export async function currentStampReference(db: DbOrTx): Promise<StampReference | null> {
  const row = await currentStampRow(db);
  return row
    ? {
        id: row.id,
        sha256: row.sha256,
        contentType: row.contentType,
        signatoryName: row.signatoryName,
        signatoryTitle: row.signatoryTitle,
      }
    : null;
}

export interface StampUpload {
  image: Buffer | null;
  signatoryName: string;
  signatoryTitle: string;
}

/** The certificate stamps: the Registrar General uploads, the settings readers read. */
export class StampsService {
  constructor(private readonly deps: { db: Db; clock: Clock; files: FileStore }) {}

  private requireReader(caller: Caller) {
    if (!canOpenSettingsPage(caller, 'certificate-stamp', 'read'))
      throw forbidden('Your role cannot see the certificate stamp');
  }

  /** Only the Registrar General keeps the stamp (checked before the upload is read). */
  requireWriter(caller: Caller) {
    if (!canWriteSetting(caller, 'certificate-stamps'))
      throw forbidden('Only the Registrar General can upload the certificate stamp');
  }

  private async shape(rows: StampRow[]) {
    const current = await currentStampRow(this.deps.db);
    const names = await namesById(this.deps.db, [
      ...new Set(rows.flatMap((r) => (r.uploadedBy ? [r.uploadedBy] : []))),
    ]);
    return rows.map((r) => ({
      id: r.id,
      contentType: r.contentType,
      size: r.size,
      signatoryName: r.signatoryName,
      signatoryTitle: r.signatoryTitle,
      uploadedByName: r.uploadedBy ? (names.get(r.uploadedBy) ?? null) : null,
      uploadedAt: r.uploadedAt,
      current: r.id === current?.id,
    }));
  }

  /** Newest first; `filter.id` (react-admin's getMany) narrows the list to those stamps. */
  async list(caller: Caller, filter: Record<string, unknown>, range: [number, number]) {
    this.requireReader(caller);
    const where = idFilter(filter, certificateStamps.id);
    const { rows, total } = await pageOf(
      this.deps.db.select().from(certificateStamps).where(where).$dynamic(),
      countOf(this.deps.db, certificateStamps, where),
      [desc(certificateStamps.uploadedAt), desc(certificateStamps.id)],
      range,
    );
    return { rows: await this.shape(rows), total };
  }

  async current(caller: Caller) {
    this.requireReader(caller);
    const row = await currentStampRow(this.deps.db);
    if (!row) throw notFound(STAMP_MESSAGES.noStamp);
    return (await this.shape([row]))[0];
  }

  async image(caller: Caller, id: string) {
    this.requireReader(caller);
    if (!isUuid(id)) throw notFound('No such stamp');
    const [row] = await this.deps.db.select().from(certificateStamps).where(eq(certificateStamps.id, id));
    const content = row ? await this.deps.files.get(row.sha256) : null;
    if (!row || !content) throw notFound('No such stamp');
    return { row, content };
  }

  async upload(caller: Caller, input: StampUpload) {
    this.requireWriter(caller);
    const errors: Record<string, string> = {};
    const signatoryName = input.signatoryName.trim();
    const signatoryTitle = input.signatoryTitle.trim();
    if (!signatoryName) errors.signatoryName = "Give the signatory's name";
    else if (signatoryName.length > 120) errors.signatoryName = 'At most 120 characters';
    if (!signatoryTitle) errors.signatoryTitle = "Give the signatory's title";
    else if (signatoryTitle.length > 120) errors.signatoryTitle = 'At most 120 characters';
    let contentType: StampImageType | null = null;
    if (!input.image || input.image.length === 0) errors.image = STAMP_MESSAGES.noImage;
    else if (input.image.length > MAX_STAMP_BYTES)
      throw new ApiError(413, STAMP_MESSAGES.tooLarge, { image: STAMP_MESSAGES.tooLarge });
    else {
      contentType = await stampImageType(input.image);
      if (!contentType) errors.image = STAMP_MESSAGES.wrongType;
      // Read from the header before anything decodes it: every certified copy draws the stamp.
      else if (exceedsPixelLimits(input.image, STAMP_PIXEL_LIMITS)) errors.image = STAMP_MESSAGES.tooManyPixels;
      // Read whole (a cut-off PNG would stop the process that draws the first document with it).
      else if (await imageDamage(input.image, contentType)) errors.image = STAMP_MESSAGES.damaged;
    }
    if (Object.keys(errors).length || !input.image || !contentType) throw badRequest(VALIDATION_MESSAGE, errors);
    const stored = await this.deps.files.put(input.image);
    const now = this.deps.clock.now();
    const row = await this.deps.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(certificateStamps)
        .values({
          contentType: contentType!,
          sha256: stored.sha256,
          size: stored.size,
          signatoryName,
          signatoryTitle,
          uploadedBy: caller.userId,
          uploadedAt: now,
        })
        .returning();
      await audit(tx, {
        actorId: caller.userId,
        action: 'certificate-stamp.uploaded',
        entity: 'certificate_stamp',
        entityId: created.id,
        after: { signatoryName, signatoryTitle, contentType, size: stored.size, sha256: stored.sha256 },
      });
      return created;
    });
    return (await this.shape([row]))[0];
  }
}
