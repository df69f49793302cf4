// The synthetic, deterministic scoring inputs of the llm benchmarks (bench:scoring,
// llm-sequences.mjs): one job (~700 words of description, ~150 of role knowledge, 10 criteria)
// and ~600-word resumes made of the bench model's vocabulary. Call makeApplications once, right
// after importing: the texts come from one seeded generator, so the same count gives the same texts.
import { createRng } from '../../lib/gguf-writer.mjs';
import { VOCAB_WORDS } from '../../make-test-model.mjs';

const rng = createRng(20261122);
const pick = (list) => list[rng() % list.length];
const sentence = (n) => {
  const words = Array.from({ length: n }, () => pick(VOCAB_WORDS));
  return `${words[0][0].toUpperCase()}${words.join(' ').slice(1)}.`;
};
const paragraph = (words) => {
  const out = [];
  let count = 0;
  while (count < words) {
    const n = 8 + (rng() % 12);
    out.push(sentence(n));
    count += n;
  }
  return out.join(' ');
};

const SKILLS = [
  'TypeScript',
  'Node.js',
  'PostgreSQL',
  'Kubernetes',
  'Kafka',
  'React',
  'Terraform',
  'Redis',
  'GraphQL',
  'Python',
  'Go',
  'AWS',
];
export const criteria = [
  '5 years building backend services in TypeScript or Node.js',
  'Designed and operated PostgreSQL databases in production',
  'Ran services on Kubernetes with monitoring and on-call',
  'Built event-driven systems with Kafka or similar queues',
  'Led a team or mentored engineers',
  'Strong written communication in English',
  'Experience with payments or billing systems',
  'Infrastructure as code with Terraform',
  'Frontend experience with React',
  'Open source contributions',
].map((text, i) => ({ id: `c${i + 1}`, text, importance: i < 4 ? 'MUST_HAVE' : 'NICE_TO_HAVE' }));

// A realistic posting: ~700 words of description plus ~150 words of role knowledge.
const jobDescription = [
  'Senior Backend Engineer, Payments Platform',
  paragraph(250),
  'Requirements:',
  ...criteria.slice(0, 6).map((c) => `- ${c.text}`),
  paragraph(200),
  'Nice to have:',
  ...criteria.slice(6).map((c) => `- ${c.text}`),
  paragraph(200),
].join('\n');
export const shared = { cacheKey: 'bench-job', criteria, jobDescription, roleKnowledge: paragraph(150) };

/** `count` applications of ~600 words; the same count always gives the same texts. */
export function makeApplications(count) {
  return Array.from({ length: count }, (_, i) => ({
    resumeText: [
      `Candidate ${i + 1}. Backend engineer with ${3 + (i % 9)} years of experience in ${pick(SKILLS)}, ${pick(SKILLS)} and ${pick(SKILLS)}.`,
      ...Array.from({ length: 5 }, () => `- ${paragraph(110)}`),
      `Skills: ${SKILLS.filter(() => rng() % 2 === 0).join(', ')}.`,
    ].join('\n'),
    applicationAnswers: [{ question: 'Notice period?', answer: `${1 + (i % 3)} months` }],
    context: null,
  }));
}
