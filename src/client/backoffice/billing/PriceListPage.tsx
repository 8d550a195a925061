import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List as MuiList,
  ListItem,
  ListItemText,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import EventBusy from '@mui/icons-material/EventBusy';
import Schedule from '@mui/icons-material/Schedule';
import { Title, useNotify, useTranslate } from 'react-admin';
import {
  billingPriceListAnswer,
  cancelledPriceSchema,
  type BillingPriceEntry,
  type ServicePrice,
} from '../../../shared/contracts/billing.js';
import { toDisplayDate } from '../../../shared/dates.js';
import { canAccess } from '../../../shared/permissions.js';
import { formatMoney } from '../../../shared/money.js';
import { errorMessage, getRecord, sendData } from '../../providers/httpClient.js';
import { getStoredProfile } from '../../providers/session.js';
import { Section } from '../marriage-registrations/Section.js';
import { useServiceName } from '../settings/settingsFields.js';
import { ScheduleDialog } from './ScheduleDialog.js';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** "Marriage fees 95 %: KES 3,135.00 · Convenience fee 5 %: KES 165.00" */
const splitLine = (t: Translate, price: ServicePrice) =>
  price.taxHeads
    .map((h) => `${h.name} ${t('percentage', { n: h.percentage })}: ${formatMoney(h.amount, price.currency)}`)
    .join(' · ');

function SplitTable({ price, t }: { price: ServicePrice; t: Translate }) {
  return (
    <Table size="small" aria-label={t('split')} sx={{ mt: 1, '& td, & th': { px: 1 } }}>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            {t('head')}
          </TableCell>
          <TableCell component="th" scope="col" align="right">
            {t('share')}
          </TableCell>
          <TableCell component="th" scope="col" align="right">
            {t('amount')}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {price.taxHeads.map((h) => (
          <TableRow key={h.code}>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{h.name}</TableCell>
            <TableCell align="right">{t('percentage', { n: h.percentage })}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {formatMoney(h.amount, price.currency)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function ServiceCard({
  entry,
  t,
  mayWrite,
  onCancel,
}: {
  entry: BillingPriceEntry;
  t: Translate;
  mayWrite: boolean;
  onCancel(price: ServicePrice): void;
}) {
  const serviceName = useServiceName();
  const current = entry.current;
  return (
    <Box data-testid={`price-${entry.serviceCode}`}>
      <Section
        title={serviceName(entry.serviceCode)}
        action={entry.active ? undefined : <Chip size="small" label={t('inactive')} />}
      >
        <Typography variant="overline" component="p">
          {t('current')}
        </Typography>
        {current ? (
          <>
            <Typography variant="h5" component="p" data-testid="current-price">
              {formatMoney(current.amount, current.currency)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('since', { date: toDisplayDate(current.effectiveFrom) })}
            </Typography>
            <SplitTable price={current} t={t} />
          </>
        ) : (
          <Typography color="text.secondary">{t('noPrice')}</Typography>
        )}
        <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
          {t('scheduled')}
        </Typography>
        {entry.scheduled.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('noScheduled')}
          </Typography>
        ) : null}
        <MuiList dense disablePadding>
          {entry.scheduled.map((price) => (
            <ListItem
              key={price.id}
              divider
              disableGutters
              sx={{ flexWrap: 'wrap', gap: 1 }}
              data-testid="scheduled-price"
            >
              <ListItemText
                primary={`${t('from', { date: toDisplayDate(price.effectiveFrom) })}: ${formatMoney(price.amount, price.currency)}`}
                secondary={splitLine(t, price)}
                sx={{ minWidth: 0, flex: '1 1 14rem', overflowWrap: 'anywhere' }}
              />
              {mayWrite ? (
                <Button
                  size="small"
                  color="error"
                  startIcon={<EventBusy />}
                  onClick={() => onCancel(price)}
                  aria-label={t('cancelLabel', {
                    amount: formatMoney(price.amount, price.currency),
                    date: toDisplayDate(price.effectiveFrom),
                  })}
                >
                  {t('cancel')}
                </Button>
              ) : null}
            </ListItem>
          ))}
        </MuiList>
        <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
          {t('history')}
        </Typography>
        {entry.history.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('noHistory')}
          </Typography>
        ) : null}
        <MuiList dense disablePadding>
          {entry.history.map((price) => (
            <ListItem key={price.id} divider disableGutters data-testid="earlier-price">
              <ListItemText
                primary={`${t('fromUntil', { from: toDisplayDate(price.effectiveFrom), to: toDisplayDate(price.effectiveTo) })}: ${formatMoney(price.amount, price.currency)}`}
                secondary={splitLine(t, price)}
                sx={{ overflowWrap: 'anywhere' }}
              />
            </ListItem>
          ))}
        </MuiList>
      </Section>
    </Box>
  );
}

/** /backoffice/billing/price-list: current, scheduled and earlier prices per service; FINANCE schedules and cancels future prices. */
export default function PriceListPage() {
  const translate = useTranslate();
  const serviceName = useServiceName();
  const notify = useNotify();
  const t: Translate = (key, options) => translate(`billingPages.priceList.${key}`, options);
  const profile = getStoredProfile();
  const mayRead = Boolean(profile && canAccess(profile, { action: 'read', resource: 'billing' }));
  const mayWrite = Boolean(profile && canAccess(profile, { action: 'write', resource: 'billing' }));
  const query = useQuery({
    queryKey: ['billing', 'price-list'],
    enabled: mayRead,
    // The list and the Nairobi day it is for, side by side in one answer.
    queryFn: () => getRecord('/billing/price-list', billingPriceListAnswer),
  });
  const state = query.data ? { entries: query.data.data, today: query.data.today } : null;
  const error = query.error ? errorMessage(query.error) : null;
  const load = () => void query.refetch();
  const [scheduling, setScheduling] = useState(false);
  const [cancelling, setCancelling] = useState<{ price: ServicePrice; service: string } | null>(null);
  const [cancelError, setCancelError] = useState<string | null>(null);

  if (!mayRead)
    return (
      <Box sx={{ p: 2 }}>
        <Alert severity="warning">{t('forbidden')}</Alert>
      </Box>
    );

  const cancel = async () => {
    if (!cancelling) return;
    setCancelError(null);
    try {
      await sendData(
        `/billing/price-schedules/${encodeURIComponent(cancelling.price.id)}`,
        'DELETE',
        undefined,
        cancelledPriceSchema,
      );
      setCancelling(null);
      notify(t('cancelled'), { type: 'success' });
      load();
    } catch (e) {
      setCancelError(errorMessage(e));
    }
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 960 }}>
      <Title title={t('title')} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ mb: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Box>
          <Typography>{t('lead')}</Typography>
          {state ? (
            <Typography variant="body2" color="text.secondary">
              {t('today', { date: toDisplayDate(state.today) })}
            </Typography>
          ) : null}
        </Box>
        {mayWrite && state ? (
          <Button
            variant="contained"
            startIcon={<Schedule />}
            onClick={() => setScheduling(true)}
            sx={{ flexShrink: 0 }}
          >
            {t('schedule')}
          </Button>
        ) : null}
      </Stack>
      {!mayWrite ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('readOnly')}
        </Alert>
      ) : null}
      {error ? (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" onClick={load}>
              {t('retry')}
            </Button>
          }
        >{`${t('loadFailed')} ${error}`}</Alert>
      ) : null}
      {!state && !error ? <Typography>{t('loading')}</Typography> : null}
      {state?.entries.map((entry) => (
        <ServiceCard
          key={entry.serviceCode}
          entry={entry}
          t={t}
          mayWrite={mayWrite}
          onCancel={(price) => {
            setCancelError(null);
            setCancelling({ price, service: serviceName(entry.serviceCode) });
          }}
        />
      ))}
      {scheduling && state ? (
        <ScheduleDialog
          today={state.today}
          services={state.entries.map((e) => ({ code: e.serviceCode, name: serviceName(e.serviceCode) }))}
          onClose={() => setScheduling(false)}
          onScheduled={(price) => {
            setScheduling(false);
            notify(t('scheduled_ok', { date: toDisplayDate(price.effectiveFrom) }), { type: 'success' });
            load();
          }}
        />
      ) : null}
      {cancelling ? (
        <Dialog open onClose={() => setCancelling(null)} aria-labelledby="cancel-price-title">
          <DialogTitle id="cancel-price-title">{t('cancelTitle')}</DialogTitle>
          <DialogContent>
            <DialogContentText>
              {t('cancelLead', {
                amount: formatMoney(cancelling.price.amount, cancelling.price.currency),
                service: cancelling.service,
                date: toDisplayDate(cancelling.price.effectiveFrom),
              })}
            </DialogContentText>
            {cancelError ? (
              <Alert severity="error" role="alert" sx={{ mt: 2 }}>
                {cancelError}
              </Alert>
            ) : null}
          </DialogContent>
          <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button onClick={() => setCancelling(null)}>{t('keep')}</Button>
            <Button color="error" variant="contained" onClick={() => void cancel()}>
              {t('cancelConfirm')}
            </Button>
          </DialogActions>
        </Dialog>
      ) : null}
    </Box>
  );
}
