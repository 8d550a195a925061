import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { Alert, List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Cancel from '@mui/icons-material/Cancel';
import { errorMessage, getData } from '../../providers/httpClient.js';
import { noticeCheckSchema } from '../../../shared/contracts/notices.js';

const CHECKS = z.array(noticeCheckSchema);
import { Section } from './Section.js';
import { useT } from './useT.js';

/** The checks of the notice (age, distinct IDs, no subsisting marriage, notice period): the word says pass/fail, the colour repeats it. */
export function NoticeChecks({ applicationId }: { applicationId: string }) {
  const t = useT();
  const answer = useQuery({
    queryKey: ['notice-checks', applicationId],
    queryFn: () => getData(`/applications/${encodeURIComponent(applicationId)}/checks`, CHECKS),
  });
  const checks = answer.data ?? null;
  const error = answer.error ? errorMessage(answer.error) : null;
  return (
    <Section title={t('checks.title')}>
      {error ? <Alert severity="warning">{error}</Alert> : null}
      {checks === null && !error ? t('loading') : null}
      {checks ? (
        <List dense data-testid="notice-checks">
          {checks.map((check, index) => (
            <ListItem key={`${check.code}-${check.party ?? index}`} data-ok={check.ok} data-code={check.code}>
              <ListItemIcon sx={{ minWidth: 36 }}>
                {check.ok ? (
                  <CheckCircle sx={{ color: 'success.dark' }} aria-hidden />
                ) : (
                  <Cancel color="error" aria-hidden />
                )}
              </ListItemIcon>
              <ListItemText
                primary={`${t(check.ok ? 'checks.passed' : 'checks.failed')} · ${t(`checks.codes.${check.code}`, { _: check.code })}${check.party ? ` (${t(`checks.parties.${check.party}`, { _: check.party })})` : ''}`}
                secondary={check.message}
                slotProps={{ primary: { sx: { color: check.ok ? 'success.dark' : 'error.dark', fontWeight: 600 } } }}
              />
            </ListItem>
          ))}
        </List>
      ) : null}
    </Section>
  );
}
