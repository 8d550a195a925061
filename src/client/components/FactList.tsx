import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

/** Labelled facts as a description list, label beside value (a panel's particulars: a licence, the extras bought). */
export function FactList({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'fit-content(45%) minmax(0, 1fr)', columnGap: 2, rowGap: 0.5, m: 0 }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
            {label}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
          >
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
