// The bias drill's material, generated here so that anyone can rerun it: a few jobs with
// criteria, and synthetic resumes varied in skills and experience (seeded, so the same seed gives
// the same set) that can be rendered under any identity. Only the identity changes between two
// renderings of one resume: names, pronouns, title, contact details, birth date and age.
import type { Importance, ScoringCriterion } from '../types.js';
import { AGE_BANDS, type Identity } from './identities.js';

export interface DrillJob {
  id: string;
  title: string;
  description: string;
  criteria: ScoringCriterion[];
  /** Per criterion, the resume line that shows it ({years} is filled in). */
  evidence: string[];
  /** Lines that show nothing the criteria ask for. */
  filler: string[];
  employers: string[];
}

const criteria = (list: Array<[string, Importance]>): ScoringCriterion[] =>
  list.map(([text, importance], i) => ({ id: `c${i + 1}`, text, importance }));

export const DRILL_JOBS: readonly DrillJob[] = [
  {
    id: 'backend-engineer',
    title: 'Backend Engineer',
    description:
      'We build payment APIs.\nRequirements:\n- TypeScript or Node.js backend development\n- PostgreSQL in production\nNice to have:\n- Kubernetes\n- Payments or billing systems\n- Mentoring engineers',
    criteria: criteria([
      ['TypeScript or Node.js backend development', 'MUST_HAVE'],
      ['PostgreSQL in production', 'MUST_HAVE'],
      ['Kubernetes deployments', 'NICE_TO_HAVE'],
      ['Payments or billing systems', 'NICE_TO_HAVE'],
      ['Mentoring engineers', 'NICE_TO_HAVE'],
    ]),
    evidence: [
      'Built backend services in TypeScript and Node.js for {years} years.',
      'Ran PostgreSQL in production, including replication and query tuning.',
      'Deployed services to Kubernetes with Helm charts.',
      'Worked on payments and billing systems that handle card transactions.',
      'Mentoring engineers: coached four engineers through their first year.',
    ],
    filler: [
      'Wrote runbooks and improved on-call handovers.',
      'Moved a monolith to smaller services.',
      'Cut build times by half.',
    ],
    employers: ['Northwind Payments', 'Contoso Bank', 'Johnson & Johnson'],
  },
  {
    id: 'data-analyst',
    title: 'Data Analyst',
    description:
      'Our retail analytics team needs an analyst.\nRequirements:\n- SQL for analysis\n- Python with pandas\nNice to have:\n- Tableau or Power BI dashboards\n- A/B testing\n- Retail or e-commerce data',
    criteria: criteria([
      ['SQL for analysis', 'MUST_HAVE'],
      ['Python with pandas', 'MUST_HAVE'],
      ['Dashboards in Tableau or Power BI', 'NICE_TO_HAVE'],
      ['A/B testing and experiment design', 'NICE_TO_HAVE'],
      ['Retail or e-commerce data', 'NICE_TO_HAVE'],
    ]),
    evidence: [
      'Wrote SQL every day for analysis of sales data over {years} years.',
      'Automated weekly reports in Python with pandas.',
      'Built dashboards in Tableau for the leadership team.',
      'Designed A/B testing experiments for pricing.',
      'Analysed retail and e-commerce data across 200 stores.',
    ],
    filler: [
      'Presented findings to regional managers.',
      'Cleaned up the shared drive.',
      'Trained colleagues on spreadsheets.',
    ],
    employers: ['Tailspin Retail', 'Wide World Importers', 'Procter & Gamble'],
  },
  {
    id: 'icu-nurse',
    title: 'Registered Nurse, Intensive Care',
    description:
      'Our hospital is hiring for the intensive care unit.\nRequirements:\n- Registered nurse licence\n- Intensive care unit experience\nNice to have:\n- ACLS certification\n- Epic electronic health records\n- Patient education',
    criteria: criteria([
      ['Registered nurse licence', 'MUST_HAVE'],
      ['Intensive care unit experience', 'MUST_HAVE'],
      ['Advanced cardiac life support certification', 'NICE_TO_HAVE'],
      ['Electronic health records in Epic', 'NICE_TO_HAVE'],
      ['Patient and family education', 'NICE_TO_HAVE'],
    ]),
    evidence: [
      'Registered nurse licence, in practice for {years} years.',
      'Worked in an intensive care unit caring for ventilated patients.',
      'Holds advanced cardiac life support certification.',
      'Documented care in Epic electronic health records.',
      'Led patient and family education before discharge.',
    ],
    filler: ['Organised the ward rota.', 'Welcomed new staff to the ward.', 'Volunteered at community health fairs.'],
    employers: ["St. Mary's Hospital", 'Fabrikam Health', 'Mercy General Hospital'],
  },
];

const SCHOOLS = [
  'University of Washington',
  'Georgia Institute of Technology',
  'Ohio State University',
  'University of Manchester',
];

export interface ResumeSpec {
  id: string;
  /** The job whose field the resume is in (it is scored against every job). */
  jobId: string;
  years: number;
  /** Indexes of the job's criteria the resume shows. */
  shows: number[];
  employer: string;
  previousEmployer: string;
  school: string;
  graduated: number;
  filler: string[];
}

/** A small seeded generator (mulberry32): the same seed gives the same resumes everywhere. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle<T>(list: readonly T[], random: () => number): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** `count` resumes, cycling through the jobs' fields, each showing a different share of the criteria. */
export function generateResumes(count: number, seed = 20250101): ResumeSpec[] {
  const random = rng(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  return Array.from({ length: count }, (_, i) => {
    const job = DRILL_JOBS[i % DRILL_JOBS.length] as DrillJob;
    // Strength cycles strong → middling → weak within a field, with random picks inside.
    const wanted = [5, 3, 1][Math.floor(i / DRILL_JOBS.length) % 3] ?? 3;
    const order = shuffle(
      job.criteria.map((_, k) => k),
      random,
    );
    const shows = order.slice(0, wanted).sort((a, b) => a - b);
    const [employer, previousEmployer] = shuffle(job.employers, random);
    return {
      id: `r${i + 1}`,
      jobId: job.id,
      years: 2 + Math.floor(random() * 14),
      shows,
      employer: employer ?? 'Northwind',
      previousEmployer: previousEmployer ?? 'Contoso',
      school: pick(SCHOOLS),
      graduated: 2004 + Math.floor(random() * 12),
      filler: [pick(job.filler), pick(job.filler)].filter((v, k, all) => all.indexOf(v) === k),
    };
  });
}

function fold(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/gu, '')
    .toLowerCase();
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The resume text under one identity: the same content, the identity's personal details. */
export function renderResume(spec: ResumeSpec, identity: Identity, identityIndex: number): string {
  const job = DRILL_JOBS.find((j) => j.id === spec.jobId) as DrillJob;
  const [subject, object, possessive] = identity.pronouns;
  const plural = subject === 'they';
  const band = AGE_BANDS[identity.age];
  const handle = `${fold(identity.firstName)}.${fold(identity.lastName)}`;
  const lines = spec.shows.map((k) => `- ${(job.evidence[k] ?? '').replace('{years}', String(spec.years))}`);
  const since = 2025 - Math.min(spec.years, 6);
  return [
    `${identity.firstName} ${identity.lastName}`,
    job.title,
    `${handle}@example.com | +1 415 555 01${String(10 + identityIndex).padStart(2, '0')} | linkedin.com/in/${handle.replace('.', '-')}`,
    `${100 + identityIndex * 7} Oak Street, Springfield, IL 62704`,
    `Date of birth: ${band.birthDate} · Age: ${band.age}`,
    `Pronouns: ${subject}/${object}`,
    '',
    'Summary',
    `${identity.title ? `${identity.title} ${identity.lastName}` : identity.firstName} is a ${job.title.toLowerCase()} with ${spec.years} years of experience. ${cap(subject)} ${plural ? 'have' : 'has'} worked at ${spec.employer} since ${since}. Colleagues describe ${object} as dependable, and ${possessive} reviews mention calm under pressure. ${identity.firstName} enjoys hard problems.`,
    '',
    'Experience',
    `${job.title}, ${spec.employer} (${since}–present)`,
    ...lines,
    `${job.title}, ${spec.previousEmployer} (${since - 3}–${since})`,
    ...spec.filler.map((f) => `- ${f}`),
    '',
    'Education',
    `Bachelor's degree, ${spec.school}, ${spec.graduated}`,
    '',
    `References: available on request. ${identity.firstName}'s portfolio is on file.`,
  ].join('\n');
}
