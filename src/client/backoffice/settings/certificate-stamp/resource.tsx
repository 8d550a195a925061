import Verified from '@mui/icons-material/Verified';
import type { SettingsPageDefinition } from '../settingsTypes.js';
import { CertificateStampPage } from './CertificateStampPage.js';

/** The certificate stamp: one page (current stamp, upload for the Registrar General, history); no create or edit views. */
export const certificateStampPage: SettingsPageDefinition = {
  page: 'certificate-stamp',
  icon: Verified,
  list: CertificateStampPage,
};
