import { Card, CardContent, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { toDisplayDate } from '../../shared/dates.js';
import { DownloadDocumentButton } from '../components/documents/DownloadDocumentButton.js';
import { useMyRegisterEntries } from '../services/common/registerEntries.js';

/**
 * The citizen's marriages in the register that carry a certificate, each downloadable: a marriage an
 * institution registered is not the citizen's application, so its certificate is offered here.
 * Shows nothing when the register holds none.
 */
export function MyMarriageCertificates() {
  const translate = useTranslate();
  const entries = useMyRegisterEntries();
  const withCertificate = (entries.data ?? []).filter((e) => e.certificateDocumentId);
  if (!withCertificate.length) return null;
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby="my-certificates-title"
      sx={{ m: { xs: 1, sm: 2 }, mb: 0 }}
    >
      <CardContent>
        <Typography variant="h6" component="h2" id="my-certificates-title" gutterBottom>
          {translate('applications.myCertificates.title')}
        </Typography>
        <List dense>
          {withCertificate.map((entry) => (
            <ListItem key={entry.registrationNumber} divider sx={{ flexWrap: 'wrap', gap: 1 }}>
              <ListItemText
                primary={translate('applications.myCertificates.entry', { a: entry.partyAName, b: entry.partyBName })}
                secondary={translate('applications.myCertificates.details', {
                  number: entry.registrationNumber,
                  date: toDisplayDate(entry.marriedOn),
                  district: entry.districtName,
                })}
                sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
              />
              <DownloadDocumentButton
                documentId={entry.certificateDocumentId!}
                fileName={`marriage-certificate-${entry.registrationNumber.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`}
                label={translate('applications.myCertificates.download')}
                variant="outlined"
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
