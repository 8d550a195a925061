import { Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { PublicLayout } from './PublicLayout.js';

export default function NotFound() {
  const translate = useTranslate();
  return (
    <PublicLayout>
      <Typography variant="h4" component="h1" gutterBottom>{translate('ra.page.not_found')}</Typography>
      <Typography sx={{ mb: 2 }}>{translate('ra.message.not_found')}</Typography>
      <Button variant="contained" component={RouterLink} to="/">{translate('portal.nav.home')}</Button>
    </PublicLayout>
  );
}
