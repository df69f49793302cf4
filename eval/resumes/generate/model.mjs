// The resume model every renderer lays out, and the truth derived from it: the lines a reader sees,
// the identifiers (exact text as shown), the name variants and the must-keep terms.
export const SOFT_HYPHEN = '\u00AD';
const stripSoft = (s) => s.replaceAll(SOFT_HYPHEN, '');

/** The name as shown: its display lines (one, or two when the layout splits it). */
export const nameLines = (p) => p.name.lines ?? [p.name.display ?? p.name.full];
/** Contact items joined with " · ", in lines of at most 70 characters (so no layout breaks inside one). */
export function contactLines(p) {
  const lines = [];
  for (const { value } of p.contact) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + value.length + 3 <= 70) lines[lines.length - 1] = `${last} · ${value}`;
    else lines.push(value);
  }
  return lines;
}
export const detailLine = (d) => `${d.label}: ${d.value}`;
export const entryHead = (e) => [e.title, e.org].filter(Boolean).join(', ');
export const entryMeta = (e) => [e.place, e.dates].filter(Boolean).join(' · ');
export const mainSections = (p) => p.sections.filter((s) => !s.side);
export const sideSections = (p) => p.sections.filter((s) => s.side);

/** A section's lines in reading order (title first). */
export function sectionLines(s) {
  const out = [s.title];
  for (const e of s.entries ?? []) {
    out.push(entryHead(e));
    if (entryMeta(e)) out.push(entryMeta(e));
    for (const b of e.bullets ?? []) out.push(`• ${b}`);
  }
  for (const item of s.items ?? []) out.push(s.bullets === false ? item : `• ${item}`);
  if (s.text) out.push(s.text);
  return out;
}

export function detailsLines(p) {
  if (!p.details) return [];
  return [p.details.title, ...p.details.items.map(detailLine)];
}

/**
 * The text a reader sees, in reading order, for a layout: `header` (name, headline, contact), then
 * the side column (when the layout has one and reads it first), then the main column.
 * `pageHeader`/`pageFooter`: running lines a word processor repeats on pages (counted once).
 */
export function truthText(p, { sideFirst = false, pageHeader = [], pageFooter = [], contactInHeader = false } = {}) {
  const head = [...nameLines(p), p.headline, ...(contactInHeader ? [] : contactLines(p))];
  const side = [...detailsLines(p), ...sideSections(p).flatMap(sectionLines)];
  const main = [...(p.summary ? [p.summary.title, p.summary.text] : []), ...mainSections(p).flatMap(sectionLines)];
  const parts = sideFirst ? [...side, ...head, ...main] : [...head, ...main, ...side];
  const running = contactInHeader ? [contactLines(p).join(' · '), ...pageHeader] : pageHeader;
  return stripSoft([...running, ...parts, ...pageFooter].filter(Boolean).join('\n'));
}

/** Soft hyphens in the long words of running text (what Word's optional hyphens leave in a file). */
export function withSoftHyphens(p) {
  const shy = (text) =>
    text.replace(/[\p{L}]{9,}/gu, (w) => {
      const cuts = [];
      for (let i = 3; i < w.length - 3; i += 3) cuts.push(i);
      let out = '';
      let last = 0;
      for (const c of cuts) {
        out += w.slice(last, c) + SOFT_HYPHEN;
        last = c;
      }
      return out + w.slice(last);
    });
  return {
    ...p,
    summary: p.summary ? { ...p.summary, text: shy(p.summary.text) } : null,
    sections: p.sections.map((s) => ({
      ...s,
      entries: s.entries?.map((e) => ({ ...e, bullets: e.bullets?.map(shy) })),
    })),
  };
}

export function identifiersOf(p) {
  return [
    ...p.contact.map((c) => ({ kind: c.kind, value: stripSoft(c.value) })),
    ...(p.details?.items ?? []).filter((d) => d.kind).map((d) => ({ kind: d.kind, value: detailLine(d) })),
    ...(p.extraIdentifiers ?? []),
  ];
}

/** Skills, employers, schools, titles, places and dates: what the criteria may need. */
export function mustKeepOf(p) {
  const terms = [];
  for (const s of p.sections) {
    for (const e of s.entries ?? []) terms.push(e.title, e.org, e.place, e.dates);
    if (s.skills) for (const item of s.items ?? []) terms.push(...item.split(/\s*[,;·]\s*/));
  }
  terms.push(...(p.mustKeep ?? []));
  return [
    ...new Set(
      terms
        .filter(Boolean)
        .map(stripSoft)
        .map((t) => t.trim()),
    ),
  ].filter((t) => t.length > 1);
}

export const esc = (s) =>
  s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
