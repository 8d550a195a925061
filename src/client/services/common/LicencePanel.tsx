import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { Licence } from '../../../shared/contracts/licences.js';
import { toDisplayDate } from '../../../shared/dates.js';
import { LICENCE_KIND_OF, LICENCE_STATUS_WORDS } from '../../../shared/licences.js';
import { LICENCE_OUTCOME } from '../../../shared/services/licence-outcome.js';
import { SectionCard } from '../../applications/SectionCard.js';
import { FactList } from '../../components/FactList.js';
import { errorMessage, getData } from '../../providers/httpClient.js';
import { licenceSchema } from '../../../shared/contracts/licences.js';
import { NOTICE_FORM_PATH } from '../marriage-notice/values.js';
import type { PanelProps } from '../types.js';

type LicenceService = keyof typeof LICENCE_KIND_OF;

/**
 * The applicant's "Your licence" card on an approved licence application: the licence as the
 * registry holds it now (GET /api/licences/:id: number, status, validity) and what to do with it. The
 * licence's PDF is among the issued documents below.
 */
export function LicencePanel({ application }: PanelProps) {
  const translate = useTranslate();
  const code = application.serviceCode as LicenceService;
  const kind = LICENCE_KIND_OF[code];
  const outcome = application.status === 'Approved' ? LICENCE_OUTCOME.safeParse(application.outcome) : null;
  const licenceId = outcome?.success ? outcome.data.licenceId : null;
  const {
    data: licence,
    error,
    isPending,
  } = useQuery({
    queryKey: ['licences', licenceId],
    enabled: Boolean(licenceId),
    queryFn: () => getData(`/licences/${licenceId}`, licenceSchema),
  });
  if (!kind || !outcome?.success) return null;
  const t = (key: string, params?: object) => translate(`services.${code}.panel.${key}`, params);
  const number = licence?.number ?? outcome.data.licenceNumber;
  const status = licence?.status;
  return (
    <SectionCard title={t('title')}>
      <FactList
        rows={[
          [
            t('number'),
            <span key="n" data-testid="licence-number">
              {number}
            </span>,
          ],
          [
            t('status'),
            status ? t(`statuses.${status}`, { _: LICENCE_STATUS_WORDS[status] }) : isPending ? t('loading') : '—',
          ],
          [t('validUntil'), toDisplayDate(licence?.validUntil ?? outcome.data.validUntil)],
        ]}
      />
      {error ? (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {t('loadError', { message: errorMessage(error) })}
        </Alert>
      ) : null}
      {licence ? <NextStep code={code} licence={licence} t={t} /> : null}
    </SectionCard>
  );
}

function NextStep({
  code,
  licence,
  t,
}: {
  code: LicenceService;
  licence: Licence;
  t: (key: string, params?: object) => string;
}) {
  if (licence.status !== 'VALID') {
    return (
      <Alert severity={licence.status === 'USED' ? 'success' : 'warning'} sx={{ mt: 1.5 }}>
        {t(licence.status.toLowerCase())}
        {licence.status === 'REVOKED' && licence.revokedReason
          ? ` ${t('revokedReason', { reason: licence.revokedReason })}`
          : null}
      </Alert>
    );
  }
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('nextTitle')}
      </Typography>
      {code === 'PUBLIC_PLACE_LICENCE' ? (
        <Typography variant="body2">{t('next', { district: licence.districtName })}</Typography>
      ) : (
        <>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('next', { number: licence.number })}
          </Typography>
          <Button variant="contained" component={RouterLink} to={NOTICE_FORM_PATH}>
            {t('nextLink')}
          </Button>
        </>
      )}
    </Box>
  );
}
