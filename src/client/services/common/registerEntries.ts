import { useQuery } from '@tanstack/react-query';
import { getData } from '../../providers/httpClient.js';
import { myRegisterEntrySchema } from '../../../shared/contracts/certification.js';
import { z } from 'zod';

/** The signed-in person's own register entries (by their verified ID number), with the particulars a rectification may correct. */
export function useMyRegisterEntries(enabled = true) {
  return useQuery({
    queryKey: ['my-register-entries'],
    queryFn: () => getData('/my-register-entries', z.array(myRegisterEntrySchema)),
    enabled,
  });
}
