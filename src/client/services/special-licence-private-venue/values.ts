import { emptyParty, type CoupleValues } from '../common/party.js';

/** The private-venue special licence's form as the page holds it. */
export interface PrivateVenueValues extends CoupleValues {
  intendedDate: string;
  district: string;
  venue: { name: string; physicalAddress: string };
  venueReason: string;
  reason: string;
}

export const emptyPrivateVenue = (): PrivateVenueValues => ({
  partyA: emptyParty(),
  partyB: emptyParty(),
  intendedDate: '',
  district: '',
  venue: { name: '', physicalAddress: '' },
  venueReason: '',
  reason: '',
});
