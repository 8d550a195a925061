import { Alert, Box, Button, Card, CardActions, CardContent, Chip, Grid, Stack, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { toDisplayDate } from '../../shared/dates.js';
import { attachmentLabel } from '../../shared/forms/attachments.js';
import { requiredAttachments } from '../../shared/services/index.js';
import { servicesFor, type ServiceDefinition } from '../../shared/services.js';
import { getStoredProfile } from '../providers/session.js';
import { formatMoney } from '../../shared/money.js';
import { usePriceList } from './PriceList.js';
import { onlineFormsIn } from '../services/onlineForms.js';
import { AreaHeader } from './AreaHeader.js';

/** The documents of the typical application: two parties never married before. */
const TYPICAL_FORM = { partyA: { condition: 'NEVER_MARRIED' }, partyB: { condition: 'NEVER_MARRIED' } };
/** Parties married before: a service that then asks for more documents gets the note saying which. */
const MARRIED_BEFORE = { partyA: { condition: 'DIVORCED' }, partyB: { condition: 'WIDOWED' } };

/** A draft of the applicant's: the card continues it rather than starting another (issue 20 #6). */
interface Draft {
  id: string;
  reference: string;
  serviceCode: string;
  createdAt: string;
}

function ServiceCard({
  service,
  fee,
  formPath,
  draft,
}: {
  service: ServiceDefinition;
  fee: { amount: number; currency: string } | null | undefined;
  formPath: string;
  draft: Draft | null;
}) {
  const translate = useTranslate();
  const name = translate(`services.${service.code}.name`);
  const headingId = `service-card-${service.code}`;
  const docs = requiredAttachments(service.code, TYPICAL_FORM);
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={headingId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="h6" component="h2" id={headingId} gutterBottom>
          {name}
        </Typography>
        <Typography variant="body2" sx={{ mb: 1.5 }}>
          {translate(`services.${service.code}.description`)}
        </Typography>
        <Typography variant="body2" sx={{ mb: 1 }} data-testid={`service-fee-${service.code}`}>
          <strong>{translate('notices.services.fee')}:</strong>{' '}
          {fee === undefined
            ? translate('notices.services.feeLoading')
            : fee === null
              ? translate('notices.services.noFee')
              : fee.amount === 0
                ? translate('notices.services.free')
                : formatMoney(fee.amount, fee.currency)}
        </Typography>
        <Typography variant="subtitle2" component="h3">
          {translate('notices.services.bring')}
        </Typography>
        {docs.length ? (
          <Box component="ul" sx={{ mt: 0.5, mb: 1, pl: 2.5 }}>
            {docs.map((kind) => (
              <Typography component="li" variant="body2" key={kind}>
                {translate(`attachments.kinds.${kind}`, { _: attachmentLabel(kind) })}
              </Typography>
            ))}
          </Box>
        ) : (
          <Typography variant="body2" sx={{ mb: 1 }}>
            {translate('notices.services.bringNone')}
          </Typography>
        )}
        {requiredAttachments(service.code, MARRIED_BEFORE).length > docs.length ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate('notices.services.bringNote')}
          </Typography>
        ) : null}
        <Typography variant="body2" component="div">
          <strong>{translate('notices.services.approvedBy')}:</strong>
          <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', mt: 0.5, rowGap: 0.5 }}>
            {service.chain.map((level) => (
              <Chip key={level} size="small" label={translate(`services.levels.${level}`)} />
            ))}
          </Stack>
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, flexDirection: 'column', alignItems: 'flex-start', gap: 1 }}>
        {draft ? (
          <>
            <Typography variant="body2" color="text.secondary">
              {translate('services.draftNote', { date: toDisplayDate(draft.createdAt) })}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Button component={RouterLink} to={`${formPath}/${draft.id}?step=1`} variant="contained">
                {translate('services.continueDraft', { reference: draft.reference })}
              </Button>
              {/* Another application of the same service (a second couple's notice…) stays possible. */}
              <Button component={RouterLink} to={formPath}>
                {translate(`services.${service.code}.start`)}
              </Button>
            </Stack>
          </>
        ) : (
          <Button component={RouterLink} to={formPath} variant="contained">
            {translate(`services.${service.code}.start`)}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}

/** /user/services/list and /institution/services/list: the services this account type can apply for, their fees and documents. */
export default function ServicesList({ accountType }: { accountType: 'INDIVIDUAL' | 'ORGANIZATION' }) {
  const translate = useTranslate();
  const prices = usePriceList();
  const openForms = onlineFormsIn(accountType === 'INDIVIDUAL' ? 'user' : 'institution');
  const feeOf = (code: string) => {
    if (prices.isPending) return undefined;
    const entry = prices.data?.find((p) => p.code === code);
    return entry?.fee ?? null;
  };
  const organisation = getStoredProfile()?.organisation ?? null;
  // The newest draft of each service: its card continues it.
  const drafts = useGetList<Draft>('applications', {
    filter: { status: 'Draft' },
    sort: { field: 'updatedAt', order: 'DESC' },
    pagination: { page: 1, perPage: 100 },
  });
  const draftOf = (code: string) => drafts.data?.find((d) => d.serviceCode === code) ?? null;
  // An institution the registry has not verified is sent to its verification, not shown services it cannot use.
  const unverified = accountType === 'ORGANIZATION' && organisation?.verification !== 'VERIFIED';
  // Only what works end to end is offered: a service without an online form is not listed.
  const offered = servicesFor({
    accountType,
    organisationType: organisation?.type ?? null,
    organisationVerification: organisation?.verification ?? null,
  }).flatMap((service) => {
    const form = openForms.find((f) => f.code === service.code);
    return form ? [{ service, path: form.path }] : [];
  });
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <AreaHeader title={translate('services.listTitle')} lead={translate('services.listLead')} />
      {unverified ? (
        <Alert severity="info" data-testid="services-locked">
          <Typography variant="body2">{translate('verification.servicesLocked')}</Typography>
          <Button component={RouterLink} to="/institution/verification" variant="outlined" size="small" sx={{ mt: 1 }}>
            {translate('verification.toVerification')}
          </Button>
        </Alert>
      ) : offered.length ? (
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {offered.map(({ service, path }) => (
            <Grid key={service.code} size={{ xs: 12, sm: 6 }} component="li">
              <ServiceCard service={service} fee={feeOf(service.code)} formPath={path} draft={draftOf(service.code)} />
            </Grid>
          ))}
        </Grid>
      ) : (
        <Typography variant="body1">{translate('services.noneOnline')}</Typography>
      )}
    </Box>
  );
}
