import type { ReportPeriod } from '../../../shared/contracts/reports.js';
import { toDisplayDate } from '../../../shared/dates.js';
import { useScopedTranslate } from '../../i18n/useScopedTranslate.js';

/** The words of the reports page (reports.*). */
export function useReportsT() {
  return useScopedTranslate('reports');
}

/** A period as a person reads it: "November 2026", "Week of 23-11-2026", "24-11-2026". */
export function usePeriodLabel(period: ReportPeriod) {
  const t = useReportsT();
  return (start: string) => {
    if (period === 'month')
      return t('month', { month: t(`months.${Number(start.slice(5, 7))}`), year: start.slice(0, 4) });
    return period === 'week' ? t('week', { day: toDisplayDate(start) }) : toDisplayDate(start);
  };
}
