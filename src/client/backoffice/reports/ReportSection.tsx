import Download from '@mui/icons-material/Download';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useReportsT } from './useReportsT.js';

export interface Column<R> {
  key: string;
  label: string;
  value(row: R): string | number;
  numeric?: boolean;
}

/** A table of figures that scrolls inside its own box on a narrow screen (the page never does). */
export function FiguresTable<R>({
  caption,
  columns,
  rows,
  footer,
}: {
  caption: string;
  columns: Column<R>[];
  rows: R[];
  footer?: (string | number)[];
}) {
  return (
    <TableContainer component="section" tabIndex={0} aria-label={caption} sx={{ maxWidth: '100%', overflowX: 'auto' }}>
      <Table size="small">
        <caption style={{ captionSide: 'top', textAlign: 'left', padding: 0, fontWeight: 600 }}>{caption}</caption>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.key} align={c.numeric ? 'right' : 'left'}>
                {c.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, i) => (
            <TableRow key={i}>
              {columns.map((c) => (
                <TableCell key={c.key} align={c.numeric ? 'right' : 'left'}>
                  {c.value(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
          {footer && (
            <TableRow>
              {footer.map((cell, i) => (
                <TableCell key={i} align={i === 0 ? 'left' : 'right'} sx={{ fontWeight: 600 }}>
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** A chart's height: room for the legend and the value axis, and a line's height for each bar. */
const chartHeight = (bars: number) => Math.max(240, 96 + 30 * bars);

/** One report: its title and what it counts, a summary line, the chart, the tables and the CSV download. */
export function ReportSection({
  id,
  title,
  lead,
  summary,
  loading,
  error,
  empty,
  onDownload,
  chart,
  bars = 0,
  children,
}: {
  id: string;
  title: string;
  lead: string;
  summary?: string;
  loading: boolean;
  error?: string | null;
  empty: boolean;
  onDownload(): void;
  chart: ReactNode;
  /** The chart's bars, one under the other: each gets the room to be named in full. */
  bars?: number;
  children: ReactNode;
}) {
  const t = useReportsT();
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} data-report={id} variant="outlined" sx={{ minWidth: 0 }}>
      <CardContent sx={{ minWidth: 0 }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h5" component="h3" id={headingId}>
              {title}
            </Typography>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {lead}
            </Typography>
          </Box>
          <Button
            variant="outlined"
            startIcon={<Download />}
            onClick={onDownload}
            disabled={loading || Boolean(error)}
            aria-label={t('downloadLabel', { report: title })}
            sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start' } }}
          >
            {t('download')}
          </Button>
        </Stack>
        {loading && (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <CircularProgress size={20} />
            <Typography>{t('loading')}</Typography>
          </Box>
        )}
        {error && <Alert severity="error">{t('failed', { message: error })}</Alert>}
        {!loading && !error && (
          <>
            {summary && <Typography sx={{ fontWeight: 600 }}>{summary}</Typography>}
            {empty ? (
              <Typography>{t('empty')}</Typography>
            ) : (
              <>
                <Box
                  component="figure"
                  aria-label={t('chartLabel', { report: title })}
                  sx={{ m: 0, width: '100%', minWidth: 0, height: chartHeight(bars) }}
                >
                  {chart}
                </Box>
                <Stack spacing={2} sx={{ mt: 2, minWidth: 0 }}>
                  {children}
                </Stack>
              </>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
