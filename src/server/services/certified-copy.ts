import { NOTHING_YET, type ServerService } from './types.js';

/** Not built yet (domain section 11): no checks beyond the form, no outcome, no document. */
export const certifiedCopy: ServerService<'CERTIFIED_COPY'> = NOTHING_YET;
