import type { Citizen } from './registry.js';

/**
 * Sample citizens of the embedded identity registry. The first two are the demo accounts'
 * identities (citizen@demo.test is onboarded with the first; newcitizen@demo.test can onboard
 * with the second); the rest are free for sign-ups and tests.
 */
export const SAMPLE_CITIZENS: readonly Citizen[] = [
  { idNumber: '27583910', firstName: 'Wanjiku', middleName: 'Njeri', lastName: 'Kamau', dateOfBirth: '1994-03-12', sex: 'F', citizenship: 'Kenyan' },
  { idNumber: '31846207', firstName: 'Brian', middleName: 'Otieno', lastName: 'Odhiambo', dateOfBirth: '1992-08-25', sex: 'M', citizenship: 'Kenyan' },
  { idNumber: '29174652', firstName: 'Achieng', middleName: 'Grace', lastName: 'Onyango', dateOfBirth: '1996-11-02', sex: 'F', citizenship: 'Kenyan' },
  { idNumber: '25938416', firstName: 'Kipchoge', middleName: 'Samuel', lastName: 'Rotich', dateOfBirth: '1990-01-19', sex: 'M', citizenship: 'Kenyan' },
  { idNumber: '33460195', firstName: 'Amina', middleName: 'Hassan', lastName: 'Abdi', dateOfBirth: '1998-06-07', sex: 'F', citizenship: 'Kenyan' },
  { idNumber: '28817340', firstName: 'Mwangi', middleName: 'Peter', lastName: 'Githinji', dateOfBirth: '1987-09-30', sex: 'M', citizenship: 'Kenyan' },
  { idNumber: '30295871', firstName: 'Chebet', middleName: 'Faith', lastName: 'Kiprono', dateOfBirth: '1995-04-16', sex: 'F', citizenship: 'Kenyan' },
  { idNumber: '26703548', firstName: 'Mutua', middleName: 'James', lastName: 'Musyoka', dateOfBirth: '1989-12-08', sex: 'M', citizenship: 'Kenyan' },
  { idNumber: '32158964', firstName: 'Nasimiyu', middleName: 'Ruth', lastName: 'Wafula', dateOfBirth: '1997-02-21', sex: 'F', citizenship: 'Kenyan' },
  { idNumber: '24689713', firstName: 'Omondi', middleName: 'Kevin', lastName: 'Ouma', dateOfBirth: '1985-07-11', sex: 'M', citizenship: 'Kenyan' },
  { idNumber: '34012587', firstName: 'Zawadi', middleName: 'Mercy', lastName: 'Mwende', dateOfBirth: '1999-10-03', sex: 'F', citizenship: 'Kenyan' },
  { idNumber: '27390146', firstName: 'Hussein', middleName: 'Ali', lastName: 'Mohamed', dateOfBirth: '1991-05-27', sex: 'M', citizenship: 'Kenyan' },
  { idNumber: '29857302', firstName: 'Wairimu', middleName: 'Joy', lastName: 'Ndungu', dateOfBirth: '1993-08-14', sex: 'F', citizenship: 'Kenyan' },
  { idNumber: '31520879', firstName: 'Kibet', middleName: 'Daniel', lastName: 'Langat', dateOfBirth: '1994-12-29', sex: 'M', citizenship: 'Kenyan' },
  { idNumber: '28046913', firstName: 'Akinyi', middleName: 'Beatrice', lastName: 'Otieno', dateOfBirth: '1992-03-05', sex: 'F', citizenship: 'Kenyan' },
  { idNumber: '33981624', firstName: 'Njoroge', middleName: 'Paul', lastName: 'Kariuki', dateOfBirth: '1988-06-18', sex: 'M', citizenship: 'Kenyan' },
  { idNumber: '26154780', firstName: 'Fatuma', middleName: 'Said', lastName: 'Omar', dateOfBirth: '1990-09-09', sex: 'F', citizenship: 'Kenyan' },
  { idNumber: '30738215', firstName: 'Barasa', middleName: 'Eric', lastName: 'Wekesa', dateOfBirth: '1996-01-31', sex: 'M', citizenship: 'Kenyan' },
  { idNumber: '32604938', firstName: 'Moraa', middleName: 'Lilian', lastName: 'Nyaboke', dateOfBirth: '1998-11-23', sex: 'F', citizenship: 'Kenyan' },
  { idNumber: '25419067', firstName: 'Lekishon', middleName: 'John', lastName: 'Ole Sankale', dateOfBirth: '1986-04-02', sex: 'M', citizenship: 'Kenyan' },
  { idNumber: '35207418', firstName: 'Halima', middleName: 'Juma', lastName: 'Mwachiro', dateOfBirth: '1995-07-21', sex: 'F', citizenship: 'Kenyan' },
  { idNumber: '34718250', firstName: 'Ouma', middleName: 'Victor', lastName: 'Odera', dateOfBirth: '1991-10-03', sex: 'M', citizenship: 'Kenyan' },
];
