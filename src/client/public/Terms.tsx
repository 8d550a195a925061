import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PublicLayout } from './PublicLayout.js';

const SECTIONS: [string, string][] = [
  ['Who we are', 'The marriages portal is run by the Office of the Registrar of Marriages. It keeps the register of marriages and the notice book under the Marriage Act, 2014.'],
  ['What we collect', 'To give you a service we collect the details the law requires: names, identity numbers, dates of birth, contact details, the details of the parties to a marriage and of witnesses, and the documents you attach. We check identity numbers against the national identity registry.'],
  ['Why we collect it', 'We use your details only to process your applications, to keep the registers the law requires, to issue documents and to contact you about your applications. Notices of marriage are published for the notice period, as the law requires, so that anyone may object.'],
  ['Who sees it', 'Registry staff see what their work needs, and every change they make is recorded. Public tracking shows only the service, status and dates of an application. We share data with other government agencies only where the law requires it.'],
  ['How long we keep it', 'Register entries are kept permanently, as the law requires. Applications and their documents are kept for the periods set by the records retention schedule.'],
  ['Your rights', 'You may see the data we hold about you, ask for a correction through the data rectification service, and complain to the Office of the Data Protection Commissioner.'],
  ['Your account', 'Keep your password secret. After 5 wrong passwords your account is locked for 15 minutes. Sign out on shared computers. Giving false information to the registry is an offence.'],
  ['Fees', 'Fees are set by the registry and shown before you pay. Payments are confirmed by the payment gateway and a receipt is issued for each.'],
];

export default function Terms() {
  const translate = useTranslate();
  return (
    <PublicLayout>
      <Typography variant="h4" component="h1" gutterBottom>{translate('pages.termsTitle')}</Typography>
      {SECTIONS.map(([title, text]) => (
        <section key={title}>
          <Typography variant="h6" component="h2" sx={{ mt: 2 }}>{title}</Typography>
          <Typography>{text}</Typography>
        </section>
      ))}
    </PublicLayout>
  );
}
