import { useEffect } from 'react';
import { Alert, Button, Link } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { SelectControl, type Option } from '../../forms/controls.js';
import { TextFieldControl } from '../../forms/fields.js';
import { criteriaLine, useApplicantArea, useMyRegisterSearches } from '../common/searches.js';
import type { StepProps } from '../types.js';
import { FoundEntries } from './ReportedSearch.js';
import type { ReportValues } from './values.js';

export const REPORT_MESSAGES = 'services.SEARCH_REPORT.form';

/** Which completed search (prefilled from the search's page: ?search=RS-…), and what the report is for. */
export function ReportStep({ form }: StepProps<ReportValues>) {
  const { control, getValues, setValue } = form;
  const translate = useTranslate();
  const area = useApplicantArea();
  const { id } = useParams();
  const [params] = useSearchParams();
  const searches = useMyRegisterSearches();
  const t = (key: string, options?: object) => translate(`${REPORT_MESSAGES}.reportStep.${key}`, options);
  const w = (key: string) => translate(`services.SEARCH_REPORT.words.${key}`);
  const asked = params.get('search');
  useEffect(() => {
    // A new report opened from a search's page: that search is chosen.
    if (!id && asked && !getValues('searchReference')) setValue('searchReference', asked.toUpperCase(), { shouldDirty: true });
  }, [id, asked, getValues, setValue]);
  const chosen = useWatch({ control, name: 'searchReference' });
  const list = searches.data ?? [];
  const options: Option[] = list.map((s) => ({
    value: s.reference,
    label: t('searchOption', {
      reference: s.reference,
      criteria: criteriaLine(s.criteria, { anyDate: w('anyDate'), anyDistrict: w('anyDistrict'), from: w('from'), to: w('to') }),
      found: s.matches.length ? translate('services.SEARCH_REPORT.panel.found', { smart_count: s.matches.length }) : translate('services.SEARCH_REPORT.panel.foundNone'),
    }),
  }));
  const selected = list.find((s) => s.reference === chosen);
  const reported = selected?.report && selected.report.status !== 'Draft' && selected.report.applicationId !== id ? selected.report : null;
  return (
    <>
      {searches.isSuccess && list.length === 0 ? (
        <Alert severity="info" sx={{ mb: 1 }} action={<Button component={RouterLink} to={`/${area}/search`} color="inherit" size="small">{t('searchFirst')}</Button>}>
          {t('noSearches')}
        </Alert>
      ) : null}
      <SelectControl control={control} name="searchReference" label={t('searchReference')} required options={options} helperText={t('searchReferenceHint')} />
      {reported ? (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {t('alreadyReported', { reference: reported.reference, status: translate(`components.status.${reported.status}`, { _: reported.status }) })}{' '}
          <Link component={RouterLink} to={`/${area}/applications/${reported.applicationId}`}>{t('openReport', { reference: reported.reference })}</Link>
        </Alert>
      ) : null}
      {selected ? <FoundEntries search={selected} /> : null}
      <TextFieldControl control={control} name="purpose" label={t('purpose')} required multiline minRows={2} helperText={t('purposeHint')} />
    </>
  );
}
