import { and, desc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { InstitutionRegistry } from '../../../shared/contracts/institutions.js';
import { nairobiDate } from '../../../shared/dates.js';
import { licenceStatus } from '../../../shared/licences.js';
import type { ApplicationStatus } from '../../../shared/statuses.js';
import type { DbOrTx } from '../../db/client.js';
import { applications, licences, marriages, organisations, users } from '../../db/schema/index.js';
import type { Caller } from '../../plugins/auth.js';
import { forbidden, notFound } from '../../plugins/errors.js';

/** Only an institution's own accounts read its registry. */
export const INSTITUTIONS_ONLY = "Only an institution's own accounts can read its registry";

/** What a return is about: the period of a marriage return, the case and entry of a divorce return (the client words them). */
function aboutOf(serviceCode: string, form: Record<string, unknown>) {
  const text = (key: string) => (typeof form[key] === 'string' && form[key] ? (form[key] as string) : null);
  if (serviceCode === 'DIVORCE_RETURN')
    return {
      periodFrom: null,
      periodTo: null,
      caseNumber: text('caseNumber'),
      registrationNumber: text('registrationNumber'),
    };
  return {
    periodFrom: text('periodFrom') ?? text('month'),
    periodTo: text('periodTo'),
    caseNumber: null,
    registrationNumber: null,
  };
}

/**
 * The institution's registry (domain section 12): its details, its licences, the marriages it
 * registered and the returns it filed, each with its status. Read from what the registry keeps:
 * the organisation, licences naming it or issued to one of its accounts, and its applications.
 */
export async function institutionRegistry(db: DbOrTx, caller: Caller, now: Date): Promise<InstitutionRegistry> {
  if (caller.accountType !== 'ORGANIZATION' || !caller.organisationId) throw forbidden(INSTITUTIONS_ONLY);
  const organisationId = caller.organisationId;
  const [organisation] = await db
    .select({
      name: organisations.name,
      type: organisations.type,
      registrationNumber: organisations.registrationNumber,
      licensed: organisations.licensed,
    })
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  if (!organisation) throw notFound('No such institution');
  const members = db.select({ id: users.id }).from(users).where(eq(users.organisationId, organisationId));
  const licenceRows = await db
    .select()
    .from(licences)
    .where(
      and(
        eq(licences.kind, 'PUBLIC_PLACE'),
        or(eq(licences.organisationId, organisationId), inArray(licences.holderId, members)),
      ),
    )
    .orderBy(desc(licences.issuedAt));
  const own = await db
    .select({ app: applications, entry: marriages })
    .from(applications)
    .leftJoin(marriages, eq(marriages.applicationId, applications.id))
    .where(
      and(
        eq(applications.organisationId, organisationId),
        inArray(applications.serviceCode, ['INSTITUTION_MARRIAGE', 'MARRIAGE_RETURN', 'DIVORCE_RETURN']),
      ),
    )
    .orderBy(desc(applications.createdAt), desc(applications.reference));
  const registered = own.filter(
    (r) => r.app.serviceCode === 'INSTITUTION_MARRIAGE' || (r.app.serviceCode === 'MARRIAGE_RETURN' && r.entry),
  );
  const returns = [
    ...new Map(own.filter((r) => r.app.serviceCode !== 'INSTITUTION_MARRIAGE').map((r) => [r.app.id, r.app])).values(),
  ];
  return {
    organisation,
    licences: licenceRows.map((l) => ({
      id: l.id,
      number: l.number,
      kind: l.kind,
      issuedAt: l.issuedAt,
      validUntil: l.validUntil,
      status: licenceStatus(l, now),
      documentId: l.documentId,
    })),
    marriages: registered.map(({ app, entry }) => ({
      applicationId: app.id,
      reference: app.reference,
      status: app.status as ApplicationStatus,
      submittedAt: app.submittedAt,
      entry: entry
        ? {
            registrationNumber: entry.registrationNumber,
            partyAName: entry.partyA.name,
            partyBName: entry.partyB.name,
            celebratedOn: nairobiDate(entry.celebratedAt),
            status: entry.status,
            dissolvedOn: entry.dissolvedOn,
          }
        : null,
    })),
    returns: returns.map((app) => ({
      applicationId: app.id,
      reference: app.reference,
      serviceCode: app.serviceCode as 'MARRIAGE_RETURN' | 'DIVORCE_RETURN',
      status: app.status as ApplicationStatus,
      submittedAt: app.submittedAt,
      ...aboutOf(app.serviceCode, app.formData),
    })),
  };
}

/** The licence documents an institution reads: those of licences naming it. */
export async function institutionHoldsLicenceDocument(
  db: DbOrTx,
  caller: Caller,
  documentId: string,
): Promise<boolean> {
  if (caller.accountType !== 'ORGANIZATION' || !caller.organisationId) return false;
  const [row] = await db
    .select({ id: licences.id })
    .from(licences)
    .where(
      and(
        eq(licences.documentId, documentId),
        isNotNull(licences.organisationId),
        eq(licences.organisationId, caller.organisationId),
      ),
    )
    .limit(1);
  return Boolean(row);
}
