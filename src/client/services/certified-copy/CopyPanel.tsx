import { Alert, List, ListItem, ListItemText } from '@mui/material';
import { useTranslate } from 'react-admin';
import { certifiedCopy } from '../../../shared/services/certified-copy.js';
import { SectionCard } from '../../applications/SectionCard.js';
import type { PanelProps } from '../types.js';

/**
 * The applicant's "Your certified copies" card on an approved application: the entry, each copy's
 * number and who signed them. The PDFs are among the issued documents below.
 */
export function CopyPanel({ application }: PanelProps) {
  const translate = useTranslate();
  const parsed = application.status === 'Approved' ? certifiedCopy.outcome.safeParse(application.outcome) : null;
  if (!parsed?.success) return null;
  const outcome = parsed.data;
  const t = (key: string, params?: object) => translate(`services.CERTIFIED_COPY.panel.${key}`, params);
  return (
    <SectionCard title={t('title')}>
      <Alert severity="success" sx={{ mb: 1 }}>
        {t('issued', {
          smart_count: outcome.copies.length,
          number: outcome.registrationNumber,
          name: outcome.signatoryName,
        })}
      </Alert>
      <List dense data-testid="certified-copies">
        {outcome.copies.map((copy, index) => (
          <ListItem key={copy.documentId} disableGutters>
            <ListItemText
              primary={t('copy', { n: index + 1, number: copy.number })}
              sx={{ overflowWrap: 'anywhere' }}
            />
          </ListItem>
        ))}
      </List>
      <Alert severity="info">{t('next')}</Alert>
    </SectionCard>
  );
}
