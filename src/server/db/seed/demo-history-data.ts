import type { ServiceCode } from '../../../shared/services.js';
import { SERVICE_PARTS } from '../../services/index.js';

/**
 * Names of the demo's year of history: from communities the rest of the demo and the tests do not
 * use, so that a search for Njoroge, Wanjiku or Kamau never finds one of these.
 */
export const HISTORY_WOMEN = [
  'Sintamei',
  'Nalangu',
  'Akiru',
  'Ewoi',
  'Nakiru',
  'Resian',
  'Noonkipa',
  'Sinoyia',
  'Naisula',
  'Ngoto',
];
export const HISTORY_MEN = [
  'Lokwang',
  'Ngiro',
  'Kasaine',
  'Lesuuda',
  'Parsaloi',
  'Lopeyok',
  'Ekai',
  'Lomwar',
  'Tiampati',
  'Leshore',
];
export const HISTORY_SURNAMES = [
  'Lekupe',
  'Lolkinyei',
  'Ekuam',
  'Lokorio',
  'Lemaalo',
  'Leparmorijo',
  'Lengerded',
  'Lomuria',
  'Lesiamon',
  'Lotee',
  'Lenaiyasa',
  'Nakwawi',
];
const OCCUPATIONS = ['Teacher', 'Nurse', 'Pastoralist', 'Trader', 'Clerk', 'Mechanic', 'Accountant', 'Driver'];

/** Districts of the history and how many of every hundred applications and marriages each has. */
export const HISTORY_DISTRICTS: [string, number][] = [
  ['047', 30],
  ['001', 14],
  ['042', 12],
  ['032', 11],
  ['027', 10],
  ['030', 8],
  ['010', 8],
  ['022', 7],
];

/** How many of every hundred history applications each service has (its server part's `history`), in the catalogue's order. */
export const HISTORY_SERVICE_WEIGHTS: [ServiceCode, number][] = SERVICE_PARTS.flatMap((p) =>
  p.history ? [[p.code, p.history.weight] as [ServiceCode, number]] : [],
);
const HISTORY_FORMS = new Map(SERVICE_PARTS.map((p) => [p.code, p.history?.form]));

/** A deterministic stream of numbers in [0, 1): the same demo on every start. */
export function randomStream(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

export function weightedPick<T>(items: [T, number][], r: number): T {
  const total = items.reduce((s, [, w]) => s + w, 0);
  let acc = 0;
  for (const [item, weight] of items) {
    acc += weight / total;
    if (r < acc) return item;
  }
  return items[items.length - 1][0];
}

export interface HistoryPerson {
  firstName: string;
  lastName: string;
  sex: 'F' | 'M';
  idNumber: string;
}

/** The k-th person of the history: ID numbers 13 000 000 up, a range no sample citizen, demo entry or test uses. */
export function historyPerson(k: number, sex: 'F' | 'M'): HistoryPerson {
  const first = (sex === 'F' ? HISTORY_WOMEN : HISTORY_MEN)[(k * 7) % 10];
  return {
    firstName: first,
    lastName: HISTORY_SURNAMES[(k * 5 + (sex === 'F' ? 0 : 3)) % HISTORY_SURNAMES.length],
    sex,
    idNumber: String(13_000_000 + k * 7 + (sex === 'F' ? 1 : 2)),
  };
}

/** A second first name for a person, never their first one again (no "Resian Resian Lotee"). */
export function otherFirstName(p: HistoryPerson): string {
  const names = p.sex === 'F' ? HISTORY_WOMEN : HISTORY_MEN;
  return names[(names.indexOf(p.firstName) + 3) % names.length];
}

const day = (d: Date) => d.toISOString().slice(0, 10);
const addDaysTo = (d: Date, days: number) => new Date(d.getTime() + days * 86_400_000);

function party(p: HistoryPerson, k: number, district: string) {
  return {
    firstName: p.firstName,
    middleName: null,
    lastName: p.lastName,
    idType: 'NATIONAL_ID',
    idNumber: p.idNumber,
    nationality: 'KE',
    dateOfBirth: `${1975 + (k % 20)}-0${1 + (k % 9)}-1${k % 10}`,
    sex: p.sex,
    condition: 'NEVER_MARRIED',
    occupation: OCCUPATIONS[k % OCCUPATIONS.length],
    residenceDistrict: district,
    fatherName: `${HISTORY_MEN[(k + 3) % 10]} ${p.lastName}`,
    motherName: `${HISTORY_WOMEN[(k + 4) % 10]} ${p.lastName}`,
    phone: `+2547${String(40_000_000 + k * 13).padStart(8, '0')}`,
    email: `${p.firstName.toLowerCase()}.${p.lastName.toLowerCase()}${k}@example.test`,
  };
}

/** The form of a history application of each service, built from its people and dates (the shape each service's form takes). */
export function historyForm(service: ServiceCode, k: number, district: string, created: Date): Record<string, unknown> {
  const a = historyPerson(k, 'F');
  const b = historyPerson(k, 'M');
  const couple = { partyA: party(a, k, district), partyB: party(b, k + 1, district) };
  const witnesses = [0, 1].map((i) => {
    const w = historyPerson(k + 50 + i, 'M');
    return {
      fullName: `${w.firstName} ${w.lastName}`,
      idNumber: String(14_000_000 + k * 2 + i),
      phone: `+2547${String(50_000_000 + k * 2 + i).padStart(8, '0')}`,
    };
  });
  const ahead = day(addDaysTo(created, 35));
  const before = day(addDaysTo(created, -20));
  const entry = `MC/${district}/${created.getUTCFullYear() - 3}/${String(1 + (k % 9)).padStart(6, '0')}`;
  const reason = 'The groom is deployed abroad for work next month and cannot wait for the notice period.';
  const purpose = [
    'Succession of a late parent',
    'Visa application abroad',
    'Bank loan: proof of marriage',
    'Change of name on my passport',
  ][k % 4];
  const form = HISTORY_FORMS.get(service);
  if (!form) throw new Error(`${service} has no history in the demo`);
  return form({
    k,
    district,
    created,
    couple,
    a,
    b,
    witnesses,
    ahead,
    before,
    entry,
    reason,
    purpose,
    officiant: `Rev. ${HISTORY_MEN[k % 10]} ${HISTORY_SURNAMES[(k + 1) % 12]}`,
    dayAt: (days) => day(addDaysTo(created, days)),
  });
}
