import { useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Alert, Box, Button, Link, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useFieldArray, useFormState, useWatch, type Control } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { closedMonths, isMonth, monthWords } from '../../../shared/returns.js';
import { getData } from '../../providers/httpClient.js';
import { filedReturnSchema } from '../../../shared/contracts/returns.js';
import { z } from 'zod';
import { DateControl, SelectControl, type Option } from '../../forms/controls.js';
import { TextFieldControl } from '../../forms/fields.js';
import { useDistricts } from '../../components/reference.js';
import { useDistrictOptions } from '../common/choices.js';
import type { StepProps } from '../types.js';
import { parseReturnCsv, returnTemplateCsv, type RowError } from './csv.js';
import { emptyLine, type ReturnValues } from './values.js';

export const RETURN_MESSAGES_NS = 'services.MARRIAGE_RETURN.form';
export const TEMPLATE_FILE = 'marriage-return-template.csv';

function useWords(group: string) {
  const translate = useTranslate();
  return (key: string, params?: object) => translate(`${RETURN_MESSAGES_NS}.${group}.${key}`, params);
}

/** The months the institution has a return standing for (the form offers only the others). */
function useFiledReturns() {
  return useQuery({
    queryKey: ['marriage-returns-filed'],
    queryFn: () => getData('/marriage-returns/filed', z.array(filedReturnSchema)),
  });
}

/**
 * The month of the return: one of the last twelve that have ended and have no return standing (the
 * server refuses a second: issue 20 #2), and the one a draft holds.
 */
export function MonthStep({ form }: StepProps<ReturnValues>) {
  const t = useWords('monthStep');
  const { id } = useParams();
  const chosen = useWatch({ control: form.control, name: 'month' });
  const filed = useFiledReturns();
  const others = useMemo(() => (filed.data ?? []).filter((r) => r.applicationId !== id), [filed.data, id]);
  const options = useMemo((): Option[] => {
    const taken = new Set(others.map((r) => r.month));
    const months = closedMonths(12).filter((m) => !taken.has(m));
    if (isMonth(chosen) && !months.includes(chosen) && !taken.has(chosen)) months.push(chosen);
    return months.map((m) => ({ value: m, label: monthWords(m) }));
  }, [chosen, others]);
  const clash = others.find((r) => r.month === chosen);
  useEffect(() => {
    // A draft's month filed since by another return: the person chooses again.
    if (clash) form.setValue('month', '', { shouldDirty: true });
  }, [clash, form]);
  return (
    <>
      <SelectControl
        control={form.control}
        name="month"
        label={t('month')}
        required
        helperText={t('monthHint')}
        options={options}
      />
      {others.length ? (
        <Alert severity="info" sx={{ mt: 1 }}>
          {t('filed')}
          <Box component="ul" sx={{ my: 0.5, pl: 2.5 }}>
            {others.map((r) => (
              <li key={r.applicationId}>
                <Link component={RouterLink} to={`/institution/applications/${r.applicationId}`}>
                  {t('filedLine', { month: monthWords(r.month), reference: r.reference })}
                </Link>
              </li>
            ))}
          </Box>
        </Alert>
      ) : null}
    </>
  );
}

interface ImportState {
  name: string;
  imported: number;
  errors: RowError[];
  unreadable?: boolean;
}

/** The CSV import: the template, the file, and what was imported or refused row by row. */
function CsvImport({
  form,
  onImported,
}: StepProps<ReturnValues> & { onImported: (lines: ReturnValues['lines']) => void }) {
  const t = useWords('linesStep');
  const districts = useDistricts();
  const [state, setState] = useState<ImportState | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const template = useMemo(() => `data:text/csv;charset=utf-8,${encodeURIComponent(returnTemplateCsv())}`, []);
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      const text = await file.text();
      // The districts are read by their names: a file chosen before the registry's list has come waits
      // for it, rather than finding no district at all.
      const known = districts.data ?? (await districts.refetch({ throwOnError: true })).data ?? [];
      const result = parseReturnCsv(text, {
        month: form.getValues('month'),
        districts: known,
        existing: form.getValues('lines'),
      });
      onImported(result.lines);
      setState({ name: file.name, imported: result.lines.length, errors: result.errors });
    } catch {
      setState({ name: file.name, imported: 0, errors: [], unreadable: true });
    }
  };
  return (
    <Box
      component="section"
      aria-labelledby="return-import-title"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, my: 2 }}
    >
      <Typography id="return-import-title" component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('importTitle')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1, alignItems: { sm: 'center' } }}>
        <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => input.current?.click()}>
          {t('chooseFile')}
        </Button>
        <input
          ref={input}
          type="file"
          accept=".csv,text/csv"
          hidden
          tabIndex={-1}
          aria-label={t('chooseFile')}
          onChange={(e) => void choose(e)}
          data-testid="return-csv-input"
        />
        <Link href={template} download={TEMPLATE_FILE}>
          {t('template')}
        </Link>
      </Stack>
      {state?.unreadable ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {t('unreadable')}
        </Alert>
      ) : null}
      {state && !state.unreadable ? (
        <Alert severity={state.imported ? 'success' : 'info'} sx={{ mt: 2 }}>
          {t('imported', { smart_count: state.imported, name: state.name })}
        </Alert>
      ) : null}
      {state?.errors.length ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {t('rowErrors', { name: state.name })}
          <Box component="ul" sx={{ pl: 2, mb: 0 }}>
            {state.errors.map((e) => (
              <li key={e.row}>
                {t('row', { row: e.row })}: {e.messages.join('; ')}
              </li>
            ))}
          </Box>
        </Alert>
      ) : null}
    </Box>
  );
}

function LineFields({
  control,
  index,
  districts,
}: {
  control: Control<ReturnValues>;
  index: number;
  districts: Option[];
}) {
  const t = useWords('linesStep');
  const name = <K extends string>(field: K) => `lines.${index}.${field}` as `lines.${number}.registrationNumber`;
  const registered = Boolean(useWatch({ control, name: `lines.${index}.registrationNumber` })?.trim());
  return (
    <>
      <TextFieldControl
        control={control}
        name={name('registrationNumber')}
        label={t('registrationNumber')}
        helperText={t('registrationNumberHint')}
        autoComplete="off"
      />
      <TextFieldControl
        control={control}
        name={name('partyAName')}
        label={t('partyAName')}
        required
        autoComplete="off"
      />
      <TextFieldControl
        control={control}
        name={name('partyAIdNumber')}
        label={t('partyAIdNumber')}
        required
        autoComplete="off"
      />
      <TextFieldControl
        control={control}
        name={name('partyBName')}
        label={t('partyBName')}
        required
        autoComplete="off"
      />
      <TextFieldControl
        control={control}
        name={name('partyBIdNumber')}
        label={t('partyBIdNumber')}
        required
        autoComplete="off"
      />
      <DateControl control={control} name={name('date')} label={t('date')} required disableFuture />
      {registered ? null : (
        <>
          <Typography component="p" variant="body2" sx={{ mt: 2, fontWeight: 600 }}>
            {t('unregistered')}
          </Typography>
          <TextFieldControl
            control={control}
            name={name('partyAAge')}
            label={t('partyAAge')}
            required
            type="number"
            slotProps={{ htmlInput: { min: 18, max: 120, inputMode: 'numeric' } }}
          />
          <TextFieldControl
            control={control}
            name={name('partyBAge')}
            label={t('partyBAge')}
            required
            type="number"
            slotProps={{ htmlInput: { min: 18, max: 120, inputMode: 'numeric' } }}
          />
          <SelectControl control={control} name={name('district')} label={t('district')} required options={districts} />
          <TextFieldControl control={control} name={name('venueName')} label={t('venueName')} required />
          <TextFieldControl control={control} name={name('officiantName')} label={t('officiantName')} required />
          <TextFieldControl control={control} name={name('witness1')} label={t('witness1')} required />
          <TextFieldControl control={control} name={name('witness2')} label={t('witness2')} required />
        </>
      )}
    </>
  );
}

/** The marriages of the month: imported from a CSV file or added one by one, each editable and removable. */
export function LinesStep({ form }: StepProps<ReturnValues>) {
  const { control } = form;
  const t = useWords('linesStep');
  const districts = useDistrictOptions();
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const { errors } = useFormState({ control, name: 'lines' });
  const lines = useWatch({ control, name: 'lines' });
  const listError = errors.lines?.root?.message ?? errors.lines?.message;
  return (
    <>
      <Typography variant="body2">{t('hint')}</Typography>
      <CsvImport form={form} onImported={(imported) => imported.length && append(imported, { shouldFocus: false })} />
      {listError ? (
        <Alert severity="error" sx={{ mb: 1 }}>
          {listError}
        </Alert>
      ) : null}
      {fields.length ? (
        <Typography component="p" variant="body2" sx={{ mb: 1 }}>
          {t('count', { smart_count: fields.length })}
        </Typography>
      ) : (
        <Alert severity="info">{t('none')}</Alert>
      )}
      <Stack spacing={2}>
        {fields.map((field, index) => {
          const line = lines?.[index];
          const legend =
            line?.partyAName && line?.partyBName
              ? t('legendNamed', { n: index + 1, a: line.partyAName, b: line.partyBName })
              : t('legend', { n: index + 1 });
          return (
            <Box
              component="fieldset"
              key={field.id}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, pb: 1, m: 0, minWidth: 0 }}
            >
              <Typography
                component="legend"
                variant="subtitle1"
                sx={{ px: 0.5, fontWeight: 600, overflowWrap: 'anywhere' }}
              >
                {legend}
              </Typography>
              <LineFields control={control} index={index} districts={districts} />
              <Button onClick={() => remove(index)} startIcon={<DeleteIcon />} color="error" sx={{ mt: 0.5 }}>
                {t('remove', { n: index + 1 })}
              </Button>
            </Box>
          );
        })}
      </Stack>
      <Button onClick={() => append(emptyLine())} startIcon={<AddIcon />} variant="outlined" sx={{ mt: 2 }}>
        {t('add')}
      </Button>
    </>
  );
}
