import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, documents, invoices, organisations, users } from '../../src/server/db/schema/index.js';
import { searchSummarySchema } from '../../src/shared/contracts/searches.js';
import { REPORT_MESSAGES } from '../../src/shared/services/search-report.js';
import { createDraft, current, newCitizen, STAFF, step, tokenOf } from './app-support.js';
import { call, testContext } from './helpers.js';
import { walkTo } from './licence-support.js';
import {
  completedSearch,
  issuedReport,
  newOrganisation,
  printed,
  searcher,
  submittedReport,
  uniqueEntry,
  uniqueName,
} from './report-support.js';

const reportForm = (searchReference: string) => ({
  searchReference,
  purpose: 'Probate: the court asks for an official search',
});

describe('asking for a search report', () => {
  it("of the applicant's own completed search: paid, then worked by the officer and the director", async () => {
    const { app, database } = await testContext();
    const { applicant, search } = await searcher(app);
    const draft = await createDraft(app, applicant.token, 'SEARCH_REPORT', reportForm(search.reference.toLowerCase()));
    expect((await step(app, applicant.token, draft.id, 'submit')).status).toBe(200);
    expect((await current(draft.id)).status).toBe('Payment_Confirmation');
    const [invoice] = await database.db.select().from(invoices).where(eq(invoices.applicationId, draft.id));
    expect(invoice.lines.map((l) => [l.code, l.amount])).toEqual([['SEARCH_REPORT', 1050]]);
  });

  it("refuses a search that is not the applicant's, or none, with a field message; nothing moves", async () => {
    const { app } = await testContext();
    const { search } = await searcher(app);
    const stranger = await newCitizen(app);
    for (const reference of [search.reference, 'RS-1999-999999']) {
      const draft = await createDraft(app, stranger.token, 'SEARCH_REPORT', reportForm(reference));
      const refused = await step(app, stranger.token, draft.id, 'submit');
      expect(refused.status).toBe(400);
      expect(refused.body.errors['formData.searchReference']).toBe(REPORT_MESSAGES.notYourSearch);
      expect((await current(draft.id)).status).toBe('Draft');
    }
    const empty = await createDraft(app, stranger.token, 'SEARCH_REPORT', { purpose: 'x' });
    const incomplete = await step(app, stranger.token, empty.id, 'submit');
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.errors['formData.searchReference']).toBeDefined();
  });

  it('refuses a search not completed yet (the officer has not confirmed its result)', async () => {
    const { app } = await testContext();
    const applicant = await newCitizen(app);
    const { spouse } = await uniqueEntry();
    const waiting = await completedSearch(app, applicant, spouse, 'Submitted');
    const draft = await createDraft(app, applicant.token, 'SEARCH_REPORT', reportForm(waiting.reference));
    const refused = await step(app, applicant.token, draft.id, 'submit');
    expect(refused.status).toBe(400);
    expect(refused.body.errors['formData.searchReference']).toBe(REPORT_MESSAGES.notCompleted);
  });

  it('one live report per search (409); a draft does not count, a declined one frees the search', async () => {
    const { app } = await testContext();
    const who = await searcher(app);
    const spare = await createDraft(app, who.applicant.token, 'SEARCH_REPORT', reportForm(who.search.reference));
    const first = await submittedReport(app, who);
    const second = await createDraft(app, who.applicant.token, 'SEARCH_REPORT', reportForm(who.search.reference));
    const refused = await step(app, who.applicant.token, second.id, 'submit');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      REPORT_MESSAGES.alreadyReported(who.search.reference, (await current(first.id)).reference),
    );
    expect((await current(second.id)).status).toBe('Draft');
    expect((await step(app, who.applicant.token, spare.id, 'submit')).status).toBe(409);
    const officer = await tokenOf(app, STAFF.OFFICER);
    await step(app, officer, first.id, 'claim');
    expect((await step(app, officer, first.id, 'decline', 'Ask again with the court case number')).status).toBe(200);
    expect((await step(app, who.applicant.token, second.id, 'submit')).status).toBe(200);
  });
});

describe("the report issued on the director's approval", () => {
  it('is an official PDF: number, the criteria, the entry found (public particulars only), verifiable', async () => {
    const { app, database } = await testContext();
    const who = await searcher(app);
    const atOfficer = await submittedReport(app, who);
    expect((await walkTo(app, atOfficer.id, 'DIRECTOR')).outcome).toBeNull();
    const row = await walkTo(app, atOfficer.id, 'Approved');
    const outcome = row.outcome as {
      reportNumber: string;
      documentId: string;
      searchReference: string;
      entriesFound: number;
    };
    expect(outcome).toEqual({
      reportNumber: expect.stringMatching(/^SR\/\d{4}\/\d{6}$/),
      documentId: expect.any(String),
      searchReference: who.search.reference,
      entriesFound: 1,
    });
    const [doc] = await database.db.select().from(documents).where(eq(documents.id, outcome.documentId));
    expect({ kind: doc.kind, number: doc.number, title: doc.title }).toEqual({
      kind: 'SEARCH_REPORT',
      number: outcome.reportNumber,
      title: 'Search Report',
    });
    // Requested by the person, in their names (read with the search since issue 22).
    const [person] = await database.db
      .select({ first: users.firstName, middle: users.middleName, last: users.lastName })
      .from(users)
      .innerJoin(applications, eq(applications.applicantId, users.id))
      .where(eq(applications.id, atOfficer.id));
    const names = [person.first, person.middle, person.last].filter(Boolean).join(' ');
    expect(names).not.toBe('');
    expect(JSON.stringify(doc.content)).toContain(JSON.stringify({ label: 'Requested by', value: names }).slice(1, -1));
    const verified = await call(app, { method: 'GET', url: `/api/verify/${doc.code}` });
    expect(verified.body.data).toMatchObject({
      genuine: true,
      kind: 'SEARCH_REPORT',
      number: outcome.reportNumber,
      revoked: false,
    });
    const pdf = await app.inject({
      method: 'GET',
      url: `/api/documents/${doc.id}/pdf`,
      headers: { authorization: who.applicant.token },
    });
    expect(pdf.statusCode).toBe(200);
    const bytes = pdf.rawPayload;
    for (const words of [
      outcome.reportNumber,
      who.search.reference,
      who.entry.registrationNumber,
      `${who.entry.partyA.name} and The applicant`,
      '10-03-2012',
      'Any district',
      'Joseph Kiplagat',
    ]) {
      expect({ words, printed: printed(bytes, words) }).toEqual({ words, printed: true });
    }
    // What a public search shows, nothing more: no ID numbers, parents or witnesses.
    for (const words of [who.entry.partyAIdNumber, who.entry.partyBIdNumber, 'Father', 'Sheria House'])
      expect({ words, printed: printed(bytes, words) }).toEqual({ words, printed: false });
    const events = await call(app, {
      method: 'GET',
      url: `/api/application-events?filter=${encodeURIComponent(JSON.stringify({ applicationId: atOfficer.id }))}`,
      token: who.applicant.token,
    });
    expect(events.body.map((e: { action: string }) => e.action)).toContain('report-issued');
  });

  it('says "no entry found" when the search found none', async () => {
    const { app } = await testContext();
    const applicant = await newCitizen(app);
    const search = await completedSearch(app, applicant, uniqueName());
    expect((search.row.outcome as { matches: unknown[] }).matches).toEqual([]);
    const { outcome } = await issuedReport(app, { applicant, search });
    expect(outcome.entriesFound).toBe(0);
    const pdf = await app.inject({
      method: 'GET',
      url: `/api/documents/${outcome.documentId}/pdf`,
      headers: { authorization: applicant.token },
    });
    expect(
      printed(pdf.rawPayload, 'No entry found: the register of marriages holds no entry matching this search.'),
    ).toBe(true);
  });

  it('an institution asks for the report of its own search; another organisation cannot', async () => {
    const { app } = await testContext();
    const church = { token: await tokenOf(app, 'church@demo.test'), userId: '', email: 'church@demo.test' };
    const { spouse } = await uniqueEntry();
    const search = await completedSearch(app, church, spouse);
    const other = await newOrganisation(app);
    const foreign = await createDraft(app, other.token, 'SEARCH_REPORT', reportForm(search.reference));
    expect((await step(app, other.token, foreign.id, 'submit')).body.errors['formData.searchReference']).toBe(
      REPORT_MESSAGES.notYourSearch,
    );
    const { outcome } = await issuedReport(app, { applicant: church, search });
    expect(outcome.entriesFound).toBe(1);
    // Requested by the institution, in its name.
    const { database } = await testContext();
    const [report] = await database.db
      .select({ content: documents.content, name: organisations.name })
      .from(documents)
      .innerJoin(applications, eq(applications.id, documents.applicationId))
      .innerJoin(organisations, eq(organisations.id, applications.organisationId))
      .where(eq(documents.id, outcome.documentId));
    expect(JSON.stringify(report.content)).toContain(
      JSON.stringify({ label: 'Requested by', value: report.name }).slice(1, -1),
    );
    expect(
      (await call(app, { method: 'GET', url: `/api/documents/${outcome.documentId}/pdf`, token: church.token })).status,
    ).toBe(200);
  });
});

describe('the searches a report or a copy is asked from', () => {
  it("GET /my-register-searches: the caller's completed searches, with the report asked for", async () => {
    const { app } = await testContext();
    const who = await searcher(app);
    const { spouse } = await uniqueEntry();
    await completedSearch(app, who.applicant, spouse, 'Submitted');
    const before = await call(app, { method: 'GET', url: '/api/my-register-searches', token: who.applicant.token });
    expect(before.status).toBe(200);
    const [only] = before.body.data.map((s: unknown) => searchSummarySchema.parse(s));
    expect(before.body.data).toHaveLength(1);
    expect(only).toMatchObject({
      reference: who.search.reference,
      status: 'Approved',
      report: null,
      criteria: { partyName: who.entry.partyA.name, district: null, districtName: null },
    });
    expect(only.matches).toEqual([
      {
        registrationNumber: who.entry.registrationNumber,
        partyAName: who.entry.partyA.name,
        partyBName: 'The applicant',
        celebratedOn: '2012-03-10',
        districtName: 'Kisumu',
      },
    ]);
    const report = await submittedReport(app, who);
    const after = await call(app, { method: 'GET', url: '/api/my-register-searches', token: who.applicant.token });
    expect(after.body.data[0].report).toEqual({
      applicationId: report.id,
      reference: (await current(report.id)).reference,
      status: 'Submitted',
    });
    expect(
      (await call(app, { method: 'GET', url: '/api/my-register-searches', token: (await newCitizen(app)).token })).body
        .data,
    ).toEqual([]);
    expect(
      (await call(app, { method: 'GET', url: '/api/my-register-searches', token: await tokenOf(app, STAFF.OFFICER) }))
        .body.data,
    ).toEqual([]);
    expect((await call(app, { method: 'GET', url: '/api/my-register-searches' })).status).toBe(401);
  });

  it('GET /applications/:id/reported-search: the search a report is about, for whoever reads the report', async () => {
    const { app } = await testContext();
    const who = await searcher(app);
    const { applicant, search, id } = await submittedReport(app, who);
    const url = `/api/applications/${id}/reported-search`;
    const mine = await call(app, { method: 'GET', url, token: applicant.token });
    expect(mine.status).toBe(200);
    expect(searchSummarySchema.parse(mine.body.data)).toMatchObject({
      reference: search.reference,
      status: 'Approved',
      report: { applicationId: id, status: 'Submitted' },
    });
    expect((await call(app, { method: 'GET', url, token: await tokenOf(app, STAFF.OFFICER) })).status).toBe(200);
    expect((await call(app, { method: 'GET', url, token: await tokenOf(app, STAFF.FINANCE) })).status).toBe(404);
    expect((await call(app, { method: 'GET', url, token: (await newCitizen(app)).token })).status).toBe(404);
    expect(
      (
        await call(app, {
          method: 'GET',
          url: `/api/applications/${who.search.id}/reported-search`,
          token: applicant.token,
        })
      ).status,
    ).toBe(404);
  });
});

describe('the demo', () => {
  it('holds reports in every status for the demo citizen and church, and copies ordered from their searches', async () => {
    const { database } = await testContext();
    const rows = await database.db
      .select({
        serviceCode: applications.serviceCode,
        status: applications.status,
        stage: applications.stage,
        assigneeId: applications.assigneeId,
        formData: applications.formData,
        email: users.email,
      })
      .from(applications)
      .innerJoin(users, eq(users.id, applications.applicantId))
      .where(inArray(users.email, ['citizen@demo.test', 'church@demo.test']));
    const reports = rows
      .filter((r) => r.serviceCode === 'SEARCH_REPORT')
      .map((r) => `${r.status}${r.stage ? `/${r.stage}` : ''}${r.assigneeId ? '/claimed' : ''}`);
    expect(new Set(reports)).toEqual(
      new Set([
        'Draft',
        'Payment_Confirmation',
        'Submitted/OFFICER',
        'Pending/OFFICER/claimed',
        'Submitted/DIRECTOR',
        'Pending/DIRECTOR/claimed',
        'Corrections_Requested/OFFICER',
        'Declined',
        'Approved',
      ]),
    );
    const fromSearch = rows.filter((r) => r.serviceCode === 'CERTIFIED_COPY' && r.formData.searchReference);
    expect(new Set(fromSearch.map((r) => r.email))).toEqual(new Set(['citizen@demo.test', 'church@demo.test']));
    expect(fromSearch.some((r) => r.status === 'Approved')).toBe(true);
  });
});
