/** The rectification's form as the page holds it. */
export interface RectificationValues {
  registerEntryNumber: string;
  field: string;
  /** What the register holds for the field chosen: filled in by the page, never typed. */
  currentValue: string;
  correctValue: string;
  reason: string;
}

export const emptyRectification = (): RectificationValues => ({
  registerEntryNumber: '',
  field: '',
  currentValue: '',
  correctValue: '',
  reason: '',
});

export const RECTIFICATION_FORM_PATH = '/user/services/form-data-rectification';
