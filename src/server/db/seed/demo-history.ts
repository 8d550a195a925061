import { randomUUID } from 'node:crypto';
import { demoAge, demoCeremony, demoCondition, demoRegistrationDelay } from './demo-statistics.js';
import { inArray, sql } from 'drizzle-orm';
import { nairobiDate, nairobiInstant, nairobiYear } from '../../../shared/dates.js';
import { searchTextOf } from '../../../shared/services/index.js';
import { SERVICES, type ServiceCode } from '../../../shared/services.js';
import { priceLines, totalOf } from '../../modules/fees/pricing.js';
import type { Db } from '../client.js';
import {
  applicationEvents,
  applications,
  invoices,
  marriages,
  organisations,
  payments,
  referenceCounters,
  registerBooks,
  services,
  users,
  type InvoiceLine,
  type RegisterParty,
} from '../schema/index.js';
import {
  HISTORY_DISTRICTS,
  HISTORY_SERVICE_WEIGHTS,
  historyForm,
  historyPerson,
  otherFirstName,
  randomStream,
  weightedPick,
} from './demo-history-data.js';
import { VERIFIED_BY_REGISTRY } from './demo-verifications.js';
import { newTrackingId } from '../../../shared/tracking.js';

/** About this many applications and register entries a month over the year of history. */
const APPLICATIONS_PER_MONTH = 40;
const DAY = 86_400_000;
const LEVEL_EMAIL = {
  OFFICER: 'officer@demo.test',
  DIRECTOR: 'director@demo.test',
  REGISTRAR_GENERAL: 'rg@demo.test',
  MINISTER: 'minister@demo.test',
} as const;
type Level = keyof typeof LEVEL_EMAIL;

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];
type EventRow = Insert<typeof applicationEvents>;

/** Column types of the tables the history writes, by the names drizzle gives them (camelCase). */
const COLUMN_TYPES: Record<string, string> = {
  id: 'uuid',
  applicationId: 'uuid',
  applicantId: 'uuid',
  organisationId: 'uuid',
  actorId: 'uuid',
  invoiceId: 'uuid',
  payerId: 'uuid',
  bookId: 'uuid',
  recordedBy: 'uuid',
  formData: 'jsonb',
  lines: 'jsonb',
  partyA: 'jsonb',
  partyB: 'jsonb',
  witnesses: 'jsonb',
  version: 'int',
  entryNumber: 'int',
  year: 'int',
  capacity: 'int',
  entriesUsed: 'int',
  last: 'int',
  amount: 'numeric',
  submittedAt: 'timestamptz',
  decidedAt: 'timestamptz',
  createdAt: 'timestamptz',
  updatedAt: 'timestamptz',
  at: 'timestamptz',
  paidAt: 'timestamptz',
  confirmedAt: 'timestamptz',
  celebratedAt: 'timestamptz',
};
const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * Writes the rows in one statement: INSERT ... SELECT FROM jsonb_to_recordset of one parameter (a
 * statement of thousands of bound values is far slower on the embedded database).
 */
async function insertRows(db: Db, table: string, rows: Record<string, unknown>[]) {
  if (!rows.length) return;
  const columns = Object.keys(rows[0]);
  const list = sql.raw(columns.map(snake).join(', '));
  const types = sql.raw(columns.map((c) => `${snake(c)} ${COLUMN_TYPES[c] ?? 'text'}`).join(', '));
  await db.execute(
    sql`insert into ${sql.raw(table)} (${list}) select ${list} from jsonb_to_recordset(${JSON.stringify(rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [snake(k), v]))))}::jsonb) as x(${types})`,
  );
}

/** Next numbers of the registry's series (reference_counters), handed out in the order asked, then written back at once. */
class Counters {
  private readonly last = new Map<string, number>();
  constructor(rows: { prefix: string; year: number; last: number }[]) {
    for (const r of rows) this.last.set(`${r.prefix}|${r.year}`, r.last);
  }
  next(prefix: string, year: number): number {
    const key = `${prefix}|${year}`;
    const n = (this.last.get(key) ?? 0) + 1;
    this.last.set(key, n);
    return n;
  }
  async save(db: Db) {
    const rows = [...this.last].map(([key, last]) => ({
      prefix: key.split('|')[0],
      year: Number(key.split('|')[1]),
      last,
    }));
    await db.execute(sql`insert into reference_counters (prefix, year, last) select prefix, year, last from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(prefix text, year int, last int)
      on conflict (prefix, year) do update set last = excluded.last`);
  }
}

const pad6 = (n: number) => String(n).padStart(6, '0');
const trackingId = () => newTrackingId();

/** The accounts of the history: twenty citizens, a church and a court of Baringo, none able to sign in (no password). */
async function historyAccounts(db: Db, now: Date) {
  const [church, court] = await db
    .insert(organisations)
    .values([
      {
        name: 'AIC Kabarnet Town Church',
        type: 'CHURCH',
        registrationNumber: 'SOC/AIC/2207',
        licensed: true,
        ...VERIFIED_BY_REGISTRY(now),
      },
      {
        name: 'Kabarnet Law Courts',
        type: 'COURT',
        registrationNumber: 'JUD/BAR/KBT',
        licensed: true,
        ...VERIFIED_BY_REGISTRY(now),
      },
    ])
    .returning();
  const base = {
    status: 'ACTIVE' as const,
    emailVerifiedAt: now,
    phoneVerifiedAt: now,
    createdAt: new Date(now.getTime() - 400 * DAY),
  };
  const citizens = await db
    .insert(users)
    .values(
      Array.from({ length: 20 }, (_, i) => {
        const p = historyPerson(200 + i, i % 2 ? 'M' : 'F');
        return {
          ...base,
          accountType: 'INDIVIDUAL' as const,
          email: `history-${String(i + 1).padStart(2, '0')}@demo.test`,
          phone: `+2547008000${String(i + 10)}`,
          firstName: p.firstName,
          lastName: p.lastName,
          idType: 'NATIONAL_ID' as const,
          idNumber: p.idNumber,
          sex: p.sex,
          dateOfBirth: `${1980 + i}-05-1${i % 10}`,
        };
      }),
    )
    .returning({ id: users.id });
  const [churchUser, courtUser] = await db
    .insert(users)
    .values([
      {
        ...base,
        accountType: 'ORGANIZATION',
        email: 'history-church@demo.test',
        phone: '+254700800091',
        firstName: 'Rev. Ngiro',
        lastName: 'Lolkinyei',
        organisationId: church.id,
      },
      {
        ...base,
        accountType: 'ORGANIZATION',
        email: 'history-court@demo.test',
        phone: '+254700800092',
        firstName: 'Akiru',
        lastName: 'Lotee',
        organisationId: court.id,
      },
    ])
    .returning({ id: users.id });
  return {
    citizens: citizens.map((c) => c.id),
    church: { userId: churchUser.id, orgId: church.id },
    court: { userId: courtUser.id, orgId: court.id },
  };
}

interface Plan {
  id: string;
  service: ServiceCode;
  created: Date;
  events: EventRow[];
  row: Insert<typeof applications>;
  lines: InvoiceLine[] | null;
  tries: { status: 'SUCCEEDED' | 'FAILED'; at: Date }[];
}

/**
 * One application's life, from draft to its final state: approved (some over their stage's target
 * days), declined at some level, withdrawn by the applicant, or (a notice) approved and then lapsed.
 */
function lifeOf(
  k: number,
  created: Date,
  r: () => number,
  ctx: {
    applicant: (service: ServiceCode) => { userId: string; orgId: string | null };
    staff: Record<Level, string>;
    sla: Map<string, Record<string, number>>;
    lines: Map<string, InvoiceLine[]>;
  },
): Plan {
  const service = weightedPick(HISTORY_SERVICE_WEIGHTS, r());
  const spec = SERVICES.find((s) => s.code === service)!;
  const district = weightedPick(HISTORY_DISTRICTS, r());
  const { userId, orgId } = ctx.applicant(service);
  const id = randomUUID();
  const lines = ctx.lines.get(service) ?? null;
  const paid = Boolean(lines && totalOf(lines) > 0);
  const fate = r();
  const outcome =
    fate < 0.7
      ? 'approved'
      : fate < 0.83
        ? 'declined'
        : fate < 0.93 || service !== 'MARRIAGE_NOTICE'
          ? 'withdrawn'
          : 'lapsed';
  const events: EventRow[] = [];
  let state: { status: string; stage: string | null } = { status: 'Draft', stage: null };
  let t = created.getTime();
  const step = (
    action: string,
    actorId: string | null,
    status: string,
    stage: string | null,
    comment: string | null = null,
  ) => {
    events.push({
      applicationId: id,
      actorId,
      action,
      fromStatus: state.status,
      toStatus: status,
      fromStage: state.stage,
      toStage: stage,
      comment,
      at: new Date(t),
    });
    state = { status, stage };
  };
  step('create', userId, 'Draft', null);
  t += (0.05 + r() * 1.5) * DAY;
  const submittedAt = new Date(t);
  const tries: Plan['tries'] = [];
  if (paid) {
    step('submit', userId, 'Payment_Confirmation', null);
    if (r() < 0.18) {
      t += (0.01 + r() * 0.2) * DAY;
      tries.push({ status: 'FAILED', at: new Date(t) });
    }
    if (outcome === 'withdrawn') {
      t += (1 + r() * 6) * DAY;
      step('withdraw', userId, 'Declined', null, 'Withdrawn by the applicant');
    } else {
      t += (0.01 + r() * 0.5) * DAY;
      tries.push({ status: 'SUCCEEDED', at: new Date(t) });
      step('payment-confirmed', null, 'Submitted', 'OFFICER');
    }
  } else {
    step('submit', userId, 'Submitted', 'OFFICER');
  }
  const declineAt = outcome === 'declined' ? Math.floor(r() * spec.chain.length) : -1;
  for (const [index, level] of spec.chain.entries()) {
    if (state.status === 'Declined') break;
    const target = ctx.sla.get(service)?.[level] ?? 5;
    // Most stages finish within their target; about one in five runs over it.
    const days = r() < 0.8 ? 0.2 + r() * target * 0.9 : target + 1 + r() * target;
    const staffId = ctx.staff[level as Level];
    t += days * 0.3 * DAY;
    step('claim', staffId, 'Pending', level);
    t += days * 0.7 * DAY;
    if (outcome === 'withdrawn' && index === 0) {
      step(
        'request-corrections',
        staffId,
        'Corrections_Requested',
        level,
        'Attach a clearer copy of the identity document.',
      );
      t += (2 + r() * 5) * DAY;
      step('withdraw', userId, 'Declined', null, 'Withdrawn by the applicant');
    } else if (index === declineAt) {
      step('decline', staffId, 'Declined', null, 'The documents do not support the application; it cannot be granted.');
    } else {
      const next = spec.chain[index + 1];
      step('approve', staffId, next ? 'Submitted' : 'Approved', next ?? null, 'Checked; in order.');
    }
  }
  const decidedAt = new Date(t);
  if (outcome === 'lapsed') {
    t += 95 * DAY;
    events.push({
      applicationId: id,
      actorId: null,
      action: 'lapsed',
      fromStatus: 'Approved',
      toStatus: 'Approved',
      fromStage: null,
      toStage: null,
      comment: 'The notice lapsed: no marriage was celebrated under it within its validity',
      at: new Date(t),
    });
  }
  const formData = historyForm(service, k, district, created);
  return {
    id,
    service,
    created,
    events,
    lines: paid ? lines : null,
    tries,
    row: {
      id,
      reference: '',
      trackingId: trackingId(),
      serviceCode: service,
      status: state.status as 'Approved',
      stage: null,
      applicantId: userId,
      organisationId: orgId,
      district,
      formData,
      searchText: searchTextOf(service, formData),
      version: events.length,
      submittedAt,
      decidedAt,
      createdAt: created,
      updatedAt: new Date(t),
    },
  };
}

/**
 * A year of finished work, so that the reports have something to show: about 40 applications a
 * month of every service, each in a final state (nothing waits in a queue), with their events,
 * invoices and payments (some failed first), and the register entries of the year across eight
 * districts. Runs right after the demo register and before any other demo application, so that
 * reference, receipt and registration numbers run in date order and the demo's own work follows on.
 * Set-based: rows built here, written in a few multi-row inserts.
 */
export async function seedDemoHistory(
  db: Db,
  now: Date,
  districtNames: Map<string, string>,
): Promise<{ applications: number; marriages: number }> {
  const r = randomStream(20_261_124);
  const accounts = await historyAccounts(db, now);
  const staffRows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, Object.values(LEVEL_EMAIL)));
  const staff = Object.fromEntries(
    Object.entries(LEVEL_EMAIL).map(([level, email]) => [level, staffRows.find((s) => s.email === email)!.id]),
  ) as Record<Level, string>;
  const sla = new Map(
    (await db.select({ code: services.code, slaDays: services.slaDays }).from(services)).map((s) => [
      s.code,
      s.slaDays,
    ]),
  );
  const today = nairobiDate(now);
  const lines = new Map<string, InvoiceLine[]>();
  for (const s of SERVICES) lines.set(s.code, await priceLines(db, s.code, [], today).catch(() => []));
  const applicant = (service: ServiceCode): { userId: string; orgId: string | null } => {
    if (service === 'DIVORCE_RETURN') return accounts.court;
    if (service === 'INSTITUTION_MARRIAGE' || service === 'MARRIAGE_RETURN') return accounts.church;
    return { userId: accounts.citizens[Math.floor(r() * accounts.citizens.length)], orgId: null };
  };
  const counters = new Counters(await db.select().from(referenceCounters));

  // Applications: started over the year up to two days ago, each finished by yesterday, so that this
  // month's figures hold its earlier days and "today" only the demo's own work (issue 20 #22).
  const plans: Plan[] = [];
  const start = now.getTime() - 365 * DAY;
  for (let k = 0; k < APPLICATIONS_PER_MONTH * 12; k += 1) {
    const created = new Date(start + r() * 363 * DAY);
    const plan = lifeOf(k, created, r, { applicant, staff, sla, lines });
    const last = plan.events.at(-1)!.at!.getTime();
    if (last < now.getTime() - DAY) plans.push(plan);
  }
  plans.sort((a, b) => a.created.getTime() - b.created.getTime());
  for (const plan of plans) {
    const prefix = SERVICES.find((s) => s.code === plan.service)!.prefix;
    const year = nairobiYear(plan.created);
    plan.row.reference = `${prefix}-${year}-${pad6(counters.next(prefix, year))}`;
  }
  const invoiceRows: Insert<typeof invoices>[] = [];
  const paymentRows: Insert<typeof payments>[] = [];
  for (const plan of plans.filter((p) => p.lines)) {
    const invoiceId = randomUUID();
    const succeeded = plan.tries.some((t) => t.status === 'SUCCEEDED');
    invoiceRows.push({
      id: invoiceId,
      number: `INV-${plan.row.reference}`,
      applicationId: plan.id,
      payerId: plan.row.applicantId,
      amount: totalOf(plan.lines!),
      lines: plan.lines!,
      status: succeeded ? 'PAID' : 'CANCELLED',
      createdAt: plan.row.submittedAt!,
      paidAt: plan.tries.find((t) => t.status === 'SUCCEEDED')?.at ?? null,
    });
    for (const attempt of plan.tries) {
      paymentRows.push({
        invoiceId,
        gateway: 'SANDBOX',
        checkoutId: `hist-${randomUUID()}`,
        amount: totalOf(plan.lines!),
        status: attempt.status,
        createdAt: new Date(attempt.at.getTime() - 120_000),
        confirmedAt: attempt.status === 'SUCCEEDED' ? attempt.at : null,
        cardLast4: attempt.status === 'SUCCEEDED' ? '4242' : '0002',
        failureReason: attempt.status === 'FAILED' ? 'The card was declined by the issuing bank' : null,
        receiptNumber: null,
      });
    }
  }
  paymentRows.sort((a, b) => (a.confirmedAt?.getTime() ?? 0) - (b.confirmedAt?.getTime() ?? 0));
  for (const payment of paymentRows)
    if (payment.confirmedAt)
      payment.receiptNumber = `RCT-${nairobiYear(payment.confirmedAt)}-${pad6(counters.next('RCT', nairobiYear(payment.confirmedAt)))}`;

  await insertRows(
    db,
    'applications',
    plans.map((p) => p.row),
  );
  await insertRows(
    db,
    'application_events',
    plans.flatMap((p) => p.events),
  );
  await insertRows(db, 'invoices', invoiceRows);
  await insertRows(db, 'payments', paymentRows);
  const entries = await seedHistoryRegister(db, now, districtNames, counters, staff.OFFICER, r);
  await counters.save(db);
  return { applications: plans.length, marriages: entries };
}

/** The register entries of the year: a few a month in each history district, in the books of their district and year. */
async function seedHistoryRegister(
  db: Db,
  now: Date,
  districtNames: Map<string, string>,
  counters: Counters,
  officer: string,
  r: () => number,
): Promise<number> {
  const entries: { district: string; at: Date; k: number }[] = [];
  let k = 0;
  for (let month = 0; month < 12; month += 1) {
    for (const [district, weight] of HISTORY_DISTRICTS) {
      const n = Math.max(1, Math.round((weight / 10) * (0.6 + r())));
      for (let i = 0; i < n; i += 1) {
        const at = new Date(now.getTime() - (month * 30.4 + r() * 30.4 + 1) * DAY);
        const day = nairobiDate(at);
        entries.push({
          district,
          at: nairobiInstant(day, `${String(9 + Math.floor(r() * 7)).padStart(2, '0')}:${r() < 0.5 ? '00' : '30'}`),
          k: (k += 1),
        });
      }
    }
  }
  entries.sort((a, b) => a.at.getTime() - b.at.getTime());
  const pairs = [...new Set(entries.map((e) => `${e.district}/${nairobiYear(e.at)}`))];
  const existing = await db
    .select()
    .from(registerBooks)
    .where(inArray(sql`${registerBooks.district} || '/' || ${registerBooks.year}`, pairs));
  const books = new Map<
    string,
    { id: string; used: number; capacity: number; count: number; isNew: boolean; createdAt: Date }
  >();
  for (const book of existing) {
    const key = `${book.district}/${book.year}`;
    const known = books.get(key);
    const count = (known?.count ?? 0) + 1;
    if (!known || book.createdAt > known.createdAt)
      books.set(key, {
        id: book.id,
        used: book.entriesUsed,
        capacity: book.capacity,
        count,
        isNew: false,
        createdAt: book.createdAt,
      });
    else known.count = count;
  }
  const newBooks: Insert<typeof registerBooks>[] = [];
  const rows: Insert<typeof marriages>[] = [];
  for (const e of entries) {
    const year = nairobiYear(e.at);
    const key = `${e.district}/${year}`;
    let book = books.get(key);
    if (!book || book.used >= book.capacity) {
      const count = (book?.count ?? 0) + 1;
      book = { id: randomUUID(), used: 0, capacity: 500, count, isNew: true, createdAt: e.at };
      books.set(key, book);
      newBooks.push({
        id: book.id,
        district: e.district,
        year,
        bookNumber: `${key}/${count}`,
        capacity: 500,
        entriesUsed: 0,
        createdAt: e.at,
      });
    }
    book.used += 1;
    const residence = districtNames.get(e.district) ?? e.district;
    const entryParty = (sex: 'F' | 'M', age: number): RegisterParty => {
      const p = historyPerson(1000 + e.k, sex);
      const other = historyPerson(2000 + e.k, 'M');
      const k = e.k + (sex === 'F' ? 0 : 7);
      return {
        name: `${p.firstName} ${otherFirstName(p)} ${p.lastName}`,
        idType: 'NATIONAL_ID',
        idNumber: p.idNumber,
        age: demoAge(k, age),
        condition: demoCondition(k),
        sex,
        occupation: ['Teacher', 'Nurse', 'Trader', 'Pastoralist', 'Clerk'][e.k % 5],
        residence,
        father: `${other.firstName} ${p.lastName}`,
        mother: `${historyPerson(4000 + e.k, 'F').firstName} ${p.lastName}`,
      };
    };
    const partyA = entryParty('F', 22 + (e.k % 14));
    const partyB = entryParty('M', 25 + (e.k % 16));
    const { venueName, officiantName, ...ceremony } = demoCeremony(e.k, residence);
    // Registered some days after the marriage (a few late), never after the seed's moment.
    const registeredAt = Math.min(e.at.getTime() + demoRegistrationDelay(e.k) * 86_400_000 + 3_600_000, now.getTime());
    rows.push({
      registrationNumber: `MC/${e.district}/${year}/${pad6(counters.next(`MC-${e.district}`, year))}`,
      bookId: book.id,
      entryNumber: book.used,
      district: e.district,
      partyA,
      partyB,
      partyAIdNumber: partyA.idNumber,
      partyBIdNumber: partyB.idNumber,
      celebratedAt: e.at,
      venueName,
      officiantName,
      witnesses: [
        `${historyPerson(5000 + e.k, 'M').firstName} ${historyPerson(5000 + e.k, 'M').lastName}`,
        `${historyPerson(6000 + e.k, 'F').firstName} ${historyPerson(6000 + e.k, 'F').lastName}`,
      ],
      recordedBy: officer,
      status: 'SUBSISTING',
      ...ceremony,
      createdAt: new Date(Math.max(registeredAt, e.at.getTime())),
    });
  }
  await insertRows(db, 'register_books', newBooks);
  await insertRows(db, 'marriages', rows);
  const used = [...books.values()].map((b) => sql`(${b.id}::uuid, ${b.used}::int)`);
  await db.execute(
    sql`update register_books b set entries_used = v.used from (values ${sql.join(used, sql`, `)}) as v(id, used) where b.id = v.id`,
  );
  return rows.length;
}
