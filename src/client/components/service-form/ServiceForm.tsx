import { Fragment, useCallback, useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Box,
  Button,
  Link,
  MobileStepper,
  Stack,
  Step,
  StepButton,
  Stepper,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useForm, useWatch, type FieldPath, type FieldValues, type Resolver } from 'react-hook-form';
import { HttpError, Title, useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { acceptedAttachmentKinds, attachmentLabel, type AttachmentRecord } from '../../../shared/forms/attachments.js';
import { nairobiToday } from '../../../shared/dates.js';
import { translateMessage } from '../../../shared/i18n/translate.js';
import { serviceByCode, type ServiceCode } from '../../../shared/services.js';
import { contractOf, requiredAttachments } from '../../../shared/services/index.js';
import { emptyExtras } from '../../../shared/services/extras.js';
import { dataProvider } from '../../providers/dataProvider.js';
import { errorMessage, fieldErrors } from '../../providers/httpClient.js';
import type { ClientService } from '../../services/types.js';
import { AttachmentsLoader, DocumentsStep } from './DocumentsStep.js';
import { ExtrasChoice } from './ExtrasChoice.js';
import { FormReview } from './FormReview.js';
import { firstStepWithError, mapServerErrors, stepPlan } from './formModel.js';
import { useDraft } from './useDraft.js';
import { useStepFocus } from './useStepFocus.js';
import { useSayLabel } from '../../i18n/useSayLabel.js';

export interface ServiceFormProps {
  code: ServiceCode;
  area: 'user' | 'institution';
  online: NonNullable<ClientService['form']>;
}

/**
 * `/<area>/<service's form path>[/:id]`: any service's online form, from its declarations: the
 * shared contract's steps and schema, the client's step components. The draft is created when the
 * person leaves the first step, then saved as they type; the URL carries its id and step.
 */
export function ServiceForm({ code, area, online }: ServiceFormProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { id } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const contract = contractOf(code);
  const plan = useMemo(() => stepPlan(contract), [contract]);
  const formPath = `/${area}/${serviceByCode(code)?.formPath ?? ''}`;
  const t = useCallback(
    (key: string, params?: object) =>
      translate(`${online.messages}.${key}`, { ...params, _: translate(`serviceForm.${key}`, params) }),
    [translate, online.messages],
  );
  // Every form carries the priced extras the review step offers (issue 20 #4).
  const emptyForm = useCallback(() => ({ ...online.emptyForm(), extras: emptyExtras() }), [online]);
  const form = useForm<FieldValues>({
    resolver: zodResolver(contract.form) as unknown as Resolver<FieldValues>,
    defaultValues: emptyForm(),
    mode: 'onTouched',
  });
  const { control, trigger, setError, getValues } = form;
  const [locale] = useLocaleState();
  const [problem, setProblem] = useState<string | null>(null);
  const [attachmentErrors, setAttachmentErrors] = useState<Record<string, string>>({});
  const [attached, setAttached] = useState<AttachmentRecord[]>([]);
  const [busy, setBusy] = useState(false);
  // What the service's review part says must happen first (both parties' declarations of a notice).
  const [reviewReady, setReviewReady] = useState(true);
  const { heading, focusHeading } = useStepFocus();

  const showServerErrors = useCallback(
    (error: unknown): number | null => {
      const mapped = mapServerErrors(plan, fieldErrors(error));
      for (const [path, message] of Object.entries(mapped.fields))
        setError(path as FieldPath<FieldValues>, { type: 'server', message });
      setAttachmentErrors(mapped.attachments);
      const other = mapped.other.length ? mapped.other.join(' ') : null;
      setProblem(
        mapped.firstStep === null ? (other ?? errorMessage(error)) : [t('fixErrors'), other].filter(Boolean).join(' '),
      );
      return mapped.firstStep;
    },
    [plan, setError, t],
  );

  const draft = useDraft({ code, id, schema: contract.form, form, emptyForm, onServerErrors: showServerErrors, t });
  const { record, editable } = draft;
  // The address counts steps as the page does (?step=3 is "Step 3 of 6"); inside, they count from 0.
  const rawStep = Number(searchParams.get('step') ?? 1) - 1;
  const step = id && Number.isInteger(rawStep) ? Math.min(Math.max(rawStep, 0), plan.review) : 0;
  const resubmitting = record?.status === 'Corrections_Requested';
  const say = useSayLabel();
  const stepTitle = (index: number) =>
    index === plan.documents
      ? t('documentsStep')
      : index === plan.review
        ? t('reviewStep')
        : say(contract.steps[index].title);

  const goTo = (target: number, created = draft.draftId.current) => {
    const next = Math.min(Math.max(target, 0), plan.review);
    // A new draft's address replaces the blank form's (Back must not start another draft); every
    // other step is a page of its own in the history, so the browser's Back returns to the step before.
    if (created && created !== id) navigate(`${formPath}/${created}?step=${next + 1}`, { replace: true });
    else setSearchParams({ step: String(next + 1) });
    focusHeading();
  };

  /**
   * The service's day rules (a wedding in the past, a decree in the future…), the server's own, on the
   * fields given (all when none): each broken one marked on its field. Whether any was.
   */
  const dateRulesBroken = (fields?: readonly string[]) => {
    const broken = Object.entries(contract.dateRules?.(getValues(), nairobiToday()) ?? {}).filter(
      ([path]) => !fields || fields.includes(path.split('.')[0]),
    );
    for (const [path, message] of broken)
      setError(
        path as FieldPath<FieldValues>,
        { type: 'date', message: translateMessage(message, locale === 'sw' ? 'sw' : 'en') },
        { shouldFocus: true },
      );
    // The fields at the top of the form that hold them (the form's state shows them on the next render only).
    return broken.length ? Object.fromEntries(broken.map(([path]) => [path.split('.')[0], true])) : null;
  };

  const next = async () => {
    setProblem(null);
    const fields = contract.steps[step]?.fields ?? [];
    if (
      fields.length &&
      (!(await trigger(fields as FieldPath<FieldValues>[], { shouldFocus: true })) || dateRulesBroken(fields))
    ) {
      setProblem(t('fixStep'));
      return;
    }
    setBusy(true);
    try {
      if (!draft.draftId.current) {
        const created = await draft.create().catch((error: unknown) => {
          const first = showServerErrors(error);
          if (first !== null && first !== step) goTo(first);
          return null;
        });
        if (created) goTo(step + 1, created);
        return;
      }
      await draft.saveNow();
      goTo(step + 1);
    } finally {
      setBusy(false);
    }
  };

  const jump = (target: number) => {
    if (!draft.draftId.current) return;
    setProblem(null);
    void draft.saveNow();
    goTo(target);
  };

  const values = useWatch({ control }) as Record<string, unknown>;
  const required = requiredAttachments(code, values);
  const kinds = acceptedAttachmentKinds(code, values);
  const missing = required.filter((kind) => !attached.some((a) => a.kind === kind));

  const submit = async () => {
    setProblem(null);
    const valid = await trigger();
    const dated = valid ? dateRulesBroken() : null;
    if (!valid || dated) {
      const first = firstStepWithError(plan, dated ?? form.formState.errors);
      setProblem(t('fixErrors'));
      if (first !== null) goTo(first);
      return;
    }
    setBusy(true);
    try {
      if (!(await draft.saveNow())) return;
      await dataProvider.applicationStep(draft.draftId.current!, resubmitting ? 'resubmit' : 'submit', {
        version: draft.version.current,
      });
      navigate(`/${area}/applications/${draft.draftId.current}`, { state: { from: 'service-form' } });
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

  const title = t(resubmitting ? 'correctTitle' : 'title');
  if (draft.loading)
    return (
      <Typography sx={{ p: 2, display: 'block' }} component="output">
        {translate('portal.loading')}
      </Typography>
    );
  if (draft.loadError) {
    return (
      <Box sx={{ p: { xs: 1, sm: 2 } }}>
        <Alert severity="warning">{draft.loadError}</Alert>
        <Button component={RouterLink} to={`/${area}/applications`} sx={{ mt: 2 }}>
          {t('toApplications')}
        </Button>
      </Box>
    );
  }
  const save = draft.save;
  const StepFields = step < contract.steps.length ? online.steps[plan.names[step]] : null;
  const Gate = online.Gate ?? Fragment;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 960 }}>
      <Title title={title} />
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2.125rem' } }}>
        {title}
      </Typography>
      <Gate>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 0.5, sm: 2 }}
          sx={{ mb: 2, alignItems: { sm: 'baseline' } }}
        >
          <Typography variant="body2">
            {record ? t('reference', { reference: record.reference }) : t('lead')}
          </Typography>
          <Typography
            variant="body2"
            component="output"
            aria-live="polite"
            data-testid="save-status"
            color={save.kind === 'error' ? 'error' : 'text.secondary'}
          >
            {save.kind === 'saving'
              ? t('saving')
              : save.kind === 'saved'
                ? t('saved')
                : save.kind === 'error'
                  ? t('saveFailed', { message: save.message })
                  : ''}
          </Typography>
        </Stack>
        {!editable && record ? (
          <Alert
            severity="info"
            sx={{ mb: 2 }}
            action={
              <Button color="inherit" component={RouterLink} to={`/${area}/applications/${record.id}`}>
                {t('openApplication')}
              </Button>
            }
          >
            {t('notEditable')}
          </Alert>
        ) : null}
        {small ? (
          // A phone's screen: a progress bar, not a list of every step above the form (issue 20 #15);
          // the heading below names the step, and the review's links lead back to each one.
          <MobileStepper
            variant="progress"
            steps={plan.names.length}
            activeStep={step}
            position="static"
            backButton={null}
            nextButton={null}
            sx={{ mb: 1, px: 0, bgcolor: 'transparent', '& .MuiMobileStepper-progress': { width: '100%' } }}
            slotProps={{ progress: { 'aria-label': t('stepsLabel') } }}
          />
        ) : (
          <Stepper
            activeStep={step}
            nonLinear
            orientation="horizontal"
            alternativeLabel
            sx={{ mb: 2 }}
            aria-label={t('stepsLabel')}
          >
            {plan.names.map((name, index) => (
              <Step key={name} completed={false}>
                <StepButton
                  onClick={() => jump(index)}
                  disabled={!record || index === step}
                  aria-current={index === step ? 'step' : undefined}
                >
                  {stepTitle(index)}
                </StepButton>
              </Step>
            ))}
          </Stepper>
        )}
        <Typography ref={heading} tabIndex={-1} variant="h5" component="h2" sx={{ mb: 1, outline: 'none' }}>
          {t('stepHeading', { n: step + 1, total: plan.names.length, name: stepTitle(step) })}
        </Typography>
        {problem ? (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {problem}
          </Alert>
        ) : null}
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (step === plan.review) void submit();
            else void next();
          }}
        >
          <Box component="fieldset" disabled={!editable} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
            {StepFields ? <StepFields key={plan.names[step]} form={form} /> : null}
          </Box>
          {step === plan.documents && record ? (
            <DocumentsStep
              applicationId={record.id}
              kinds={kinds}
              required={required}
              editable={editable}
              errors={attachmentErrors}
              hint={t('documentsHint')}
              onChange={(list) => {
                setAttached(list);
                setAttachmentErrors((current) =>
                  Object.fromEntries(Object.entries(current).filter(([kind]) => !list.some((a) => a.kind === kind))),
                );
              }}
            />
          ) : null}
          {step === plan.review ? (
            <>
              <Typography variant="body2" sx={{ mb: 2 }}>
                {t(resubmitting ? 'reviewHintResubmit' : 'reviewHint')}
              </Typography>
              {missing.length > 0 && attached.length === 0 && record ? (
                <AttachmentsLoader id={record.id} onLoad={setAttached} />
              ) : null}
              <FormReview
                contract={contract}
                values={values}
                onEdit={jump}
                t={t}
                documents={
                  plan.documents === null
                    ? null
                    : {
                        step: plan.documents,
                        title: stepTitle(plan.documents),
                        label: t('documentsLabel'),
                        text: missing.length
                          ? t('documentsMissing', {
                              list: missing
                                .map((kind) => translate(`attachments.kinds.${kind}`, { _: attachmentLabel(kind) }))
                                .join('; '),
                            })
                          : t('documentsComplete'),
                      }
                }
              />
              <ExtrasChoice code={code} form={form} editable={editable} t={t} />
              {online.Review && record ? <online.Review applicationId={record.id} onReady={setReviewReady} /> : null}
            </>
          ) : null}
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ mt: 3, flexWrap: 'wrap', justifyContent: 'space-between' }}
          >
            <Button
              onClick={() => {
                setProblem(null);
                void draft.saveNow();
                goTo(step - 1);
              }}
              disabled={step === 0 || busy}
            >
              {t('back')}
            </Button>
            {step < plan.review ? (
              <Button type="submit" variant="contained" disabled={busy}>
                {t(step === 0 && !record ? 'startDraft' : 'next')}
              </Button>
            ) : (
              <Button type="submit" variant="contained" disabled={busy || !editable || !reviewReady}>
                {t(resubmitting ? 'resubmit' : 'submit')}
              </Button>
            )}
          </Stack>
        </Box>
        {record ? (
          <Typography variant="body2" sx={{ mt: 3 }}>
            <Link component={RouterLink} to={`/${area}/applications/${record.id}`}>
              {t('openApplication')}
            </Link>
          </Typography>
        ) : null}
      </Gate>
    </Box>
  );
}
