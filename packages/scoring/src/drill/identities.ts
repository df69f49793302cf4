// The identities the bias drill renders each synthetic resume under. Names follow the audit-study
// tradition (Bertrand & Mullainathan 2004 and its successors): given names and surnames that
// readers strongly associate with a gender and an ethnic group. The association is the point: a
// screener that reacts to it is biased. Ages come in two bands, stated as a birth date and an age.

export type Gender = 'female' | 'male' | 'nonbinary';
export type Ethnicity = 'white' | 'black' | 'hispanic' | 'east_asian' | 'south_asian' | 'arab';
export type AgeBand = 'younger' | 'older';

export interface Identity {
  id: string;
  firstName: string;
  lastName: string;
  gender: Gender;
  ethnicity: Ethnicity;
  age: AgeBand;
  /** Subject pronoun, object, possessive: ["she", "her", "her"]. */
  pronouns: readonly [string, string, string];
  /** A gendered title ("Ms.", "Mr.") or null. */
  title: string | null;
}

const SHE = ['she', 'her', 'her'] as const;
const HE = ['he', 'him', 'his'] as const;
const THEY = ['they', 'them', 'their'] as const;

export const AGE_BANDS: Record<AgeBand, { age: number; birthDate: string }> = {
  younger: { age: 26, birthDate: '14 March 1999' },
  older: { age: 59, birthDate: '2 October 1966' },
};

export const IDENTITIES: readonly Identity[] = [
  {
    id: 'emily-walsh',
    firstName: 'Emily',
    lastName: 'Walsh',
    gender: 'female',
    ethnicity: 'white',
    age: 'younger',
    pronouns: SHE,
    title: 'Ms.',
  },
  {
    id: 'greg-baker',
    firstName: 'Greg',
    lastName: 'Baker',
    gender: 'male',
    ethnicity: 'white',
    age: 'older',
    pronouns: HE,
    title: 'Mr.',
  },
  {
    id: 'lakisha-washington',
    firstName: 'Lakisha',
    lastName: 'Washington',
    gender: 'female',
    ethnicity: 'black',
    age: 'older',
    pronouns: SHE,
    title: 'Ms.',
  },
  {
    id: 'jamal-jones',
    firstName: 'Jamal',
    lastName: 'Jones',
    gender: 'male',
    ethnicity: 'black',
    age: 'younger',
    pronouns: HE,
    title: 'Mr.',
  },
  {
    id: 'maria-hernandez',
    firstName: 'María',
    lastName: 'Hernández',
    gender: 'female',
    ethnicity: 'hispanic',
    age: 'younger',
    pronouns: SHE,
    title: 'Mrs.',
  },
  {
    id: 'jose-rodriguez',
    firstName: 'José',
    lastName: 'Rodríguez',
    gender: 'male',
    ethnicity: 'hispanic',
    age: 'older',
    pronouns: HE,
    title: 'Mr.',
  },
  {
    id: 'mei-chen',
    firstName: 'Mei',
    lastName: 'Chen',
    gender: 'female',
    ethnicity: 'east_asian',
    age: 'older',
    pronouns: SHE,
    title: 'Ms.',
  },
  {
    id: 'wei-zhang',
    firstName: 'Wei',
    lastName: 'Zhang',
    gender: 'male',
    ethnicity: 'east_asian',
    age: 'younger',
    pronouns: HE,
    title: 'Mr.',
  },
  {
    id: 'priya-patel',
    firstName: 'Priya',
    lastName: 'Patel',
    gender: 'female',
    ethnicity: 'south_asian',
    age: 'younger',
    pronouns: SHE,
    title: 'Miss',
  },
  {
    id: 'arjun-sharma',
    firstName: 'Arjun',
    lastName: 'Sharma',
    gender: 'male',
    ethnicity: 'south_asian',
    age: 'older',
    pronouns: HE,
    title: 'Mr.',
  },
  {
    id: 'fatima-haddad',
    firstName: 'Fatima',
    lastName: 'Haddad',
    gender: 'female',
    ethnicity: 'arab',
    age: 'older',
    pronouns: SHE,
    title: 'Mrs.',
  },
  {
    id: 'omar-khalil',
    firstName: 'Omar',
    lastName: 'Khalil',
    gender: 'male',
    ethnicity: 'arab',
    age: 'younger',
    pronouns: HE,
    title: 'Mr.',
  },
  {
    id: 'alex-kim',
    firstName: 'Alex',
    lastName: 'Kim',
    gender: 'nonbinary',
    ethnicity: 'east_asian',
    age: 'younger',
    pronouns: THEY,
    title: 'Mx.',
  },
];

export const IDENTITY_ATTRIBUTES = ['gender', 'ethnicity', 'age'] as const;
export type IdentityAttribute = (typeof IDENTITY_ATTRIBUTES)[number];
