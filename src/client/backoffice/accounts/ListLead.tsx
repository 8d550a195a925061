import { Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

/** The line above the accounts and audit lists: what the list is, and a link to the other one when the caller may read it. */
export function ListLead({ text, link }: { text: string; link: { to: string; label: string } | null }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ px: 2, pt: 1, justifyContent: 'space-between' }}>
      <Typography variant="body2">{text}</Typography>
      {link ? (
        <Link component={RouterLink} to={link.to} variant="body2">
          {link.label}
        </Link>
      ) : null}
    </Stack>
  );
}
