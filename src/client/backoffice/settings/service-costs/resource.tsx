import Payments from '@mui/icons-material/Payments';
import { serviceCostInput } from '../../../../shared/contracts/settings.js';
import { SettingCreate, SettingEdit } from '../SettingsForm.js';
import type { SettingsPageDefinition } from '../settingsTypes.js';
import { ServiceCostInputs } from './ServiceCostInputs.js';
import { ServiceCostList } from './ServiceCostList.js';

export const serviceCostsPage: SettingsPageDefinition = {
  page: 'service-costs',
  icon: Payments,
  list: ServiceCostList,
  create: () => (
    <SettingCreate page="service-costs" schema={serviceCostInput} defaultValues={{ currency: 'KES', effectiveFrom: new Date().toISOString().slice(0, 10) }}>
      <ServiceCostInputs />
    </SettingCreate>
  ),
  edit: () => (
    <SettingEdit page="service-costs" schema={serviceCostInput} deletable>
      <ServiceCostInputs />
    </SettingEdit>
  ),
};
