import type { z } from 'zod';
import type { dataRectification } from '../../../shared/services/data-rectification.js';
import type { HeldValues } from '../types.js';
/** The rectification's form as the page holds it. */
export type RectificationValues = HeldValues<z.input<typeof dataRectification.form>>;

export const emptyRectification = (): RectificationValues => ({
  registerEntryNumber: '',
  field: '',
  currentValue: '',
  correctValue: '',
  reason: '',
});

export const RECTIFICATION_FORM_PATH = '/user/services/form-data-rectification';
