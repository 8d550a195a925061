import { describe, expect, it } from 'vitest';
import { SERVICE_CODES } from '../services.js';
import { CONTRACTS, extrasOf, ownExtrasOf, requiredAttachments, searchTextOf } from './index.js';

describe('the services’ shared parts', () => {
  it.each(SERVICE_CODES)(
    "%s puts every field of its form in exactly one step, and labels it; its extras are the review step's",
    (code) => {
      const contract = CONTRACTS[code];
      // Every form carries the priced extras, chosen on the review step (issue 20 #4), not in a step of its own.
      expect(Object.keys(contract.form.shape)).toContain('extras');
      const fields = Object.keys(contract.form.shape)
        .filter((field) => field !== 'extras')
        .sort();
      const inSteps = contract.steps.flatMap((step) => step.fields as readonly string[]).sort();
      expect(inSteps).toEqual(fields);
      expect(Object.keys(contract.labels).sort()).toEqual(fields);
    },
  );

  it("issue 20 #4: charges the extras the form sets itself, then those chosen on the review step, then the draft's, one line each", () => {
    const chosen = {
      copies: 3,
      extras: {
        items: [
          { code: 'COURIER_DELIVERY', quantity: 1 },
          { code: 'EXTRA_CERTIFIED_COPY', quantity: 9 },
          { code: 'EXPRESS_LETTER', quantity: 0 },
        ],
        deliveryAddress: 'Box 1, Nyeri',
      },
    };
    expect(
      extrasOf('CERTIFIED_COPY', chosen, [
        { code: 'COURIER_DELIVERY', quantity: 1 },
        { code: 'OTHER', quantity: 2 },
      ]),
    ).toEqual([
      { code: 'EXTRA_CERTIFIED_COPY', quantity: 2 },
      { code: 'COURIER_DELIVERY', quantity: 1 },
      { code: 'OTHER', quantity: 2 },
    ]);
    expect(ownExtrasOf('CERTIFIED_COPY')).toEqual(['EXTRA_CERTIFIED_COPY']);
    expect(extrasOf('MARRIAGE_NOTICE', {})).toEqual([]);
    const courierWithoutAddress = CONTRACTS.MARITAL_STATUS_LETTER.form.safeParse({
      purpose: 'Visa',
      district: '047',
      extras: { items: [{ code: 'COURIER_DELIVERY', quantity: 1 }], deliveryAddress: ' ' },
    });
    expect(courierWithoutAddress.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['extras.deliveryAddress', 'Give the address the courier is to deliver to'],
    ]);
  });

  it('asks for the decree absolute of a divorced party and the death certificate of a widowed one', () => {
    const form = { partyA: { condition: 'DIVORCED' }, partyB: { condition: 'WIDOWED' } };
    expect(requiredAttachments('MARRIAGE_NOTICE', form)).toEqual([
      'PARTY_A_ID',
      'PARTY_B_ID',
      'PARTY_A_PHOTO',
      'PARTY_B_PHOTO',
      'PARTY_A_DECREE_ABSOLUTE',
      'PARTY_B_DEATH_CERTIFICATE',
    ]);
    expect(requiredAttachments('PUBLIC_PLACE_LICENCE', {})).toEqual(['PROOF_OF_OWNERSHIP', 'SAFETY_CERTIFICATE']);
  });

  it('searches the parties’ names, or the place’s', () => {
    expect(
      searchTextOf('MARRIAGE_NOTICE', {
        partyA: { firstName: 'Amina', lastName: 'Otieno' },
        partyB: { firstName: 'Brian', middleName: 'K', lastName: 'Mwangi' },
      }),
    ).toBe('amina otieno | brian k mwangi');
    expect(searchTextOf('PUBLIC_PLACE_LICENCE', { placeName: 'St Paul’s' })).toBe('st paul’s');
    expect(searchTextOf('MARITAL_STATUS_LETTER', { purpose: 'Visa' })).toBe('');
  });
});
