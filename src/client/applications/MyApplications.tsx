import { useParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { ApplicationDetail } from './ApplicationDetail.js';
import { ApplicantExtras } from './ApplicationExtras.js';
import { MyMarriageCertificates } from './MyMarriageCertificates.js';
import { ApplicationListView } from './ApplicationListView.js';

/** /user/applications and /institution/applications: the applicant's own applications. */
export function MyApplications({ area }: { area: 'user' | 'institution' }) {
  const translate = useTranslate();
  return (
    <>
      {area === 'user' ? <MyMarriageCertificates /> : null}
      <ApplicationListView
        title={translate('applications.mineTitle')}
        detailPath={(id) => `/${area}/applications/${id}`}
        audience="applicant"
        storeKey={`${area}.applications`}
        sort={{ field: 'updatedAt', order: 'DESC' }}
      />
    </>
  );
}

export function MyApplicationPage() {
  const { id = '' } = useParams();
  return (
    <ApplicationDetail
      id={id}
      actor="APPLICANT"
      extra={(application) => <ApplicantExtras application={application} />}
    />
  );
}
