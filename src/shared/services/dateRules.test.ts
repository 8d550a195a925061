import { describe, expect, it } from 'vitest';
import { dateProblems } from './index.js';
import { DIVORCE_MESSAGES } from './divorce-return.js';
import { IM_MESSAGES } from './institution-marriage.js';
import { DATE_MESSAGES } from './dateRules.js';

const party = (dateOfBirth: string) => ({ firstName: 'Amina', dateOfBirth });

describe('issue 20 #3: the day rules one form step and the server share', () => {
  it('a notice: the wedding not before today (today itself passes), no party born after today', () => {
    expect(
      dateProblems(
        'MARRIAGE_NOTICE',
        { intendedDate: '2026-11-26', partyA: party('1990-01-01'), partyB: party('2026-11-28') },
        '2026-11-27',
      ),
    ).toEqual({
      intendedDate: DATE_MESSAGES.intendedInPast,
      'partyB.dateOfBirth': DATE_MESSAGES.birthInFuture,
    });
    expect(
      dateProblems('MARRIAGE_NOTICE', { intendedDate: '2026-11-27', partyA: party('2026-11-27') }, '2026-11-27'),
    ).toEqual({});
  });

  it('a special licence: after today and inside its 90 days, across a year end and 29 February', () => {
    expect(dateProblems('SPECIAL_LICENCE_NOTICE_WAIVER', { intendedDate: '2026-12-31' }, '2026-12-31')).toEqual({
      intendedDate: DATE_MESSAGES.dayAfterToday,
    });
    expect(dateProblems('SPECIAL_LICENCE_NOTICE_WAIVER', { intendedDate: '2027-01-01' }, '2026-12-31')).toEqual({});
    expect(dateProblems('SPECIAL_LICENCE_PRIVATE_VENUE', { intendedDate: '2028-05-29' }, '2028-02-29')).toEqual({});
    expect(dateProblems('SPECIAL_LICENCE_PRIVATE_VENUE', { intendedDate: '2028-05-30' }, '2028-02-29')).toEqual({
      intendedDate: DATE_MESSAGES.licenceRuns('2028-05-29'),
    });
  });

  it('an institution marriage and a divorce return: not in the future; a celebration over 30 days ago needs its reason', () => {
    expect(dateProblems('INSTITUTION_MARRIAGE', { celebrationDate: '2027-01-01' }, '2026-12-31')).toEqual({
      celebrationDate: IM_MESSAGES.future,
    });
    expect(dateProblems('INSTITUTION_MARRIAGE', { celebrationDate: '2026-12-01' }, '2026-12-31')).toEqual({});
    expect(
      dateProblems('INSTITUTION_MARRIAGE', { celebrationDate: '2026-11-30', lateReason: '' }, '2026-12-31'),
    ).toEqual({ lateReason: IM_MESSAGES.lateReason });
    expect(
      dateProblems(
        'INSTITUTION_MARRIAGE',
        { celebrationDate: '2026-11-30', lateReason: 'The register book was at the diocese office.' },
        '2026-12-31',
      ),
    ).toEqual({});
    expect(dateProblems('DIVORCE_RETURN', { decreeAbsoluteDate: '2026-11-28' }, '2026-11-27')).toEqual({
      decreeAbsoluteDate: DIVORCE_MESSAGES.future,
    });
    expect(dateProblems('DIVORCE_RETURN', { decreeAbsoluteDate: '2026-11-27' }, '2026-11-27')).toEqual({});
  });

  it('a date not yet a day (half typed) or a service without day rules gives nothing to say', () => {
    expect(dateProblems('MARRIAGE_NOTICE', { intendedDate: '2026-1' }, '2026-11-27')).toEqual({});
    expect(dateProblems('SEARCH_REPORT', { searchReference: 'RS-2026-000001' }, '2026-11-27')).toEqual({});
  });
});
