// HTML/CSS resumes in the layouts people make with web builders and templates. Every layout shows the
// same lines as model.mjs's truthText for that layout (the truth file's reading order).
import {
  contactLines,
  detailLine,
  detailsLines,
  entryHead,
  entryMeta,
  esc,
  mainSections,
  nameLines,
  sideSections,
} from './model.mjs';

const FONTS = {
  sans: "'Liberation Sans', 'DejaVu Sans', 'Noto Sans CJK SC', sans-serif",
  serif: "'Liberation Serif', 'Nimbus Roman', 'Noto Serif CJK SC', serif",
  cjk: "'Noto Sans CJK SC', 'Liberation Sans', sans-serif",
};

function block(s, t) {
  const parts = [`<section><h2>${t(s.title)}</h2>`];
  for (const e of s.entries ?? []) {
    parts.push(`<div class="entry"><div class="head">${t(entryHead(e))}</div>`);
    if (entryMeta(e)) parts.push(`<div class="meta">${t(entryMeta(e))}</div>`);
    if (e.bullets?.length) parts.push(`<ul>${e.bullets.map((b) => `<li>${t(b)}</li>`).join('')}</ul>`);
    parts.push('</div>');
  }
  if (s.items?.length) {
    parts.push(
      s.bullets === false
        ? s.items.map((i) => `<p>${t(i)}</p>`).join('')
        : `<ul>${s.items.map((i) => `<li>${t(i)}</li>`).join('')}</ul>`,
    );
  }
  if (s.text) parts.push(`<p>${t(s.text)}</p>`);
  parts.push('</section>');
  return parts.join('');
}

function details(p, t) {
  if (!p.details) return '';
  const [title] = detailsLines(p);
  return `<section><h2>${t(title)}</h2>${p.details.items.map((d) => `<p>${t(detailLine(d))}</p>`).join('')}</section>`;
}

function summary(p, t) {
  return p.summary ? `<section><h2>${t(p.summary.title)}</h2><p>${t(p.summary.text)}</p></section>` : '';
}

const BASE_CSS = `
  @page { size: Letter; margin: 0.6in 0.7in; }
  body { margin: 0; font-size: 10.5pt; line-height: 1.35; color: #111; }
  h1 { font-size: 24pt; margin: 0 0 2pt; font-weight: 700; letter-spacing: 0.5pt; }
  h2 { font-size: 12pt; margin: 12pt 0 4pt; text-transform: none; border-bottom: 1px solid #999; }
  .headline { font-size: 13pt; color: #333; margin-bottom: 4pt; }
  .contact { font-size: 9.5pt; color: #222; }
  .entry { margin-bottom: 6pt; }
  .head { font-weight: 700; }
  .meta { font-style: italic; color: #444; }
  ul { margin: 2pt 0 0 0; padding-left: 14pt; }
  li { margin: 0; }
  p { margin: 0 0 2pt; }
`;

function page(p, { css = '', body, font = 'sans' }) {
  const lang = p.locale ?? p.language;
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>
  body { font-family: ${FONTS[p.font ?? font]}; }
  ${BASE_CSS}${css}</style></head><body>${body}</body></html>`;
}

const plain = (s) => esc(s);

function header(p, t, { h1Css = '' } = {}) {
  const name = nameLines(p)
    .map((l) => t(l))
    .join('<br>');
  return `<header><h1 style="${h1Css}">${name}</h1><div class="headline">${t(p.headline)}</div>${contactLines(p)
    .map((l) => `<div class="contact">${t(l)}</div>`)
    .join('')}</header>`;
}

/** One column, sections one after another. */
export function onecol(p, opts = {}) {
  const t = opts.text ?? plain;
  const body = `${header(p, t)}${summary(p, t)}${mainSections(p)
    .map((s) => block(s, t))
    .join('')}${details(p, t)}${sideSections(p)
    .map((s) => block(s, t))
    .join('')}${opts.extra ?? ''}`;
  return page(p, { body, font: opts.font, css: opts.css });
}

/** Header across the page, then two columns: main on the left, the side sections on the right. */
export function twocol(p) {
  const t = plain;
  const body = `${header(p, t)}<div class="cols"><div class="main">${summary(p, t)}${mainSections(p)
    .map((s) => block(s, t))
    .join('')}</div><div class="side">${details(p, t)}${sideSections(p)
    .map((s) => block(s, t))
    .join('')}</div></div>`;
  const css = `.cols { display: grid; grid-template-columns: 1.7fr 1fr; gap: 18pt; } .side h2 { color: #1a4d8f; }`;
  return page(p, { body, css });
}

/** A coloured sidebar on the left (details, skills) read first, the name and experience on the right. */
export function sidebar(p) {
  const t = plain;
  const body = `<div class="wrap"><aside>${details(p, t)}${sideSections(p)
    .map((s) => block(s, t))
    .join('')}</aside><main>${header(p, t)}${summary(p, t)}${mainSections(p)
    .map((s) => block(s, t))
    .join('')}</main></div>`;
  const css = `
    @page { margin: 0; }
    .wrap { display: grid; grid-template-columns: 2.4in 1fr; min-height: 11in; }
    aside { background: #1f3a5f; color: #fff; padding: 0.6in 0.25in 0.4in 0.35in; font-size: 9.5pt; }
    aside h2 { border-color: #9fb6d6; color: #fff; }
    main { padding: 0.6in 0.6in 0.4in 0.35in; }`;
  return page(p, { body, css });
}

/**
 * The name in a large font with the title tight under it (a design tool's header): the two lines
 * overlap vertically, which extractors that break lines on a baseline change glue together.
 */
export function glued(p) {
  const t = plain;
  const name = nameLines(p).join(' ');
  const body = `<header class="g"><div class="name">${t(name)}</div><div class="title">${t(p.headline)}</div>
    ${contactLines(p)
      .map((l) => `<div class="contact">${t(l)}</div>`)
      .join('')}</header>${summary(p, t)}${mainSections(p)
      .map((s) => block(s, t))
      .join('')}${details(p, t)}${sideSections(p)
      .map((s) => block(s, t))
      .join('')}`;
  const css = `
    .g .name { font-size: 30pt; font-weight: 700; line-height: 0.8; }
    .g .title { font-size: 12pt; line-height: 1; margin-top: -3pt; color: #555; text-transform: none; }
    .g .contact { margin-top: 4pt; }`;
  return page(p, { body, css });
}

/**
 * LaTeX article look: serif, small capitals, justified on a narrow measure with the soft hyphens of
 * the source as the only break points inside words (Chromium keeps U+00AD in the text layer).
 */
export function latexStyle(p) {
  return onecol(p, {
    font: 'serif',
    css: `body { text-align: justify; hyphens: manual; font-size: 11pt; } @page { margin: 1.1in 1.6in; }
      h1 { font-variant: small-caps; text-align: center; } header { text-align: center; } h2 { border: 0; }`,
  });
}

/**
 * What a web builder's print stylesheet leaves behind: a page number positioned below the page's
 * bottom edge (clipped, never seen) and a NUL character in a transparent span (a template's empty
 * placeholder). Neither is text a reader could be misled by.
 */
export function offpageArtifacts(p) {
  return onecol(p, {
    extra: `<div style="position: fixed; right: 0.2in; bottom: -0.9in; font-size: 9pt;">1</div>
      <span id="nul" style="color: transparent;"></span>
      <script>document.getElementById('nul').textContent = String.fromCharCode(0);</script>`,
  });
}

/**
 * A job portal's export: a "Featured Resume" badge drawn right after the name with no space between
 * them in the text layer ("…KulkarniFeatured Resume").
 */
export function portalBadge(p, { centred = false } = {}) {
  const t = plain;
  const name = nameLines(p).join(' ');
  const body = `<header><div class="pn">${t(name)}<span class="badge">Featured Resume</span></div><div class="headline">${t(
    p.headline,
  )}</div>${contactLines(p)
    .map((l) => `<div class="contact">${t(l)}</div>`)
    .join('')}</header>${summary(p, t)}${mainSections(p)
    .map((s) => block(s, t))
    .join('')}${details(p, t)}${sideSections(p)
    .map((s) => block(s, t))
    .join('')}`;
  const css = `.pn { font-size: 20pt; font-weight: 700; } .badge { font-size: 8pt; background: #ffd24d; padding: 1pt 3pt; ${
    centred ? 'vertical-align: middle; margin-left: 2pt;' : ''
  } }`;
  return page(p, { body, css });
}

/** The badge centred on the name's line, a little apart (another portal's export). */
export const portalBadgeCentred = (p) => portalBadge(p, { centred: true });
