import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { useFieldArray, useFormState } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { publicPlaceLicence } from '../../../shared/services/public-place-licence.js';
import { PhoneControl, RadioControl, SelectControl } from '../../forms/controls.js';
import { TextFieldControl } from '../../forms/fields.js';
import { useContractOptions, useDistrictOptions } from '../common/choices.js';
import type { StepProps } from '../types.js';
import { emptyOfficiant, MAX_OFFICIANTS, MIN_OFFICIANTS, type PlaceLicenceValues } from './values.js';

export const PLACE_LICENCE_MESSAGES = 'services.PUBLIC_PLACE_LICENCE.form';

function useWords(group: string) {
  const translate = useTranslate();
  return (key: string, params?: object) => translate(`${PLACE_LICENCE_MESSAGES}.${group}.${key}`, params);
}

/** The place: its name, kind, denomination, district, address and capacity. */
export function PlaceStep({ form }: StepProps<PlaceLicenceValues>) {
  const placeTypes = useContractOptions(publicPlaceLicence.labels.placeType.values);
  const { control } = form;
  const t = useWords('place');
  const districts = useDistrictOptions();
  return (
    <>
      <TextFieldControl
        control={control}
        name="placeName"
        label={t('placeName')}
        required
        helperText={t('placeNameHint')}
      />
      <RadioControl control={control} name="placeType" label={t('placeType')} options={placeTypes} />
      <TextFieldControl
        control={control}
        name="denomination"
        label={t('denomination')}
        helperText={t('denominationHint')}
      />
      <SelectControl control={control} name="district" label={t('district')} required options={districts} />
      <TextFieldControl
        control={control}
        name="physicalAddress"
        label={t('physicalAddress')}
        required
        multiline
        minRows={2}
        helperText={t('physicalAddressHint')}
      />
      <TextFieldControl
        control={control}
        name="capacity"
        label={t('capacity')}
        required
        type="number"
        helperText={t('capacityHint')}
        slotProps={{ htmlInput: { min: 10, max: 100000, step: 1, inputMode: 'numeric' } }}
      />
    </>
  );
}

/** The person who answers for the place to the registry. */
export function ResponsibleStep({ form }: StepProps<PlaceLicenceValues>) {
  const { control } = form;
  const t = useWords('responsible');
  return (
    <>
      <Typography variant="body2">{t('hint')}</Typography>
      <TextFieldControl
        control={control}
        name="responsiblePerson.fullName"
        label={t('fullName')}
        required
        autoComplete="off"
      />
      <TextFieldControl
        control={control}
        name="responsiblePerson.idNumber"
        label={t('idNumber')}
        required
        autoComplete="off"
      />
      <TextFieldControl
        control={control}
        name="responsiblePerson.role"
        label={t('role')}
        required
        helperText={t('roleHint')}
      />
      <PhoneControl control={control} name="responsiblePerson.phone" label={t('phone')} required />
      <TextFieldControl
        control={control}
        name="responsiblePerson.email"
        label={t('email')}
        required
        type="email"
        autoComplete="off"
      />
    </>
  );
}

/** The officiants who celebrate marriages at the place: one to twenty, added and removed here. */
export function OfficiantsStep({ form }: StepProps<PlaceLicenceValues>) {
  const { control } = form;
  const t = useWords('officiants');
  const { fields, append, remove } = useFieldArray({ control, name: 'officiants' });
  const { errors } = useFormState({ control, name: 'officiants' });
  const listError = errors.officiants?.root?.message ?? errors.officiants?.message;
  return (
    <>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('hint', { max: MAX_OFFICIANTS })}
      </Typography>
      {listError ? (
        <Alert severity="error" sx={{ mb: 1 }}>
          {listError}
        </Alert>
      ) : null}
      <Stack spacing={2}>
        {fields.map((field, index) => (
          <Box
            component="fieldset"
            key={field.id}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, pb: 1, m: 0, minWidth: 0 }}
          >
            <Typography component="legend" variant="subtitle1" sx={{ px: 0.5, fontWeight: 600 }}>
              {t('legend', { n: index + 1 })}
            </Typography>
            <TextFieldControl
              control={control}
              name={`officiants.${index}.fullName`}
              label={t('fullName')}
              required
              autoComplete="off"
            />
            <TextFieldControl
              control={control}
              name={`officiants.${index}.idNumber`}
              label={t('idNumber')}
              required
              autoComplete="off"
            />
            {fields.length > MIN_OFFICIANTS ? (
              <Button onClick={() => remove(index)} startIcon={<DeleteIcon />} color="error" sx={{ mt: 0.5 }}>
                {t('remove', { n: index + 1 })}
              </Button>
            ) : null}
          </Box>
        ))}
      </Stack>
      {fields.length < MAX_OFFICIANTS ? (
        <Button onClick={() => append(emptyOfficiant())} startIcon={<AddIcon />} variant="outlined" sx={{ mt: 2 }}>
          {t('add')}
        </Button>
      ) : (
        <Typography variant="body2" component="p" sx={{ mt: 2 }}>
          {t('atMost', { max: MAX_OFFICIANTS })}
        </Typography>
      )}
    </>
  );
}
