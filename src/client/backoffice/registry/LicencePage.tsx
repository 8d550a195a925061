import { useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Title, useRefresh } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { toDisplayDate, toDisplayDateTime } from '../../../shared/dates.js';
import type { Licence } from '../../../shared/contracts/licences.js';
import { canAccess, type BackofficeSection, type Caller } from '../../../shared/permissions.js';
import { DownloadDocumentButton } from '../../components/documents/DownloadDocumentButton.js';
import { errorMessage, getData } from '../../providers/httpClient.js';
import { licenceSchema } from '../../../shared/contracts/licences.js';
import { getStoredProfile } from '../../providers/session.js';
import { Facts, Section } from '../marriage-registrations/Section.js';
import { LicenceStatusChip } from './LicenceStatusChip.js';
import { RevokeLicenceDialog } from './RevokeLicenceDialog.js';
import { useRegistryT } from './useRegistryT.js';

/** The queue section whose details page holds a licence's application. */
export const applicationSectionOf = (licence: Pick<Licence, 'kind'>): BackofficeSection =>
  licence.kind === 'PUBLIC_PLACE' ? 'organisation-licenses' : 'special-licenses';

/** Only the Registrar General revokes a licence (the API says so too). */
export function mayRevokeLicences(caller: Caller | null): boolean {
  return Boolean(
    caller && canAccess(caller, { action: 'work', resource: 'registry' }) && caller.staffRole === 'REGISTRAR_GENERAL',
  );
}

function LicenceFacts({ licence }: { licence: Licence }) {
  const t = useRegistryT();
  const c = (key: string) => t(`licences.columns.${key}`);
  const optional = (label: string, value: ReactNode | null | undefined): [string, ReactNode][] =>
    value === null || value === undefined || value === '' ? [] : [[label, value]];
  return (
    <Facts
      rows={[
        [c('number'), licence.number],
        [c('kind'), t(`licences.kinds.${licence.kind}`)],
        [c('status'), <LicenceStatusChip key="status" status={licence.status} />],
        [c('application'), licence.applicationReference],
        [c('holder'), licence.holderName],
        ...optional(c('partyA'), licence.partyAName),
        ...optional(c('partyB'), licence.partyBName),
        ...optional(licence.kind === 'PUBLIC_PLACE' ? c('place') : c('venue'), licence.venueName),
        ...optional(c('venueAddress'), licence.venueAddress),
        ...optional(c('placeType'), licence.placeType ? t(`licences.placeTypes.${licence.placeType}`) : null),
        ...optional(c('capacity'), licence.capacity === null ? null : String(licence.capacity)),
        [c('district'), licence.districtName],
        [c('issuedAt'), toDisplayDate(licence.issuedAt)],
        [c('validUntil'), toDisplayDate(licence.validUntil)],
        ...optional(c('usedAt'), toDisplayDate(licence.usedAt)),
        ...optional(c('usedBy'), licence.usedByRegistrationNumber),
      ]}
    />
  );
}

/** /backoffice/registry/licences/:id — one licence in words, its application, its PDF; the Registrar General may revoke it. */
export default function LicencePage() {
  const t = useRegistryT();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const { id = '' } = useParams();
  const profile = getStoredProfile();
  const [revoking, setRevoking] = useState(false);
  const [revoked, setRevoked] = useState<string | null>(null);
  const { data: licence, error } = useQuery({
    queryKey: ['licences', id],
    queryFn: () => getData(`/licences/${encodeURIComponent(id)}`, licenceSchema),
    retry: false,
  });
  const section = licence ? applicationSectionOf(licence) : null;
  const list = licence?.kind === 'PUBLIC_PLACE' ? 'organisation-licences' : 'special-licences';
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1000 }}>
      <Title title={licence ? licence.number : t('licences.licence')} />
      <Button component={RouterLink} to={`/backoffice/registry/${list}`} startIcon={<ArrowBack />} sx={{ mb: 1 }}>
        {t(list === 'special-licences' ? 'specialLicences' : 'organisationLicences')}
      </Button>
      <Typography variant="h4" component="h2" sx={{ overflowWrap: 'anywhere' }}>
        {licence ? licence.number : t('licences.licence')}
      </Typography>
      {error ? (
        <Alert
          severity="error"
          role="alert"
          sx={{ my: 2 }}
        >{`${t('licences.detail.notFound')} ${errorMessage(error)}`}</Alert>
      ) : null}
      {!licence && !error ? <Typography>{t('loading')}</Typography> : null}
      {revoked ? (
        <Alert severity="success" sx={{ my: 2 }} onClose={() => setRevoked(null)}>
          {revoked}
        </Alert>
      ) : null}
      {licence ? (
        <>
          <Section title={t('licences.detail.facts')}>
            <LicenceFacts licence={licence} />
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 2 }}>
              {section && profile && canAccess(profile, { action: 'read', resource: section }) ? (
                <Button
                  component={RouterLink}
                  to={`/backoffice/${section}/details/${licence.applicationId}`}
                  variant="outlined"
                >
                  {t('licences.detail.openApplication', { reference: licence.applicationReference })}
                </Button>
              ) : null}
              {licence.documentId ? (
                <DownloadDocumentButton
                  documentId={licence.documentId}
                  fileName={`${licence.number.replace(/\//g, '-')}.pdf`}
                  label={t('licences.detail.download')}
                  variant="outlined"
                />
              ) : null}
              {licence.status === 'VALID' && mayRevokeLicences(profile) ? (
                <Button variant="contained" color="error" onClick={() => setRevoking(true)}>
                  {t('licences.revoke.button')}
                </Button>
              ) : null}
            </Stack>
          </Section>
          {licence.revokedAt ? (
            <Section title={t('licences.detail.revocation')}>
              <Facts
                rows={[
                  [t('licences.columns.revokedAt'), toDisplayDateTime(licence.revokedAt)],
                  [t('licences.columns.revokedBy'), licence.revokedByName ?? '—'],
                  [
                    t('licences.columns.revokedReason'),
                    <Box key="reason" component="span" sx={{ whiteSpace: 'pre-wrap' }}>
                      {licence.revokedReason ?? '—'}
                    </Box>,
                  ],
                ]}
              />
            </Section>
          ) : null}
          {revoking ? (
            <RevokeLicenceDialog
              licence={licence}
              onClose={() => setRevoking(false)}
              onRevoked={(done) => {
                setRevoking(false);
                queryClient.setQueryData(['licences', id], done);
                setRevoked(t('licences.revoke.done', { number: done.number }));
                refresh();
              }}
            />
          ) : null}
        </>
      ) : null}
    </Box>
  );
}
