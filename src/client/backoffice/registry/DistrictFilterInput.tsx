import { SelectInput } from 'react-admin';
import { useDistricts } from '../../components/reference.js';

/** A list filter on the district, offered by name (the API filters on its code). */
export function DistrictFilterInput({ source, label }: { source: string; label: string; alwaysOn?: boolean }) {
  const districts = useDistricts();
  return (
    <SelectInput
      source={source}
      label={label}
      choices={(districts.data ?? []).map((d) => ({ id: d.code, name: d.name }))}
      isPending={districts.isPending}
    />
  );
}
