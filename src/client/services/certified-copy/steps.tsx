import { useEffect } from 'react';
import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { toDisplayDate } from '../../../shared/dates.js';
import { MAX_COPIES } from '../../../shared/services/certified-copy.js';
import { SelectControl, type Option } from '../../forms/controls.js';
import { TextFieldControl } from '../../forms/fields.js';
import { useApplicantArea, useMyRegisterSearches } from '../common/searches.js';
import type { StepProps } from '../types.js';
import { useMyRegisterEntries } from '../common/registerEntries.js';
import type { CopyValues } from './values.js';

export const COPY_MESSAGES = 'services.CERTIFIED_COPY.form';

interface Choice {
  registrationNumber: string;
  /** The search that found it; null for the applicant's own entry. */
  searchReference: string | null;
  label: string;
}

/** The entries the applicant may order copies of: their own (a person's), then those their completed searches found. */
function useCopyChoices(institution: boolean) {
  const translate = useTranslate();
  // An organisation has no entries of its own: it orders copies of what its searches found.
  const own = useMyRegisterEntries(!institution);
  const searches = useMyRegisterSearches();
  const t = (key: string, params?: object) => translate(`${COPY_MESSAGES}.copyStep.${key}`, params);
  const choices: Choice[] = [];
  const seen = new Set<string>();
  for (const e of institution ? [] : (own.data ?? [])) {
    seen.add(e.registrationNumber);
    choices.push({
      registrationNumber: e.registrationNumber,
      searchReference: null,
      label: t('entryOption', {
        number: e.registrationNumber,
        a: e.partyAName,
        b: e.partyBName,
        date: toDisplayDate(e.marriedOn),
        district: e.districtName,
      }),
    });
  }
  for (const s of searches.data ?? []) {
    for (const m of s.matches) {
      if (seen.has(m.registrationNumber)) continue;
      seen.add(m.registrationNumber);
      choices.push({
        registrationNumber: m.registrationNumber,
        searchReference: s.reference,
        label: t('foundOption', {
          number: m.registrationNumber,
          a: m.partyAName,
          b: m.partyBName,
          date: toDisplayDate(m.celebratedOn),
          district: m.districtName,
          search: s.reference,
        }),
      });
    }
  }
  const loaded = (institution || own.isSuccess) && searches.isSuccess;
  return { choices, loaded };
}

/**
 * The register entry (one of the applicant's own, or one their completed search found: the search
 * is kept with it), how many copies, and what for. Opened from a search's result (?search=&entry=),
 * that entry is chosen.
 */
export function CopyStep({ form }: StepProps<CopyValues>) {
  const { control, getValues, setValue } = form;
  const translate = useTranslate();
  const area = useApplicantArea();
  const { id } = useParams();
  const [params] = useSearchParams();
  const institution = area === 'institution';
  const { choices, loaded } = useCopyChoices(institution);
  const t = (key: string, p?: object) => translate(`${COPY_MESSAGES}.copyStep.${key}`, p);
  const askedEntry = params.get('entry');
  const askedSearch = params.get('search');
  useEffect(() => {
    if (id || !askedEntry || getValues('registerEntryNumber')) return;
    setValue('registerEntryNumber', askedEntry, { shouldDirty: true });
    if (askedSearch) setValue('searchReference', askedSearch.toUpperCase(), { shouldDirty: true });
  }, [id, askedEntry, askedSearch, getValues, setValue]);
  const entry = useWatch({ control, name: 'registerEntryNumber' });
  const search = useWatch({ control, name: 'searchReference' });
  useEffect(() => {
    // The search kept with the entry follows the choice: none for one's own entry, else the search that found it.
    if (!loaded || !entry) return;
    const choice = choices.find((c) => c.registrationNumber === entry);
    const wanted = choice ? (choice.searchReference ?? '') : search;
    if (choice && wanted !== (search ?? '')) setValue('searchReference', wanted, { shouldDirty: true });
  }, [loaded, entry, search, choices, setValue]);
  const options: Option[] = choices.map((c) => ({ value: c.registrationNumber, label: c.label }));
  return (
    <>
      {loaded && options.length === 0 ? (
        <Alert
          severity="info"
          sx={{ mb: 1 }}
          action={
            <Button component={RouterLink} to={`/${area}/search`} color="inherit" size="small">
              {t('searchFirst')}
            </Button>
          }
        >
          {t(institution ? 'noEntriesInstitution' : 'noEntries')}
        </Alert>
      ) : null}
      <SelectControl
        control={control}
        name="registerEntryNumber"
        label={t('registerEntryNumber')}
        required
        options={options}
        helperText={t(institution ? 'registerEntryNumberHintInstitution' : 'registerEntryNumberHint')}
      />
      {search ? (
        <Alert severity="info" sx={{ mb: 1 }} data-testid="copy-search">
          {t('fromSearch', { search })}
        </Alert>
      ) : null}
      <TextFieldControl
        control={control}
        name="copies"
        label={t('copies')}
        required
        type="number"
        helperText={t('copiesHint', { max: MAX_COPIES })}
        slotProps={{ htmlInput: { min: 1, max: MAX_COPIES, step: 1, inputMode: 'numeric' } }}
      />
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
