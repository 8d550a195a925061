import { useQuery, useQueryClient } from '@tanstack/react-query';
import { myDeclarationsAnswer, noticeDeclarationsAnswer } from '../../shared/contracts/declarations.js';
import { getData, postData } from '../providers/httpClient.js';

const declarations = noticeDeclarationsAnswer.shape.data;
const mine = myDeclarationsAnswer.shape.data;

export const declarationsKey = (id: string) => ['notice-declarations', id];

/** GET /api/notice-declarations/:id: the notice as its parties declare it, and each party's declaration. */
export function useNoticeDeclarations(id: string, enabled = true) {
  return useQuery({
    queryKey: declarationsKey(id),
    queryFn: () => getData(`/notice-declarations/${id}`, declarations),
    enabled: enabled && Boolean(id),
    retry: false,
  });
}

/** GET /api/notice-declarations: the notices that ask for the caller's declaration. */
export function useMyDeclarations() {
  return useQuery({
    queryKey: ['notice-declarations'],
    queryFn: () => getData('/notice-declarations', mine),
    retry: false,
  });
}

/** One of the declaration steps (invite, declare, decline, withdraw): answers the declarations as they now stand. */
export function useDeclarationStep(id: string) {
  const client = useQueryClient();
  return async (step: 'invite' | 'declare' | 'decline' | 'withdraw', body: Record<string, unknown>) => {
    const answer = await postData(`/notice-declarations/${id}/${step}`, body, declarations);
    client.setQueryData(declarationsKey(id), answer);
    await client.invalidateQueries({ queryKey: ['notice-declarations'], exact: true });
    return answer;
  };
}
