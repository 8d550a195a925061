import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { toDisplayDate } from '../../shared/dates.js';
import { fieldLabel } from './labels.js';

type Value = string | number | boolean | null | undefined | Value[] | { [key: string]: Value };

function flatten(value: Value, prefix: string, out: [string, string][]) {
  if (value === null || value === undefined || value === '') return;
  if (Array.isArray(value)) {
    value.forEach((item, index) => flatten(item, `${prefix}.${index}`, out));
  } else if (typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, out);
  } else {
    const text = String(value);
    out.push([prefix, /^\d{4}-\d{2}-\d{2}$/.test(text) ? toDisplayDate(text) : text]);
  }
}

/** The form an applicant filled in, as labelled lines: readable for any service. */
export function FormDataView({ data }: { data: Record<string, unknown> }) {
  const translate = useTranslate();
  const lines: [string, string][] = [];
  flatten(data as Value, '', lines);
  if (lines.length === 0) return <Typography>{translate('applications.emptyForm')}</Typography>;
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(160px, 30%) 1fr' }, columnGap: 2, rowGap: 0.5, m: 0 }}>
      {lines.map(([path, value]) => (
        <Box key={path} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" sx={{ fontWeight: 600, mt: { xs: 1, sm: 0 } }}>{fieldLabel(translate, path)}</Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>{value}</Typography>
        </Box>
      ))}
    </Box>
  );
}
