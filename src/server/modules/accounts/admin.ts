import { and, eq, gt, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { countOf, listOrder, pageOf } from '../../db/paged.js';
import type { StaffRole } from '../../../shared/accounts.js';
import { ACCOUNT_MESSAGES, ACCOUNT_STATUSES, type AccountRecord } from '../../../shared/contracts/accounts-admin.js';
import { ACCOUNT_TYPES, STAFF_ROLES } from '../../../shared/accounts.js';
import { audit } from '../../audit.js';
import type { Clock } from '../../clock.js';
import type { Db, Tx } from '../../db/client.js';
import { accountSearchText, districts, organisations, sessions, users } from '../../db/schema/index.js';
import { filterIds, filterValues, idCondition, type ParsedList } from '../../http/simpleRest.js';
import { isUuid } from '../../http/ids.js';
import type { Caller } from '../../plugins/auth.js';
import { badRequest, conflict, notFound } from '../../plugins/errors.js';
import { enqueue } from '../notifications/outbox.js';
import { issueCode } from './codes.js';
import { resetCodeMessage } from './messages.js';

export const ACCOUNT_SORTS = ['name', 'email', 'createdAt', 'status', 'accountType', 'staffRole', 'district'] as const;
export type AccountSort = (typeof ACCOUNT_SORTS)[number];

const activeSessions = sql<number>`(select count(*)::int from ${sessions} where ${sessions.userId} = ${users.id} and ${sessions.revokedAt} is null)`;

const SORT_COLUMNS: Record<AccountSort, SQL | typeof users.email> = {
  name: sql`lower(${users.lastName} || ' ' || ${users.firstName})`,
  email: users.email,
  createdAt: sql`${users.createdAt}`,
  status: sql`${users.status}`,
  accountType: sql`${users.accountType}`,
  staffRole: sql`${users.staffRole}`,
  district: sql`${districts.name}`,
};

type Row = {
  user: typeof users.$inferSelect;
  districtName: string | null;
  organisationName: string | null;
  activeSessions: number;
};

function toRecord(row: Row, now: Date): AccountRecord {
  const { user } = row;
  return {
    id: user.id,
    accountType: user.accountType,
    status: user.status,
    firstName: user.firstName,
    middleName: user.middleName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    idType: user.idType,
    idNumber: user.idNumber,
    staffRole: user.staffRole,
    district: user.district,
    districtName: row.districtName,
    organisationName: row.organisationName,
    locked: Boolean(user.lockedUntil && user.lockedUntil > now),
    lockedUntil: user.lockedUntil && user.lockedUntil > now ? user.lockedUntil.toISOString() : null,
    failedLoginCount: user.failedLoginCount,
    activeSessions: row.activeSessions,
    passwordSet: Boolean(user.passwordHash),
    secondFactor: Boolean(user.totpEnabledAt),
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
    version: user.version,
  };
}

/** One list filter that must be one of `allowed` (or a list of them), else a 400 naming it. */
function enumFilter<T extends string>(
  filter: Record<string, unknown>,
  name: string,
  allowed: readonly T[],
  errors: Record<string, string>,
): T[] {
  const values = filterValues(filter[name]);
  if (values.some((v) => !allowed.includes(v as T))) errors[`filter.${name}`] = 'Not a value of this filter';
  return values as T[];
}

export interface AccountsAdminDeps {
  db: Db;
  clock: Clock;
  secret: string;
  notified(): void;
}

/**
 * The administrators' accounts list and the changes they make to one account (issue 11): role,
 * district, disable/enable, unlock, password reset. Each change is one transaction with its audit
 * event, refused with 409 when the account changed since the administrator loaded it.
 */
export class AccountsAdmin {
  constructor(private readonly deps: AccountsAdminDeps) {}

  private select(db: Db | Tx) {
    return db
      .select({ user: users, districtName: districts.name, organisationName: organisations.name, activeSessions })
      .from(users)
      .leftJoin(districts, eq(districts.code, users.district))
      .leftJoin(organisations, eq(organisations.id, users.organisationId));
  }

  async list(list: ParsedList<AccountSort>): Promise<{ rows: AccountRecord[]; total: number }> {
    const now = this.deps.clock.now();
    const { filter } = list;
    const errors: Record<string, string> = {};
    const types = enumFilter(filter, 'accountType', ACCOUNT_TYPES, errors);
    const roles = enumFilter(filter, 'staffRole', STAFF_ROLES, errors);
    const statuses = enumFilter(filter, 'status', ACCOUNT_STATUSES, errors);
    const locked = filter.locked;
    if (
      locked !== undefined &&
      locked !== null &&
      locked !== '' &&
      ![true, false, 'true', 'false'].includes(locked as never)
    )
      errors['filter.locked'] = 'Use true or false';
    const q = filter.q;
    if (q !== undefined && q !== null && typeof q !== 'string') errors['filter.q'] = 'Search with words';
    if (typeof q === 'string' && q.length > 100) errors['filter.q'] = 'Use at most 100 characters';
    if (Object.keys(errors).length) throw badRequest('Please correct the highlighted fields', errors);

    const conditions: (SQL | undefined)[] = [idCondition(users.id, filterIds(filter))];
    if (types.length) conditions.push(inArray(users.accountType, types));
    if (roles.length) conditions.push(inArray(users.staffRole, roles));
    if (statuses.length) conditions.push(inArray(users.status, statuses));
    const district = filterValues(filter.district);
    if (district.length) conditions.push(inArray(users.district, district));
    if (locked === true || locked === 'true') conditions.push(gt(users.lockedUntil, now));
    if (locked === false || locked === 'false')
      conditions.push(or(isNull(users.lockedUntil), lte(users.lockedUntil, now)));
    const words = typeof q === 'string' ? q.trim().toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8) : [];
    for (const word of words) {
      // Every word must appear (the trigram index serves a LIKE of three letters or more).
      const escaped = word.replace(/[\\%_]/g, (c) => `\\${c}`);
      conditions.push(sql`${accountSearchText(users)} like ${`%${escaped}%`}`);
    }
    const where = and(...conditions);
    const column = SORT_COLUMNS[list.sort.field];
    const { rows, total } = await pageOf(
      this.select(this.deps.db).where(where).$dynamic(),
      countOf(this.deps.db, users, where),
      listOrder(list, column, users.id),
      list.range,
    );
    return { rows: rows.map((row) => toRecord(row, now)), total };
  }

  async getOne(id: string): Promise<AccountRecord> {
    if (!isUuid(id)) throw notFound(ACCOUNT_MESSAGES.notFound);
    const [row] = await this.select(this.deps.db).where(eq(users.id, id)).limit(1);
    if (!row) throw notFound(ACCOUNT_MESSAGES.notFound);
    return toRecord(row, this.deps.clock.now());
  }

  /** Locks the account, checks the version the administrator saw, runs the change and audits it. */
  private async change(
    caller: Caller,
    id: string,
    version: number,
    work: (
      tx: Tx,
      user: typeof users.$inferSelect,
      now: Date,
    ) => Promise<{
      action: string;
      before: Record<string, unknown>;
      after: Record<string, unknown>;
      changes: Partial<typeof users.$inferInsert>;
    } | null>,
  ): Promise<AccountRecord> {
    if (!isUuid(id)) throw notFound(ACCOUNT_MESSAGES.notFound);
    const now = this.deps.clock.now();
    await this.deps.db.transaction(async (tx) => {
      const [user] = await tx.select().from(users).where(eq(users.id, id)).for('update');
      if (!user) throw notFound(ACCOUNT_MESSAGES.notFound);
      if (user.version !== version) throw conflict(ACCOUNT_MESSAGES.stale, { version: ACCOUNT_MESSAGES.stale });
      const done = await work(tx, user, now);
      if (!done) return;
      await tx
        .update(users)
        .set({ ...done.changes, version: user.version + 1, updatedAt: now })
        .where(eq(users.id, user.id));
      await audit(tx, {
        actorId: caller.userId,
        action: done.action,
        entity: 'user',
        entityId: user.id,
        before: done.before,
        after: done.after,
      });
    });
    this.deps.notified();
    return this.getOne(id);
  }

  /** Refuses a change that would leave no active administrator (the other active ones are locked meanwhile). */
  private async keepAnAdmin(tx: Tx, user: typeof users.$inferSelect, field: string): Promise<void> {
    if (user.accountType !== 'BACKOFFICE' || user.staffRole !== 'ADMIN' || user.status !== 'ACTIVE') return;
    const others = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.accountType, 'BACKOFFICE'),
          eq(users.staffRole, 'ADMIN'),
          eq(users.status, 'ACTIVE'),
          ne(users.id, user.id),
        ),
      )
      .for('update');
    if (others.length === 0) throw conflict(ACCOUNT_MESSAGES.lastAdmin, { [field]: ACCOUNT_MESSAGES.lastAdmin });
  }

  changeRole(caller: Caller, id: string, input: { version: number; staffRole: StaffRole }) {
    return this.change(caller, id, input.version, async (tx, user) => {
      if (user.accountType !== 'BACKOFFICE')
        throw badRequest(ACCOUNT_MESSAGES.staffOnly, { staffRole: ACCOUNT_MESSAGES.staffOnly });
      if (input.staffRole !== 'ADMIN') await this.keepAnAdmin(tx, user, 'staffRole');
      if (user.id === caller.userId) throw conflict(ACCOUNT_MESSAGES.ownRole, { staffRole: ACCOUNT_MESSAGES.ownRole });
      if (user.staffRole === input.staffRole)
        throw conflict(ACCOUNT_MESSAGES.sameRole, { staffRole: ACCOUNT_MESSAGES.sameRole });
      return {
        action: 'account.role-changed',
        before: { staffRole: user.staffRole },
        after: { staffRole: input.staffRole },
        changes: { staffRole: input.staffRole },
      };
    });
  }

  changeDistrict(caller: Caller, id: string, input: { version: number; district: string | null }) {
    return this.change(caller, id, input.version, async (tx, user) => {
      if (user.accountType !== 'BACKOFFICE')
        throw badRequest(ACCOUNT_MESSAGES.staffOnly, { district: ACCOUNT_MESSAGES.staffOnly });
      if (input.district !== null && !(await knownDistrict(tx, input.district)))
        throw badRequest(ACCOUNT_MESSAGES.unknownDistrict, { district: ACCOUNT_MESSAGES.unknownDistrict });
      if (user.district === input.district) return null;
      return {
        action: 'account.district-changed',
        before: { district: user.district },
        after: { district: input.district },
        changes: { district: input.district },
      };
    });
  }

  disable(caller: Caller, id: string, input: { version: number }) {
    return this.change(caller, id, input.version, async (tx, user, now) => {
      await this.keepAnAdmin(tx, user, 'status');
      if (user.id === caller.userId)
        throw conflict(ACCOUNT_MESSAGES.ownDisable, { status: ACCOUNT_MESSAGES.ownDisable });
      if (user.status === 'DISABLED')
        throw conflict(ACCOUNT_MESSAGES.alreadyDisabled, { status: ACCOUNT_MESSAGES.alreadyDisabled });
      // Every session ends at once: the next request of an open page answers 401.
      const revoked = await endSessions(tx, user.id, now);
      return {
        action: 'account.disabled',
        before: { status: user.status },
        after: { status: 'DISABLED', sessionsEnded: revoked.length },
        changes: { status: 'DISABLED' },
      };
    });
  }

  enable(caller: Caller, id: string, input: { version: number }) {
    return this.change(caller, id, input.version, async (_tx, user) => {
      if (user.status !== 'DISABLED')
        throw conflict(ACCOUNT_MESSAGES.notDisabled, { status: ACCOUNT_MESSAGES.notDisabled });
      // Back to where it was: active with its password, or still waiting for one.
      const status = user.passwordHash ? 'ACTIVE' : 'PENDING';
      return { action: 'account.enabled', before: { status: user.status }, after: { status }, changes: { status } };
    });
  }

  unlock(caller: Caller, id: string, input: { version: number }) {
    return this.change(caller, id, input.version, async (_tx, user, now) => {
      if (!user.lockedUntil || user.lockedUntil <= now)
        throw conflict(ACCOUNT_MESSAGES.notLocked, { lockedUntil: ACCOUNT_MESSAGES.notLocked });
      return {
        action: 'account.unlocked',
        before: { lockedUntil: user.lockedUntil.toISOString(), failedLoginCount: user.failedLoginCount },
        after: { lockedUntil: null, failedLoginCount: 0 },
        changes: { lockedUntil: null, failedLoginCount: 0 },
      };
    });
  }

  /**
   * Clears the account's second factor (a lost phone): its sessions end, and its next sign-in asks
   * for the password alone, after which it is set up again (required of staff).
   */
  resetSecondFactor(caller: Caller, id: string, input: { version: number }) {
    return this.change(caller, id, input.version, async (tx, user, now) => {
      if (!user.totpEnabledAt && !user.totpSecret)
        throw conflict(ACCOUNT_MESSAGES.noSecondFactor, { secondFactor: ACCOUNT_MESSAGES.noSecondFactor });
      const revoked = await endSessions(tx, user.id, now);
      return {
        action: 'account.second-factor-reset',
        before: { secondFactor: Boolean(user.totpEnabledAt) },
        after: { secondFactor: false, sessionsEnded: revoked.length },
        changes: { totpSecret: null, totpEnabledAt: null, totpLastStep: null, totpRecovery: [] },
      };
    });
  }

  /** Sends the account a password-reset code by e-mail, as "forgot password" does; the password stays until it is used. */
  resetPassword(caller: Caller, id: string, input: { version: number }) {
    return this.change(caller, id, input.version, async (tx, user, now) => {
      if (user.status === 'DISABLED')
        throw conflict(ACCOUNT_MESSAGES.disabledNoReset, { status: ACCOUNT_MESSAGES.disabledNoReset });
      const code = await issueCode(tx, this.deps.secret, now, user.id, 'RESET_PASSWORD', 'EMAIL');
      await enqueue(tx, resetCodeMessage('EMAIL', user.email, code, user.id));
      return { action: 'account.reset-sent', before: {}, after: { sentTo: user.email }, changes: {} };
    });
  }
}

/** Ends every open session of an account at once: the next request of an open page answers 401. */
async function endSessions(tx: Tx, userId: string, now: Date) {
  return tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
}

export async function knownDistrict(db: Db | Tx, code: string): Promise<boolean> {
  const [row] = await db.select({ code: districts.code }).from(districts).where(eq(districts.code, code)).limit(1);
  return Boolean(row);
}
