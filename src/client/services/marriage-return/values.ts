import type { z } from 'zod';
import type { marriageReturn } from '../../../shared/services/marriage-return.js';
import type { HeldValues } from '../types.js';
export type ReturnValues = HeldValues<z.input<typeof marriageReturn.form>>;
/** One marriage of the return as the page holds it (ages as typed; '' for what is not given). */
export type LineValues = ReturnValues['lines'][number];

export const emptyLine = (): LineValues => ({
  registrationNumber: '',
  partyAName: '',
  partyAIdNumber: '',
  partyAAge: '',
  partyBName: '',
  partyBIdNumber: '',
  partyBAge: '',
  date: '',
  district: '',
  venueName: '',
  officiantName: '',
  witness1: '',
  witness2: '',
});

export const emptyReturn = (): ReturnValues => ({ month: '', lines: [] });
