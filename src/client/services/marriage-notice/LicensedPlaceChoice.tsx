import { useId } from 'react';
import {
  Alert,
  Box,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import { Controller, useFormState, type UseFormReturn } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { useLicensedPlaces } from '../../components/reference.js';
import { errorMessage } from '../../providers/httpClient.js';
import type { NoticeFormValues } from './values.js';

interface Props {
  form: UseFormReturn<NoticeFormValues>;
  district: string;
  districtName: string;
}

/**
 * The notice's venue at a licensed place: one of the places of the district whose licence is valid
 * (GET /api/licensed-places). Choosing one sets the venue's name and its licence number.
 */
export function LicensedPlaceChoice({ form, district, districtName }: Props) {
  const translate = useTranslate();
  const t = (key: string, params?: object) => translate(`services.MARRIAGE_NOTICE.form.venue.${key}`, params);
  const places = useLicensedPlaces(district);
  const legendId = useId();
  const hintId = useId();
  const { control, setValue, getValues } = form;
  const { errors } = useFormState({ control, name: 'venue.name' });

  if (!district)
    return (
      <Alert severity="info" sx={{ my: 2 }}>
        {t('placeChooseDistrict')}
      </Alert>
    );
  if (places.isPending)
    return (
      <Typography component="output" variant="body2" sx={{ display: 'block', my: 2 }}>
        {t('placeLoading')}
      </Typography>
    );
  if (places.error)
    return (
      <Alert severity="error" sx={{ my: 2 }}>
        {t('placeLoadError', { message: errorMessage(places.error) })}
      </Alert>
    );
  if (!places.data.length)
    return (
      <Alert severity="info" sx={{ my: 2 }} data-testid="no-licensed-place">
        {t('placeNone', { district: districtName })}
      </Alert>
    );

  return (
    <Controller
      control={control}
      name="venue.licenceReference"
      render={({ field, fieldState }) => {
        const chosen = field.value ?? '';
        const gone = Boolean(chosen) && !places.data.some((p) => p.licenceNumber === chosen);
        // Choosing a place names the venue: the venue's missing name means no place was chosen.
        const error = fieldState.error?.message ?? (errors.venue?.name ? t('placeRequired') : undefined);
        const focused = gone || !chosen ? places.data[0].licenceNumber : chosen;
        return (
          <FormControl component="fieldset" error={Boolean(error)} margin="normal" fullWidth>
            <FormLabel component="legend" id={legendId}>
              {t('place')}
            </FormLabel>
            <FormHelperText id={hintId} sx={{ mx: 0 }}>
              {t('placeHint')}
            </FormHelperText>
            {gone ? (
              <Alert severity="warning" sx={{ my: 1 }}>
                {t('placeGone', { name: getValues('venue.name'), number: chosen })}
              </Alert>
            ) : null}
            <RadioGroup
              name={field.name}
              aria-labelledby={legendId}
              aria-describedby={hintId}
              value={gone ? '' : chosen}
              onBlur={field.onBlur}
              onChange={(event) => {
                const place = places.data.find((p) => p.licenceNumber === event.target.value);
                if (!place) return;
                setValue('venue.name', place.name, { shouldDirty: true, shouldValidate: true });
                field.onChange(place.licenceNumber);
              }}
            >
              {places.data.map((place) => (
                <FormControlLabel
                  key={place.id}
                  value={place.licenceNumber}
                  control={
                    <Radio slotProps={{ input: { ref: place.licenceNumber === focused ? field.ref : undefined } }} />
                  }
                  sx={{ alignItems: 'flex-start', my: 0.5, '& .MuiRadio-root': { mt: -0.75 } }}
                  label={
                    <Box>
                      <Typography variant="body1" component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                        {place.name}
                      </Typography>
                      <Typography
                        variant="body2"
                        component="span"
                        color="text.secondary"
                        sx={{ display: 'block', overflowWrap: 'anywhere' }}
                      >
                        {place.address} · {t('placeLicence', { number: place.licenceNumber })}
                      </Typography>
                    </Box>
                  }
                />
              ))}
            </RadioGroup>
            {error ? <FormHelperText sx={{ mx: 0 }}>{error}</FormHelperText> : null}
          </FormControl>
        );
      }}
    />
  );
}
