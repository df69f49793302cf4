// A resume from a language's pools (languages.mjs), chosen by a seeded generator: the same seed
// gives the same resume. The model is a list of blocks; html.mjs and word.mjs draw it, truthText
// reads it back in the order a reader reads it.

/** mulberry32: a small deterministic generator, so the corpus is the same on every machine. */
export function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = (rnd, list) => list[Math.floor(rnd() * list.length)];
function pickMany(rnd, list, n) {
  const pool = [...list];
  const out = [];
  while (out.length < n && pool.length) out.push(pool.splice(Math.floor(rnd() * pool.length), 1)[0]);
  return out;
}

/**
 * @param {import('./languages.mjs').Language} lang
 * @param {number} seed
 */
export function compose(lang, seed) {
  const rnd = random(seed);
  const given = pick(rnd, lang.given);
  const family = pick(rnd, lang.family);
  const sep = lang.nameOrder === 'family-first' && /^\p{Script=Han}|^\p{Script=Hangul}/u.test(family) ? '' : ' ';
  const name = lang.nameOrder === 'family-first' ? `${family}${sep}${given}` : `${given} ${family}`;
  const [employer1, employer2] = pickMany(rnd, lang.employers, 2);
  const [title1, title2] = pickMany(rnd, lang.titles, 2);
  const bullets = pickMany(rnd, lang.bullets, 5);
  const n = 1000 + Math.floor(rnd() * 8999);
  const handle = `cand${n}`;
  return {
    lang,
    name,
    title: title1,
    contact: [
      pick(rnd, lang.cities),
      `${handle}@example.org`,
      `+00 ${n} ${String(n * 7).slice(-4)} ${String(n * 3).slice(-3)}`,
    ],
    sections: [
      { heading: lang.h.summary, paragraphs: lang.summary },
      {
        heading: lang.h.experience,
        jobs: [
          { title: title1, employer: employer1, dates: lang.dates[0], bullets: bullets.slice(0, 3) },
          { title: title2, employer: employer2, dates: lang.dates[1], bullets: bullets.slice(3) },
        ],
      },
      {
        heading: lang.h.education,
        paragraphs: [pick(rnd, lang.schools), `${pick(rnd, lang.degrees)} · ${lang.dates[2]}`],
      },
      { heading: lang.h.skills, list: pickMany(rnd, lang.skills, Math.min(3, lang.skills.length)), side: true },
      { heading: lang.h.languages, paragraphs: lang.spoken, side: true },
      ...(lang.projects ? [{ heading: lang.h.projects, list: pickMany(rnd, lang.projects, 12), pageBreak: true }] : []),
    ],
  };
}

/** The resume's lines in reading order, each a list of [text, style]; styles: name, title, heading, body. */
export function lines(resume, { sideFirst = false } = {}) {
  const out = [
    [resume.name, 'name'],
    [resume.title, 'title'],
    [resume.contact.join(' · '), 'body'],
  ];
  const sections = sideFirst
    ? [...resume.sections.filter((s) => s.side), ...resume.sections.filter((s) => !s.side)]
    : resume.sections;
  for (const s of sections) {
    if (s.pageBreak) out.push(['', 'pageBreak']);
    out.push([s.heading, 'heading']);
    for (const p of s.paragraphs ?? []) out.push([p, 'body']);
    for (const item of s.list ?? []) out.push([item, 'body']);
    for (const job of s.jobs ?? []) {
      out.push([`${job.title} — ${job.employer}`, 'bold']);
      out.push([job.dates, 'body']);
      for (const b of job.bullets) out.push([`• ${b}`, 'body']);
    }
  }
  return out;
}

export const truthText = (resume, options) =>
  lines(resume, options)
    .filter(([, style]) => style !== 'pageBreak')
    .map(([text]) => text)
    .join('\n');
