import { ApplicationListView } from '../../applications/ApplicationListView.js';
import { useRegistryT } from './useRegistryT.js';

/** /backoffice/registry/civil-marriage-notices: every marriage notice application, searchable, with CSV. */
export default function CivilMarriageNoticesList() {
  const t = useRegistryT();
  return (
    <ApplicationListView
      title={t('civilMarriageNotices')}
      filter={{ serviceCode: 'MARRIAGE_NOTICE' }}
      detailPath={(id) => `/backoffice/registry/details/${id}`}
      audience="staff"
      storeKey="registry.civil-marriage-notices"
    />
  );
}
