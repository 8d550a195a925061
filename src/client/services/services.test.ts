import { describe, expect, it } from 'vitest';
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
    expect(onlineFormsIn('user')).toEqual([{ code: 'MARRIAGE_NOTICE', path: '/user/services/form-marriage-registration' }]);
    expect(onlineFormsIn('institution')).toEqual([]);
  });
});
