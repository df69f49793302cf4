// HTML layouts for Chromium. Template set A (the tuning part) and set B (the held-out part) differ in
// layout, type and sizes, so that the held-out part is not the tuning part in other clothes.
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function sectionHtml(s) {
  const parts = [`<h2>${esc(s.heading)}</h2>`];
  for (const p of s.paragraphs ?? []) parts.push(`<p>${esc(p)}</p>`);
  if (s.list) parts.push(`<ul class="skills">${s.list.map((i) => `<li>${esc(i)}</li>`).join('')}</ul>`);
  for (const job of s.jobs ?? [])
    parts.push(
      `<div class="job"><p class="role"><b>${esc(job.title)} — ${esc(job.employer)}</b></p><p class="dates">${esc(job.dates)}</p>` +
        `<ul>${job.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul></div>`,
    );
  return `<section${s.pageBreak ? ' style="break-before: page"' : ''}>${parts.join('')}</section>`;
}

const page = (r, css, body) => `<!doctype html>
<html lang="${r.lang.locale}" dir="${r.lang.dir ?? 'ltr'}"><head><meta charset="utf-8"><style>
@page { size: A4; margin: 16mm 15mm; }
body { font-family: ${r.lang.font}; color: #111; margin: 0; }
h1 { margin: 0 0 2px; } h2 { margin: 14px 0 4px; } p { margin: 2px 0; } ul { margin: 2px 0; }
ul.skills { list-style: none; padding: 0; }
${css}
</style></head><body>${body}</body></html>`;

/** Set A: one column, headings ruled. */
export function onecol(r) {
  return page(
    r,
    `body { font-size: 10.5pt; line-height: 1.35; } h1 { font-size: 22pt; } .title { font-size: 13pt; color: #335; }
h2 { font-size: 12.5pt; border-bottom: 1px solid #999; text-transform: none; } .dates { color: #555; }`,
    `<h1>${esc(r.name)}</h1><p class="title">${esc(r.title)}</p><p>${esc(r.contact.join(' · '))}</p>` +
      r.sections.map(sectionHtml).join(''),
  );
}

/** Set B: a tinted sidebar (skills, languages) beside the main column, a banner name. */
export function sidebar(r) {
  const side = r.sections.filter((s) => s.side);
  const main = r.sections.filter((s) => !s.side && !s.pageBreak);
  const after = r.sections.filter((s) => s.pageBreak);
  return page(
    r,
    `body { font-size: 9.5pt; line-height: 1.3; } .banner { background: #1d3b53; color: #fff; padding: 10px 14px; }
h1 { font-size: 19pt; } .title { font-size: 11.5pt; } .cols { display: flex; gap: 18px; margin-top: 10px; }
.side { width: 32%; background: #eef2f5; padding: 8px; } .main { width: 68%; } h2 { font-size: 11pt; color: #1d3b53; }`,
    `<div class="banner"><h1>${esc(r.name)}</h1><p class="title">${esc(r.title)}</p><p>${esc(r.contact.join(' · '))}</p></div>` +
      `<div class="cols"><div class="side">${side.map(sectionHtml).join('')}</div><div class="main">${main.map(sectionHtml).join('')}</div></div>` +
      after.map(sectionHtml).join(''),
  );
}
