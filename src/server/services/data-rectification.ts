import { NOTHING_YET, type ServerService } from './types.js';

/** Not built yet (domain section 11): no checks beyond the form, no outcome, no document. */
export const dataRectification: ServerService<'DATA_RECTIFICATION'> = NOTHING_YET;
