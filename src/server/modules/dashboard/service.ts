import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { DashboardData } from '../../../shared/contracts/dashboard.js';
import { addMonths, nairobiDate, startOfNairobiDay } from '../../../shared/dates.js';
import { dashboardBlocksFor, OWN_SETTINGS, SETTINGS, type DashboardBlock } from '../../../shared/permissions.js';
import { SERVICES } from '../../../shared/services.js';
import { WAITING_STATUSES } from '../../../shared/statuses.js';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/client.js';
import {
  applications,
  auditEvents,
  districts,
  invoices,
  licences,
  notices,
  objections,
  payments,
  users,
} from '../../db/schema/index.js';
import type { Caller } from '../../plugins/auth.js';
import { forbidden } from '../../plugins/errors.js';
import { readableServices } from '../applications/access.js';
import { queueCounts, workedServices } from '../queues/counts.js';

const LATEST = 5;
/** The audit entities of the settings tables (tableResource, service tax heads, the certificate stamp). */
const SETTINGS_ENTITIES = [...SETTINGS, 'services', 'certificate_stamp', ...Object.keys(OWN_SETTINGS)];
const sectionOf = (serviceCode: string) => SERVICES.find((s) => s.code === serviceCode)?.section ?? 'dashboard';

/** The Nairobi day and month the figures are of, as instants (half-open ranges). */
export function periods(now: Date) {
  const today = nairobiDate(now);
  const month = `${today.slice(0, 8)}01`;
  const months = Array.from({ length: 12 }, (_, i) => addMonths(month, i - 11)).map((first) => ({
    month: first.slice(0, 7),
    start: startOfNairobiDay(first),
    end: startOfNairobiDay(addMonths(first, 1)),
  }));
  return {
    today,
    day: { start: startOfNairobiDay(today), end: new Date(startOfNairobiDay(today).getTime() + 24 * 3_600_000) },
    month: months[11],
    months,
  };
}

type Periods = ReturnType<typeof periods>;
const within = (column: SQL | typeof payments.createdAt, range: { start: Date; end: Date }) =>
  sql`(${column} >= ${range.start} and ${column} < ${range.end})`;

/**
 * The back-office dashboard: per role, the figures of domain section 9, counted in the database over
 * the Nairobi day and month, and only the caller's district's work when they carry one.
 */
export class DashboardService {
  constructor(private readonly deps: { db: Db; clock: Clock }) {}

  async forCaller(caller: Caller): Promise<DashboardData> {
    const blocks = dashboardBlocksFor(caller);
    if (blocks.length === 0) throw forbidden('Your role has no dashboard');
    const now = this.deps.clock.now();
    const when = periods(now);
    const has = (block: DashboardBlock) => blocks.includes(block);
    const answer: DashboardData = { today: when.today, blocks };
    if (has('queues')) answer.queues = await queueCounts(this.deps.db, caller, now);
    if (has('overdue')) answer.overdue = await this.overdue(caller, now);
    if (has('escalations')) answer.escalations = await this.escalations(caller);
    if (has('approvals')) answer.approvals = await this.approvals(caller, now);
    if (has('licences')) answer.licences = await this.licences(caller, now, when);
    if (has('trend')) answer.trend = await this.trend(caller, when);
    if (has('revenue')) answer.revenue = await this.revenue(caller, when);
    if (has('failedPayments')) answer.failedPayments = await this.failedPayments(caller, when);
    if (has('accounts')) answer.accounts = await this.accounts(caller, now);
    if (has('settingsChanges')) answer.settingsChanges = await this.settingsChanges();
    return answer;
  }

  private inDistrict(
    caller: Caller,
    column: typeof applications.district | typeof licences.district | typeof notices.district | typeof users.district,
  ) {
    return caller.district ? eq(column, caller.district) : undefined;
  }

  /** Waiting at the caller's level in the services they work. */
  private waitingHere(caller: Caller) {
    const codes = workedServices(caller).map((s) => s.code);
    return and(
      eq(applications.stage, caller.staffRole as never),
      inArray(applications.status, [...WAITING_STATUSES]),
      codes.length ? inArray(applications.serviceCode, codes) : sql`false`,
      this.inDistrict(caller, applications.district),
    );
  }

  private async overdue(caller: Caller, now: Date) {
    const late = and(this.waitingHere(caller), lte(applications.slaDueAt, now));
    const [[{ total }], oldest] = await Promise.all([
      this.deps.db.select({ total: sql<number>`count(*)::int` }).from(applications).where(late),
      this.deps.db
        .select({
          id: applications.id,
          reference: applications.reference,
          serviceCode: applications.serviceCode,
          status: applications.status,
          slaDueAt: applications.slaDueAt,
        })
        .from(applications)
        .where(late)
        .orderBy(asc(applications.slaDueAt), asc(applications.id))
        .limit(LATEST),
    ]);
    return {
      total,
      oldest: oldest.map((row) => ({ ...row, slaDueAt: row.slaDueAt!, section: sectionOf(row.serviceCode) })),
    };
  }

  private async escalations(caller: Caller) {
    const [{ open }] = await this.deps.db
      .select({ open: sql<number>`count(*)::int` })
      .from(objections)
      .innerJoin(notices, eq(notices.id, objections.noticeId))
      .where(and(eq(objections.status, 'OPEN'), this.inDistrict(caller, notices.district)));
    return { open };
  }

  private async approvals(caller: Caller, now: Date) {
    const rows = await this.deps.db
      .select({
        serviceCode: applications.serviceCode,
        waiting: sql<number>`count(*)::int`,
        overdue: sql<number>`(count(*) filter (where ${applications.slaDueAt} <= ${now}))::int`,
      })
      .from(applications)
      .where(this.waitingHere(caller))
      .groupBy(applications.serviceCode);
    const found = new Map(rows.map((r) => [r.serviceCode, r]));
    return {
      stage: caller.staffRole ?? '',
      services: workedServices(caller).map((s) => found.get(s.code) ?? { serviceCode: s.code, waiting: 0, overdue: 0 }),
    };
  }

  private async licences(caller: Caller, now: Date, when: Periods) {
    const [row] = await this.deps.db
      .select({
        issuedThisMonth: sql<number>`(count(*) filter (where ${within(sql`${licences.issuedAt}`, when.month)}))::int`,
        inForce: sql<number>`(count(*) filter (where ${and(isNull(licences.revokedAt), isNull(licences.usedAt), gte(licences.validUntil, now), lte(licences.issuedAt, now))}))::int`,
      })
      .from(licences)
      .where(this.inDistrict(caller, licences.district));
    return row;
  }

  /**
   * Per Nairobi month of the last twelve: applications received (submitted) and decided, and licences
   * issued. Each is one pass over its rows of the year, bucketed by the months' first instants.
   */
  private async trend(caller: Caller, when: Periods) {
    const services = readableServices(caller);
    const first = when.months[0].start;
    const last = when.months[11].end;
    const thresholds = sql`array[${sql.join(
      [...when.months.map((m) => m.start), last].map((at) => sql`${at.toISOString()}::timestamptz`),
      sql`, `,
    )}]`;
    const scope = and(
      services.length ? inArray(applications.serviceCode, services) : sql`false`,
      this.inDistrict(caller, applications.district),
    );
    const perMonth = (column: SQL | typeof licences.issuedAt) => sql<number>`width_bucket(${column}, ${thresholds})`;
    const counted = async (query: Promise<{ bucket: number; n: number }[]>) =>
      new Map((await query).map((r) => [Number(r.bucket), Number(r.n)]));
    const db = this.deps.db;
    const [received, decided, issued] = await Promise.all([
      counted(
        db
          .select({ bucket: perMonth(sql`${applications.submittedAt}`), n: sql<number>`count(*)::int` })
          .from(applications)
          .where(and(scope, gte(applications.submittedAt, first), lt(applications.submittedAt, last)))
          .groupBy(sql`1`),
      ),
      counted(
        db
          .select({ bucket: perMonth(sql`${applications.decidedAt}`), n: sql<number>`count(*)::int` })
          .from(applications)
          .where(
            and(
              scope,
              inArray(applications.status, ['Approved', 'Declined']),
              gte(applications.decidedAt, first),
              lt(applications.decidedAt, last),
            ),
          )
          .groupBy(sql`1`),
      ),
      counted(
        db
          .select({ bucket: perMonth(licences.issuedAt), n: sql<number>`count(*)::int` })
          .from(licences)
          .where(
            and(this.inDistrict(caller, licences.district), gte(licences.issuedAt, first), lt(licences.issuedAt, last)),
          )
          .groupBy(sql`1`),
      ),
    ]);
    // width_bucket answers 1 for the first month.
    return when.months.map((m, i) => ({
      month: m.month,
      received: received.get(i + 1) ?? 0,
      decided: decided.get(i + 1) ?? 0,
      licencesIssued: issued.get(i + 1) ?? 0,
    }));
  }

  private paymentScope(caller: Caller) {
    return this.inDistrict(caller, applications.district);
  }

  /** Money received: succeeded payments by the Nairobi day of their confirmation. */
  private async revenue(caller: Caller, when: Periods) {
    const received = sql`coalesce(${payments.confirmedAt}, ${payments.createdAt})`;
    const succeeded = and(eq(payments.status, 'SUCCEEDED'), this.paymentScope(caller));
    const [[totals], byService] = await Promise.all([
      this.deps.db
        .select({
          today: sql<string>`coalesce(sum(${payments.amount}) filter (where ${within(received, when.day)}), 0)`,
          thisMonth: sql<string>`coalesce(sum(${payments.amount}), 0)`,
          paymentsToday: sql<number>`(count(*) filter (where ${within(received, when.day)}))::int`,
        })
        .from(payments)
        .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
        .innerJoin(applications, eq(applications.id, invoices.applicationId))
        .where(and(succeeded, within(received, when.month))),
      this.deps.db
        .select({
          serviceCode: applications.serviceCode,
          amount: sql<string>`sum(${payments.amount})`,
          payments: sql<number>`count(*)::int`,
        })
        .from(payments)
        .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
        .innerJoin(applications, eq(applications.id, invoices.applicationId))
        .where(and(succeeded, within(received, when.month)))
        .groupBy(applications.serviceCode)
        .orderBy(desc(sql`sum(${payments.amount})`), asc(applications.serviceCode)),
    ]);
    return {
      currency: 'KES',
      today: Number(totals.today),
      thisMonth: Number(totals.thisMonth),
      paymentsToday: totals.paymentsToday,
      byService: byService.map((r) => ({ serviceCode: r.serviceCode, amount: Number(r.amount), payments: r.payments })),
    };
  }

  /** Declined card payments, by the Nairobi day they were tried (as the transactions list filters them). */
  private async failedPayments(caller: Caller, when: Periods) {
    const failed = and(eq(payments.status, 'FAILED'), this.paymentScope(caller));
    const [[counts], latest] = await Promise.all([
      this.deps.db
        .select({
          today: sql<number>`(count(*) filter (where ${within(payments.createdAt, when.day)}))::int`,
          thisMonth: sql<number>`count(*)::int`,
        })
        .from(payments)
        .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
        .innerJoin(applications, eq(applications.id, invoices.applicationId))
        .where(and(failed, within(payments.createdAt, when.month))),
      this.deps.db
        .select({
          id: payments.id,
          reference: applications.reference,
          serviceCode: applications.serviceCode,
          amount: payments.amount,
          currency: payments.currency,
          failureReason: payments.failureReason,
          createdAt: payments.createdAt,
          payerName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
        })
        .from(payments)
        .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
        .innerJoin(applications, eq(applications.id, invoices.applicationId))
        .innerJoin(users, eq(users.id, invoices.payerId))
        .where(and(failed, lt(payments.createdAt, when.day.end)))
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(LATEST),
    ]);
    return { ...counts, latest: latest.map((r) => ({ ...r, amount: Number(r.amount) })) };
  }

  /** Accounts by type, staff by role, locked accounts and staff invited who have not set a password. */
  private async accounts(caller: Caller, now: Date) {
    const scope = this.inDistrict(caller, users.district);
    const locked = and(scope, sql`${users.lockedUntil} > ${now}`);
    const invited = and(scope, eq(users.accountType, 'BACKOFFICE'), eq(users.status, 'PENDING'));
    const person = {
      id: users.id,
      name: sql<string>`concat_ws(' ', ${users.firstName}, ${users.middleName}, ${users.lastName})`,
      accountType: users.accountType,
      staffRole: users.staffRole,
      districtName: districts.name,
    };
    const db = this.deps.db;
    const [byType, staffByRole, [lockedCount], lockedRows, [invitedCount], invitedRows] = await Promise.all([
      db
        .select({ accountType: users.accountType, count: sql<number>`count(*)::int` })
        .from(users)
        .where(scope)
        .groupBy(users.accountType)
        .orderBy(users.accountType),
      db
        .select({ staffRole: sql<string>`${users.staffRole}`, count: sql<number>`count(*)::int` })
        .from(users)
        .where(and(scope, eq(users.accountType, 'BACKOFFICE'), sql`${users.staffRole} is not null`))
        .groupBy(users.staffRole)
        .orderBy(users.staffRole),
      db.select({ count: sql<number>`count(*)::int` }).from(users).where(locked),
      db
        .select({ ...person, at: users.lockedUntil })
        .from(users)
        .leftJoin(districts, eq(districts.code, users.district))
        .where(locked)
        .orderBy(desc(users.lockedUntil), asc(users.id))
        .limit(LATEST),
      db.select({ count: sql<number>`count(*)::int` }).from(users).where(invited),
      db
        .select({ ...person, at: users.createdAt })
        .from(users)
        .leftJoin(districts, eq(districts.code, users.district))
        .where(invited)
        .orderBy(desc(users.createdAt), asc(users.id))
        .limit(LATEST),
    ]);
    return {
      byType,
      staffByRole,
      locked: { count: lockedCount.count, latest: lockedRows },
      invited: { count: invitedCount.count, latest: invitedRows },
    };
  }

  /** The latest changes to the settings tables: who, when, which table (the settings are national). */
  private async settingsChanges() {
    return this.deps.db
      .select({
        id: auditEvents.id,
        at: auditEvents.at,
        action: auditEvents.action,
        table: auditEvents.entity,
        actorName: sql<
          string | null
        >`case when ${users.id} is null then null else ${users.firstName} || ' ' || ${users.lastName} end`,
      })
      .from(auditEvents)
      .leftJoin(users, eq(users.id, auditEvents.actorId))
      .where(inArray(auditEvents.entity, SETTINGS_ENTITIES))
      .orderBy(desc(auditEvents.at), desc(auditEvents.id))
      .limit(8);
  }
}
