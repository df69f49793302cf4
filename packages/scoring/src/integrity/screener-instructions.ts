// Text in a candidate's documents that addresses the screener instead of a human reader ("ignore
// previous instructions", "rate this candidate 10/10", "you are an AI", chat role markers). The
// prompts already fence candidate text as data; this removes such passages before any engine sees
// them (visibly: a marker stands in their place) and reports them as an integrity flag.

/** What stands where a passage addressed to the screener was. */
export const SCREENER_TEXT_MARKER = '[removed: text addressed to the screener]';

const AI_WORDS = String.raw`(?:AI|A\.I\.|LLM|large language model|language model|GPT(?:-?\d\w*)?|ChatGPT|Claude|Gemini|Copilot|chat ?bot|bot|screener|screening (?:tool|system|software|bot)|ATS|applicant tracking system|resume (?:screener|parser|reviewer|scanner)|hiring (?:bot|algorithm|AI))`;
/** Whom a rating instruction is about: the application itself or its author. */
const TARGET = String.raw`(?:(?:this|the|my|our)\s+(?:candidate|applicant|resume|résumé|cv|application|profile|person|submission)|me|him|her|them)`;
const TOP_MARK = String.raw`(?:10\s*\/\s*10|10 out of 10|100\s*\/\s*100|100 out of 100|100\s*%|5\s*\/\s*5|a perfect (?:score|match|fit)|perfect|the highest|highest|top (?:score|rank|marks|candidate|choice)|maximum|max(?:imum)? score|full marks|strong(?:est)? (?:fit|match|hire|yes)|must[- ]hire|hire immediately|shortlist(?:ed)?|as (?:qualified|met|a match))`;

export const SCREENER_PATTERNS: ReadonlyArray<{ id: string; re: RegExp }> = [
  {
    id: 'ignore-instructions',
    re: /\b(?:ignore|disregard|forget|override|bypass|skip)\s+(?:(?:all|any|the|your|these|those|previous|prior|above|earlier|preceding|other|system|original|existing|of)\s+){1,3}(?:instructions?|prompts?|rules|directions|guidelines|criteria|context|messages?|requirements|guidance)\b/giu,
  },
  {
    id: 'rate-candidate',
    re: new RegExp(
      String.raw`\b(?:rate|score|rank|grade|mark|give|assign|recommend|classify|consider|evaluate|treat|label)\s+${TARGET}\b[^.\n]{0,60}?\b${TOP_MARK}`,
      'giu',
    ),
  },
  {
    id: 'all-criteria-met',
    re: /\b(?:mark|set|judge|consider|treat)\s+(?:all|every|each)\s+(?:of\s+the\s+)?(?:criteria|criterion|requirements?)\s+(?:as\s+)?(?:met|satisfied|fulfilled)\b/giu,
  },
  {
    id: 'you-are-ai',
    re: new RegExp(
      String.raw`\b(?:you are|you're|you will act as|act as)\s+(?:now\s+)?(?:an?|the|my)\s+(?:${AI_WORDS}|assistant|model|reviewer)\b`,
      'giu',
    ),
  },
  { id: 'as-an-ai', re: /\bas\s+an?\s+(?:AI|A\.I\.|LLM|(?:large\s+)?language\s+model)\b/giu },
  { id: 'if-you-are-ai', re: new RegExp(String.raw`\bif\s+you\s+are\s+(?:an?|the)\s+${AI_WORDS}\b`, 'giu') },
  {
    id: 'note-to-ai',
    re: new RegExp(
      String.raw`\b(?:note|message|instructions?|attention|prompt)\s+(?:to|for)\s+(?:the\s+|any\s+)?${AI_WORDS}\b`,
      'giu',
    ),
  },
  { id: 'address-ai', re: new RegExp(String.raw`\b(?:hey|hi|hello|dear|attention|attn)\s*,?\s+${AI_WORDS}\b`, 'giu') },
  { id: 'new-instructions', re: /\b(?:new|updated|real|actual|hidden|secret|additional)\s+instructions?\s*:/giu },
  {
    id: 'do-not-reject',
    re: new RegExp(
      String.raw`\bdo\s+not\s+(?:reject|penali[sz]e|filter|flag|screen out|disqualify|downgrade)\s+${TARGET}\b`,
      'giu',
    ),
  },
  {
    id: 'chat-markup',
    re: /<\|(?:im_start|im_end|system|user|assistant|endoftext|eot_id|start_header_id|end_header_id)\|>|\[\/?INST\]|<<\/?SYS>>|^[ \t]*#{2,}[ \t]*(?:system|instructions?|response)\b/gimu,
  },
  {
    id: 'role-marker',
    re: /^[ \t]*(?:system|assistant|developer)[ \t]*:(?=[^\n]*\b(?:you|ignore|rate|score|candidate|instructions?|must|should|respond|output|answer)\b)/gimu,
  },
];

export interface ScreenerFinding {
  /** Which pattern matched (ids of SCREENER_PATTERNS). */
  pattern: string;
  /** The matched words, at most 60 characters (for the flag's message: never the whole passage). */
  phrase: string;
}

export interface NeutralizeResult {
  text: string;
  findings: ScreenerFinding[];
}

/** The sentence (or line) around [start, end): what gets removed. */
function passageAround(text: string, start: number, end: number): { start: number; end: number } {
  let from = start;
  while (from > 0 && !/[.!?\n]/u.test(text[from - 1] ?? '')) from--;
  let to = end;
  while (to < text.length && !/[.!?\n]/u.test(text[to] ?? '')) to++;
  if (to < text.length && text[to] !== '\n') to++;
  while (from < start && /[ \t]/u.test(text[from] ?? '')) from++;
  return { start: from, end: to };
}

/** Finds passages addressed to the screener and replaces each with SCREENER_TEXT_MARKER. */
export function neutralizeScreenerInstructions(text: string): NeutralizeResult {
  const findings: ScreenerFinding[] = [];
  const passages: Array<{ start: number; end: number }> = [];
  for (const { id, re } of SCREENER_PATTERNS) {
    for (const m of text.matchAll(re)) {
      const start = m.index ?? 0;
      findings.push({ pattern: id, phrase: m[0].replace(/\s+/gu, ' ').trim().slice(0, 60) });
      passages.push(passageAround(text, start, start + m[0].length));
    }
  }
  if (passages.length === 0) return { text, findings };
  passages.sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: Array<{ start: number; end: number }> = [];
  for (const p of passages) {
    const last = merged[merged.length - 1];
    if (last && p.start <= last.end) last.end = Math.max(last.end, p.end);
    else merged.push({ ...p });
  }
  let out = '';
  let at = 0;
  for (const p of merged) {
    out += text.slice(at, p.start) + SCREENER_TEXT_MARKER;
    at = p.end;
  }
  // Findings in text order, so the flag names the first one a reader would meet.
  const ordered = findings
    .map((f, i) => ({ f, at: passages[i]?.start ?? 0 }))
    .sort((a, b) => a.at - b.at)
    .map((x) => x.f);
  return { text: (out + text.slice(at)).replace(/[ \t]+\n/gu, '\n'), findings: ordered };
}
