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
  const asked = params.get('search')?.toUpperCase() ?? null;
  const chosen = useWatch({ control, name: 'searchReference' });
  const list = searches.data ?? [];
  // A search with a report asked for (beyond its draft, not declined, not this one) cannot have a
  // second: the server refuses it at submit, so it is not offered (issue 20 #2).
  const reportOf = (search: (typeof list)[number]) =>
    search.report && search.report.status !== 'Draft' && search.report.applicationId !== id ? search.report : null;
  const open = list.filter((s) => !reportOf(s));
  // The search the page was opened for, or a draft's choice, that already has a report: named, not chosen.
  const saved = form.formState.defaultValues?.searchReference;
  const named = list.find((s) => s.reference === (chosen || asked || saved));
  const reported = named ? reportOf(named) : null;
  useEffect(() => {
    if (!searches.isSuccess) return;
    if (chosen && reported) setValue('searchReference', '', { shouldDirty: true });
    // A new report opened from a search's page: that search is chosen.
    else if (!id && asked && !getValues('searchReference') && open.some((s) => s.reference === asked))
      setValue('searchReference', asked, { shouldDirty: true });
  }, [id, asked, chosen, reported, open, searches.isSuccess, getValues, setValue]);
  const options: Option[] = open.map((s) => ({
    value: s.reference,
    label: t('searchOption', {
      reference: s.reference,
      criteria: criteriaLine(s.criteria, {
        anyDate: w('anyDate'),
        anyDistrict: w('anyDistrict'),
        from: w('from'),
        to: w('to'),
      }),
      found: s.matches.length
        ? translate('services.SEARCH_REPORT.panel.found', { smart_count: s.matches.length })
        : translate('services.SEARCH_REPORT.panel.foundNone'),
    }),
  }));
  const selected = open.find((s) => s.reference === chosen);
  return (
    <>
      {searches.isSuccess && open.length === 0 ? (
        <Alert
          severity="info"
          sx={{ mb: 1 }}
          action={
            <Button component={RouterLink} to={`/${area}/search`} color="inherit" size="small">
              {t('searchFirst')}
            </Button>
          }
        >
          {t(list.length ? 'allReported' : 'noSearches')}
        </Alert>
      ) : null}
      <SelectControl
        control={control}
        name="searchReference"
        label={t('searchReference')}
        required
        options={options}
        helperText={t('searchReferenceHint')}
      />
      {reported && !chosen ? (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {t('alreadyReported', {
            reference: reported.reference,
            status: translate(`components.status.${reported.status}`, { _: reported.status }),
          })}{' '}
          <Link component={RouterLink} to={`/${area}/applications/${reported.applicationId}`}>
            {t('openReport', { reference: reported.reference })}
          </Link>
        </Alert>
      ) : null}
      {selected ? <FoundEntries search={selected} /> : null}
      <TextFieldControl
        control={control}
        name="purpose"
        label={t('purpose')}
        required
        multiline
        minRows={2}
        helperText={t('purposeHint')}
      />
    </>
  );
}
