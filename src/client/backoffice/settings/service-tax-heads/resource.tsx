import PieChart from '@mui/icons-material/PieChart';
import { serviceTaxHeadsInput } from '../../../../shared/contracts/settings.js';
import { SettingEdit } from '../SettingsForm.js';
import type { SettingsPageDefinition } from '../settingsTypes.js';
import { ServiceTaxHeadInputs } from './ServiceTaxHeadInputs.js';
import { ServiceTaxHeadList } from './ServiceTaxHeadList.js';

/** Every service is listed, with or without a split, so a split is always set through Edit. */
export const serviceTaxHeadsPage: SettingsPageDefinition = {
  page: 'service-tax-heads',
  icon: PieChart,
  list: ServiceTaxHeadList,
  edit: () => (
    <SettingEdit page="service-tax-heads" schema={serviceTaxHeadsInput}>
      <ServiceTaxHeadInputs />
    </SettingEdit>
  ),
};
