import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { applicationEvents, auditEvents } from '../../db/schema/index.js';

const p = sql.placeholder;

/**
 * A change's line in the application's history (`event`) and its audit entry (`audited`), as the two
 * common table expressions of a statement built once (src/server/db/prepared.ts) that writes them with
 * the change itself: a step's (applications/service.ts) or an outcome's record (`insertIssued`).
 * Every value is a placeholder: `id`, `actor`, `action`, `fromStatus`, `toStatus`, `fromStage`,
 * `toStage`, `comment`, `at` for the history line; `auditAction`, `auditEntity`, `auditEntityId`,
 * `before`, `after`, `auditAt` for the audit entry (by the same actor).
 */
export function recordedAs(db: DbOrTx) {
  const event = db.$with('event', {}).as(db.insert(applicationEvents).values(eventPlaceholders()).getSQL());
  return [event, auditEntryAs(db)] as const;
}

/** The history line's values, each its placeholder (`recordedAs`). */
export function eventPlaceholders() {
  return {
    applicationId: p('id'),
    actorId: p('actor'),
    action: p('action'),
    fromStatus: p('fromStatus'),
    toStatus: p('toStatus'),
    fromStage: p('fromStage'),
    toStage: p('toStage'),
    comment: p('comment'),
    at: p('at'),
  };
}

/** The audit entry alone as the expression `audited` (`recordedAs`), for a statement that writes its own history line. */
export function auditEntryAs(db: DbOrTx) {
  return db.$with('audited', {}).as(
    db
      .insert(auditEvents)
      .values({
        actorId: p('actor'),
        action: p('auditAction'),
        entity: p('auditEntity'),
        entityId: p('auditEntityId'),
        before: p('before'),
        after: p('after'),
        ip: null,
        at: p('auditAt'),
      })
      .getSQL(),
  );
}
