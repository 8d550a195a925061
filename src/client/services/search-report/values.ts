import type { z } from 'zod';
import type { searchReport } from '../../../shared/services/search-report.js';
import type { HeldValues } from '../types.js';
/** The search report's form as the page holds it. */
export type ReportValues = HeldValues<z.input<typeof searchReport.form>>;

export const emptyReport = (): ReportValues => ({ searchReference: '', purpose: '' });
