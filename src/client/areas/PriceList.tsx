import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Collapse,
  LinearProgress,
  List,
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
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useLocaleState, useTranslate } from 'react-admin';
import { billableName } from '../../shared/i18n/billables.js';
import type { PriceEntry } from '../../shared/contracts/prices.js';
import { toDisplayDate } from '../../shared/dates.js';
import { formatMoney } from '../../shared/money.js';
import { errorMessage, getData } from '../providers/httpClient.js';
import { priceEntrySchema } from '../../shared/contracts/prices.js';
import { z } from 'zod';

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export const PRICES_QUERY_KEY = ['prices'] as const;

/** The public price list (GET /api/prices), for /services-prices, /user/prices and /institution/prices. */
export function usePriceList() {
  return useQuery({ queryKey: PRICES_QUERY_KEY, queryFn: () => getData('/prices', z.array(priceEntrySchema)) });
}

/** Every active service with its fee today, who applies, who approves, its tax-head split and extras. */
export function PriceList() {
  const translate = useTranslate();
  const { data, error, isPending, refetch } = usePriceList();
  if (isPending) return <LinearProgress aria-label={translate('prices.loading')} />;
  if (error) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void refetch()}>
            {translate('prices.retry')}
          </Button>
        }
      >
        {translate('prices.error')} {errorMessage(error)}
      </Alert>
    );
  }
  return (
    <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={translate('prices.title')}>
      {data.map((entry) => (
        <Box component="li" key={entry.code}>
          <PriceCard entry={entry} />
        </Box>
      ))}
    </Stack>
  );
}

function PriceCard({ entry }: { entry: PriceEntry }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [open, setOpen] = useState(false);
  const name = translate(`services.${entry.code}.name`, { _: entry.name });
  const splitId = `fee-split-${entry.code}`;
  const headingId = `service-${entry.code}`;
  return (
    <Card variant="outlined" component="article" aria-labelledby={headingId}>
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'baseline' } }}
        >
          <Typography variant="h6" component="h2" id={headingId}>
            {name}
          </Typography>
          <Fee entry={entry} />
        </Stack>
        <Typography variant="body2" sx={{ my: 1.5 }}>
          {translate(`services.${entry.code}.description`, { _: entry.description })}
        </Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          <strong>{translate('prices.audience')}:</strong>{' '}
          {entry.audience.map((a) => translate(`services.audience.${a}`)).join('; ')}
        </Typography>
        <Typography variant="body2" component="div">
          <strong>{translate('prices.chain')}:</strong>
          <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', mt: 0.5, rowGap: 0.5 }}>
            {entry.chain.map((level) => (
              <Chip key={level} size="small" label={translate(`services.levels.${level}`)} />
            ))}
          </Stack>
        </Typography>
        {entry.billables.length ? (
          <Box sx={{ mt: 1.5 }}>
            <Typography variant="subtitle2" component="h3">
              {translate('prices.extras')}
            </Typography>
            <List dense disablePadding>
              {entry.billables.map((extra) => (
                <ListItem key={extra.code} disableGutters>
                  <ListItemText
                    primary={billableName(extra.name, locale === 'sw' ? 'sw' : 'en')}
                    secondary={`${formatMoney(extra.amount)} · ${translate('prices.extraLimit', { count: extra.maxQuantity })}`}
                  />
                </ListItem>
              ))}
            </List>
          </Box>
        ) : null}
        {entry.taxHeads.length && entry.fee && entry.fee.amount > 0 ? (
          <>
            <Button
              size="small"
              onClick={() => setOpen((v) => !v)}
              aria-expanded={open}
              aria-controls={splitId}
              startIcon={open ? <ExpandLess /> : <ExpandMore />}
              sx={{ mt: 1 }}
            >
              {translate(open ? 'prices.hideSplit' : 'prices.showSplit')}
            </Button>
            <Collapse in={open} id={splitId} unmountOnExit>
              <Table size="small" sx={{ mt: 1 }}>
                <caption>{translate('prices.splitCaption', { service: name })}</caption>
                <TableHead>
                  <TableRow>
                    <TableCell component="th" scope="col">
                      {translate('prices.taxHead')}
                    </TableCell>
                    <TableCell component="th" scope="col" align="right">
                      {translate('prices.share')}
                    </TableCell>
                    <TableCell component="th" scope="col" align="right">
                      {translate('prices.amount')}
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {entry.taxHeads.map((head) => (
                    <TableRow key={head.code}>
                      <TableCell component="th" scope="row">
                        {head.name}
                      </TableCell>
                      <TableCell align="right">{`${head.percentage}%`}</TableCell>
                      <TableCell align="right">{formatMoney(head.amount, entry.fee?.currency)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Collapse>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}

function Fee({ entry }: { entry: PriceEntry }) {
  const translate = useTranslate();
  if (!entry.fee)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('prices.noFee')}
      </Typography>
    );
  return (
    <Box sx={{ textAlign: { sm: 'right' } }}>
      <Typography variant="h6" component="p" data-testid={`fee-${entry.code}`}>
        <Box component="span" sx={visuallyHidden}>
          {translate('prices.fee')}:{' '}
        </Box>
        {entry.fee.amount === 0 ? translate('prices.free') : formatMoney(entry.fee.amount, entry.fee.currency)}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {translate('prices.since', { date: toDisplayDate(entry.fee.effectiveFrom) })}
      </Typography>
    </Box>
  );
}
