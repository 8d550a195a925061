import { checkPlaceAtSubmit } from '../modules/licensing/checks.js';
import { licensePublicPlace } from '../modules/licensing/outcomes.js';
import type { ServerService } from './types.js';

/** Submit checks the place is not licensed already; the minister's approval issues the licence and lists the place. */
export const publicPlaceLicence: ServerService<'PUBLIC_PLACE_LICENCE'> = {
  submitChecks: [checkPlaceAtSubmit],
  onApproved: licensePublicPlace,
  documents: ['LICENCE'],
  history: {
    weight: 4,
    form: ({ district, a, b, k }) => ({
      placeName: `${a.lastName} Gospel Chapel`,
      placeType: 'CHURCH',
      denomination: 'Interdenominational',
      district,
      physicalAddress: `Plot ${200 + k}, ${district}`,
      capacity: 120 + (k % 5) * 40,
      officiants: [{ fullName: `Rev. ${b.firstName} ${b.lastName}`, idNumber: String(15_000_000 + k) }],
    }),
  },
};
