import { useId, type ReactNode } from 'react';
import { Card, CardContent, Typography } from '@mui/material';

/** A titled block of an application page (summary, timeline, notice…). */
export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={id} sx={{ mb: 2 }}>
      <CardContent>
        <Typography id={id} variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
