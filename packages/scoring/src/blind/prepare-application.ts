// What every engine is given instead of the raw application: passages addressed to the screener
// removed (always), and, for blind scoring, personal identifiers replaced by placeholders. The
// server's runner and the bias drill both go through here, so the drill tests what production does.
import type { CountryCode } from 'libphonenumber-js';
import { neutralizeScreenerInstructions, type ScreenerFinding } from '../integrity/screener-instructions.js';
import { LIMITS } from '../output-schemas.js';
import { clipText } from '../text.js';
import type { ApplicationInput, ScoreResult } from '../types.js';
import { findCandidateNames } from './candidate-name.js';
import { confirmedAuthorName } from './document-author.js';
import { jobVocabulary, type JobTexts } from './job-terms.js';
import { candidateNamesFromApplication } from './names.js';
import { mergeCounts, redactIdentifiers, type RedactionCount } from './redact.js';
import type { AppliedRedaction } from './spans.js';

export interface IntegrityFlag {
  kind: 'screener_instructions';
  message: string;
}

export interface PrepareOptions {
  /** Replace personal identifiers (the partner's blind-scoring setting, recorded on the job). */
  blind: boolean;
  phoneRegions?: readonly CountryCode[];
  /** Use the NLP tagger (default true); off is the rules-only fallback. */
  tagger?: boolean;
  /** The job's description, role knowledge and criteria: terms they use are never redacted (unless the candidate's name). */
  job?: JobTexts;
  /**
   * The resume file's metadata author (PDF/DOCX), as stored at intake. One of the candidate's names only when
   * the resume's text confirms it (document-author.ts); otherwise ignored. In memory only: never store or log it.
   */
  documentAuthor?: string | null;
}

export interface PreparedApplication {
  /** Exactly what the engine is given. */
  input: ApplicationInput;
  flags: IntegrityFlag[];
  /** Replacements made, by kind (empty when not blind). */
  redactions: RedactionCount[];
  /** The removed values: in memory only, to check the result against. Never store or log them. */
  removed: AppliedRedaction[];
  /** The candidate's names (stated, or found and confirmed); in memory only. */
  names: string[];
  /** Names only the resume's header line vouched for (removed as whole names, never by parts); in memory only. */
  tentativeNames: string[];
}

function screenerFlag(
  found: Array<{ where: string; findings: ScreenerFinding[] }>,
  names: readonly string[],
  removed: readonly AppliedRedaction[],
): IntegrityFlag | null {
  const hits = found.filter((f) => f.findings.length > 0);
  const first = hits[0]?.findings[0];
  if (!first) return null;
  const count = hits.reduce((n, f) => n + f.findings.length, 0);
  // The quoted phrase goes through the same redaction: a flag must not bring back a removed name.
  const phrase =
    removed.length > 0 || names.length > 0
      ? redactIdentifiers(first.phrase, { knownNames: names, knownValues: removed, findHeaderName: false }).text
      : first.phrase;
  return {
    kind: 'screener_instructions',
    message: `Text addressed to the screener was found in the ${hits.map((h) => h.where).join(' and ')} and removed before scoring (${count} passage${count === 1 ? '' : 's'}; first: “${phrase}”).`,
  };
}

export function prepareApplication(app: ApplicationInput, options: PrepareOptions): PreparedApplication {
  const resume = neutralizeScreenerInstructions(app.resumeText);
  const answers = (app.applicationAnswers ?? []).map((a) => ({
    question: a.question,
    ...neutralizeScreenerInstructions(a.answer),
  }));
  const context = app.context === null ? null : neutralizeScreenerInstructions(app.context);
  const found = [
    { where: 'resume', findings: resume.findings },
    { where: 'application answers', findings: answers.flatMap((a) => a.findings) },
    { where: 'context', findings: context?.findings ?? [] },
  ];
  if (!options.blind) {
    const flag = screenerFlag(found, [], []);
    return {
      input: {
        resumeText: resume.text,
        applicationAnswers:
          app.applicationAnswers === null ? null : answers.map((a) => ({ question: a.question, answer: a.text })),
        context: context?.text ?? null,
      },
      flags: flag ? [flag] : [],
      redactions: [],
      removed: [],
      names: [],
      tentativeNames: [],
    };
  }
  const tagger = options.tagger !== false;
  // The resume's own header, labels and e-mail, and what the application states, name the candidate.
  const header = findCandidateNames(resume.text, { vocabulary: jobVocabulary(options.job), tagger });
  // The file's metadata author, where the text confirms it, names the candidate too (a name the header reading missed).
  const author = confirmedAuthorName(options.documentAuthor, resume.text);
  const names = [
    ...new Set([
      ...header.confirmed,
      ...(author ? [author] : []),
      ...candidateNamesFromApplication(
        answers.map((a) => ({ question: a.question, answer: a.text })),
        context?.text ?? null,
      ),
    ]),
  ];
  const redact = (text: string, nameSpans: ReadonlyArray<{ start: number; end: number }>) =>
    redactIdentifiers(text, {
      knownNames: names,
      tentativeNames: header.tentative,
      spelledNameWords: header.spelled,
      nameSpans,
      findHeaderName: false,
      tagger,
      ...(options.phoneRegions ? { phoneRegions: options.phoneRegions } : {}),
      ...(options.job ? { job: options.job } : {}),
    });
  const resumeRedacted = redact(resume.text, header.spans);
  const answersRedacted = answers.map((a) => ({ question: a.question, ...redact(a.text, []) }));
  const contextRedacted = context === null ? null : redact(context.text, []);
  const all = [resumeRedacted, ...answersRedacted, ...(contextRedacted ? [contextRedacted] : [])];
  const removed = all.flatMap((r) => r.removed);
  const flag = screenerFlag(found, names, removed);
  return {
    input: {
      resumeText: resumeRedacted.text,
      applicationAnswers:
        app.applicationAnswers === null ? null : answersRedacted.map((a) => ({ question: a.question, answer: a.text })),
      context: contextRedacted?.text ?? null,
    },
    flags: flag ? [flag] : [],
    redactions: mergeCounts(...all.map((r) => r.redactions)),
    removed,
    names: resumeRedacted.names,
    tentativeNames: resumeRedacted.tentativeNames,
  };
}

/**
 * The result as it may be shown: every text the engine wrote is checked against what was removed
 * (and made pronoun- and title-neutral), so evidence quotes the redacted text and never brings a
 * removed value back. `leaks` counts the texts that had to be changed.
 */
export function scrubResult(
  result: ScoreResult,
  prepared: Pick<PreparedApplication, 'removed' | 'names'> & { tentativeNames?: readonly string[] },
  options: { tagger?: boolean } = {},
): { result: ScoreResult; leaks: number } {
  let leaks = 0;
  const scrub = (text: string, max: number) => {
    const clean = redactIdentifiers(text, {
      knownNames: prepared.names,
      tentativeNames: prepared.tentativeNames ?? [],
      knownValues: prepared.removed,
      findHeaderName: false,
      findPeople: false,
      tagger: options.tagger !== false,
    }).text;
    if (clean === text) return text;
    leaks++;
    return clipText(clean, max);
  };
  return {
    result: {
      ...result,
      assessment: {
        verdict: scrub(result.assessment.verdict, LIMITS.verdict),
        strengths: result.assessment.strengths.map((s) => scrub(s, LIMITS.listItem)),
        concerns: result.assessment.concerns.map((s) => scrub(s, LIMITS.listItem)),
        interviewFocus: result.assessment.interviewFocus.map((s) => scrub(s, LIMITS.listItem)),
      },
      criteria: result.criteria.map((c) => ({ ...c, evidence: scrub(c.evidence, LIMITS.evidence) })),
    },
    leaks,
  };
}
