import { describe, expect, it } from 'vitest';
import { SERVICE_CODES } from '../services.js';
import { CONTRACTS, requiredAttachments, searchTextOf } from './index.js';

describe('the services’ shared parts', () => {
  it.each(SERVICE_CODES)('%s puts every field of its form in exactly one step, and labels it', (code) => {
    const contract = CONTRACTS[code];
    const fields = Object.keys(contract.form.shape).sort();
    const inSteps = contract.steps.flatMap((step) => step.fields as readonly string[]).sort();
    expect(inSteps).toEqual(fields);
    expect(Object.keys(contract.labels).sort()).toEqual(fields);
  });

  it('asks for the decree absolute of a divorced party and the death certificate of a widowed one', () => {
    const form = { partyA: { condition: 'DIVORCED' }, partyB: { condition: 'WIDOWED' } };
    expect(requiredAttachments('MARRIAGE_NOTICE', form)).toEqual(['PARTY_A_ID', 'PARTY_B_ID', 'PARTY_A_PHOTO', 'PARTY_B_PHOTO', 'PARTY_A_DECREE_ABSOLUTE', 'PARTY_B_DEATH_CERTIFICATE']);
    expect(requiredAttachments('PUBLIC_PLACE_LICENCE', {})).toEqual(['PROOF_OF_OWNERSHIP', 'SAFETY_CERTIFICATE']);
  });

  it('searches the parties’ names, or the place’s', () => {
    expect(searchTextOf('MARRIAGE_NOTICE', { partyA: { firstName: 'Amina', lastName: 'Otieno' }, partyB: { firstName: 'Brian', middleName: 'K', lastName: 'Mwangi' } })).toBe('amina otieno | brian k mwangi');
    expect(searchTextOf('PUBLIC_PLACE_LICENCE', { placeName: 'St Paul’s' })).toBe('st paul’s');
    expect(searchTextOf('MARITAL_STATUS_LETTER', { purpose: 'Visa' })).toBe('');
  });
});
