import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';

/** A titled card of a back-office page. */
export function Section({
  title,
  children,
  action,
  headingLevel = 'h2',
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <Card variant="outlined" component="section" sx={{ mb: 2 }}>
      <CardContent>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1,
            alignItems: 'center',
            justifyContent: 'space-between',
            mb: 1,
          }}
        >
          <Typography variant="h6" component={headingLevel}>
            {title}
          </Typography>
          {action}
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}

/**
 * Label/value pairs as a description list that wraps on small screens. Labels take at most 45% of
 * the width, so a narrow card never squeezes the values to one letter per line.
 */
export function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'fit-content(45%) minmax(0, 1fr)' },
        columnGap: 2,
        rowGap: { xs: 0, sm: 0.5 },
        m: 0,
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ fontWeight: 600, mt: { xs: 0.75, sm: 0 } }}>
            {label}
          </Box>
          <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
            {value ?? '—'}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
