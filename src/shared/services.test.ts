import { describe, expect, it } from 'vitest';
import { NOT_VERIFIED_MESSAGE } from './institutions.js';
import { celebratesMarriages, refusalFor, serviceByCode, servicesFor } from './services.js';

describe('what an institution may apply for (domain section 2)', () => {
  it('a court files divorce returns and neither registers institution marriages nor files marriage returns', () => {
    const court = servicesFor({
      accountType: 'ORGANIZATION',
      organisationType: 'COURT',
      organisationVerification: 'VERIFIED',
    }).map((s) => s.code);
    expect(court).toContain('DIVORCE_RETURN');
    expect(court).not.toContain('INSTITUTION_MARRIAGE');
    expect(court).not.toContain('MARRIAGE_RETURN');
  });
  it('the institutions that celebrate marriages register them and keep officiants', () => {
    for (const organisationType of ['CHURCH', 'MOSQUE', 'TEMPLE', 'LICENSED_ORGANISATION'] as const) {
      expect({
        organisationType,
        im: servicesFor({ accountType: 'ORGANIZATION', organisationType, organisationVerification: 'VERIFIED' }).some(
          (s) => s.code === 'INSTITUTION_MARRIAGE',
        ),
      }).toEqual({ organisationType, im: true });
      expect(celebratesMarriages(organisationType)).toBe(true);
    }
    expect(celebratesMarriages('COURT')).toBe(false);
    expect(celebratesMarriages(null)).toBe(false);
  });
});

describe('an institution the registry has not verified (issue 19)', () => {
  it('may apply for nothing, whatever its kind, and is told to send its evidence', () => {
    for (const organisationType of ['CHURCH', 'MOSQUE', 'TEMPLE', 'LICENSED_ORGANISATION', 'COURT'] as const) {
      for (const organisationVerification of ['UNVERIFIED', 'SUBMITTED', 'REJECTED', null, undefined] as const) {
        expect(servicesFor({ accountType: 'ORGANIZATION', organisationType, organisationVerification })).toEqual([]);
        expect(
          refusalFor(
            { accountType: 'ORGANIZATION', organisationType, organisationVerification },
            serviceByCode('REGISTER_SEARCH')!,
          ),
        ).toBe(NOT_VERIFIED_MESSAGE);
      }
    }
    // A citizen is no institution: nothing changes for them.
    expect(servicesFor({ accountType: 'INDIVIDUAL' }).length).toBeGreaterThan(5);
  });
});
