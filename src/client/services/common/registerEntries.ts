import { useQuery } from '@tanstack/react-query';
import type { MyRegisterEntry } from '../../../shared/contracts/certification.js';
import { getApi } from '../../providers/httpClient.js';

/** The signed-in person's own register entries (by their verified ID number), with the particulars a rectification may correct. */
export function useMyRegisterEntries(enabled = true) {
  return useQuery({
    queryKey: ['my-register-entries'],
    queryFn: () => getApi<MyRegisterEntry[]>('/my-register-entries'),
    enabled,
  });
}
