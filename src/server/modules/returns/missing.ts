import { and, asc, eq, exists, inArray, lte, ne, sql } from 'drizzle-orm';
import { endOfNairobiDay } from '../../../shared/dates.js';
import { closedMonths, monthDays, monthWords } from '../../../shared/returns.js';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { applications, marriageReturnReminders, organisations, users } from '../../db/schema/index.js';
import { notifyUser } from '../notices/common.js';
import { LIVE_RETURN_STATUSES } from './checks.js';

/** How many closed months the back office may list. */
export const LISTED_MONTHS = 12;
/** The outbox reminds of the last closed months only; older gaps are the registry's to follow up. */
export const REMINDED_MONTHS = 3;

/**
 * The licensed institutions (not courts) licensed before the month ended that have no live return
 * for it, by name, with when each was reminded.
 */
export async function missingReturns(db: DbOrTx, month: string) {
  const monthEnd = endOfNairobiDay(monthDays(month).last);
  const filed = db
    .select({ one: sql`1` })
    .from(applications)
    .where(
      and(
        eq(applications.serviceCode, 'MARRIAGE_RETURN'),
        eq(applications.organisationId, organisations.id),
        inArray(applications.status, [...LIVE_RETURN_STATUSES]),
        sql`${applications.formData}->>'month' = ${month}`,
      ),
    );
  return db
    .select({
      organisationId: organisations.id,
      name: organisations.name,
      type: organisations.type,
      registrationNumber: organisations.registrationNumber,
      remindedAt: marriageReturnReminders.sentAt,
    })
    .from(organisations)
    .leftJoin(
      marriageReturnReminders,
      and(eq(marriageReturnReminders.organisationId, organisations.id), eq(marriageReturnReminders.month, month)),
    )
    .where(
      and(
        eq(organisations.licensed, true),
        ne(organisations.type, 'COURT'),
        lte(organisations.createdAt, monthEnd),
        sql`not ${exists(filed)}`,
      ),
    )
    .orderBy(asc(organisations.name), asc(organisations.id));
}

async function remindOne(
  tx: Tx,
  organisation: { organisationId: string; name: string },
  month: string,
  now: Date,
): Promise<boolean> {
  const [claimed] = await tx
    .insert(marriageReturnReminders)
    .values({ organisationId: organisation.organisationId, month, sentAt: now })
    .onConflictDoNothing()
    .returning({ id: marriageReturnReminders.id });
  if (!claimed) return false;
  const members = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.organisationId, organisation.organisationId), eq(users.status, 'ACTIVE')));
  for (const member of members) {
    await notifyUser(tx, member.id, 'MARRIAGE_RETURN_REMINDER', {
      subject: `Your marriage return for ${monthWords(month)} is due`,
      body: `The registry has no return of the marriages ${organisation.name} celebrated in ${monthWords(month)}. File it from Services, Marriage returns; a month in which it celebrated none is returned with no marriages listed.`,
      sms: `${organisation.name}: your marriage return for ${monthWords(month)} is due. File it on the portal.`,
    });
  }
  return true;
}

/** Reminds every institution missing a return for one of the last closed months, once per month; answers how many were reminded. */
export async function remindMissingReturns(db: Db, now: Date): Promise<number> {
  let sent = 0;
  for (const month of closedMonths(REMINDED_MONTHS, now)) {
    for (const organisation of await missingReturns(db, month)) {
      if (organisation.remindedAt) continue;
      if (await db.transaction((tx) => remindOne(tx, organisation, month, now))) sent += 1;
    }
  }
  return sent;
}
