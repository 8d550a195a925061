import type { ReactNode } from 'react';
import { Box, Card, CardContent, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useScopedTranslate } from '../../i18n/useScopedTranslate.js';

/** Read by screen readers, not shown: the figures behind a chart. */
export const visuallyHidden = {
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

/** The dashboard's translate, scoped to its messages. */
export function useDashboardTranslate() {
  return useScopedTranslate('dashboard');
}

/** A block of the dashboard: a titled card, one section of the page. */
export function BlockCard({
  id,
  title,
  children,
  testId,
}: {
  id: string;
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={`${id}-title`}
      data-testid={testId ?? `block-${id}`}
      sx={{ height: '100%', minWidth: 0 }}
    >
      <CardContent>
        <Typography id={`${id}-title`} variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** One figure with its label: "Today · KES 3,300.00". */
export function Figure({ label, value, testId }: { label: string; value: string | number; testId: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p" data-testid={testId} sx={{ overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}

export function LinkTo({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to}>
      {children}
    </Link>
  );
}

/** The figures of a chart as a table that only screen readers read. */
export function ChartTable({ caption, head, rows }: { caption: string; head: string[]; rows: (string | number)[][] }) {
  return (
    // A table grows to its content whatever its width: the clipping box around it keeps it off the page.
    <Box sx={visuallyHidden}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={String(row[0])}>
              {row.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={i}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}

/** "2026-11" as "Nov 2026". */
export function useMonthLabel() {
  const t = useDashboardTranslate();
  return (month: string) => `${t(`months.${month.slice(5, 7)}`)} ${month.slice(0, 4)}`;
}
