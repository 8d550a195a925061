import { useState } from 'react';
import { Alert, Box, Button, List, ListItem, ListItemText, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Title, useTranslate } from 'react-admin';
import { toDisplayDateTime } from '../../../shared/dates.js';
import { canRemindMissingReturns } from '../../../shared/permissions.js';
import { monthWords } from '../../../shared/returns.js';
import { errorMessage, getData, postData } from '../../providers/httpClient.js';
import { missingReturnsSchema, remindersSentSchema } from '../../../shared/contracts/returns.js';
import { getStoredProfile } from '../../providers/session.js';

/** /backoffice/marriage-returns/missing-returns: licensed institutions without a return for a closed month, and their reminders. */
export default function MissingReturnsPage() {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`marriageReturns.missing.${key}`, options);
  const queryClient = useQueryClient();
  const [month, setMonth] = useState('');
  const [notice, setNotice] = useState<{ severity: 'success' | 'info' | 'error'; text: string } | null>(null);
  const profile = getStoredProfile();
  const mayRemind = canRemindMissingReturns({
    accountType: 'BACKOFFICE',
    staffRole: profile?.staffRole ?? null,
    district: profile?.district ?? null,
  });
  const { data, isPending, error } = useQuery({
    queryKey: ['marriage-returns', 'missing', month],
    queryFn: () => getData(`/marriage-returns/missing${month ? `?month=${month}` : ''}`, missingReturnsSchema),
  });
  const remind = async () => {
    try {
      const { sent } = await postData('/marriage-returns/missing/reminders', {}, remindersSentSchema);
      setNotice(
        sent
          ? { severity: 'success', text: t('sent', { smart_count: sent }) }
          : { severity: 'info', text: t('noneToRemind') },
      );
      await queryClient.invalidateQueries({ queryKey: ['marriage-returns', 'missing'] });
    } catch (e) {
      setNotice({ severity: 'error', text: t('failed', { message: errorMessage(e) }) });
    }
  };
  const shown = data?.month ?? month;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1000 }}>
      <Title title={t('title')} />
      <Typography variant="h4" component="h2" gutterBottom>
        {t('title')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('lead')}
      </Typography>
      <TextField
        select
        id="missing-month"
        label={t('month')}
        value={shown}
        onChange={(e) => setMonth(e.target.value)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 220, maxWidth: '100%' }}
      >
        {(data?.months ?? (shown ? [shown] : [])).map((m) => (
          <option key={m} value={m}>
            {monthWords(m)}
          </option>
        ))}
      </TextField>
      {mayRemind ? (
        <Button
          variant="outlined"
          onClick={() => void remind()}
          sx={{ ml: { sm: 2 }, mt: { xs: 2, sm: 1 }, display: { xs: 'flex', sm: 'inline-flex' } }}
        >
          {t('remind')}
        </Button>
      ) : null}
      {notice ? (
        <Alert severity={notice.severity} sx={{ mt: 2 }}>
          {notice.text}
        </Alert>
      ) : null}
      {error ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorMessage(error)}
        </Alert>
      ) : null}
      {isPending ? <Typography sx={{ mt: 2 }}>{t('loading')}</Typography> : null}
      {data ? (
        <>
          <Typography component="p" sx={{ mt: 2 }}>
            {data.institutions.length
              ? t('count', { smart_count: data.institutions.length, month: monthWords(data.month) })
              : t('none', { month: monthWords(data.month) })}
          </Typography>
          <List dense data-testid="missing-returns">
            {data.institutions.map((i) => (
              <ListItem key={i.organisationId} divider disableGutters>
                <ListItemText
                  primary={i.name}
                  secondary={`${t(`types.${i.type}`)} · ${i.registrationNumber} · ${i.remindedAt ? t('reminded', { at: toDisplayDateTime(i.remindedAt) }) : t('notReminded')}`}
                  sx={{ overflowWrap: 'anywhere' }}
                />
              </ListItem>
            ))}
          </List>
        </>
      ) : null}
    </Box>
  );
}
