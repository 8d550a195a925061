import { and, desc, eq, inArray, isNull, ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { STANDING_STATUSES } from '../../../shared/statuses.js';
import type { ApplicationStatus } from '../../../shared/statuses.js';
import { registerSearch, type RegisterMatch } from '../../../shared/services/register-search.js';
import type { SearchSummaryRecord as SearchSummary } from '../../../shared/contracts/searches.js';
import type { DbOrTx } from '../../db/client.js';
import { applications, districts } from '../../db/schema/index.js';
import type { Caller } from '../../plugins/auth.js';

export type SearchRow = typeof applications.$inferSelect;

/** Who an application belongs to: an organisation's belong to all its accounts, a person's to them. */
export interface Owner {
  applicantId: string;
  organisationId: string | null;
}

export const ownerOfApplication = (app: Owner): Owner => ({
  applicantId: app.applicantId,
  organisationId: app.organisationId,
});
export const ownerOfCaller = (caller: Caller): Owner => ({
  applicantId: caller.userId,
  organisationId: caller.accountType === 'ORGANIZATION' ? caller.organisationId : null,
});

const ownedBy = (owner: Owner): SQL =>
  owner.organisationId
    ? eq(applications.organisationId, owner.organisationId)
    : and(eq(applications.applicantId, owner.applicantId), isNull(applications.organisationId))!;

/**
 * `ownedBy` for a statement built once: the owner given as the placeholders `organisation` (null for
 * a person) and `applicant`, over the given columns (a table's, or an alias's in a subquery).
 */
export const ownedByPlaceholders = (organisationId: SQLWrapper, applicantId: SQLWrapper): SQL =>
  sql`(${organisationId} = ${sql.placeholder('organisation')}::uuid
    or (${sql.placeholder('organisation')}::uuid is null and ${applicantId} = ${sql.placeholder('applicant')}::uuid
      and ${organisationId} is null))`;

/** A report that counts: asked for (beyond the draft) and not declined. Only one per search. */
export const LIVE_REPORT_STATUSES: readonly ApplicationStatus[] = STANDING_STATUSES;

/** The owner's register search with this reference (any status), or null; `lock` holds its row to the end of the transaction. */
export async function searchOf(db: DbOrTx, reference: string, owner: Owner, lock = false): Promise<SearchRow | null> {
  const wanted = reference.trim().toUpperCase();
  if (!wanted) return null;
  const query = db
    .select()
    .from(applications)
    .where(and(eq(applications.serviceCode, 'REGISTER_SEARCH'), eq(applications.reference, wanted), ownedBy(owner)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The entries the officer confirmed when completing the search ([] while it is not completed). */
export function confirmedMatches(search: SearchRow): RegisterMatch[] {
  if (search.status !== 'Approved') return [];
  const outcome = registerSearch.outcome.safeParse(search.outcome);
  return outcome.success ? outcome.data.matches : [];
}

const sameNumber = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/** Whether a completed search found this register entry. */
export const searchFound = (search: SearchRow, registrationNumber: string) =>
  confirmedMatches(search).some((m) => sameNumber(m.registrationNumber, registrationNumber));

const reportedSearch = sql<string>`upper(${applications.formData} ->> 'searchReference')`;

/** Another report of the search that is live (see LIVE_REPORT_STATUSES), or null. */
export async function liveReportOf(db: DbOrTx, searchReference: string, owner: Owner, except: string) {
  const [row] = await db
    .select({ id: applications.id, reference: applications.reference, status: applications.status })
    .from(applications)
    .where(
      and(
        eq(applications.serviceCode, 'SEARCH_REPORT'),
        ownedBy(owner),
        eq(reportedSearch, searchReference.trim().toUpperCase()),
        inArray(applications.status, [...LIVE_REPORT_STATUSES]),
        ne(applications.id, except),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The newest report not declined (a draft too) of each search named, for the applicant's pages to link to. */
async function reportsOf(db: DbOrTx, references: string[], owner: Owner) {
  if (!references.length) return new Map<string, SearchSummary['report']>();
  const rows = await db
    .select({
      applicationId: applications.id,
      reference: applications.reference,
      status: applications.status,
      search: reportedSearch,
    })
    .from(applications)
    .where(
      and(
        eq(applications.serviceCode, 'SEARCH_REPORT'),
        ownedBy(owner),
        inArray(reportedSearch, references),
        ne(applications.status, 'Declined'),
      ),
    )
    .orderBy(desc(applications.createdAt));
  const found = new Map<string, SearchSummary['report']>();
  for (const { search, ...report } of rows) {
    const current = found.get(search);
    // A report beyond its draft wins over a draft.
    if (!current || (current.status === 'Draft' && report.status !== 'Draft')) found.set(search, report);
  }
  return found;
}

type SearchForm = {
  partyName?: unknown;
  otherPartyName?: unknown;
  from?: unknown;
  to?: unknown;
  district?: unknown;
  purpose?: unknown;
};
const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : null);

/** Searches as the applicant's pages and the report's reviewers read them. */
export async function summarise(
  db: DbOrTx,
  searches: SearchRow[],
  owner: Owner,
  { reports: withReports = true } = {},
): Promise<SearchSummary[]> {
  const codes = [
    ...new Set(searches.map((s) => text((s.formData as SearchForm).district)).filter((c): c is string => Boolean(c))),
  ];
  const names = new Map(
    codes.length
      ? (
          await db
            .select({ code: districts.code, name: districts.name })
            .from(districts)
            .where(inArray(districts.code, codes))
        ).map((d) => [d.code, d.name])
      : [],
  );
  // Each search's report, for the applicant's pages (a report's own approval does not read them).
  const reports = withReports
    ? await reportsOf(
        db,
        searches.map((s) => s.reference),
        owner,
      )
    : new Map<string, SearchSummary['report']>();
  return searches.map((s) => {
    const form = s.formData as SearchForm;
    const district = text(form.district);
    return {
      applicationId: s.id,
      reference: s.reference,
      status: s.status,
      decidedAt: s.status === 'Approved' ? s.decidedAt : null,
      criteria: {
        partyName: text(form.partyName) ?? '',
        otherPartyName: text(form.otherPartyName),
        from: text(form.from),
        to: text(form.to),
        district,
        districtName: district ? (names.get(district) ?? null) : null,
        purpose: text(form.purpose) ?? '',
      },
      matches: confirmedMatches(s),
      report: reports.get(s.reference) ?? null,
    };
  });
}

/** The caller's completed register searches (their organisation's, for an institution), newest first. */
export async function completedSearches(db: DbOrTx, caller: Caller, limit = 50): Promise<SearchSummary[]> {
  if (caller.accountType === 'BACKOFFICE') return [];
  const owner = ownerOfCaller(caller);
  const rows = await db
    .select()
    .from(applications)
    .where(and(eq(applications.serviceCode, 'REGISTER_SEARCH'), eq(applications.status, 'Approved'), ownedBy(owner)))
    .orderBy(desc(applications.decidedAt), desc(applications.reference))
    .limit(limit);
  return summarise(db, rows, owner);
}
