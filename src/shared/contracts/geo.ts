import { z } from 'zod';
import { envelope } from './common.js';

/** GET /geo/country: the country to preselect in phone inputs, and where it came from. */
export const detectedCountrySchema = z.object({ country: z.string(), source: z.enum(['header', 'config']) });
export const detectedCountryAnswer = envelope(detectedCountrySchema);

export type DetectedCountry = z.input<typeof detectedCountrySchema>;
