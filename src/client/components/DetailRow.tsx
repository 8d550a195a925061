import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

/**
 * A label and its value in a description list (`<dl>`): one under the other on a phone, side by side
 * on a wide screen.
 */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="div" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, py: 0.5 }}>
      <Typography component="dt" sx={{ fontWeight: 600, flex: '0 0 14rem', maxWidth: '100%' }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, flex: '1 1 12rem', minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}
