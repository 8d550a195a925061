import { NOTHING_YET, type ServerService } from './types.js';

/** Not built yet (domain section 11): no checks beyond the form, no outcome, no document. */
export const maritalStatusLetter: ServerService<'MARITAL_STATUS_LETTER'> = NOTHING_YET;
