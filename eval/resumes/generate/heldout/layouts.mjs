// HELD-OUT templates: HTML layouts used only by the held-out part. Each returns the page and the
// options of model.mjs's truthText that give what a reader sees, in reading order.
import { contactLines, entryHead, entryMeta, esc, mainSections, nameLines, sideSections } from '../model.mjs';

const FONT = "'DejaVu Sans', 'Liberation Sans', 'Noto Sans CJK SC', sans-serif";
const SERIF = "'DejaVu Serif', 'Liberation Serif', 'Noto Serif CJK SC', serif";

function sections(p) {
  return [...mainSections(p), ...sideSections(p)]
    .map((s) => {
      const out = [`<h3>${esc(s.title)}</h3>`];
      for (const e of s.entries ?? []) {
        out.push(`<p class="eh">${esc(entryHead(e))}</p>`);
        if (entryMeta(e)) out.push(`<p class="em">${esc(entryMeta(e))}</p>`);
        if (e.bullets?.length) out.push(`<ul>${e.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>`);
      }
      if (s.items?.length)
        out.push(
          s.bullets === false
            ? s.items.map((i) => `<p>${esc(i)}</p>`).join('')
            : `<ul>${s.items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul>`,
        );
      return out.join('');
    })
    .join('');
}

const summary = (p) => (p.summary ? `<h3>${esc(p.summary.title)}</h3><p>${esc(p.summary.text)}</p>` : '');

function page(p, { css = '', head, font = FONT }) {
  return `<!doctype html><html lang="${p.locale}"><head><meta charset="utf-8"><style>
  @page { size: A4; margin: 14mm 16mm; }
  body { font-family: ${font}; font-size: 10pt; line-height: 1.3; margin: 0; color: #202020; }
  h3 { font-size: 11pt; margin: 10pt 0 3pt; color: #0b5563; }
  p { margin: 0 0 2pt; } .eh { font-weight: bold; } .em { color: #555; }
  ul { margin: 1pt 0 0; padding-left: 12pt; }
  ${css}</style></head><body>${head}${summary(p)}${sections(p)}</body></html>`;
}

const contactHtml = (p) =>
  contactLines(p)
    .map((l) => `<p class="c">${esc(l)}</p>`)
    .join('');

/** A job portal's export: the name, and a badge drawn right after it (no space in the text layer). */
export function portal(p) {
  const name = nameLines(p).join(' ');
  const head = `<div class="top"><span class="n">${esc(name)}</span><span class="badge">Featured Resume</span></div>
    <p class="hl">${esc(p.headline)}</p>${contactHtml(p)}`;
  const css = `.top { font-size: 18pt; font-weight: bold; } .badge { font-size: 8pt; background: #f2b705; color: #000;
    padding: 1pt 4pt; margin-left: 0; vertical-align: middle; } .hl { font-size: 12pt; }`;
  return { html: page(p, { css, head }), nameLines: [`${name} Featured Resume`] };
}

/** Letters spaced out in a banner (a designed template's display name), spaces between the letters in the text. */
export function spaced(p) {
  const name = nameLines(p)
    .join(' ')
    .toUpperCase()
    .split(' ')
    .map((w) => [...w].join(' '))
    .join('   ');
  const head = `<div class="banner">${esc(name)}</div><p class="hl">${esc(p.headline)}</p>${contactHtml(p)}`;
  const css = `.banner { font-size: 20pt; letter-spacing: 2pt; white-space: pre; background: #e9eef2; padding: 6pt; }
    .hl { font-size: 12pt; margin-top: 4pt; }`;
  // The spaced words are forms of the name a reader sees ("M A T T H I A S").
  return {
    html: page(p, { css, head }),
    nameLines: [name],
    nameVariants: name.split('   ').filter((w) => w.length > 3),
  };
}

/** Given name light and family name bold on separate lines (the first word, then the rest). */
export function stacked(p) {
  const parts =
    p.name.lines ??
    (() => {
      const w = nameLines(p)[0].split(' ');
      return [w[0], w.slice(1).join(' ')];
    })();
  const head = `<div class="st"><div class="a">${esc(parts[0])}</div><div class="b">${esc(parts[1])}</div></div>
    <p class="hl">${esc(p.headline)}</p>${contactHtml(p)}`;
  const css = `.st .a { font-size: 22pt; font-weight: 300; } .st .b { font-size: 22pt; font-weight: bold; }`;
  return { html: page(p, { css, head, font: SERIF }), nameLines: parts };
}

/** A plain page with the name repeated in a running footer. */
export function footed(p) {
  const head = `<h1 style="font-size:19pt;margin:0">${esc(nameLines(p).join(' '))}</h1><p class="hl">${esc(p.headline)}</p>${contactHtml(p)}`;
  return {
    html: page(p, { head }),
    nameLines: nameLines(p),
    pageFooter: [`${p.name.full} · Page 1 of 1`],
    pdf: {
      displayHeaderFooter: true,
      headerTemplate: '<div></div>',
      footerTemplate: `<div style="font-size:8px;width:100%;text-align:center;font-family:'DejaVu Sans'">${esc(p.name.full)} · Page <span class="pageNumber"></span> of <span class="totalPages"></span></div>`,
    },
  };
}

export const LAYOUTS = { portal, spaced, stacked, footed };
