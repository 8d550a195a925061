import { useMemo } from 'react';
import { useDistricts } from '../../components/reference.js';
import type { Option } from '../../forms/controls.js';

/**
 * The choices of an enum field, in the words of its shared contract's labels: the review page and
 * the application page read the same words.
 */
export const contractOptions = (values: Record<string, string>): Option[] => Object.entries(values).map(([value, label]) => ({ value, label }));

/** The active districts as choices, by name. */
export function useDistrictOptions(): Option[] {
  const districts = useDistricts();
  return useMemo(() => (districts.data ?? []).map((d): Option => ({ value: d.code, label: d.name })), [districts.data]);
}
