import type { z } from 'zod';
import type { specialLicencePrivateVenue } from '../../../shared/services/special-licence-private-venue.js';
import type { HeldValues } from '../types.js';
import { emptyParty } from '../common/party.js';

/** The private-venue special licence's form as the page holds it. */
export type PrivateVenueValues = HeldValues<z.input<typeof specialLicencePrivateVenue.form>>;

export const emptyPrivateVenue = (): PrivateVenueValues => ({
  partyA: emptyParty(),
  partyB: emptyParty(),
  intendedDate: '',
  district: '',
  venue: { name: '', physicalAddress: '' },
  venueReason: '',
  reason: '',
});
