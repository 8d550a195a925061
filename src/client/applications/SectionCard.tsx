import type { ReactNode } from 'react';
import { Card, CardContent, Typography } from '@mui/material';

/** A titled block of an application page (summary, timeline, notice…). */
export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>{title}</Typography>
        {children}
      </CardContent>
    </Card>
  );
}
