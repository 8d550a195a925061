import { Typography } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { homePathFor } from '../../shared/accounts.js';
import { FormCard, PublicLayout } from '../components/PublicLayout.js';
import { reloadProfile } from '../providers/authProvider.js';
import { SecondFactorPanel } from './SecondFactorPage.js';

/**
 * /account-second-factor: a registry staff member without a second factor sets one up here at their
 * first sign-in (or the first after an administrator reset it), before anything else of the back
 * office opens; the server answers every other back-office call 403 until then (issue 23).
 */
export default function SecondFactorSetUp() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const goOn = async () => {
    const profile = await reloadProfile();
    navigate(profile ? homePathFor(profile) : '/backoffice/dashboard', { replace: true });
  };
  return (
    <PublicLayout signedIn>
      <FormCard title={translate('secondFactor.setUpTitle')} lead={translate('secondFactor.setUpLead')}>
        <Typography sx={{ mb: 2 }}>{translate('secondFactor.setUpNext')}</Typography>
        <SecondFactorPanel onSetUp={goOn} />
      </FormCard>
    </PublicLayout>
  );
}
