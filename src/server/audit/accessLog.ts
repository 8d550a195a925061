import { idCondition } from '../http/simpleRest.js';
import { and, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AccessRecordRow } from '../../shared/contracts/audit.js';
import type { DbOrTx } from '../db/client.js';
import { accessRecords, applications, districts, marriages, users } from '../db/schema/index.js';

/** The register entries naming this citizen's verified ID number (what "their register entries" means). */
export async function ownEntryIds(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: marriages.id })
    .from(marriages)
    .innerJoin(users, eq(users.id, userId))
    .where(
      and(
        eq(users.accountType, 'INDIVIDUAL'),
        sql`${users.idNumber} is not null`,
        or(
          eq(sql`upper(${marriages.partyAIdNumber})`, sql`upper(trim(${users.idNumber}))`),
          eq(sql`upper(${marriages.partyBIdNumber})`, sql`upper(trim(${users.idNumber}))`),
        ),
      ),
    );
  return rows.map((r) => r.id);
}

/** Access records about one record: its reads, and for a register entry the searches that returned it. */
export function aboutRecord(kind: AccessRecordRow['kind'], subjectId: string): SQL {
  const read = and(eq(accessRecords.kind, kind), eq(accessRecords.subjectId, subjectId))!;
  return kind === 'marriage-entry' ? or(read, sql`${accessRecords.resultIds} && array[${subjectId}]::text[]`)! : read;
}

/** Access records about a citizen: their applications and documents, their register entries, the searches that returned them. */
export function aboutCitizen(userId: string, entryIds: string[]): SQL {
  const entries = entryIds.length
    ? [
        and(eq(accessRecords.kind, 'marriage-entry'), inArray(accessRecords.subjectId, entryIds)),
        sql`${accessRecords.resultIds} && array[${sql.join(
          entryIds.map((id) => sql`${id}`),
          sql`, `,
        )}]::text[]`,
      ]
    : [];
  // Their own reads are not news to them.
  return and(or(eq(accessRecords.ownerId, userId), ...entries), ne(accessRecords.actorId, userId))!;
}

/**
 * A page of access records, newest first, in words: who (by name for staff readers; `withNames`
 * false for a citizen, who is shown the role and the office), when, what, why.
 */
export async function listAccessRecords(
  db: DbOrTx,
  where: SQL,
  range: [number, number],
  options: { withNames: boolean; aboutEntries?: string[]; ids?: number[] },
): Promise<{ rows: AccessRecordRow[]; total: number }> {
  // react-admin's getMany (filter id): those records of this log only.
  where = and(where, idCondition(accessRecords.id, options.ids))!;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        r: accessRecords,
        actorName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
        districtName: districts.name,
        trackingId: applications.trackingId,
        registrationNumber: marriages.registrationNumber,
      })
      .from(accessRecords)
      .leftJoin(users, eq(users.id, accessRecords.actorId))
      .leftJoin(districts, eq(districts.code, accessRecords.district))
      .leftJoin(
        applications,
        and(eq(accessRecords.kind, 'application'), eq(sql`${applications.id}::text`, accessRecords.subjectId)),
      )
      .leftJoin(
        marriages,
        and(eq(accessRecords.kind, 'marriage-entry'), eq(sql`${marriages.id}::text`, accessRecords.subjectId)),
      )
      .where(where)
      .orderBy(desc(accessRecords.at), desc(accessRecords.id))
      .limit(range[1] - range[0] + 1)
      .offset(range[0]),
    db.select({ total: sql<number>`count(*)::int` }).from(accessRecords).where(where),
  ]);
  const staffRole = (role: string) => !['INDIVIDUAL', 'ORGANIZATION'].includes(role);
  return {
    total,
    rows: rows.map(({ r, actorName, districtName, trackingId, registrationNumber }) => ({
      id: r.id,
      at: r.at.toISOString(),
      role: r.role,
      actorName: options.withNames ? actorName : null,
      office: staffRole(r.role) ? (districtName ?? null) : null,
      kind: r.kind,
      reference: trackingId ?? registrationNumber ?? null,
      reason: r.reason,
      reasonRequired: r.reasonRequired,
      resultCount: r.resultIds?.length ?? null,
    })),
  };
}
