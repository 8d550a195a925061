import { checkSearchAtSubmit, confirmSearch } from '../modules/register/search.js';
import type { ServerService } from './types.js';

/** The server proposes matching entries (staff read them before deciding); the officer's approval keeps them as the result. */
export const registerSearch: ServerService<'REGISTER_SEARCH'> = {
  submitChecks: [checkSearchAtSubmit],
  onApproved: confirmSearch,
  documents: [],
  history: {
    weight: 12,
    form: ({ district, a, purpose }) => ({
      partyName: `${a.firstName} ${a.lastName}`,
      otherPartyName: null,
      from: '2000-01-01',
      to: '2010-12-31',
      district,
      purpose,
    }),
  },
};
