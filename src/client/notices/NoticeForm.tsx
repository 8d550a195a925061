import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert, Box, Button, Card, CardContent, Grid, Link, Stack, Step, StepButton, Stepper, Typography, useMediaQuery, type Theme,
} from '@mui/material';
import { get, useForm, useWatch, type Control, type FieldPath, type Resolver } from 'react-hook-form';
import { HttpError, Title, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ID_TYPES } from '../../shared/accounts.js';
import { addDays, nairobiToday, toDisplayDate } from '../../shared/dates.js';
import { acceptedAttachmentKinds, attachmentLabel, type AttachmentRecord } from '../../shared/forms/attachments.js';
import { CONDITIONS, SEXES } from '../../shared/forms/parts.js';
import { marriageNoticeSchema, requiredAttachments, VENUE_TYPES } from '../../shared/forms/schemas.js';
import { AttachmentsPanel } from '../components/uploads/AttachmentsPanel.js';
import { listAttachments } from '../components/uploads/attachmentApi.js';
import { TextFieldControl } from '../forms/fields.js';
import { dataProvider } from '../providers/dataProvider.js';
import { errorMessage, fieldErrors, httpClient } from '../providers/httpClient.js';
import { DateControl, PhoneControl, RadioControl, SelectControl, type Option } from './fields.js';
import {
  DOCUMENTS_STEP, draftPayload, EDITABLE_STATUSES, mapServerErrors, NOTICE_FORM_PATH, NOTICE_STEPS, REVIEW_STEP, STEP_FIELDS, valuesFromFormData,
  emptyNotice, type NoticeFormValues,
} from './noticeForm.js';
import { useCountries, useDistrictRooms, useDistricts } from './reference.js';

const SERVICE = 'MARRIAGE_NOTICE';
const AUTOSAVE_MS = 1000;

interface DraftRecord { id: string; reference: string; serviceCode: string; status: string; version: number; formData: Record<string, unknown> }
type SaveState = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'error'; message: string };

/** The first step whose fields hold an error of the form. */
export function firstStepWithError(errors: object): number | null {
  for (let index = 0; index < NOTICE_STEPS.length; index += 1) {
    if (STEP_FIELDS[NOTICE_STEPS[index]].some((field) => get(errors, field))) return index;
  }
  return null;
}

function useOptions() {
  const translate = useTranslate();
  const districts = useDistricts();
  const countries = useCountries();
  return useMemo(() => ({
    districts: (districts.data ?? []).map((d): Option => ({ value: d.code, label: d.name })),
    countries: (countries.data ?? []).map((c): Option => ({ value: c.isoCode, label: c.name })),
    nationalities: (countries.data ?? []).map((c): Option => ({ value: c.isoCode, label: c.nationality || c.name })),
    sexes: SEXES.map((s): Option => ({ value: s, label: translate(`notices.sex.${s}`) })),
    conditions: CONDITIONS.map((c): Option => ({ value: c, label: translate(`notices.condition.${c}`) })),
    idTypes: ID_TYPES.map((t): Option => ({ value: t, label: translate(`notices.idType.${t}`) })),
    districtName: (code: string) => districts.data?.find((d) => d.code === code)?.name ?? code,
    countryName: (code: string) => countries.data?.find((c) => c.isoCode === code)?.nationality ?? code,
  }), [districts.data, countries.data, translate]);
}
type Options = ReturnType<typeof useOptions>;

function PartyFields({ control, party, options }: { control: Control<NoticeFormValues>; party: 'partyA' | 'partyB'; options: Options }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`notices.form.party.${key}`);
  return (
    <Grid container columnSpacing={2}>
      <Grid size={{ xs: 12, sm: 4 }}><TextFieldControl control={control} name={`${party}.firstName`} label={t('firstName')} required autoComplete="off" /></Grid>
      <Grid size={{ xs: 12, sm: 4 }}><TextFieldControl control={control} name={`${party}.middleName`} label={t('middleName')} autoComplete="off" /></Grid>
      <Grid size={{ xs: 12, sm: 4 }}><TextFieldControl control={control} name={`${party}.lastName`} label={t('lastName')} required autoComplete="off" /></Grid>
      <Grid size={{ xs: 12, sm: 6 }}><SelectControl control={control} name={`${party}.idType`} label={t('idType')} required options={options.idTypes} /></Grid>
      <Grid size={{ xs: 12, sm: 6 }}><TextFieldControl control={control} name={`${party}.idNumber`} label={t('idNumber')} required autoComplete="off" /></Grid>
      <Grid size={{ xs: 12, sm: 6 }}><SelectControl control={control} name={`${party}.nationality`} label={t('nationality')} required options={options.nationalities} /></Grid>
      <Grid size={{ xs: 12, sm: 6 }}><DateControl control={control} name={`${party}.dateOfBirth`} label={t('dateOfBirth')} required disableFuture /></Grid>
      <Grid size={{ xs: 12, sm: 6 }}><SelectControl control={control} name={`${party}.sex`} label={t('sex')} required options={options.sexes} /></Grid>
      <Grid size={{ xs: 12, sm: 6 }}><SelectControl control={control} name={`${party}.condition`} label={t('condition')} required options={options.conditions} helperText={t('conditionHint')} /></Grid>
      <Grid size={{ xs: 12, sm: 6 }}><TextFieldControl control={control} name={`${party}.occupation`} label={t('occupation')} required /></Grid>
      <Grid size={{ xs: 12, sm: 6 }}><SelectControl control={control} name={`${party}.residenceDistrict`} label={t('residenceDistrict')} required options={options.districts} /></Grid>
      <Grid size={{ xs: 12, sm: 6 }}><TextFieldControl control={control} name={`${party}.fatherName`} label={t('fatherName')} required /></Grid>
      <Grid size={{ xs: 12, sm: 6 }}><TextFieldControl control={control} name={`${party}.motherName`} label={t('motherName')} required /></Grid>
      <Grid size={{ xs: 12, sm: 6 }}><PhoneControl control={control} name={`${party}.phone`} label={t('phone')} required /></Grid>
      <Grid size={{ xs: 12, sm: 6 }}><TextFieldControl control={control} name={`${party}.email`} label={t('email')} required type="email" autoComplete="off" /></Grid>
    </Grid>
  );
}

function DateVenueFields({ control, options, setVenueName, venueName }: { control: Control<NoticeFormValues>; options: Options; setVenueName: (name: string) => void; venueName: string }) {
  const translate = useTranslate();
  const t = (key: string, params?: object) => translate(`notices.form.venue.${key}`, params);
  const district = useWatch({ control, name: 'district' });
  const venueType = useWatch({ control, name: 'venue.type' });
  const rooms = useDistrictRooms(district);
  const lastDefault = useRef<string | null>(null);
  const defaultName = district ? (rooms.data?.[0]?.name ?? t('registrarOfficeName', { district: options.districtName(district) })) : '';
  useEffect(() => {
    if (venueType !== 'REGISTRAR_OFFICE' || !defaultName || rooms.isPending) return;
    if (venueName === '' || venueName === lastDefault.current) setVenueName(defaultName);
    lastDefault.current = defaultName;
    // Only a new district or venue type proposes a new name; what the person typed stays.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [venueType, defaultName, rooms.isPending]);
  return (
    <>
      <DateControl control={control} name="intendedDate" label={t('intendedDate')} required disablePast minDate={addDays(nairobiToday(), 1)} helperText={t('intendedDateHint')} />
      <SelectControl control={control} name="district" label={t('district')} required options={options.districts} helperText={t('districtHint')} />
      <RadioControl
        control={control}
        name="venue.type"
        label={t('type')}
        options={VENUE_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
      />
      <TextFieldControl control={control} name="venue.name" label={t('name')} required helperText={venueType === 'REGISTRAR_OFFICE' ? t('nameHintOffice') : t('nameHint')} />
      {venueType === 'SPECIAL_LICENCE_VENUE' || venueType === 'LICENSED_PLACE' ? (
        <TextFieldControl control={control} name="venue.licenceReference" label={t(venueType === 'LICENSED_PLACE' ? 'placeLicence' : 'licenceReference')} />
      ) : null}
      <TextFieldControl control={control} name="specialLicenceReference" label={t('specialLicenceReference')} helperText={t('specialLicenceHint')} />
    </>
  );
}

function WitnessFields({ control }: { control: Control<NoticeFormValues> }) {
  const translate = useTranslate();
  const t = (key: string, params?: object) => translate(`notices.form.witness.${key}`, params);
  return (
    <Stack spacing={2}>
      {[0, 1].map((index) => (
        <Box component="fieldset" key={index} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, pb: 1, m: 0, minWidth: 0 }}>
          <Typography component="legend" variant="subtitle1" sx={{ px: 0.5, fontWeight: 600 }}>{t('legend', { n: index + 1 })}</Typography>
          <TextFieldControl control={control} name={`witnesses.${index}.fullName`} label={t('fullName')} required />
          <TextFieldControl control={control} name={`witnesses.${index}.idNumber`} label={t('idNumber')} required />
          <PhoneControl control={control} name={`witnesses.${index}.phone`} label={t('phone')} required />
        </Box>
      ))}
    </Stack>
  );
}

function SummaryList({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(10rem, max-content) 1fr' }, columnGap: 2, rowGap: { xs: 0, sm: 0.5 }, m: 0 }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" sx={{ fontWeight: 600, mt: { xs: 1, sm: 0 } }}>{label}</Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>{value || '—'}</Typography>
        </Box>
      ))}
    </Box>
  );
}

function Review({ values, options, onEdit, missing }: { values: NoticeFormValues; options: Options; onEdit: (step: number) => void; missing: string[] }) {
  const translate = useTranslate();
  const p = (key: string) => translate(`notices.form.party.${key}`);
  const party = (v: NoticeFormValues['partyA']): [string, ReactNode][] => [
    [p('name'), [v.firstName, v.middleName, v.lastName].filter(Boolean).join(' ')],
    [p('idNumber'), v.idType ? `${translate(`notices.idType.${v.idType}`)} ${v.idNumber}` : v.idNumber],
    [p('nationality'), options.countryName(v.nationality)],
    [p('dateOfBirth'), toDisplayDate(v.dateOfBirth)],
    [p('sex'), v.sex ? translate(`notices.sex.${v.sex}`) : ''],
    [p('condition'), v.condition ? translate(`notices.condition.${v.condition}`) : ''],
    [p('occupation'), v.occupation],
    [p('residenceDistrict'), options.districtName(v.residenceDistrict)],
    [p('fatherName'), v.fatherName],
    [p('motherName'), v.motherName],
    [p('phone'), v.phone],
    [p('email'), v.email],
  ];
  const section = (step: number, rows: [string, ReactNode][]) => {
    const title = translate(`notices.form.steps.${NOTICE_STEPS[step]}`);
    return (
      <Card variant="outlined" component="section" key={step} sx={{ mb: 2 }}>
        <CardContent>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="h6" component="h3">{title}</Typography>
            <Button size="small" onClick={() => onEdit(step)} aria-label={translate('notices.form.editSection', { section: title })}>{translate('notices.form.edit')}</Button>
          </Stack>
          <SummaryList rows={rows} />
        </CardContent>
      </Card>
    );
  };
  const venue = values.venue;
  return (
    <>
      {section(0, party(values.partyA))}
      {section(1, party(values.partyB))}
      {section(2, [
        [translate('notices.form.venue.intendedDate'), toDisplayDate(values.intendedDate)],
        [translate('notices.form.venue.district'), options.districtName(values.district)],
        [translate('notices.form.venue.type'), venue.type ? translate(`notices.form.venue.types.${venue.type}`) : ''],
        [translate('notices.form.venue.name'), venue.name],
        ...(venue.licenceReference ? [[translate('notices.form.venue.licenceReference'), venue.licenceReference] as [string, ReactNode]] : []),
        ...(values.specialLicenceReference ? [[translate('notices.form.venue.specialLicenceReference'), values.specialLicenceReference] as [string, ReactNode]] : []),
      ])}
      {section(3, values.witnesses.map((w, i): [string, ReactNode] => [translate('notices.form.witness.legend', { n: i + 1 }), [w.fullName, w.idNumber, w.phone].filter(Boolean).join(' · ')]))}
      {section(4, [[translate('notices.form.documentsLabel'), missing.length ? translate('notices.form.documentsMissing', { list: missing.map(attachmentLabel).join('; ') }) : translate('notices.form.documentsComplete')]])}
    </>
  );
}

/**
 * /user/services/form-marriage-registration[/:id]: the notice of marriage in six steps. The draft is
 * created when the person leaves the first step, then saved as they type; the URL carries its id and step.
 */
export default function NoticeForm() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { id } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const options = useOptions();
  const form = useForm<NoticeFormValues>({
    resolver: zodResolver(marriageNoticeSchema) as unknown as Resolver<NoticeFormValues>,
    defaultValues: emptyNotice(),
    mode: 'onTouched',
  });
  const { control, trigger, getValues, setValue, setError, reset, subscribe } = form;

  const draftId = useRef<string | null>(null);
  const version = useRef(0);
  const lastSaved = useRef<string | null>(null);
  const queue = useRef<Promise<boolean>>(Promise.resolve(true));
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [record, setRecord] = useState<Pick<DraftRecord, 'id' | 'reference' | 'status'> | null>(null);
  const [loading, setLoading] = useState(Boolean(id));
  const [loadError, setLoadError] = useState<string | null>(null);
  const [save, setSave] = useState<SaveState>({ kind: 'idle' });
  const [problem, setProblem] = useState<string | null>(null);
  const [attachmentErrors, setAttachmentErrors] = useState<Record<string, string>>({});
  const [attached, setAttached] = useState<AttachmentRecord[]>([]);
  const [busy, setBusy] = useState(false);

  const rawStep = Number(searchParams.get('step') ?? 0);
  const step = id && Number.isInteger(rawStep) ? Math.min(Math.max(rawStep, 0), REVIEW_STEP) : 0;
  const editable = !record || EDITABLE_STATUSES.includes(record.status);
  const resubmitting = record?.status === 'Corrections_Requested';

  // Load the draft named in the URL (not again when this page just created it).
  useEffect(() => {
    if (!id || id === draftId.current) return;
    let live = true;
    setLoading(true);
    httpClient(`/api/applications/${id}`)
      .then(({ json }) => {
        if (!live) return;
        const row = json as DraftRecord;
        if (row.serviceCode !== SERVICE) throw new Error(translate('notices.form.notANotice'));
        const values = valuesFromFormData(row.formData);
        draftId.current = row.id;
        version.current = row.version;
        lastSaved.current = JSON.stringify(draftPayload(values));
        reset(values);
        setRecord({ id: row.id, reference: row.reference, status: row.status });
        setLoadError(null);
      })
      .catch((error: unknown) => live && setLoadError(error instanceof HttpError && error.status === 404 ? translate('notices.form.notFound') : errorMessage(error)))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [id, reset, translate]);

  const showServerErrors = useCallback((error: unknown): number | null => {
    const mapped = mapServerErrors(fieldErrors(error));
    for (const [path, message] of Object.entries(mapped.fields)) setError(path as FieldPath<NoticeFormValues>, { type: 'server', message });
    setAttachmentErrors(mapped.attachments);
    const other = mapped.other.length ? mapped.other.join(' ') : null;
    setProblem(mapped.firstStep === null ? (other ?? errorMessage(error)) : [translate('notices.form.fixErrors'), other].filter(Boolean).join(' '));
    return mapped.firstStep;
  }, [setError, translate, setAttachmentErrors, setProblem]);

  /** Saves the form now (after any save under way); answers whether the draft holds it. */
  const saveNow = useCallback((): Promise<boolean> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    queue.current = queue.current.then(async () => {
      if (!draftId.current || !editable) return true;
      const payload = draftPayload(getValues());
      const json = JSON.stringify(payload);
      if (json === lastSaved.current) return true;
      setSave({ kind: 'saving' });
      try {
        const { json: row } = await httpClient(`/api/applications/${draftId.current}`, { method: 'PUT', body: JSON.stringify({ formData: payload, version: version.current }) });
        version.current = (row as DraftRecord).version;
        lastSaved.current = json;
        setSave({ kind: 'saved' });
        return true;
      } catch (error) {
        if (error instanceof HttpError && error.status === 400) showServerErrors(error);
        setSave({ kind: 'error', message: error instanceof HttpError && error.status === 409 ? translate('notices.form.conflict') : errorMessage(error) });
        return false;
      }
    });
    return queue.current;
  }, [editable, getValues, showServerErrors, translate]);

  // Autosave about a second after the last change.
  useEffect(() => {
    const unsubscribe = subscribe({
      formState: { values: true },
      callback: () => {
        if (!draftId.current || !editable) return;
        if (timer.current) clearTimeout(timer.current);
        timer.current = setTimeout(() => void saveNow(), AUTOSAVE_MS);
      },
    });
    return () => {
      unsubscribe();
      if (timer.current) clearTimeout(timer.current);
    };
  }, [subscribe, saveNow, editable]);

  const goTo = (next: number, draft = draftId.current) => {
    const target = Math.min(Math.max(next, 0), REVIEW_STEP);
    if (draft && draft !== id) navigate(`${NOTICE_FORM_PATH}/${draft}?step=${target}`, { replace: true });
    else setSearchParams({ step: String(target) }, { replace: true });
    setTimeout(() => heading.current?.focus(), 0);
  };

  const createDraft = async (): Promise<string | null> => {
    const payload = draftPayload(getValues());
    setSave({ kind: 'saving' });
    try {
      const { json } = await httpClient('/api/applications', { method: 'POST', body: JSON.stringify({ serviceCode: SERVICE, formData: payload }) });
      const row = json as DraftRecord;
      draftId.current = row.id;
      version.current = row.version;
      lastSaved.current = JSON.stringify(payload);
      setRecord({ id: row.id, reference: row.reference, status: row.status });
      setSave({ kind: 'saved' });
      return row.id;
    } catch (error) {
      setSave({ kind: 'idle' });
      const first = showServerErrors(error);
      if (first !== null && first !== step) goTo(first);
      return null;
    }
  };

  const next = async () => {
    setProblem(null);
    const fields = STEP_FIELDS[NOTICE_STEPS[step]];
    if (fields.length && !(await trigger(fields as FieldPath<NoticeFormValues>[], { shouldFocus: true }))) {
      setProblem(translate('notices.form.fixStep'));
      return;
    }
    setBusy(true);
    try {
      if (!draftId.current) {
        const created = await createDraft();
        if (created) goTo(step + 1, created);
        return;
      }
      await saveNow();
      goTo(step + 1);
    } finally {
      setBusy(false);
    }
  };

  const back = () => {
    setProblem(null);
    void saveNow();
    goTo(step - 1);
  };

  const jump = (target: number) => {
    if (!draftId.current) return;
    setProblem(null);
    void saveNow();
    goTo(target);
  };

  const values = useWatch({ control }) as NoticeFormValues;
  const required = requiredAttachments(SERVICE, values as unknown as Record<string, unknown>);
  const kinds = acceptedAttachmentKinds(SERVICE, values as unknown as Record<string, unknown>);
  const missing = required.filter((kind) => !attached.some((a) => a.kind === kind));

  const submit = async () => {
    setProblem(null);
    if (!(await trigger())) {
      const first = firstStepWithError(form.formState.errors);
      setProblem(translate('notices.form.fixErrors'));
      if (first !== null) goTo(first);
      return;
    }
    setBusy(true);
    try {
      if (!(await saveNow())) return;
      const action = resubmitting ? 'resubmit' : 'submit';
      await dataProvider.applicationStep(draftId.current!, action, { version: version.current });
      navigate(`/user/applications/${draftId.current}`, { state: { from: 'notice-form' } });
    } catch (error) {
      if (error instanceof HttpError && error.status === 400) {
        const first = showServerErrors(error);
        if (first !== null && first !== step) goTo(first);
      } else {
        setProblem(errorMessage(error));
      }
    } finally {
      setBusy(false);
    }
  };

  const setVenueName = useCallback((name: string) => setValue('venue.name', name, { shouldDirty: true }), [setValue]);
  const venueName = useWatch({ control, name: 'venue.name' });
  const title = translate(resubmitting ? 'notices.form.correctTitle' : 'notices.form.title');

  if (loading) return <Typography sx={{ p: 2, display: 'block' }} component="output">{translate('portal.loading')}</Typography>;
  if (loadError) {
    return (
      <Box sx={{ p: { xs: 1, sm: 2 } }}>
        <Alert severity="warning">{loadError}</Alert>
        <Button component={RouterLink} to="/user/applications" sx={{ mt: 2 }}>{translate('notices.form.toApplications')}</Button>
      </Box>
    );
  }

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 960 }}>
      <Title title={title} />
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2.125rem' } }}>{title}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 2 }} sx={{ mb: 2, alignItems: { sm: 'baseline' } }}>
        {record ? <Typography variant="body2">{translate('notices.form.reference', { reference: record.reference })}</Typography> : <Typography variant="body2">{translate('notices.form.lead')}</Typography>}
        <Typography variant="body2" component="output" aria-live="polite" data-testid="save-status" color={save.kind === 'error' ? 'error' : 'text.secondary'}>
          {save.kind === 'saving' ? translate('notices.form.saving') : save.kind === 'saved' ? translate('notices.form.saved') : save.kind === 'error' ? translate('notices.form.saveFailed', { message: save.message }) : ''}
        </Typography>
      </Stack>
      {!editable && record ? (
        <Alert severity="info" sx={{ mb: 2 }} action={<Button color="inherit" component={RouterLink} to={`/user/applications/${record.id}`}>{translate('notices.form.openApplication')}</Button>}>
          {translate('notices.form.notEditable')}
        </Alert>
      ) : null}
      <Stepper activeStep={step} nonLinear orientation={small ? 'vertical' : 'horizontal'} alternativeLabel={!small} sx={{ mb: 2 }} aria-label={translate('notices.form.stepsLabel')}>
        {NOTICE_STEPS.map((name, index) => (
          <Step key={name} completed={false}>
            <StepButton onClick={() => jump(index)} disabled={!record || index === step} aria-current={index === step ? 'step' : undefined}>
              {translate(`notices.form.steps.${name}`)}
            </StepButton>
          </Step>
        ))}
      </Stepper>
      <Typography ref={heading} tabIndex={-1} variant="h5" component="h2" sx={{ mb: 1, outline: 'none' }}>
        {translate('notices.form.stepHeading', { n: step + 1, total: NOTICE_STEPS.length, name: translate(`notices.form.steps.${NOTICE_STEPS[step]}`) })}
      </Typography>
      {problem ? <Alert severity="error" role="alert" sx={{ mb: 2 }}>{problem}</Alert> : null}
      <Box component="form" noValidate onSubmit={(event) => { event.preventDefault(); if (step === REVIEW_STEP) void submit(); else void next(); }}>
        <Box component="fieldset" disabled={!editable} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          {step === 0 ? <><Typography variant="body2">{translate('notices.form.partyAHint')}</Typography><PartyFields key="partyA" control={control} party="partyA" options={options} /></> : null}
          {step === 1 ? <><Typography variant="body2">{translate('notices.form.partyBHint')}</Typography><PartyFields key="partyB" control={control} party="partyB" options={options} /></> : null}
          {step === 2 ? <DateVenueFields control={control} options={options} setVenueName={setVenueName} venueName={venueName} /> : null}
          {step === 3 ? <WitnessFields control={control} /> : null}
        </Box>
        {step === DOCUMENTS_STEP && record ? (
          <>
            <Typography variant="body2" sx={{ mb: 1 }}>{translate('notices.form.documentsHint')}</Typography>
            {Object.keys(attachmentErrors).length ? (
              <Alert severity="error" sx={{ mb: 2 }}>
                <Box component="ul" sx={{ m: 0, pl: 2 }}>
                  {Object.entries(attachmentErrors).map(([kind, message]) => <li key={kind}>{`${translate(`attachments.kinds.${kind}`, { _: attachmentLabel(kind) })}: ${message}`}</li>)}
                </Box>
              </Alert>
            ) : null}
            <AttachmentsPanel
              applicationId={record.id}
              kinds={kinds}
              required={required}
              editable={editable}
              onChange={(list) => {
                setAttached(list);
                setAttachmentErrors((current) => Object.fromEntries(Object.entries(current).filter(([kind]) => !list.some((a) => a.kind === kind))));
              }}
            />
          </>
        ) : null}
        {step === REVIEW_STEP ? (
          <>
            <Typography variant="body2" sx={{ mb: 2 }}>{translate(resubmitting ? 'notices.form.reviewHintResubmit' : 'notices.form.reviewHint')}</Typography>
            {missing.length > 0 && attached.length === 0 && record ? <AttachmentsLoader id={record.id} onLoad={setAttached} /> : null}
            <Review values={values} options={options} onEdit={jump} missing={missing} />
          </>
        ) : null}
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 3, flexWrap: 'wrap', justifyContent: 'space-between' }}>
          <Button onClick={back} disabled={step === 0 || busy}>{translate('notices.form.back')}</Button>
          {step < REVIEW_STEP ? (
            <Button type="submit" variant="contained" disabled={busy}>{translate(step === 0 && !record ? 'notices.form.startDraft' : 'notices.form.next')}</Button>
          ) : (
            <Button type="submit" variant="contained" disabled={busy || !editable}>{translate(resubmitting ? 'notices.form.resubmit' : 'notices.form.submit')}</Button>
          )}
        </Stack>
      </Box>
      {record ? (
        <Typography variant="body2" sx={{ mt: 3 }}>
          <Link component={RouterLink} to={`/user/applications/${record.id}`}>{translate('notices.form.openApplication')}</Link>
        </Typography>
      ) : null}
    </Box>
  );
}

/** Reads the documents once for the review step when the documents step was not opened in this visit. */
function AttachmentsLoader({ id, onLoad }: { id: string; onLoad: (list: AttachmentRecord[]) => void }) {
  useEffect(() => {
    let live = true;
    listAttachments(id)
      .then((list) => live && onLoad(list))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [id, onLoad]);
  return null;
}
