import type { AiDisclosureResponse } from '@rubric/contracts';
import { HOW_TO_REQUEST_REVIEW } from './explanation.js';

/** `1461 days (about 4 years)`: days as configured, with the years a reader thinks in. */
function period(days: number): string {
  const years = Math.round(days / 365.25);
  return days >= 365 ? `${days} days (about ${years} year${years === 1 ? '' : 's'})` : `${days} days`;
}

// Fixed text, like the explanation: what a candidate notice about this job's use of AI needs.

const ROLE =
  'The employer uses Rubric, an automated tool, to help review applications for this job. It compares each application with the qualifications below and produces a score from 0 to 100 with a note for each qualification. People at the employer use the result when they review applications; the tool does not make the hiring decision.';

const DATA_USED: AiDisclosureResponse['dataUsed'] = [
  { kind: 'resume', description: 'The resume you submitted (its text; a file is read for its text only).' },
  { kind: 'job_description', description: 'The job description the employer wrote.' },
  { kind: 'role_knowledge', description: 'Notes about the role the employer may add.' },
  {
    kind: 'application_answers',
    description: 'Your answers to the application questions, if the employer sends them.',
  },
  { kind: 'application_context', description: 'A cover letter or other notes sent with your application, if any.' },
];

const NOT_USED =
  'Nothing else is used: no information from other sources (no web search, no social media profiles, no data about other applicants).';

const IMPORTANCE_LABEL = { MUST_HAVE: 'must have', NICE_TO_HAVE: 'nice to have' } as const;

export interface DisclosureInput {
  jobExternalId: string;
  criteriaVersionId: string;
  criteriaRevision: number;
  criteria: Array<{ id: string; text: string; importance: 'MUST_HAVE' | 'NICE_TO_HAVE' }>;
  identityRedacted: boolean;
  retention: AiDisclosureResponse['retention'];
}

export function buildDisclosure(input: DisclosureInput): AiDisclosureResponse {
  const { retention } = input;
  const redaction = input.identityRedacted
    ? 'Before the assessment, your name, contact details, address, photo, age, date of birth and other personal details (such as gender, nationality or marital status) are replaced by placeholders, so the tool does not see them.'
    : 'Your resume is assessed as submitted: your name and contact details are not removed before the assessment.';
  const humanReview = `A person at the employer can review any automated assessment. ${HOW_TO_REQUEST_REVIEW}`;
  const lines = [
    `Use of an automated tool for job ${input.jobExternalId}`,
    '',
    ROLE,
    '',
    'Qualifications assessed',
    ...input.criteria.map((c, i) => `${i + 1}. ${c.text} (${IMPORTANCE_LABEL[c.importance]})`),
    '',
    'Data used',
    ...DATA_USED.map((d) => `- ${d.description}`),
    NOT_USED,
    '',
    'Identity',
    redaction,
    '',
    'Human review',
    humanReview,
    '',
    'How long data is kept',
    `- A resume file: ${period(retention.resumeFileDays)}.`,
    `- What was assessed (resume text, answers, the job description sent with it): ${period(retention.scoringInputDays)}.`,
    `- A record of the assessment that holds no resume text, names or contact details (identifiers, versions, digests and the score): ${period(retention.auditTrailDays)}.`,
    'You can ask the employer to delete your application data earlier.',
  ];
  return {
    jobId: input.jobExternalId,
    criteriaVersionId: input.criteriaVersionId,
    criteriaRevision: String(input.criteriaRevision),
    role: ROLE,
    qualificationsAssessed: input.criteria.map((c) => ({ criterionId: c.id, text: c.text, importance: c.importance })),
    dataUsed: DATA_USED,
    identityRedacted: input.identityRedacted,
    humanReview: { available: true, description: humanReview },
    retention,
    text: lines.join('\n'),
  };
}
