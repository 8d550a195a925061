import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { SystemClock, type Clock } from '../../clock.js';
import type { Db } from '../../db/client.js';
import { applications, invoices, payments } from '../../db/schema/index.js';
import type { FileStore } from '../../storage/files.js';
import type { ApplicationsService } from '../applications/service.js';
import { SandboxGateway } from './gateway.js';
import { PaymentsService } from './service.js';

export interface DemoReceiptDeps {
  files: FileStore;
  applications: Pick<ApplicationsService, 'paymentConfirmed'>;
  /** The portal's address, printed in the receipt's QR code. */
  publicUrl?: string;
  clock?: Clock;
}

/**
 * Demo data: pays the unpaid invoice of an application waiting for payment as if the payer had
 * used the sandbox test card 4242: a SUCCEEDED sandbox payment with a receipt number, the invoice
 * PAID, the application in the officer queue, the receipt PDF issued and verifiable. Answers the
 * receipt number, or null when the application has no unpaid invoice.
 */
export async function seedDemoReceipt(db: Db, deps: DemoReceiptDeps, applicationId: string): Promise<string | null> {
  const clock = deps.clock ?? new SystemClock();
  const service = new PaymentsService({
    db,
    clock,
    gateway: new SandboxGateway(randomBytes(32).toString('hex')),
    applications: deps.applications,
    documents: { files: deps.files, publicUrl: deps.publicUrl ?? 'http://localhost:8080', clock },
    notified: () => undefined,
  });
  return db.transaction(async (tx) => {
    const [application] = await tx.select().from(applications).where(eq(applications.id, applicationId)).for('update');
    const [invoice] = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.applicationId, applicationId), eq(invoices.status, 'UNPAID')))
      .for('update');
    if (!application || !invoice || application.status !== 'Payment_Confirmation') return null;
    const now = clock.now();
    const [payment] = await tx
      .insert(payments)
      .values({
        invoiceId: invoice.id,
        gateway: 'SANDBOX',
        checkoutId: `cs_demo${randomBytes(10).toString('hex')}`,
        amount: invoice.amount,
        currency: invoice.currency,
        status: 'PENDING',
        createdAt: now,
      })
      .returning();
    const paid = await service.settle(tx, {
      payment,
      invoice,
      application,
      cardLast4: '4242',
      actorId: invoice.payerId,
      now,
    });
    return paid.receiptNumber;
  });
}
