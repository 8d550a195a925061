import { createTheme, ThemeProvider } from '@mui/material/styles';
import { PhoneInput } from '../components/PhoneInput.js';
import { theme } from '../theme.js';

const muiTheme = createTheme(theme);

/** The areas' telephone field (country selector, numbering plans), loaded on the sign-up page only. */
export default function PhoneField({
  value,
  onChange,
  onBlur,
  label,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  label: string;
  error?: string;
}) {
  return (
    <ThemeProvider theme={muiTheme}>
      <PhoneInput
        value={value}
        onChange={(next) => onChange(next)}
        onBlur={onBlur}
        label={label}
        required
        autoDefaultCountry
        preferredCountries={['KE', 'UG', 'TZ']}
        error={Boolean(error)}
        helperText={error}
      />
    </ThemeProvider>
  );
}
