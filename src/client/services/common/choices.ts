import { useMemo } from 'react';
import { useSayLabel } from '../../i18n/useSayLabel.js';
import { useDistricts } from '../../components/reference.js';
import type { Option } from '../../forms/controls.js';

/**
 * The choices of an enum field, in the words of its shared contract's labels (in the page's
 * language): the review page and the application page read the same words.
 */
export function useContractOptions(values: Record<string, string>): Option[] {
  const say = useSayLabel();
  return useMemo(() => Object.entries(values).map(([value, label]) => ({ value, label: say(label) })), [values, say]);
}

/** The active districts as choices, by name. */
export function useDistrictOptions(): Option[] {
  const districts = useDistricts();
  return useMemo(() => (districts.data ?? []).map((d): Option => ({ value: d.code, label: d.name })), [districts.data]);
}
