import type { z } from 'zod';
import type { registerSearch } from '../../../shared/services/register-search.js';
import type { HeldValues } from '../types.js';
/** The register search's form as the page holds it: every field a string. */
export type RegisterSearchValues = HeldValues<z.input<typeof registerSearch.form>>;

export const emptyRegisterSearch = (): RegisterSearchValues => ({
  partyName: '',
  otherPartyName: '',
  from: '',
  to: '',
  district: '',
  purpose: '',
});
