import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** The portal's theme: the government green, high-contrast text, comfortable touch targets. */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    mode: 'light',
    primary: { main: '#006233', contrastText: '#ffffff' },
    secondary: { main: '#8b1a1a', contrastText: '#ffffff' },
    error: { main: '#b3261e' },
    warning: { main: '#8a5300' },
    info: { main: '#0b57d0' },
    success: { main: '#1b6e2c' },
    background: { default: '#f6f7f5' },
  },
  typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Arial, sans-serif' },
  shape: { borderRadius: 8 },
  components: {
    ...defaultTheme.components,
    // One style of field on every form (issue 20 #24): the date and time pickers drew their own
    // outlined box beside react-admin's filled ones.
    MuiPickersTextField: { defaultProps: { variant: 'filled', margin: 'dense', size: 'small' } },
  },
};
