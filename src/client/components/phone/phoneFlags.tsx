import type { ComponentType, SVGAttributes } from 'react';
import * as Flags from 'country-flag-icons/react/3x2';
import PublicIcon from '@mui/icons-material/Public';
import type { MuiTelInputCountry } from 'mui-tel-input';

type FlagComponent = ComponentType<SVGAttributes<SVGElement> & { title?: string }>;
const FLAGS = Flags as unknown as Record<string, FlagComponent | undefined>;

const FLAG_STYLE = { width: 26, height: 'auto', display: 'block', borderRadius: 2 } as const;

/** A neutral globe for a number whose country is not known yet. */
export const unknownFlag = <PublicIcon aria-hidden fontSize="small" sx={{ width: 26, color: 'text.secondary' }} />;

/**
 * Flags drawn from the bundled country-flag-icons SVGs: nothing is fetched from the internet (the
 * default of mui-tel-input loads them from a CDN). Decorative: the country name is always beside it
 * or in the button's label.
 */
export function getFlagElement(isoCode: MuiTelInputCountry) {
  const Flag = FLAGS[isoCode];
  return Flag ? <Flag aria-hidden focusable="false" data-flag={isoCode} style={FLAG_STYLE} /> : unknownFlag;
}
