import { describe, expect, it } from 'vitest';
import { AREA_ACCOUNT, areaRoutes } from '../../shared/routes.js';
import { SERVICE_CODES } from '../../shared/services.js';
import { CONTRACTS } from '../../shared/services/index.js';
import { CLIENT_SERVICES } from './index.js';
import { onlineFormsIn } from './onlineForms.js';

describe('the services’ client parts', () => {
  it.each(SERVICE_CODES)('%s has a component for each step its contract names, or no online form', (code) => {
    const online = CLIENT_SERVICES[code].form;
    if (!online) return;
    expect(Object.keys(online.steps).sort()).toEqual(CONTRACTS[code].steps.map((s) => s.name).sort());
  });

  it('offers online only the forms that are built, each in its audience’s area', () => {
    expect(onlineFormsIn('user')).toEqual([
      { code: 'MARRIAGE_NOTICE', path: '/user/services/form-marriage-registration' },
      { code: 'SPECIAL_LICENCE_NOTICE_WAIVER', path: '/user/services/special-license-registration-notice-waiver' },
      { code: 'SPECIAL_LICENCE_PRIVATE_VENUE', path: '/user/services/special-license-registration-private-venue' },
      { code: 'PUBLIC_PLACE_LICENCE', path: '/user/services/public-license-registration' },
      { code: 'MARITAL_STATUS_LETTER', path: '/user/services/form-marital-status' },
      { code: 'DATA_RECTIFICATION', path: '/user/services/form-data-rectification' },
      { code: 'REGISTER_SEARCH', path: '/user/search' },
      { code: 'SEARCH_REPORT', path: '/user/services/form-search-report' },
      { code: 'CERTIFIED_COPY', path: '/user/services/form-certified-copy' },
    ]);
    // Institutions register the marriages they celebrate, file their marriage returns, and ask for reports and copies from their own searches.
    expect(onlineFormsIn('institution')).toEqual([
      { code: 'INSTITUTION_MARRIAGE', path: '/institution/services/form-marriage-registration' },
      { code: 'MARRIAGE_RETURN', path: '/institution/services/form-marriage-returns' },
      { code: 'DIVORCE_RETURN', path: '/institution/services/form-divorce-returns' },
      { code: 'REGISTER_SEARCH', path: '/institution/search' },
      { code: 'SEARCH_REPORT', path: '/institution/services/form-search-report' },
      { code: 'CERTIFIED_COPY', path: '/institution/services/form-certified-copy' },
    ]);
  });

  it('has the online form of every form page of the route table, in its area', () => {
    for (const area of ['user', 'institution'] as const)
      for (const route of areaRoutes(area, { accountType: AREA_ACCOUNT[area], staffRole: null }).filter(
        (r) => r.page === 'form',
      )) {
        const client = CLIENT_SERVICES[route.props.serviceCode!];
        expect(client.form, route.path).not.toBeNull();
        expect(client.areas ?? [area], route.path).toContain(area);
      }
  });
});
