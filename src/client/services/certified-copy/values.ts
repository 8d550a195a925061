import type { z } from 'zod';
import type { certifiedCopy } from '../../../shared/services/certified-copy.js';
import type { HeldValues } from '../types.js';
/** The certified copy's form as the page holds it (the number of copies as typed). */
export type CopyValues = HeldValues<z.input<typeof certifiedCopy.form>>;

export const emptyCopy = (): CopyValues => ({ registerEntryNumber: '', searchReference: '', copies: '1', purpose: '' });

export const COPY_FORM_PATH = '/user/services/form-certified-copy';
