// The fourth held-out part's templates. Each takes a person and returns the page's HTML (or a flat ODF
// source) and `lines`: every string the page prints, in reading order, so that the truth text is what a
// reader sees. `variants` adds the forms of the name a template makes (capitals, letter-spacing).
import { labelsOf } from './labels.mjs';

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function recorder() {
  const lines = [];
  const variants = [];
  /** Records a printed string and returns it escaped for HTML. */
  const t = (s) => {
    lines.push(String(s));
    return esc(s);
  };
  return { lines, variants, t };
}

const displayName = (p) => p.display ?? p.name.full;
const spaced = (s) =>
  [...s]
    .map((c) => (c === ' ' ? ' ' : c))
    .join(' ')
    .replace(/ {3}/g, '  ');
const upper = (s, lang) => s.toLocaleUpperCase(lang === 'en' ? 'en' : lang);

/** The contact items a person shows: e-mail, phone, address, links. `linkText` decides how a link prints. */
function contacts(p, { address = p.address } = {}) {
  const items = [
    { icon: 'mail', text: p.email },
    { icon: 'phone', text: p.phone },
  ];
  if (address) items.push({ icon: 'pin', text: address });
  for (const l of p.links)
    items.push({
      icon: l.kind === 'domain' ? 'globe' : l.label === 'GitHub' ? 'code' : 'link',
      text: l.value,
      label: l.label,
    });
  return items;
}

const FONT_STACK = {
  zh: "'Noto Sans CJK TC', 'Noto Sans', sans-serif",
  ru: "'Noto Sans', 'DejaVu Sans', sans-serif",
};
const fontFor = (p, latin) => FONT_STACK[p.language] ?? latin;

// Small line icons as inline SVG (no text in the PDF): what icon fonts look like on a printed page.
const SVG = {
  mail: '<path d="M2 4h20v16H2z M2 4l10 8 10-8" fill="none" stroke="currentColor" stroke-width="2"/>',
  phone:
    '<path d="M6 2h5l2 5-3 2a12 12 0 0 0 5 5l2-3 5 2v5a2 2 0 0 1-2 2A19 19 0 0 1 4 4a2 2 0 0 1 2-2z" fill="currentColor"/>',
  pin: '<path d="M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7zm0 9a2 2 0 1 1 0-4 2 2 0 0 1 0 4z" fill="currentColor"/>',
  globe:
    '<circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" stroke-width="2"/><path d="M3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18" fill="none" stroke="currentColor" stroke-width="1.5"/>',
  code: '<path d="M8 6l-6 6 6 6M16 6l6 6-6 6" fill="none" stroke="currentColor" stroke-width="2.5"/>',
  link: '<path d="M10 14a5 5 0 0 0 7 0l3-3a5 5 0 0 0-7-7l-1 1M14 10a5 5 0 0 0-7 0l-3 3a5 5 0 0 0 7 7l1-1" fill="none" stroke="currentColor" stroke-width="2"/>',
};
const icon = (name, size = 11) =>
  `<svg width="${size}" height="${size}" viewBox="0 0 24 24" style="vertical-align:-1px;margin-right:5px">${SVG[name]}</svg>`;

// Text glyphs some templates put before contact items instead of icons.
const GLYPH = { mail: '✉', phone: '☎', pin: '⌂', globe: '◆', code: '⌨', link: '➜' };

function page(css, body, lang = 'en') {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>@page { size: A4; margin: 0; } * { box-sizing: border-box; } body { margin: 0; } ${css}</style></head><body>${body}</body></html>`;
}

function bullets(t, items, cls = '') {
  return items.length ? `<ul class="${cls}">${items.map((b) => `<li>${t(b)}</li>`).join('')}</ul>` : '';
}

/** A LaTeX moderncv ("classic") look: dates in a narrow left column, coloured rules, glyphs before contact items. */
function moderncv(p, { accent }) {
  const { lines, variants, t } = recorder();
  const L = labelsOf(p);
  // The family name in the accent colour wherever the name puts it ("Karen Chan Ka Yan", "Kovács-Szabó Eszter").
  const shownName = displayName(p);
  const at = shownName.indexOf(p.family);
  const [pre, post] = [shownName.slice(0, at).trim(), shownName.slice(at + p.family.length).trim()];
  const item = (left, right) => `<div class="row"><div class="l">${left}</div><div class="r">${right}</div></div>`;
  const section = (title) =>
    `<div class="row sec"><div class="l"><span class="bar"></span></div><div class="r">${t(title)}</div></div>`;
  const header = `<div class="head"><div><div class="name">${pre ? `<span class="gv">${t(pre)}</span> ` : ''}<span class="fm">${t(p.family)}</span>${post ? ` <span class="gv">${t(post)}</span>` : ''}</div><div class="title">${t(p.title)}</div></div>
  <div class="contact">${contacts(p)
    .map(
      (c) => `<div>${t(c.label ? `${c.label}: ${c.text}` : c.text)}&nbsp;<span class="g">${GLYPH[c.icon]}</span></div>`,
    )
    .join('')}</div></div>`;
  const body = [header];
  body.push(item('', `<div class="quote">${t(p.summary)}</div>`));
  body.push(section(L.experience));
  for (const j of p.jobs)
    body.push(item(t(j.dates), `<b>${t(j.role)}</b>, <i>${t(j.org)}</i>, ${t(j.place)}${bullets(t, j.bullets)}`));
  body.push(section(L.education));
  for (const e of p.education)
    body.push(item(t(e.dates), `<b>${t(e.degree)}</b>, <i>${t(e.school)}</i>, ${t(e.place)}`));
  body.push(section(L.skills));
  body.push(item(t(L.skills), t(p.skills.join(', '))));
  if (p.langs.length) body.push(item(t(L.languages), t(p.langs.join(' · '))));
  for (const x of p.extra) body.push(section(x.title), ...x.items.map((i) => item('', t(i))));
  if (p.details.length) {
    body.push(section(L.details));
    for (const d of p.details) body.push(item(t(d.label), t(d.value)));
  }
  const css = `body { font-family: 'Nimbus Sans', 'DejaVu Sans', sans-serif; font-size: 10pt; color: #222; padding: 46px 52px; line-height: 1.35; }
  .head { display: flex; justify-content: space-between; margin-bottom: 16px; }
  .name { font-size: 30pt; line-height: 1.05; } .gv { font-weight: 300; color: #444; } .fm { color: ${accent}; }
  .title { font-size: 13pt; font-style: italic; color: #777; margin-top: 4px; }
  .contact { text-align: right; font-size: 9pt; font-style: italic; color: #333; max-width: 240px; } .g { color: ${accent}; font-style: normal; font-family: 'DejaVu Sans'; }
  .row { display: flex; gap: 12px; } .l { width: 110px; flex: none; text-align: right; color: #555; font-size: 9pt; padding-top: 1px; } .r { flex: 1; margin-bottom: 5px; }
  .sec { margin-top: 12px; color: ${accent}; font-size: 13pt; } .bar { display: inline-block; width: 100%; height: 6px; background: ${accent}; opacity: .6; margin-top: 8px; }
  .quote { font-style: italic; color: #555; margin: 6px 0 4px; }
  ul { margin: 2px 0 0; padding-left: 14px; } li { margin: 1px 0; }`;
  return { html: page(css, body.join('\n'), p.language), lines, variants };
}

/** A Google-Docs-like export ("Serif" template): name and title left, contact lines right, small-caps headings. */
function gdocs(p, { accent }) {
  const { lines, variants, t } = recorder();
  const L = labelsOf(p);
  const head = [`<h1>${t(displayName(p))}</h1>`];
  if (p.latin) head.push(`<div class="latin">${t(p.latin)}</div>`);
  head.push(`<div class="tl">${t(p.title)}</div>`);
  const right = contacts(p)
    .map((c) => `<div>${t(c.text)}</div>`)
    .join('');
  const sec = (title, inner) => `<h2>${t(upper(title, p.language))}</h2>${inner}`;
  const body = [`<div class="top"><div>${head.join('')}</div><div class="ct">${right}</div></div>`];
  body.push(sec(L.summary, `<p>${t(p.summary)}</p>`));
  body.push(
    sec(
      L.experience,
      p.jobs
        .map(
          (j) =>
            `<h3><b>${t(j.org)}</b>, ${t(j.place)} — <i>${t(j.role)}</i></h3><div class="dt">${t(j.dates)}</div>${bullets(t, j.bullets)}`,
        )
        .join(''),
    ),
  );
  body.push(
    sec(
      L.education,
      p.education
        .map(
          (e) =>
            `<h3><b>${t(e.school)}</b>, ${t(e.place)} — <i>${t(e.degree)}</i></h3><div class="dt">${t(e.dates)}</div>`,
        )
        .join(''),
    ),
  );
  body.push(sec(L.skills, `<p>${t(p.skills.join(' • '))}</p>`));
  if (p.langs.length) body.push(sec(L.languages, `<p>${t(p.langs.join(', '))}</p>`));
  for (const x of p.extra) body.push(sec(x.title, x.items.map((i) => `<p>${t(i)}</p>`).join('')));
  if (p.details.length)
    body.push(sec(L.details, p.details.map((d) => `<p>${t(`${d.label}: ${d.value}`)}</p>`).join('')));
  const css = `body { font-family: ${fontFor(p, "'P052', 'DejaVu Serif', serif")}; font-size: 10.5pt; color: #333; padding: 56px 72px; line-height: 1.3; }
  .top { display: flex; justify-content: space-between; gap: 24px; } h1 { font-size: 26pt; margin: 0; color: #111; font-weight: 700; }
  .latin { font-size: 12pt; color: #555; } .tl { font-size: 11pt; color: ${accent}; margin-top: 4px; }
  .ct { text-align: right; font-size: 9pt; color: #555; font-family: ${fontFor(p, "'Noto Sans', sans-serif")}; max-width: 230px; }
  h2 { font-size: 10pt; color: ${accent}; letter-spacing: 1px; margin: 18px 0 6px; font-family: ${fontFor(p, "'Noto Sans', sans-serif")}; }
  h3 { font-size: 11pt; font-weight: normal; margin: 8px 0 0; } .dt { font-size: 8.5pt; color: #777; text-transform: uppercase; margin: 2px 0 2px; font-family: ${fontFor(p, "'Noto Sans', sans-serif")}; }
  p { margin: 2px 0; } ul { margin: 2px 0; padding-left: 18px; }`;
  return { html: page(css, body.join('\n'), p.language), lines, variants };
}

/** LinkedIn's "Save to PDF": a grey contact sidebar, the name, headline and location, "Page N of M" footers. */
function linkedin(p) {
  const { lines, variants, t } = recorder();
  const location = p.addressShort.replace(/\s*\d[\d ]*\d?\s*/g, ' ').trim();
  const side = [`<h3>${t('Contact')}</h3>`, `<div>${t(`${p.phone} (Mobile)`)}</div>`, `<div>${t(p.email)}</div>`];
  for (const l of p.links) side.push(`<div>${t(l.value)}</div><div>${t(`(${l.label})`)}</div>`);
  side.push(`<h3>${t('Top Skills')}</h3>`, ...p.skills.slice(0, 3).map((s) => `<div>${t(s)}</div>`));
  if (p.langs.length) side.push(`<h3>${t('Languages')}</h3>`, ...p.langs.map((s) => `<div>${t(s)}</div>`));
  for (const x of p.extra) side.push(`<h3>${t(x.title)}</h3>`, ...x.items.map((s) => `<div>${t(s)}</div>`));
  const main = [
    `<h1>${t(displayName(p))}</h1>`,
    `<div class="hl">${t(`${p.title} at ${p.jobs[0].org}`)}</div>`,
    `<div class="loc">${t(location)}</div>`,
  ];
  main.push(`<h2>${t('Summary')}</h2>`, `<p>${t(p.summary)}</p>`, `<h2>${t('Experience')}</h2>`);
  for (const j of p.jobs)
    main.push(
      `<div class="org">${t(j.org)}</div><div class="role">${t(j.role)}</div><div class="dt">${t(j.dates)}</div><div class="dt">${t(j.place)}</div>${bullets(t, j.bullets)}`,
    );
  main.push(`<h2>${t('Education')}</h2>`);
  for (const e of p.education)
    main.push(`<div class="org">${t(e.school)}</div><div class="dt">${t(`${e.degree} · (${e.dates})`)}</div>`);
  const css = `body { font-family: 'Noto Sans', 'DejaVu Sans', sans-serif; font-size: 10pt; color: #000; }
  .wrap { display: flex; min-height: 1000px; } .side { width: 230px; background: #e9edf0; padding: 40px 22px; font-size: 9.5pt; word-break: break-all; }
  .side h3 { font-size: 12pt; margin: 18px 0 6px; } .side div { margin: 2px 0; }
  .main { flex: 1; padding: 40px 36px; } h1 { font-size: 24pt; margin: 0; font-weight: 500; } .hl { font-size: 12pt; } .loc { color: #6a6a6a; margin-top: 6px; font-size: 10pt; }
  h2 { font-size: 15pt; margin: 24px 0 8px; font-weight: 500; } .org { font-size: 12pt; margin-top: 12px; } .role { font-size: 11pt; } .dt { color: #6a6a6a; font-size: 10pt; }
  ul { list-style: none; padding: 0; margin: 4px 0; } li::before { content: '- '; }`;
  const html = page(
    css,
    `<div class="wrap"><div class="side">${side.join('')}</div><div class="main">${main.join('')}</div></div>`,
  ).replace('@page { size: A4; margin: 0; }', '@page { size: A4; margin: 10mm 0 16mm; }');
  const footer = `<div style="font-family: 'Noto Sans', sans-serif; font-size: 8pt; width: 100%; text-align: right; padding-right: 36px; color: #6a6a6a;">Page <span class="pageNumber"></span> of <span class="totalPages"></span></div>`;
  return { html, lines, variants, footer: { template: footer, text: (i, n) => [`Page ${i} of ${n}`] } };
}

const PORTAL = {
  en: {
    status: 'Actively looking',
    headline: 'Resume headline',
    fields: ['Current designation', 'Current company', 'Current location', 'Mobile', 'E-mail', 'Address'],
    keySkills: 'Key skills',
    employment: 'Employment',
    education: 'Education',
    personal: 'Personal details',
    languages: 'Languages known',
    updated: 'Profile last updated: 14 Nov 2026',
  },
  ru: {
    status: 'Активно ищет работу',
    headline: 'Желаемая должность',
    fields: ['Должность', 'Компания', 'Город', 'Телефон', 'Эл. почта', 'Адрес'],
    keySkills: 'Ключевые навыки',
    employment: 'Опыт работы',
    education: 'Образование',
    personal: 'Личная информация',
    languages: 'Знание языков',
    updated: 'Резюме обновлено 14 ноября 2026',
  },
  es: {
    status: 'Disponible',
    headline: 'Objetivo laboral',
    fields: ['Cargo actual', 'Empresa', 'Ubicación', 'Celular', 'Correo', 'Dirección'],
    keySkills: 'Conocimientos',
    employment: 'Experiencia',
    education: 'Educación',
    personal: 'Datos personales',
    languages: 'Idiomas',
    updated: 'CV actualizado el 14/11/2026',
  },
};

/** A job portal's printable profile (Naukri, JobStreet, hh.ru, Bumeran): the name runs into a status label. */
function portalExport(p, { accent }) {
  const { lines, variants, t } = recorder();
  const P = PORTAL[p.language] ?? PORTAL.en;
  const j0 = p.jobs[0];
  // No space between the name and the label: a reader sees a gap, the text layer may not.
  const body = [
    `<div class="bar">${t('resumes · candidate profile')}</div>`,
    `<div class="hd"><h1>${t(displayName(p))}</h1><span class="st">${t(P.status)}</span></div>`,
    `<div class="sub">${t(P.updated)}</div>`,
  ];
  const values = [j0.role, j0.org, p.addressShort, p.phone, p.email, p.address];
  body.push(
    `<table class="kv">${P.fields.map((f, i) => `<tr><td class="k">${t(f)}</td><td>${t(values[i])}</td></tr>`).join('')}</table>`,
  );
  body.push(`<h2>${t(P.headline)}</h2><p>${t(p.summary)}</p>`);
  body.push(
    `<h2>${t(P.keySkills)}</h2><div>${p.skills.map((s) => `<span class="chip">${t(s)}</span>`).join(' ')}</div>`,
  );
  body.push(`<h2>${t(P.employment)}</h2>`);
  for (const j of p.jobs)
    body.push(
      `<div class="job"><b>${t(j.role)}</b><div>${t(j.org)}</div><div class="m">${t(j.dates)} | ${t(j.place)}</div>${bullets(t, j.bullets)}</div>`,
    );
  body.push(`<h2>${t(P.education)}</h2>`);
  for (const e of p.education)
    body.push(
      `<div class="job"><b>${t(e.degree)}</b><div>${t(e.school)}</div><div class="m">${t(e.dates)}</div></div>`,
    );
  for (const x of p.extra) body.push(`<h2>${t(x.title)}</h2>${bullets(t, x.items)}`);
  if (p.details.length || p.links.length) {
    body.push(`<h2>${t(P.personal)}</h2><table class="kv">`);
    for (const d of p.details) body.push(`<tr><td class="k">${t(d.label)}</td><td>${t(d.value)}</td></tr>`);
    for (const l of p.links) body.push(`<tr><td class="k">${t(l.label)}</td><td>${t(l.value)}</td></tr>`);
    body.push('</table>');
  }
  if (p.langs.length) body.push(`<h2>${t(P.languages)}</h2><p>${t(p.langs.join(', '))}</p>`);
  const css = `body { font-family: ${fontFor(p, "'Noto Sans', 'DejaVu Sans', sans-serif")}; font-size: 9.5pt; color: #333; padding: 28px 40px; }
  .bar { background: ${accent}; color: #fff; padding: 5px 10px; font-size: 8pt; margin: -28px -40px 16px; }
  .hd { display: flex; align-items: baseline; } h1 { font-size: 18pt; margin: 0; display: inline; } .st { font-size: 8pt; color: #2f855a; background: #e6fffa; border-radius: 8px; padding: 1px 6px 1px 0; }
  .sub { color: #888; font-size: 8pt; margin: 2px 0 10px; } .kv { border-collapse: collapse; } .kv td { padding: 2px 14px 2px 0; vertical-align: top; } .k { color: #777; width: 150px; }
  h2 { font-size: 11pt; border-bottom: 1px solid #ddd; padding-bottom: 2px; margin: 14px 0 6px; color: ${accent}; }
  .chip { display: inline-block; border: 1px solid #ccc; border-radius: 10px; padding: 1px 8px; margin: 2px 2px 2px 0; } .job { margin-bottom: 8px; } .m { color: #777; font-size: 8.5pt; }
  ul { margin: 3px 0; padding-left: 16px; } p { margin: 3px 0; }`;
  return { html: page(css, body.join('\n'), p.language), lines, variants };
}

/** An infographic resume: a dark column with the name letter-spaced over two lines, icons, skill bars and dots. */
function infographic(p, { accent }) {
  const { lines, variants, t } = recorder();
  const L = labelsOf(p);
  const g = upper(p.given, p.language);
  const f = upper(p.family, p.language);
  variants.push(g, f, `${g} ${f}`, spaced(g), spaced(f));
  const side = [
    `<div class="photo"><svg viewBox="0 0 100 100" width="110" height="110"><circle cx="50" cy="50" r="50" fill="#cbd5e0"/><circle cx="50" cy="40" r="18" fill="#a0aec0"/><path d="M18 88a32 26 0 0 1 64 0z" fill="#a0aec0"/></svg></div>`,
    `<div class="nm">${t(g)}</div><div class="nm fam">${t(f)}</div>`,
    `<div class="tl">${t(upper(p.title, p.language))}</div>`,
    `<h3>${t(upper(L.contact, p.language))}</h3>`,
    ...contacts(p).map((c) => `<div class="ci">${icon(c.icon)}<span>${t(c.text)}</span></div>`),
    `<h3>${t(upper(L.skills, p.language))}</h3>`,
    ...p.skills.map(
      (s, i) =>
        `<div class="sk">${t(s)}<div class="track"><div class="fill" style="width:${p.levels?.[i] ?? 70}%"></div></div></div>`,
    ),
  ];
  if (p.langs.length)
    side.push(
      `<h3>${t(upper(L.languages, p.language))}</h3>`,
      ...p.langs.map(
        (l, i) =>
          `<div class="lg">${t(l)}<span class="dots">${'●'.repeat(5 - Math.min(i, 3))}${'○'.repeat(Math.min(i, 3))}</span></div>`,
      ),
    );
  const main = [`<h2>${t(L.profile)}</h2><p>${t(p.summary)}</p>`, `<h2>${t(L.experience)}</h2><div class="tlx">`];
  for (const j of p.jobs)
    main.push(
      `<div class="ev"><div class="dt">${t(j.dates)}</div><div class="rl">${t(j.role)}</div><div class="or">${t(j.org)} · ${t(j.place)}</div>${bullets(t, j.bullets)}</div>`,
    );
  main.push(`</div><h2>${t(L.education)}</h2><div class="tlx">`);
  for (const e of p.education)
    main.push(
      `<div class="ev"><div class="dt">${t(e.dates)}</div><div class="rl">${t(e.degree)}</div><div class="or">${t(e.school)}, ${t(e.place)}</div></div>`,
    );
  main.push('</div>');
  for (const x of p.extra) main.push(`<h2>${t(x.title)}</h2>${bullets(t, x.items)}`);
  if (p.details.length)
    main.push(`<h2>${t(L.details)}</h2>${p.details.map((d) => `<p>${t(`${d.label}: ${d.value}`)}</p>`).join('')}`);
  const css = `body { font-family: 'Noto Sans', 'DejaVu Sans', sans-serif; font-size: 9.5pt; color: #2d3748; }
  .wrap { display: flex; min-height: 1123px; } .side { width: 265px; background: #1f2a37; color: #e2e8f0; padding: 36px 24px; }
  .photo { text-align: center; margin-bottom: 14px; } .nm { font-family: 'URW Gothic', sans-serif; font-size: 20pt; letter-spacing: 0.3em; line-height: 1.15; color: #fff; }
  .fam { color: ${accent}; filter: brightness(1.6); } .tl { letter-spacing: 0.15em; font-size: 8.5pt; margin: 8px 0 6px; color: #cbd5e0; }
  h3 { font-family: 'URW Gothic', sans-serif; letter-spacing: 0.2em; font-size: 10pt; border-bottom: 1px solid #4a5568; padding-bottom: 3px; margin: 18px 0 8px; }
  .ci { display: flex; align-items: flex-start; margin: 5px 0; font-size: 8.5pt; word-break: break-word; } .ci svg { flex: none; margin-top: 2px; }
  .sk { margin: 6px 0; font-size: 8.5pt; } .track { height: 5px; background: #4a5568; border-radius: 3px; margin-top: 2px; } .fill { height: 5px; background: #90cdf4; border-radius: 3px; }
  .lg { display: flex; justify-content: space-between; font-size: 8.5pt; margin: 3px 0; } .dots { color: #90cdf4; letter-spacing: 1px; font-family: 'DejaVu Sans'; }
  .main { flex: 1; padding: 36px 30px; } h2 { font-family: 'URW Gothic', sans-serif; color: ${accent}; font-size: 14pt; margin: 16px 0 8px; }
  .tlx { border-left: 2px solid #cbd5e0; padding-left: 14px; } .ev { position: relative; margin-bottom: 10px; } .ev::before { content: ''; position: absolute; left: -20px; top: 3px; width: 8px; height: 8px; border-radius: 50%; background: ${accent}; }
  .dt { font-size: 8pt; color: #718096; } .rl { font-weight: 700; font-size: 10.5pt; } .or { color: #4a5568; font-style: italic; }
  ul { margin: 3px 0; padding-left: 16px; } p { margin: 3px 0; }`;
  return {
    html: page(
      css,
      `<div class="wrap"><div class="side">${side.join('')}</div><div class="main">${main.join('')}</div></div>`,
      p.language,
    ),
    lines,
    variants,
  };
}

/** A compact classic resume body (the second page of the cover-letter template, the ATS and referee CVs share it). */
function classicBody(t, p, { caps = false, sep = ' | ' } = {}) {
  const L = labelsOf(p);
  const h = (s) => `<h2>${t(caps ? upper(s, p.language) : s)}</h2>`;
  const out = [h(L.summary), `<p>${t(p.summary)}</p>`];
  out.push(h(L.skills), `<p>${t(p.skills.join(' • '))}</p>`);
  out.push(h(L.experience));
  for (const j of p.jobs)
    out.push(
      `<div class="e"><span><b>${t(j.role)}</b>, ${t(j.org)} — ${t(j.place)}</span><span>${t(j.dates)}</span></div>${bullets(t, j.bullets)}`,
    );
  out.push(h(L.education));
  for (const e of p.education)
    out.push(
      `<div class="e"><span><b>${t(e.degree)}</b>${sep}${t(e.school)}, ${t(e.place)}</span><span>${t(e.dates)}</span></div>`,
    );
  for (const x of p.extra) out.push(h(x.title), bullets(t, x.items));
  if (p.langs.length) out.push(h(L.languages), `<p>${t(p.langs.join(', '))}</p>`);
  return out.join('\n');
}

const CLASSIC_CSS = `h2 { font-size: 11pt; margin: 14px 0 4px; border-bottom: 1px solid #999; } .e { display: flex; justify-content: space-between; gap: 12px; margin-top: 6px; }
  .e span:last-child { white-space: nowrap; } ul { margin: 2px 0; padding-left: 18px; } p { margin: 3px 0; }`;

/** A plain ATS resume: one column, capitals for the name and headings, a contact line with bars. */
function ats(p) {
  const { lines, variants, t } = recorder();
  const n = upper(displayName(p), 'en');
  variants.push(n);
  const contact = contacts(p)
    .map((c) => t(c.label ? `${c.label}: ${c.text}` : c.text))
    .join(' | ');
  const body = `<h1>${t(n)}</h1><div class="t">${t(p.title)}</div><div class="c">${contact}</div>${classicBody(t, p, { caps: true })}`;
  const css = `body { font-family: 'Liberation Sans', 'Nimbus Sans', sans-serif; font-size: 10.5pt; padding: 48px 60px; color: #000; line-height: 1.3; }
  h1 { text-align: center; font-size: 18pt; margin: 0; } .t { text-align: center; } .c { text-align: center; font-size: 9.5pt; margin: 4px 0 8px; } ${CLASSIC_CSS} h2 { border-bottom: none; font-size: 11pt; }`;
  return { html: page(css, body), lines, variants };
}

/** A cover letter and the resume in one PDF: the sender block, a recipient, a signature, then the resume. */
function coverLetter(p, { accent }) {
  const { lines, variants, t } = recorder();
  const l = p.letter;
  const name = displayName(p);
  const sig = p.key === 'thapamagar' ? 'Aashish' : name.replace(/ R\. "Jack"/, '').replace('Jonathan', 'Jack');
  const letter = `<div class="lh"><div class="nm">${t(name)}</div><div class="sm">${t(p.address)}</div><div class="sm">${t(p.phone)} · ${t(p.email)}</div>${p.links
    .map((k) => `<div class="sm">${t(k.value)}</div>`)
    .join('')}</div>
  <p>${t(l.date)}</p><p>${t(l.to)}<br>${t(l.toTitle)}<br>${t(l.org)}<br>${t(l.orgPlace)}</p>
  <p>${t(l.greeting)}</p>${l.body.map((b) => `<p>${t(b)}</p>`).join('')}<p>${t(l.signoff)}</p>
  <div class="sig">${t(sig)}</div><p>${t(p.key === 'thapamagar' ? p.name.full : name.replace(/ "Jack"/, ''))}</p>`;
  const resume = `<div class="r"><div class="rh"><div class="nm">${t(name)}</div><div>${t(p.title)}</div><div class="sm">${t(
    [p.addressShort, p.phone, p.email].join(' · '),
  )}</div></div>${classicBody(t, p)}</div>`;
  const css = `body { font-family: 'C059', 'DejaVu Serif', serif; font-size: 10.5pt; color: #222; line-height: 1.4; }
  .letter { padding: 60px 76px; height: 1123px; } .lh { border-bottom: 2px solid ${accent}; padding-bottom: 8px; margin-bottom: 22px; }
  .nm { font-size: 20pt; color: ${accent}; } .sm { font-size: 9pt; color: #555; } .sig { font-family: 'Z003', cursive; font-size: 22pt; margin: 4px 0 -8px; }
  .r { padding: 48px 70px; break-before: page; } .rh { text-align: center; margin-bottom: 10px; } ${CLASSIC_CSS} h2 { color: ${accent}; }`;
  return { html: page(css, `<div class="letter">${letter}</div>${resume}`), lines, variants };
}

/** A two-page "CURRICULUM VITAE" with a personal-details table, referees, and the name with page numbers in the footer. */
function referees(p, { accent }) {
  const { lines, variants, t } = recorder();
  const L = labelsOf(p);
  const n = upper(displayName(p), 'en');
  variants.push(n);
  const rows = [
    ['Address', p.address],
    ['Mobile', p.phone],
    ['E-mail', p.email],
    ...(p.fatherName ? [["Father's Name", p.fatherName]] : []),
    ...p.details.map((d) => [d.label, d.value]),
  ];
  const body = [
    `<div class="cv">${t('CURRICULUM VITAE')}</div>`,
    `<h1>${t(n)}</h1><div class="tt">${t(p.title)}</div>`,
    `<h2>${t(upper(L.details, 'en'))}</h2><table class="pd">${rows.map(([k, v]) => `<tr><td>${t(k)}</td><td>:</td><td>${t(v)}</td></tr>`).join('')}</table>`,
    `<h2>${t('CAREER OBJECTIVE')}</h2><p>${t(p.summary)}</p>`,
    `<h2>${t('WORK EXPERIENCE')}</h2>`,
  ];
  for (const j of p.jobs)
    body.push(
      `<div class="e"><span><b>${t(j.org)}</b>, ${t(j.place)}</span><span>${t(j.dates)}</span></div><div><i>${t(j.role)}</i></div>${bullets(t, j.bullets)}`,
    );
  body.push(
    `<h2>${t('EDUCATIONAL QUALIFICATIONS')}</h2><table class="ed"><tr><th>${t('Year')}</th><th>${t('Qualification')}</th><th>${t('Institution')}</th></tr>`,
  );
  for (const e of p.education)
    body.push(`<tr><td>${t(e.dates)}</td><td>${t(e.degree)}</td><td>${t(e.school)}, ${t(e.place)}</td></tr>`);
  body.push('</table>', `<h2>${t('SKILLS')}</h2>${bullets(t, p.skills)}`);
  if (p.langs.length) body.push(`<h2>${t('LANGUAGES')}</h2><p>${t(p.langs.join(', '))}</p>`);
  for (const x of p.extra) body.push(`<h2>${t(upper(x.title, 'en'))}</h2>${bullets(t, x.items)}`);
  body.push(`<h2 class="pb">${t(upper(L.referees, 'en'))}</h2><div class="refs">`);
  for (const r of p.referees ?? [])
    body.push(
      `<div class="ref"><b>${t(r.name)}</b><div>${t(r.title)}</div><div>${t(r.org)}</div><div>${t(`Tel: ${r.phone}`)}</div><div>${t(`Email: ${r.email}`)}</div></div>`,
    );
  body.push('</div>');
  if (p.locale === 'en-IN')
    body.push(
      `<h2>${t('DECLARATION')}</h2><p>${t('I hereby declare that the information furnished above is true to the best of my knowledge and belief.')}</p>`,
      `<div class="e"><span>${t('Place: Hyderabad')}</span><span>${t(`(${n})`)}</span></div><div>${t('Date:')}</div>`,
    );
  const css = `body { font-family: 'DejaVu Serif', serif; font-size: 10pt; color: #111; } .page { padding: 40px 64px 20px; }
  .cv { text-align: center; font-weight: bold; text-decoration: underline; font-size: 12pt; letter-spacing: 2px; } h1 { font-size: 15pt; margin: 12px 0 0; } .tt { color: #444; }
  h2 { font-size: 10.5pt; background: #e2e8f0; padding: 3px 6px; margin: 14px 0 6px; border-left: 4px solid ${accent}; } .pb { break-before: page; }
  .pd td { padding: 1px 6px 1px 0; vertical-align: top; } .pd td:first-child { width: 130px; } .ed { border-collapse: collapse; width: 100%; } .ed td, .ed th { border: 1px solid #999; padding: 3px 6px; text-align: left; font-size: 9.5pt; }
  .e { display: flex; justify-content: space-between; margin-top: 6px; } ul { margin: 2px 0; padding-left: 20px; } p { margin: 3px 0; }
  .refs { display: flex; gap: 40px; } .ref { font-size: 9.5pt; }`;
  // The name and page numbers in Chromium's footer, on every page.
  const footer = `<div style="font-family: 'DejaVu Serif', serif; font-size: 8pt; width: 100%; padding: 0 64px; display: flex; justify-content: space-between; color: #555;"><span>${esc(displayName(p))} – Curriculum Vitae</span><span>Page <span class="pageNumber"></span> of <span class="totalPages"></span></span></div>`;
  return {
    html: page(css.replace('@page { size: A4; margin: 0; }', ''), `<div class="page">${body.join('\n')}</div>`),
    lines,
    variants,
    footer: { template: footer, text: (i, n2) => [`${displayName(p)} – Curriculum Vitae`, `Page ${i} of ${n2}`] },
  };
}

/** A table form (a Taiwanese 履歷表, a Russian "Резюме"): labelled cells, a photo box, dated rows. */
function tableForm(p) {
  const { lines, variants, t } = recorder();
  const zh = p.language === 'zh';
  const T = zh
    ? {
        title: '個人履歷表',
        name: '姓名',
        en: '英文姓名',
        photo: '照片',
        phone: '手機',
        mail: 'E-mail',
        addr: '通訊地址',
        want: '應徵職務',
        period: '期間',
        org: '公司／學校',
        role: '職稱／科系',
      }
    : {
        title: 'Резюме',
        name: 'ФИО',
        en: 'Имя латиницей',
        photo: 'Фото',
        phone: 'Телефон',
        mail: 'E-mail',
        addr: 'Адрес',
        want: 'Желаемая должность',
        period: 'Период',
        org: 'Организация',
        role: 'Должность',
      };
  const L = labelsOf(p);
  const cell = (s, cls = '') => `<td class="${cls}">${t(s)}</td>`;
  const rows = [
    `<tr>${cell(T.name, 'k')}<td colspan="3" class="nm">${t(zh ? p.name.full : displayName(p))}</td><td rowspan="4" class="ph">${t(T.photo)}</td></tr>`,
    `<tr>${cell(T.en, 'k')}<td colspan="3">${t(zh ? p.latin : 'Dmitry Volkov')}</td></tr>`,
    `<tr>${p.details
      .slice(0, 2)
      .map((d) => `${cell(d.label, 'k')}${cell(d.value)}`)
      .join('')}${p.details.length < 2 ? `${cell(T.want, 'k')}${cell(p.title)}` : ''}</tr>`,
    `<tr>${cell(T.phone, 'k')}${cell(p.phone)}${cell(T.mail, 'k')}${cell(p.email)}</tr>`,
    `<tr>${cell(T.addr, 'k')}<td colspan="4">${t(p.address)}</td></tr>`,
    ...p.details.slice(2).map((d) => `<tr>${cell(d.label, 'k')}<td colspan="4">${t(d.value)}</td></tr>`),
    ...p.links.map((l) => `<tr>${cell(l.label, 'k')}<td colspan="4">${t(l.value)}</td></tr>`),
    ...(p.details.length >= 2 ? [`<tr>${cell(T.want, 'k')}<td colspan="4">${t(p.title)}</td></tr>`] : []),
  ];
  const hist = (title, items) =>
    `<h2>${t(title)}</h2><table class="h"><tr>${cell(T.period, 'k')}${cell(T.org, 'k')}${cell(T.role, 'k')}</tr>${items.join('')}</table>`;
  const body = [
    `<h1>${t(T.title)}</h1><table class="f">${rows.join('')}</table>`,
    hist(
      L.education,
      p.education.map((e) => `<tr>${cell(e.dates)}${cell(`${e.school}（${e.place}）`)}${cell(e.degree)}</tr>`),
    ),
    hist(
      L.experience,
      p.jobs.map(
        (j) =>
          `<tr>${cell(j.dates)}<td>${t(j.org)}<br>${t(j.place)}</td><td>${t(j.role)}<br><span class="b">${j.bullets.map((b) => t(b)).join('<br>')}</span></td></tr>`,
      ),
    ),
    `<h2>${t(L.skills)}</h2><p>${t(p.skills.join('、'))}</p>`,
    `<h2>${t(L.languages)}</h2><p>${t(p.langs.join(zh ? '；' : '; '))}</p>`,
    `<h2>${t(L.profile)}</h2><p>${t(p.summary)}</p>`,
  ];
  const css = `body { font-family: ${fontFor(p, 'sans-serif')}; font-size: 10pt; padding: 40px 56px; color: #111; } h1 { text-align: center; font-size: 18pt; letter-spacing: 6px; }
  table { border-collapse: collapse; width: 100%; } td { border: 1px solid #333; padding: 5px 7px; vertical-align: top; } .k { background: #f0f0f0; width: 96px; white-space: nowrap; }
  .nm { font-size: 14pt; font-weight: bold; } .ph { width: 110px; text-align: center; vertical-align: middle; color: #999; } .b { color: #444; font-size: 9pt; }
  h2 { font-size: 11pt; margin: 14px 0 4px; border-left: 4px solid #333; padding-left: 6px; } p { margin: 3px 0; line-height: 1.5; }`;
  if (zh) variants.push(p.latin);
  return { html: page(css, body.join('\n'), zh ? 'zh-Hant' : 'ru'), lines, variants };
}

// A Word-like resume in flat ODF: a two-column table of headings and content, contact in the page header,
// the name and "page / pages" in the footer, the name as the document's author.
const ODF_NS = [
  'office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"',
  'style="urn:oasis:names:tc:opendocument:xmlns:style:1.0"',
  'text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"',
  'table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"',
  'fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"',
  'svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"',
  'meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0"',
  'dc="http://purl.org/dc/elements/1.1/"',
]
  .map((n) => `xmlns:${n}`)
  .join(' ');

function writer(p, { accent }) {
  const { lines, variants, t } = recorder();
  const L = labelsOf(p);
  const x = (s) => t(s);
  const P = (style, content) => `<text:p text:style-name="${style}">${content}</text:p>`;
  const name = displayName(p);
  const contactLine = [p.address, p.phone, p.email, ...p.links.map((l) => l.value)];
  const header = `<style:header>${P('Hdr', contactLine.map(x).join(' <text:s/>·<text:s/> '))}</style:header>`;
  const footerText = `${name} — ${L.page}`;
  const footer = `<style:footer>${P('Ftr', `${esc(footerText)} <text:page-number text:select-page="current">1</text:page-number> ${esc(L.of)} <text:page-count>2</text:page-count>`)}</style:footer>`;
  const row = (head, cells) =>
    `<table:table-row><table:table-cell table:style-name="C1" office:value-type="string">${P('SideHead', head ? x(head) : '')}</table:table-cell><table:table-cell table:style-name="C2" office:value-type="string">${cells}</table:table-cell></table:table-row>`;
  const body = [P('Name', x(name)), P('Title', x(p.title))];
  const rows = [row(L.profile, P('Body', x(p.summary)))];
  p.jobs.forEach((j, i) =>
    rows.push(
      row(
        i === 0 ? L.experience : '',
        [
          P('Role', `${x(j.role)}<text:tab/>${x(j.dates)}`),
          P('Org', `${x(j.org)}, ${x(j.place)}`),
          ...j.bullets.map((b) => P('Bul', `–<text:tab/>${x(b)}`)),
        ].join(''),
      ),
    ),
  );
  p.education.forEach((e, i) =>
    rows.push(
      row(
        i === 0 ? L.education : '',
        [P('Role', `${x(e.degree)}<text:tab/>${x(e.dates)}`), P('Org', `${x(e.school)}, ${x(e.place)}`)].join(''),
      ),
    ),
  );
  rows.push(row(L.skills, P('Body', x(p.skills.join(', ')))));
  if (p.langs.length) rows.push(row(L.languages, p.langs.map((l) => P('Body', x(l))).join('')));
  for (const e of p.extra) rows.push(row(e.title, e.items.map((i) => P('Body', x(i))).join('')));
  if (p.details.length)
    rows.push(row(L.details, p.details.map((d) => P('Body', x(`${d.label}: ${d.value}`))).join('')));
  for (const r of p.referees ?? [])
    rows.push(
      row(
        r === p.referees[0] ? L.referees : '',
        [
          P('Role', x(r.name)),
          P('Body', `${x(r.title)}, ${x(r.org)}`),
          P('Body', `${x(r.phone)} · ${x(r.email)}`),
        ].join(''),
      ),
    );
  body.push(
    `<table:table table:name="CV" table:style-name="T"><table:table-column table:style-name="TA"/><table:table-column table:style-name="TB"/>${rows.join('')}</table:table>`,
  );
  const font = p.language === 'cs' || p.language === 'da' ? 'Liberation Serif' : 'Liberation Sans';
  const fodt = `<?xml version="1.0" encoding="UTF-8"?>
<office:document ${ODF_NS} office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:meta><meta:initial-creator>${esc(p.name.full)}</meta:initial-creator><dc:creator>${esc(p.name.full)}</dc:creator><dc:title>CV ${esc(name)}</dc:title></office:meta>
<office:font-face-decls><style:font-face style:name="${font}" svg:font-family="'${font}'"/></office:font-face-decls>
<office:styles>
 <style:default-style style:family="paragraph"><style:paragraph-properties fo:margin-top="0cm" fo:margin-bottom="0.06cm"/><style:text-properties style:font-name="${font}" fo:font-size="10pt"/></style:default-style>
 <style:style style:name="Name" style:family="paragraph"><style:text-properties fo:font-size="24pt" fo:color="${accent}"/></style:style>
 <style:style style:name="Title" style:family="paragraph"><style:paragraph-properties fo:margin-bottom="0.4cm"/><style:text-properties fo:font-size="12pt" fo:font-style="italic"/></style:style>
 <style:style style:name="SideHead" style:family="paragraph"><style:text-properties fo:font-size="10pt" fo:font-weight="bold" fo:color="${accent}" fo:text-transform="uppercase"/></style:style>
 <style:style style:name="Role" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.1cm"><style:tab-stops><style:tab-stop style:position="12.6cm" style:type="right"/></style:tab-stops></style:paragraph-properties><style:text-properties fo:font-weight="bold"/></style:style>
 <style:style style:name="Org" style:family="paragraph"><style:text-properties fo:font-style="italic" fo:color="#555555"/></style:style>
 <style:style style:name="Body" style:family="paragraph"/>
 <style:style style:name="Bul" style:family="paragraph"><style:paragraph-properties fo:margin-left="0.5cm" fo:text-indent="-0.4cm"><style:tab-stops><style:tab-stop style:position="0.1cm"/></style:tab-stops></style:paragraph-properties></style:style>
 <style:style style:name="Hdr" style:family="paragraph"><style:paragraph-properties fo:text-align="end"/><style:text-properties fo:font-size="8.5pt" fo:color="#444444"/></style:style>
 <style:style style:name="Ftr" style:family="paragraph"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="8pt" fo:color="#666666"/></style:style>
</office:styles>
<office:automatic-styles>
 <style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="1.2cm" fo:margin-bottom="1.2cm" fo:margin-left="2.2cm" fo:margin-right="2.2cm"/>
  <style:header-style><style:header-footer-properties fo:min-height="0.5cm" fo:margin-bottom="0.5cm"/></style:header-style><style:footer-style><style:header-footer-properties fo:min-height="0.5cm" fo:margin-top="0.4cm"/></style:footer-style></style:page-layout>
 <style:style style:name="T" style:family="table"><style:table-properties style:width="16.6cm" table:align="left"/></style:style>
 <style:style style:name="TA" style:family="table-column"><style:table-column-properties style:column-width="3.6cm"/></style:style>
 <style:style style:name="TB" style:family="table-column"><style:table-column-properties style:column-width="13cm"/></style:style>
 <style:style style:name="C1" style:family="table-cell"><style:table-cell-properties fo:padding-top="0.15cm" fo:padding-right="0.2cm" fo:border="none"/></style:style>
 <style:style style:name="C2" style:family="table-cell"><style:table-cell-properties fo:padding-top="0.15cm" fo:border-left="0.5pt solid ${accent}" fo:padding-left="0.3cm"/></style:style>
</office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm1">${header}${footer}</style:master-page></office:master-styles>
<office:body><office:text>
${body.join('\n')}
</office:text></office:body></office:document>
`;
  return { fodt, lines, variants, footerLine: (i, n) => `${footerText} ${i} ${L.of} ${n}` };
}

export const LAYOUTS = {
  moderncv,
  gdocs,
  linkedin,
  'portal-export': portalExport,
  infographic,
  'cover-letter': coverLetter,
  ats,
  referees,
  'table-form': tableForm,
  writer,
};
