/** The search report's form as the page holds it. */
export interface ReportValues {
  searchReference: string;
  purpose: string;
}

export const emptyReport = (): ReportValues => ({ searchReference: '', purpose: '' });
