import type { CeremonyType, MarriagePlace } from '../../../shared/statistics.js';

/**
 * What the demo's register entries vary by, so that every table of the vital statistics has
 * figures (issue 24): the ceremony and its place, the parties' previous marital status, ages off
 * the usual run, and how long after the marriage it was registered. Deterministic in `k`.
 */
export interface DemoCeremony {
  ceremony: CeremonyType;
  denomination: string | null;
  place: MarriagePlace;
  venueName: string;
  officiantName: string;
}

const DENOMINATIONS = [
  ['Roman Catholic Church', "St. Joseph's Catholic Church", 'Fr. Peter Mwangi'],
  ['Anglican Church of Kenya', "St. Stephen's ACK Church", 'Rev. Grace Njeri'],
  ['Presbyterian Church of East Africa', 'St. Andrew’s PCEA Church', 'Rev. John Kamau'],
  ['Africa Inland Church', 'AIC Milimani', 'Rev. Daniel Kiptoo'],
  ['Seventh-day Adventist Church', 'Central SDA Church', 'Pastor Samuel Otieno'],
  ['Methodist Church in Kenya', 'Wesley Methodist Church', 'Rev. Esther Gatwiri'],
] as const;

/** About: Christian 45 %, civil 30 %, customary 10 %, Islamic 9 %, Hindu 3 %, a civil one at a licensed place 3 %. */
export function demoCeremony(k: number, town: string): DemoCeremony {
  const slot = k % 33;
  if (slot < 15) {
    const [denomination, church, minister] = DENOMINATIONS[(k * 7) % DENOMINATIONS.length];
    return {
      ceremony: 'CHRISTIAN',
      denomination,
      place: 'PLACE_OF_WORSHIP',
      venueName: `${church}, ${town}`,
      officiantName: minister,
    };
  }
  if (slot < 25)
    return {
      ceremony: 'CIVIL',
      denomination: null,
      place: 'REGISTRY',
      venueName: `Registrar of Marriages, ${town}`,
      officiantName: 'Registrar of Marriages',
    };
  if (slot < 28)
    return {
      ceremony: 'CUSTOMARY',
      denomination: null,
      place: 'PRIVATE_VENUE',
      venueName: `Family home, ${town}`,
      officiantName: 'Registrar of Marriages (customary marriage notified)',
    };
  if (slot < 31)
    return {
      ceremony: 'ISLAMIC',
      denomination: null,
      place: 'PLACE_OF_WORSHIP',
      venueName: `Jamia Mosque, ${town}`,
      officiantName: 'Sheikh Abdalla Hassan (Kadhi)',
    };
  if (slot < 32)
    return {
      ceremony: 'HINDU',
      denomination: null,
      place: 'PLACE_OF_WORSHIP',
      venueName: `Shree Sanatan Dharma Sabha Temple, ${town}`,
      officiantName: 'Pandit Rajesh Sharma',
    };
  return {
    ceremony: 'CIVIL',
    denomination: null,
    place: 'LICENSED_PLACE',
    venueName: `Safari Gardens (licensed place), ${town}`,
    officiantName: 'Registrar of Marriages',
  };
}

/** A party's previous marital status: most never married, some divorced, a few widowed. */
export function demoCondition(k: number): 'NEVER_MARRIED' | 'DIVORCED' | 'WIDOWED' {
  const slot = k % 20;
  return slot === 3 || slot === 11 ? 'DIVORCED' : slot === 17 ? 'WIDOWED' : 'NEVER_MARRIED';
}

/** A party's age: the usual run, with some at 18–19 and some older (a second marriage later in life). */
export function demoAge(k: number, usual: number): number {
  if (k % 17 === 5) return 18 + (k % 2);
  if (k % 13 === 7) return 45 + (k % 21);
  return usual;
}

/** Days from the marriage to its registration: most within the month, some late, a few a year and more after. */
export function demoRegistrationDelay(k: number): number {
  const slot = k % 25;
  if (slot === 4) return 40 + (k % 200);
  if (slot === 19) return 370 + (k % 400);
  return k % 12;
}
