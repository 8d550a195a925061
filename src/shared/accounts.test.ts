import { describe, expect, it } from 'vitest';
import { areaOwner, homePathFor, needsOnboarding, needsSecondFactorSetUp } from './accounts.js';

describe('home by account type (seed section 2)', () => {
  it('sends each account type to its home', () => {
    expect(homePathFor({ accountType: 'BACKOFFICE', idNumber: null })).toBe('/backoffice/dashboard');
    expect(homePathFor({ accountType: 'ORGANIZATION', idNumber: null })).toBe('/institution/services/list');
    expect(homePathFor({ accountType: 'INDIVIDUAL', idNumber: '27583910' })).toBe('/user/services/list');
  });
  it('sends an individual with no idNumber to onboarding', () => {
    expect(homePathFor({ accountType: 'INDIVIDUAL', idNumber: null })).toBe('/account-onboard');
    expect(homePathFor({ accountType: 'INDIVIDUAL', idNumber: '' })).toBe('/account-onboard');
  });
  it('onboards (and lets use the identity check) only an individual without an ID number', () => {
    expect(needsOnboarding({ accountType: 'INDIVIDUAL', idNumber: null })).toBe(true);
    expect(needsOnboarding({ accountType: 'INDIVIDUAL', idNumber: '' })).toBe(true);
    expect(needsOnboarding({ accountType: 'INDIVIDUAL', idNumber: '27583910' })).toBe(false);
    expect(needsOnboarding({ accountType: 'ORGANIZATION', idNumber: null })).toBe(false);
    expect(needsOnboarding({ accountType: 'BACKOFFICE', idNumber: null })).toBe(false);
  });
  it('sends registry staff without a second factor to set it up, and nobody else (issue 23)', () => {
    expect(homePathFor({ accountType: 'BACKOFFICE', idNumber: null, secondFactorOn: false })).toBe(
      '/account-second-factor',
    );
    expect(homePathFor({ accountType: 'BACKOFFICE', idNumber: null, secondFactorOn: true })).toBe(
      '/backoffice/dashboard',
    );
    expect(needsSecondFactorSetUp({ accountType: 'BACKOFFICE', secondFactorOn: false })).toBe(true);
    expect(needsSecondFactorSetUp({ accountType: 'BACKOFFICE', secondFactorOn: true })).toBe(false);
    expect(needsSecondFactorSetUp({ accountType: 'INDIVIDUAL', secondFactorOn: false })).toBe(false);
    expect(needsSecondFactorSetUp({ accountType: 'ORGANIZATION', secondFactorOn: false })).toBe(false);
    // Onboarding comes first for an individual (who is never asked to set one up).
    expect(homePathFor({ accountType: 'INDIVIDUAL', idNumber: null, secondFactorOn: false })).toBe('/account-onboard');
  });
  it('knows which account type owns a path', () => {
    expect(areaOwner('/user/services/list')).toBe('INDIVIDUAL');
    expect(areaOwner('/institution')).toBe('ORGANIZATION');
    expect(areaOwner('/backoffice/registry/notices')).toBe('BACKOFFICE');
    expect(areaOwner('/users')).toBeNull();
    expect(areaOwner('/sign-in')).toBeNull();
  });
});
