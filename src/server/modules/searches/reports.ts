import { and, eq, sql } from 'drizzle-orm';
import { nairobiYear, toDisplayDate, toDisplayDateTime } from '../../../shared/dates.js';
import { REPORT_MESSAGES, REPORT_PREFIX } from '../../../shared/services/search-report.js';
import { prepared } from '../../db/prepared.js';
import { applications, organisations, users } from '../../db/schema/index.js';
import { conflict } from '../../plugins/errors.js';
import type { HookContext, SubmitCheck } from '../applications/outcomes.js';
import { issueDocument, type DocumentLine } from '../documents/service.js';
import { applicationEvent, nextInSeries, notifyUser, pad6 } from '../notices/common.js';
import { liveReportOf, ownedByPlaceholders, ownerOfApplication, searchOf, summarise, type SearchRow } from './found.js';

const referenceIn = (formData: unknown) =>
  String((formData as { searchReference?: unknown }).searchReference ?? '').trim();

/**
 * Submit (and resubmit): the search named is the applicant's own (their organisation's), completed
 * (the officer confirmed its result), and has no other report asked for and not declined (409).
 * The search's row is held to the end of the transaction, so two reports of one search submitted at
 * once are decided one after the other.
 */
export const checkReportRequest: SubmitCheck = async (ctx): Promise<Record<string, string>> => {
  const owner = ownerOfApplication(ctx.application);
  const search = await searchOf(ctx.tx, referenceIn(ctx.application.formData), owner, true);
  if (!search) return { 'formData.searchReference': REPORT_MESSAGES.notYourSearch };
  if (search.status !== 'Approved') return { 'formData.searchReference': REPORT_MESSAGES.notCompleted };
  const other = await liveReportOf(ctx.tx, search.reference, owner, ctx.application.id);
  if (other)
    throw conflict(REPORT_MESSAGES.alreadyReported(search.reference, other.reference), {
      'formData.searchReference': REPORT_MESSAGES.alreadyReported(search.reference, other.reference),
    });
  return {};
};

const placeholder = sql.placeholder;

/**
 * The owner's search with this reference (as `searchOf`) and who asked for the report: the
 * organisation's name for an institution, else the person's names. One statement built once (issue 22).
 */
const searchAndRequester = prepared('report_search_requester', (db) =>
  db
    .select({
      search: applications,
      requester: sql<string>`coalesce(
        (select o.name from ${organisations} o where o.id = ${placeholder('organisation')}::uuid),
        (select array_to_string(array_remove(array[nullif(u.first_name, ''), nullif(u.middle_name, ''),
            nullif(u.last_name, '')], null), ' ')
          from ${users} u where u.id = ${placeholder('applicant')}::uuid),
        '')`,
    })
    .from(applications)
    .where(
      and(
        eq(applications.serviceCode, 'REGISTER_SEARCH'),
        eq(applications.reference, placeholder('reference')),
        ownedByPlaceholders(applications.organisationId, applications.applicantId),
      ),
    ),
);

/**
 * Approval (by the director): the official search report, numbered SR/yyyy/nnnnnn: the criteria
 * searched, the entries the officer confirmed (registration number, names, date, district: what
 * the result showed, nothing more) or that none was found, and its QR code to /verify.
 */
export async function issueSearchReport(ctx: HookContext) {
  const { tx, application, now } = ctx;
  const owner = ownerOfApplication(application);
  const reference = referenceIn(application.formData).toUpperCase();
  const [asked] = reference
    ? ((await searchAndRequester(tx, {
        reference,
        organisation: owner.organisationId,
        applicant: owner.applicantId,
      })) as { search: SearchRow; requester: string }[])
    : [];
  const search = asked?.search;
  // Submit refused a search not completed; a completed search does not change.
  if (!search || search.status !== 'Approved') throw conflict(REPORT_MESSAGES.notCompleted);
  const [summary] = await summarise(tx, [search], owner, { reports: false });
  const { criteria, matches } = summary;
  const year = nairobiYear(now);
  const number = `${REPORT_PREFIX}/${year}/${pad6(await nextInSeries(tx, `${REPORT_PREFIX}-REPORT`, year))}`;
  const { requester } = asked;
  const purpose = String((application.formData as { purpose?: unknown }).purpose ?? '');
  const searchedOn = search.decidedAt ? toDisplayDateTime(search.decidedAt) : '';
  const lines: DocumentLine[] = [
    `Official report of a search of the register of marriages, made at the request of ${requester}. The registry searched the register by the particulars below and confirmed the result on ${searchedOn} (EAT).`,
    { heading: 'The search' },
    { label: 'Search', value: search.reference, strong: true },
    { label: 'Name of a party', value: criteria.partyName },
    { label: 'Name of the other party', value: criteria.otherPartyName ?? 'Not given' },
    { label: 'Married on or after', value: criteria.from ? toDisplayDate(criteria.from) : 'Any date' },
    { label: 'Married on or before', value: criteria.to ? toDisplayDate(criteria.to) : 'Any date' },
    { label: 'District of the marriage', value: criteria.districtName ?? 'Any district' },
    { heading: matches.length === 1 ? 'The entry found' : `The entries found (${matches.length})` },
    ...(matches.length
      ? matches.flatMap((m): DocumentLine[] => [
          { label: 'Register entry', value: m.registrationNumber, strong: true },
          { label: 'Names', value: `${m.partyAName} and ${m.partyBName}`, indent: true },
          { label: 'Date of the marriage', value: toDisplayDate(m.celebratedOn), indent: true },
          { label: 'District', value: m.districtName, indent: true },
        ])
      : ['No entry found: the register of marriages holds no entry matching this search.']),
    { heading: 'This report' },
    { label: 'Requested by', value: requester },
    { label: 'Purpose', value: purpose },
    { label: 'Application', value: application.reference },
    'This report states the result of the search as the registry confirmed it; it is not a certified copy of an entry. Check it with the code printed on it.',
  ];
  const document = await issueDocument(tx, ctx.documents, {
    kind: 'SEARCH_REPORT',
    title: 'Search Report',
    number,
    applicationId: application.id,
    ownerId: application.applicantId,
    issuedBy: ctx.actor.userId,
    issuedAt: now,
    lines,
  });
  await applicationEvent(
    tx,
    { ...application, status: 'Approved' },
    ctx.actor.userId,
    'report-issued',
    `Search report ${number} issued`,
    now,
    {
      actorId: ctx.actor.userId,
      action: 'search-report.issued',
      entity: 'application',
      entityId: application.id,
      after: { number, searchReference: search.reference, entriesFound: matches.length },
    },
  );
  const found =
    matches.length === 0
      ? 'no entry found'
      : matches.length === 1
        ? 'one entry found'
        : `${matches.length} entries found`;
  await notifyUser(
    tx,
    application.applicantId,
    'SEARCH_REPORT_ISSUED',
    {
      subject: `Your search report ${number} is issued`,
      body: `Your search report ${number} on search ${search.reference} (${found}) is issued. Download it from your application ${application.reference}; whoever receives it can check it with the code printed on it.`,
      sms: `Search report ${number} issued. Download it from the portal.`,
    },
    ctx.applicant,
  );
  return {
    reportNumber: number,
    documentId: document.id,
    searchReference: search.reference,
    entriesFound: matches.length,
  };
}
