import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DuplicateStatus } from '../../../shared/duplicates.js';
import type { DbOrTx } from '../../db/client.js';
import { listOrder, pageOf, type PageRequest } from '../../db/paged.js';
import { applications, districts, marriages, organisations, users } from '../../db/schema/index.js';
import { possibleDuplicates } from './schema.js';

const later = alias(applications, 'later_application');
const earlierApp = alias(applications, 'earlier_application');
const laterDistrict = alias(districts, 'later_district');
const earlierDistrict = alias(districts, 'earlier_district');
const laterOrg = alias(organisations, 'later_organisation');
const earlierOrg = alias(organisations, 'earlier_organisation');
const laterApplicant = alias(users, 'later_applicant');
const earlierApplicant = alias(users, 'earlier_applicant');
const decider = alias(users, 'decider');

export const DUPLICATE_SORTABLE = { createdAt: possibleDuplicates.createdAt } as const;

export interface DuplicateFilter {
  status?: DuplicateStatus;
  id?: string[];
  applicationId?: string;
}

/** The queue's condition: the filter, and a district's staff their district's only. */
export function queueCondition(filter: DuplicateFilter, district: string | null): SQL | undefined {
  return and(
    filter.status ? eq(possibleDuplicates.status, filter.status) : undefined,
    filter.id
      ? inArray(possibleDuplicates.id, filter.id.length ? filter.id : ['00000000-0000-0000-0000-000000000000'])
      : undefined,
    filter.applicationId ? eq(possibleDuplicates.applicationId, filter.applicationId) : undefined,
    district ? eq(possibleDuplicates.district, district) : undefined,
  );
}

/** One page of the queue (the status and district index, newest or oldest first). */
export function queuePage(db: DbOrTx, where: SQL | undefined, list: PageRequest) {
  const rows = db
    .select({
      id: possibleDuplicates.id,
      status: possibleDuplicates.status,
      rules: possibleDuplicates.rules,
      line: possibleDuplicates.line,
      subject: possibleDuplicates.subject,
      candidateKind: possibleDuplicates.candidateKind,
      createdAt: possibleDuplicates.createdAt,
      reference: later.reference,
      serviceCode: later.serviceCode,
      districtName: laterDistrict.name,
      earlierReference: sql<string>`coalesce(${marriages.registrationNumber}, ${earlierApp.reference})`,
    })
    .from(possibleDuplicates)
    .innerJoin(later, eq(later.id, possibleDuplicates.applicationId))
    .leftJoin(laterDistrict, eq(laterDistrict.code, possibleDuplicates.district))
    .leftJoin(marriages, eq(marriages.id, possibleDuplicates.candidateMarriageId))
    .leftJoin(earlierApp, eq(earlierApp.id, possibleDuplicates.candidateApplicationId))
    .where(where)
    .$dynamic();
  const total = db.select({ total: count() }).from(possibleDuplicates).where(where);
  return pageOf(rows, total, listOrder(list, possibleDuplicates.createdAt, possibleDuplicates.id), list.range);
}

/** One possible duplicate with both records' references, filers and districts. */
export async function duplicateWithSides(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      duplicate: possibleDuplicates,
      later: {
        id: later.id,
        reference: later.reference,
        serviceCode: later.serviceCode,
        submittedAt: later.submittedAt,
        trackingId: later.trackingId,
      },
      laterDistrict: laterDistrict.name,
      laterOrganisation: laterOrg.name,
      laterApplicant: sql<string | null>`${laterApplicant.firstName} || ' ' || ${laterApplicant.lastName}`,
      earlierApp: {
        id: earlierApp.id,
        reference: earlierApp.reference,
        serviceCode: earlierApp.serviceCode,
        submittedAt: earlierApp.submittedAt,
      },
      earlierAppDistrict: earlierDistrict.name,
      earlierOrganisation: earlierOrg.name,
      earlierApplicant: sql<string | null>`${earlierApplicant.firstName} || ' ' || ${earlierApplicant.lastName}`,
      entry: {
        id: marriages.id,
        registrationNumber: marriages.registrationNumber,
        district: marriages.district,
        createdAt: marriages.createdAt,
      },
      decidedBy: sql<string | null>`${decider.firstName} || ' ' || ${decider.lastName}`,
    })
    .from(possibleDuplicates)
    .innerJoin(later, eq(later.id, possibleDuplicates.applicationId))
    .leftJoin(laterDistrict, eq(laterDistrict.code, later.district))
    .leftJoin(laterOrg, eq(laterOrg.id, later.organisationId))
    .leftJoin(laterApplicant, eq(laterApplicant.id, later.applicantId))
    .leftJoin(earlierApp, eq(earlierApp.id, possibleDuplicates.candidateApplicationId))
    .leftJoin(marriages, eq(marriages.id, possibleDuplicates.candidateMarriageId))
    .leftJoin(earlierDistrict, eq(earlierDistrict.code, sql`coalesce(${marriages.district}, ${earlierApp.district})`))
    .leftJoin(earlierOrg, eq(earlierOrg.id, earlierApp.organisationId))
    .leftJoin(earlierApplicant, eq(earlierApplicant.id, earlierApp.applicantId))
    .leftJoin(decider, eq(decider.id, possibleDuplicates.decidedBy))
    .where(eq(possibleDuplicates.id, id));
  return row ?? null;
}

/** The possible duplicates of an application, for the person who submitted it (oldest first). */
export function duplicatesOfApplication(db: DbOrTx, applicationId: string) {
  return db
    .select({
      duplicate: possibleDuplicates,
      earlierApp: {
        applicantId: earlierApp.applicantId,
        organisationId: earlierApp.organisationId,
        reference: earlierApp.reference,
      },
    })
    .from(possibleDuplicates)
    .leftJoin(earlierApp, eq(earlierApp.id, possibleDuplicates.candidateApplicationId))
    .where(eq(possibleDuplicates.applicationId, applicationId))
    .orderBy(possibleDuplicates.line, possibleDuplicates.createdAt, possibleDuplicates.id);
}
