import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { AreaHeader } from '../../areas/AreaHeader.js';
import { OfficiantsSection } from './OfficiantsSection.js';

/**
 * /institution/registry/officiants: the officiants list on a page of its own, until the
 * institution's registry page (/institution/registry) holds the section.
 */
export default function OfficiantsPage() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <AreaHeader title={translate('officiants.pageTitle')} lead={translate('officiants.pageLead')} />
      <OfficiantsSection />
    </Box>
  );
}
