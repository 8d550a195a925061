import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { searchReport } from '../../../shared/services/search-report.js';
import { SectionCard } from '../../applications/SectionCard.js';
import type { PanelProps } from '../types.js';
import { ReportedSearch } from './ReportedSearch.js';

/** The applicant's page: the search reported on, and once issued "Your search report" (the PDF is among the issued documents). */
export function ReportPanel({ application }: PanelProps) {
  const translate = useTranslate();
  const parsed = application.status === 'Approved' ? searchReport.outcome.safeParse(application.outcome) : null;
  const t = (key: string, options?: object) => translate(`services.SEARCH_REPORT.panel.${key}`, options);
  return (
    <>
      {parsed?.success ? (
        <SectionCard title={t('title')}>
          <Alert severity="success" sx={{ mb: 1 }}>
            {t('issued', { number: parsed.data.reportNumber, search: parsed.data.searchReference })}{' '}
            {parsed.data.entriesFound ? t('found', { smart_count: parsed.data.entriesFound }) : t('foundNone')}.
          </Alert>
          <Alert severity="info">{t('next')}</Alert>
        </SectionCard>
      ) : null}
      {application.status !== 'Draft' ? <ReportedSearch application={application} /> : null}
    </>
  );
}
