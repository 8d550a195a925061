import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Link, List, ListItem, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { toDisplayDate } from '../../../shared/dates.js';
import { entryHistorySchema } from '../../../shared/contracts/rectification.js';
import { canAccess } from '../../../shared/permissions.js';
import { RECTIFIABLE_FIELD_WORDS } from '../../../shared/services/data-rectification.js';
import { useSayLabel } from '../../i18n/useSayLabel.js';
import { DownloadDocumentButton } from '../../components/documents/DownloadDocumentButton.js';
import { errorMessage, getData } from '../../providers/httpClient.js';
import { getStoredProfile } from '../../providers/session.js';
import { Facts, Section } from '../marriage-registrations/Section.js';
import { useRegistryT } from './useRegistryT.js';

/**
 * An entry's history on its registry page: the certificate it stands on now, and its margin notes
 * (each rectification: the particular, what it read and reads, the day, the authority, the application).
 */
export function EntryHistory({ entryId }: { entryId: string }) {
  const t = useRegistryT();
  const say = useSayLabel();
  const answer = useQuery({
    queryKey: ['entry-history', entryId],
    queryFn: () => getData(`/civil-marriages/${encodeURIComponent(entryId)}/history`, entryHistorySchema),
  });
  const history = answer.data ?? null;
  const error = answer.error ? errorMessage(answer.error) : null;
  const profile = getStoredProfile();
  const readsRectifications = Boolean(profile && canAccess(profile, { action: 'read', resource: 'rectifications' }));
  if (error)
    return (
      <Alert severity="error" sx={{ mb: 2 }}>
        {error}
      </Alert>
    );
  if (!history) return null;
  const certificate = history.certificate;
  return (
    <>
      <Section
        title={t('history.certificateTitle')}
        action={
          certificate ? (
            <DownloadDocumentButton
              documentId={certificate.documentId}
              fileName={`marriage-certificate-${certificate.number.replace(/\//g, '-')}.pdf`}
              label={t('certificate')}
            />
          ) : null
        }
      >
        {certificate ? (
          <Facts
            rows={[
              [t('history.certificateNumber'), certificate.number],
              [t('history.issuedOn'), toDisplayDate(certificate.issuedAt)],
            ]}
          />
        ) : (
          <Typography>{t('history.noCertificate')}</Typography>
        )}
      </Section>
      <Section title={t('history.title')}>
        {history.marginNotes.length === 0 ? (
          <Typography>{t('history.none')}</Typography>
        ) : (
          <List disablePadding data-testid="margin-notes">
            {history.marginNotes.map((note) => (
              <ListItem key={note.id} disableGutters divider sx={{ display: 'block' }}>
                <Typography component="p" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {t('history.note', {
                    date: toDisplayDate(note.amendedAt),
                    field: say(RECTIFIABLE_FIELD_WORDS[note.field]),
                  })}
                </Typography>
                <Box sx={{ overflowWrap: 'anywhere' }}>
                  <Facts
                    rows={[
                      [t('history.before'), note.oldValue],
                      [t('history.now'), note.newValue],
                      [t('history.authority'), note.authority],
                      [
                        t('history.application'),
                        readsRectifications ? (
                          <Link component={RouterLink} to={`/backoffice/rectifications/details/${note.applicationId}`}>
                            {note.applicationReference}
                          </Link>
                        ) : (
                          note.applicationReference
                        ),
                      ],
                      [t('history.newCertificate'), note.certificateNumber],
                      ...(note.supersededCertificateNumber
                        ? [[t('history.superseded'), note.supersededCertificateNumber] as [string, string]]
                        : []),
                    ]}
                  />
                </Box>
              </ListItem>
            ))}
          </List>
        )}
      </Section>
    </>
  );
}
