import { eq } from 'drizzle-orm';
import {
  defaultReportRange,
  reportRangeErrors,
  type ApplicationsReport,
  type MarriagesReport,
  type ProcessingReport,
  type ReportFilters,
  type ReportName,
  type ReportQuery,
  type RevenueReport,
} from '../../../shared/contracts/reports.js';
import { nairobiDayBounds, nairobiToday } from '../../../shared/dates.js';
import { APPROVAL_LEVELS } from '../../../shared/services.js';
import { canAccess } from '../../../shared/permissions.js';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/client.js';
import { districts } from '../../db/schema/index.js';
import type { Caller } from '../../plugins/auth.js';
import { ROLE_REFUSED } from '../../plugins/auth.js';
import { badRequest, forbidden, VALIDATION_MESSAGE } from '../../plugins/errors.js';
import {
  applicationsByPeriod,
  marriagesByDistrict,
  paymentsByService,
  revenueByTaxHead,
  stagePasses,
  type ReportScope,
} from './repository.js';

type Scoped = { scope: ReportScope; filters: ReportFilters };

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Sums `value` of the rows per key, keeping the first row's labels; in the order keys first appear. */
function sumBy<R, K extends string>(
  items: R[],
  key: (r: R) => string,
  value: (r: R) => number,
  label: (r: R) => Record<K, string>,
) {
  const totals = new Map<string, Record<K, string> & { total: number }>();
  for (const item of items) {
    const found = totals.get(key(item)) ?? { ...label(item), total: 0 };
    found.total += value(item);
    totals.set(key(item), found);
  }
  return [...totals.values()];
}

/**
 * The reports of domain section 9. Everything is counted in SQL (GROUP BY); this only checks who
 * asks and what, and adds up the totals of the few grouped rows.
 */
export class ReportsService {
  constructor(private readonly deps: { db: Db; clock: Clock }) {}

  /**
   * Who may read reports, and over what: staff with a district only over their district (asking for
   * another district is refused, not silently narrowed: docs/decisions.md, "Reports").
   */
  async scope(caller: Caller, query: ReportQuery): Promise<Scoped> {
    if (!canAccess(caller, { action: 'read', resource: 'reports' })) throw forbidden(ROLE_REFUSED);
    const to = query.to ?? nairobiToday(this.deps.clock);
    const from = query.from ?? defaultReportRange(to).from;
    const errors = reportRangeErrors(from, to);
    if (Object.keys(errors).length) throw badRequest(VALIDATION_MESSAGE, errors);
    if (caller.district && query.district && query.district !== caller.district)
      throw forbidden('You see the reports of your own district only');
    const district = caller.district ?? query.district ?? null;
    let districtName: string | null = null;
    if (district) {
      const [row] = await this.deps.db
        .select({ name: districts.name })
        .from(districts)
        .where(eq(districts.code, district));
      if (!row) throw badRequest(VALIDATION_MESSAGE, { district: 'No such district' });
      districtName = row.name;
    }
    const { start, end } = nairobiDayBounds(from, to);
    const period = query.period ?? 'month';
    return {
      scope: { start: start!, end: end!, district, period },
      filters: { from, to, district, districtName, period },
    };
  }

  /** Each report: who asks and over what, then the grouped rows and their totals. */
  readonly reports = {
    applications: async (caller: Caller, query: ReportQuery) => this.applications(await this.scope(caller, query)),
    'processing-times': async (caller: Caller, query: ReportQuery) => this.processing(await this.scope(caller, query)),
    marriages: async (caller: Caller, query: ReportQuery) => this.marriages(await this.scope(caller, query)),
    revenue: async (caller: Caller, query: ReportQuery) => this.revenue(await this.scope(caller, query)),
  } satisfies Record<ReportName, (caller: Caller, query: ReportQuery) => Promise<unknown>>;

  private async applications({ scope, filters }: Scoped): Promise<ApplicationsReport> {
    const rows = await applicationsByPeriod(this.deps.db, scope);
    const byStatus = sumBy(
      rows,
      (r) => r.status,
      (r) => r.count,
      (r) => ({ status: r.status }),
    );
    const byService = sumBy(
      rows,
      (r) => r.serviceCode,
      (r) => r.count,
      (r) => ({ serviceCode: r.serviceCode, serviceName: r.serviceName }),
    );
    return {
      filters,
      rows,
      totals: {
        count: rows.reduce((s, r) => s + r.count, 0),
        byStatus: byStatus.map(({ total, ...r }) => ({ ...r, count: total })),
        byService: byService
          .map(({ total, ...r }) => ({ ...r, count: total }))
          .sort((a, b) => a.serviceName.localeCompare(b.serviceName)),
      },
    };
  }

  private async processing({ scope, filters }: Scoped): Promise<ProcessingReport> {
    const rows = await stagePasses(this.deps.db, scope);
    const completed = rows.reduce((s, r) => s + r.completed, 0);
    const weighted = (items: typeof rows) => {
      const n = items.reduce((s, r) => s + r.completed, 0);
      return n ? round2(items.reduce((s, r) => s + r.averageDays * r.completed, 0) / n) : 0;
    };
    const stages = [...new Set(rows.map((r) => r.stage))];
    const order: readonly string[] = APPROVAL_LEVELS;
    stages.sort((a, b) => order.indexOf(a) - order.indexOf(b));
    return {
      filters,
      rows,
      totals: {
        completed,
        overSla: rows.reduce((s, r) => s + r.overSla, 0),
        averageDays: weighted(rows),
        byStage: stages.map((stage) => {
          const of = rows.filter((r) => r.stage === stage);
          return {
            stage,
            completed: of.reduce((s, r) => s + r.completed, 0),
            averageDays: weighted(of),
            overSla: of.reduce((s, r) => s + r.overSla, 0),
          };
        }),
      },
    };
  }

  private async marriages({ scope, filters }: Scoped): Promise<MarriagesReport> {
    const rows = await marriagesByDistrict(this.deps.db, scope);
    const byDistrict = sumBy(
      rows,
      (r) => r.district,
      (r) => r.count,
      (r) => ({ district: r.district, districtName: r.districtName }),
    );
    const byPeriod = sumBy(
      rows,
      (r) => r.period,
      (r) => r.count,
      (r) => ({ period: r.period }),
    );
    return {
      filters,
      rows,
      totals: {
        count: rows.reduce((s, r) => s + r.count, 0),
        byDistrict: byDistrict
          .map(({ total, ...r }) => ({ ...r, count: total }))
          .sort((a, b) => b.count - a.count || a.districtName.localeCompare(b.districtName)),
        byPeriod: byPeriod.map(({ total, ...r }) => ({ ...r, count: total })),
      },
    };
  }

  private async revenue({ scope, filters }: Scoped): Promise<RevenueReport> {
    const [rows, payments] = [
      await revenueByTaxHead(this.deps.db, scope),
      await paymentsByService(this.deps.db, scope),
    ];
    const count = (code: string) => payments.find((p) => p.serviceCode === code)?.succeeded ?? 0;
    const byTaxHead = sumBy(
      rows,
      (r) => r.taxHeadCode,
      (r) => r.amount,
      (r) => ({ taxHeadCode: r.taxHeadCode, taxHeadName: r.taxHeadName }),
    );
    const byService = sumBy(
      rows,
      (r) => r.serviceCode,
      (r) => r.amount,
      (r) => ({ serviceCode: r.serviceCode, serviceName: r.serviceName }),
    );
    return {
      filters,
      rows,
      totals: {
        amount: round2(rows.reduce((s, r) => s + r.amount, 0)),
        currency: rows[0]?.currency ?? 'KES',
        payments: payments.reduce((s, p) => s + p.succeeded, 0),
        failedPayments: payments.reduce((s, p) => s + p.failed, 0),
        byTaxHead: byTaxHead
          .map(({ total, ...r }) => ({ ...r, amount: round2(total) }))
          .sort((a, b) => b.amount - a.amount),
        byService: byService
          .map(({ total, ...r }) => ({ ...r, amount: round2(total), payments: count(r.serviceCode) }))
          .sort((a, b) => b.amount - a.amount),
      },
    };
  }
}
