import { describe, expect, it } from 'vitest';
import { celebratesMarriages, servicesFor } from './services.js';

describe('what an institution may apply for (domain section 2)', () => {
  it('a court files divorce returns and neither registers institution marriages nor files marriage returns', () => {
    const court = servicesFor({ accountType: 'ORGANIZATION', organisationType: 'COURT' }).map((s) => s.code);
    expect(court).toContain('DIVORCE_RETURN');
    expect(court).not.toContain('INSTITUTION_MARRIAGE');
    expect(court).not.toContain('MARRIAGE_RETURN');
  });
  it('the institutions that celebrate marriages register them and keep officiants', () => {
    for (const organisationType of ['CHURCH', 'MOSQUE', 'TEMPLE', 'LICENSED_ORGANISATION'] as const) {
      expect({ organisationType, im: servicesFor({ accountType: 'ORGANIZATION', organisationType }).some((s) => s.code === 'INSTITUTION_MARRIAGE') }).toEqual({ organisationType, im: true });
      expect(celebratesMarriages(organisationType)).toBe(true);
    }
    expect(celebratesMarriages('COURT')).toBe(false);
    expect(celebratesMarriages(null)).toBe(false);
  });
});
