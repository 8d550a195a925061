import { and, eq, inArray, isNull } from 'drizzle-orm';
import { applications, documents } from '../../db/schema/index.js';
import { audit } from '../../audit.js';
import type { Db, Tx } from '../../db/client.js';
import type { Clock } from '../../clock.js';
import type { Caller } from '../../plugins/auth.js';
import { conflict, forbidden, notFound } from '../../plugins/errors.js';
import { staffMayDispatch } from '../../../shared/permissions.js';
import { serviceByCode } from '../../../shared/services.js';
import {
  COURIER_BILLABLE,
  DELIVERED_KINDS,
  DISPATCH_MESSAGES,
  extraQuantity,
} from '../../../shared/services/extras.js';
import { assertVersion, canRead, type ApplicationRow } from './access.js';
import { isUuid } from '../../http/ids.js';
import { applicationEvent } from '../notices/common.js';

/** Whether a document the courier would take (not a receipt or the notice) stands issued for the application. */
export async function hasDeliverable(db: Db | Tx, applicationId: string): Promise<boolean> {
  const [issued] = await db
    .select({ id: documents.id })
    .from(documents)
    .where(
      and(
        eq(documents.applicationId, applicationId),
        inArray(documents.kind, [...DELIVERED_KINDS]),
        isNull(documents.revokedAt),
      ),
    )
    .limit(1);
  return Boolean(issued);
}

/** The documents can be sent now: courier delivery bought, not sent yet, a document issued. */
export async function dispatchReady(db: Db, app: ApplicationRow): Promise<boolean> {
  return Boolean(extraQuantity(app.billables, COURIER_BILLABLE) && !app.dispatch && (await hasDeliverable(db, app.id)));
}

export interface DispatchInput {
  courier: string;
  trackingNumber: string;
  version: number;
}

/**
 * Courier delivery (issue 20 #4): staff who work on the application record that its issued
 * documents left with a courier, under the courier's tracking number. Once, after a document was
 * issued, only when courier delivery was bought; one transaction with its timeline entry and audit.
 */
export async function recordDispatch(
  deps: { db: Db; clock: Clock },
  caller: Caller,
  id: string,
  input: DispatchInput,
): Promise<ApplicationRow> {
  if (!isUuid(id)) throw notFound('No such application');
  return deps.db.transaction(async (tx) => {
    const [app] = await tx.select().from(applications).where(eq(applications.id, id)).for('update');
    if (!app || !canRead(caller, app)) throw notFound('No such application');
    const service = serviceByCode(app.serviceCode);
    if (
      !service ||
      caller.accountType !== 'BACKOFFICE' ||
      !staffMayDispatch(caller, { section: service.section, district: app.district })
    )
      throw forbidden(DISPATCH_MESSAGES.refused);
    assertVersion(app, input.version);
    if (!extraQuantity(app.billables, COURIER_BILLABLE)) throw conflict(DISPATCH_MESSAGES.noCourier);
    if (app.dispatch) throw conflict(DISPATCH_MESSAGES.already);
    if (!(await hasDeliverable(tx, app.id))) throw conflict(DISPATCH_MESSAGES.notIssued);
    const now = deps.clock.now();
    const dispatch = {
      courier: input.courier,
      trackingNumber: input.trackingNumber,
      dispatchedAt: now.toISOString(),
      dispatchedBy: caller.userId,
    };
    const [updated] = await tx
      .update(applications)
      .set({ dispatch, version: app.version + 1, updatedAt: now })
      .where(eq(applications.id, app.id))
      .returning();
    await applicationEvent(
      tx,
      app,
      caller.userId,
      'documents-dispatched',
      `Sent by ${input.courier}, tracking number ${input.trackingNumber}`,
      now,
    );
    await audit(tx, {
      actorId: caller.userId,
      action: 'application.dispatched',
      entity: 'application',
      entityId: app.id,
      before: { dispatch: null },
      after: { dispatch },
    });
    return updated;
  });
}
