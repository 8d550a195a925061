import type { TranslateFunction as Translate } from 'react-admin';

export const serviceName = (translate: Translate, code: string) => translate(`services.${code}.name`, { _: code });
export const stageName = (translate: Translate, stage: string | null | undefined) =>
  stage ? translate(`services.levels.${stage}`, { _: stage }) : '—';
