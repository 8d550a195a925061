import { Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import {
  ArrayInput,
  NumberInput,
  ReferenceInput,
  SelectInput,
  SimpleFormIterator,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { splitTotal } from '../../../../shared/contracts/settings.js';
import { useServiceName } from '../settingsFields.js';

function RunningTotal() {
  const translate = useTranslate();
  const heads = (useWatch({ name: 'heads' }) as { percentage?: number | null }[] | undefined) ?? [];
  const total = splitTotal(heads.map((h) => ({ percentage: Number(h?.percentage ?? 0) || 0 })));
  return (
    <Typography
      component="output"
      aria-live="polite"
      color={total === 100 ? 'success.main' : 'error'}
      sx={{ fontWeight: 600 }}
    >
      {translate('settings.hints.runningTotal', { total })}
    </Typography>
  );
}

/** The whole split of one service: the shares are saved together and must add up to 100%. */
export function ServiceTaxHeadInputs() {
  const record = useRecordContext();
  const serviceName = useServiceName();
  return (
    <>
      <Typography variant="h6" component="h2">
        {serviceName(record?.serviceCode)}
      </Typography>
      <ArrayInput source="heads" label="settings.fields.heads" helperText="settings.hints.percentages">
        <SimpleFormIterator inline disableReordering disableClear>
          <ReferenceInput
            source="taxHeadId"
            reference="settings/tax-heads"
            filter={{ active: true }}
            perPage={100}
            sort={{ field: 'name', order: 'ASC' }}
          >
            <SelectInput optionText="name" label="settings.fields.taxHead" />
          </ReferenceInput>
          <NumberInput source="percentage" label="settings.fields.percentage" min={0} max={100} step={0.01} />
        </SimpleFormIterator>
      </ArrayInput>
      <RunningTotal />
    </>
  );
}
