import type { ReactNode } from 'react';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/sw';
import { useLocaleState } from 'react-admin';
import { pickersSw } from '../../i18n/pickers.sw.js';

/**
 * The date pickers in the portal's language: month and day names from dayjs ('sw' or 'en-gb', both
 * weeks starting on Monday) and the pickers' own words. The fields keep DD-MM-YYYY in both languages.
 */
export function LocalizedPickers({ children }: { children: ReactNode }) {
  const [locale] = useLocaleState();
  const swahili = locale === 'sw';
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={swahili ? 'sw' : 'en-gb'}
      localeText={swahili ? pickersSw : undefined}
    >
      {children}
    </LocalizationProvider>
  );
}
