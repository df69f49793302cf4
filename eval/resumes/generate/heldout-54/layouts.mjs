// Part 54's own templates: resumes as people keep them in public repositories and on personal sites — a JSON
// Resume theme, moderncv-, awesome-cv-, deedy-, altacv- and Jake's-resume-like LaTeX looks (here as HTML/CSS), a
// pandoc Markdown resume, a personal site printed from the browser, and a Word/Canva-like flat ODF for LibreOffice.
// Each returns the page (html or fodt) and what heldout-run.mjs needs to write the truth from what it shows.

const esc = (s) =>
  String(s).replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const HEAD = {
  en: ['Experience', 'Education', 'Skills', 'Contact', 'Personal details', 'References', 'Summary'],
  fr: [
    'Expérience professionnelle',
    'Formation',
    'Compétences',
    'Contact',
    'Informations personnelles',
    'Références',
    'Profil',
  ],
  de: ['Berufserfahrung', 'Ausbildung', 'Kenntnisse', 'Kontakt', 'Persönliche Daten', 'Referenzen', 'Profil'],
  es: ['Experiencia', 'Formación', 'Habilidades', 'Contacto', 'Datos personales', 'Referencias', 'Perfil'],
  pt: ['Experiência', 'Formação', 'Competências', 'Contato', 'Dados pessoais', 'Referências', 'Resumo'],
  zh: ['工作经历', '教育背景', '专业技能', '联系方式', '个人信息', '推荐人', '个人简介'],
  'zh-Hant': ['工作經歷', '學歷', '專業技能', '聯絡方式', '個人資料', '推薦人', '自我介紹'],
  ko: ['경력', '학력', '기술', '연락처', '인적사항', '추천인', '자기소개'],
  ja: ['職歴', '学歴', 'スキル', '連絡先', '個人情報', '推薦者', '概要'],
  vi: ['Kinh nghiệm làm việc', 'Học vấn', 'Kỹ năng', 'Liên hệ', 'Thông tin cá nhân', 'Người tham chiếu', 'Giới thiệu'],
};
const head = (p) => {
  const [exp, edu, skills, contact, details, refs, summary] = HEAD[p.headings ?? p.language] ?? HEAD.en;
  return { exp, edu, skills, contact, details, refs, summary };
};
const CJK = (p) => ['zh', 'ja', 'ko'].includes(p.language);
const fontFor = (p, latin) =>
  CJK(p) ? `'Noto Sans CJK SC', 'Noto Sans CJK KR', 'Noto Sans CJK JP', sans-serif` : latin;

/** The contact items of a person: e-mail, phone, links (with their label), as the templates show them. */
function contacts(p) {
  return [
    { icon: '✉', label: 'Email', text: p.email },
    { icon: '☎', label: 'Phone', text: p.phone },
    ...p.links.map((l) => ({ icon: l.icon ?? '🔗', label: l.label ?? '', text: l.shown ?? l.value })),
  ];
}
const refLine = (r) => [r.name, r.role, r.contact].filter(Boolean).join(' — ');
const jobMeta = (j) => [j.place, j.dates].filter(Boolean).join(' · ');

function page(p, css, body, { accent, scan }) {
  const lang = p.language === 'zh' && p.headings === 'zh-Hant' ? 'zh-Hant' : p.language;
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${esc(p.title ?? p.name.full)}</title><style>
@page { size: A4; margin: ${scan ? '0' : '14mm 0 14mm 0'}; }
* { box-sizing: border-box; }
body { margin: 0; color: #222; --accent: ${accent}; font-size: ${scan ? '11px' : '12.5px'}; line-height: 1.35; }
ul { margin: 2px 0 4px 0; padding-left: 18px; }
li { margin: 1px 0; }
h2 { color: var(--accent); }
${css}
</style></head><body>${body}</body></html>`;
}
const bullets = (items) => (items?.length ? `<ul>${items.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>` : '');
const extras = (p, h = 'h2') =>
  p.extra.map((s) => `<section><${h}>${esc(s.title)}</${h}>${bullets(s.items)}</section>`).join('');
/** The personal details: labelled identifiers, then lines that are not identifiers (a father's name, a declaration). */
const detailLines = (p) => [...p.details.map((d) => d.value), ...(p.detailNotes ?? [])];
const detailsBlock = (p, H, h = 'h2') =>
  detailLines(p).length
    ? `<section><${h}>${esc(H.details)}</${h}>${detailLines(p)
        .map((d) => `<div>${esc(d)}</div>`)
        .join('')}</section>`
    : '';
const refsBlock = (p, H, h = 'h2') =>
  p.referees?.length
    ? `<section><${h}>${esc(H.refs)}</${h}>${p.referees.map((r) => `<div>${esc(refLine(r))}</div>`).join('')}</section>`
    : '';

/** JSON Resume "even"-like theme: name, label, a contact row, profiles as "Network: user". */
export function jsonresume(p, o) {
  const H = head(p);
  const css = `body { font-family: ${fontFor(p, "'DejaVu Sans', sans-serif")}; padding: ${o.scan ? '28px 40px' : '0 48px'}; }
header h1 { font-size: 30px; margin: 0; } header .label { font-size: 15px; color: #555; margin-bottom: 6px; }
.row span { margin-right: 14px; white-space: nowrap; } .profiles div { display: inline-block; margin-right: 14px; }
h2 { font-size: 15px; border-bottom: 2px solid var(--accent); margin: 12px 0 4px; text-transform: uppercase; }
.job b { font-size: 13.5px; } .meta { color: #666; float: right; }`;
  const body = `<header><h1>${esc(p.shownName ?? p.name.full)}</h1><div class="label">${esc(p.headline)}</div>
<div class="row"><span>${esc(p.email)}</span> <span>${esc(p.phone)}</span> ${p.website ? `<span>${esc(p.website)}</span> ` : ''}<span>${esc(p.addressShort ?? p.address)}</span></div>
<div class="profiles">${p.links
    .filter((l) => (l.shown ?? l.value) !== p.website)
    .map((l) => `<div>${esc(l.label ?? '')}${l.label ? ': ' : ''}${esc(l.shown ?? l.value)}</div>`)
    .join(' ')}</div></header>
${p.summary ? `<section><h2>${esc(H.summary)}</h2><p>${esc(p.summary)}</p></section>` : ''}
<section><h2>${esc(H.exp)}</h2>${p.jobs
    .map(
      (j) =>
        `<div class="job"><span class="meta">${esc(jobMeta(j))}</span><b>${esc(j.org)}</b><div><i>${esc(j.title)}</i></div>${bullets(j.bullets)}</div>`,
    )
    .join('')}</section>
<section><h2>${esc(H.edu)}</h2>${p.education
    .map(
      (e) =>
        `<div><span class="meta">${esc([e.place, e.dates].join(' · '))}</span><b>${esc(e.school)}</b> — ${esc(e.degree)}</div>`,
    )
    .join('')}</section>
<section><h2>${esc(H.skills)}</h2><div>${p.skills.map(esc).join(' · ')}</div></section>
${extras(p)}${detailsBlock(p, H)}${refsBlock(p, H)}`;
  return { html: page(p, css, body, o) };
}

/** moderncv "classic": given name light over family name bold, contact right-aligned with icons, dates in a left column. */
export function moderncv(p, o) {
  const H = head(p);
  const given = p.given ?? p.name.full.split(' ')[0];
  const family = p.family ?? p.name.full.split(' ').slice(1).join(' ');
  const css = `body { font-family: ${fontFor(p, "'Latin Modern Sans', 'DejaVu Sans', sans-serif")}; padding: 0 44px; }
.top { display: flex; justify-content: space-between; } .nm { font-size: 34px; color: var(--accent); }
.nm .g { font-weight: 300; display: block; } .nm .f { font-weight: 600; display: block; } .ttl { color: #777; font-size: 16px; font-style: italic; }
.ct { text-align: right; font-size: 11.5px; } .ct div { margin: 1px 0; }
.sec { display: grid; grid-template-columns: 110px 1fr; column-gap: 12px; margin-top: 10px; }
.sec h2 { grid-column: 2; font-size: 18px; font-weight: 400; margin: 0 0 4px; }
.bar { border-top: 6px solid var(--accent); opacity: 0.45; margin-top: 10px; }
.dt { text-align: right; color: #555; font-size: 11px; } .it { margin-bottom: 4px; }`;
  const row = (left, right) => `<div class="dt">${esc(left)}</div><div class="it">${right}</div>`;
  const body = `<div class="top"><div><div class="nm"><span class="g">${esc(given)}</span><span class="f">${esc(family)}</span></div><div class="ttl">${esc(p.headline)}</div></div>
<div class="ct"><div>${esc(p.address)}</div>${contacts(p)
    .map((c) => `<div>${esc(c.icon)} ${esc(c.text)}</div>`)
    .join('')}</div></div>
<div class="sec"><div class="bar"></div><h2>${esc(H.exp)}</h2>${p.jobs
    .map((j) => row(j.dates, `<b>${esc(j.title)}</b>, <i>${esc(j.org)}</i>, ${esc(j.place)}${bullets(j.bullets)}`))
    .join('')}</div>
<div class="sec"><div class="bar"></div><h2>${esc(H.edu)}</h2>${p.education
    .map((e) => row(e.dates, `<b>${esc(e.degree)}</b>, <i>${esc(e.school)}</i>, ${esc(e.place)}`))
    .join('')}</div>
<div class="sec"><div class="bar"></div><h2>${esc(H.skills)}</h2>${row('', esc(p.skills.join(', ')))}</div>
${p.extra
  .map(
    (s) =>
      `<div class="sec"><div class="bar"></div><h2>${esc(s.title)}</h2>${s.items.map((i) => row('', esc(i))).join('')}</div>`,
  )
  .join('')}
${
  detailLines(p).length
    ? `<div class="sec"><div class="bar"></div><h2>${esc(H.details)}</h2>${detailLines(p)
        .map((d) => row('', esc(d)))
        .join('')}</div>`
    : ''
}
${p.referees?.length ? `<div class="sec"><div class="bar"></div><h2>${esc(H.refs)}</h2>${p.referees.map((r) => row('', esc(refLine(r)))).join('')}</div>` : ''}`;
  return { html: page(p, css, body, o), variants: [given, family].filter((v) => p.name.variants.includes(v)) };
}

/** awesome-cv: letter-spaced name, a contact line with separators, coloured section heads, a footer with the name and page. */
export function awesome(p, o) {
  const H = head(p);
  const given = p.given ?? p.name.full.split(' ')[0];
  const family = p.family ?? p.name.full.split(' ').slice(1).join(' ');
  const css = `body { font-family: ${fontFor(p, "'Roboto', 'Liberation Sans', sans-serif")}; padding: 0 50px; }
.nm { text-align: center; font-size: 34px; letter-spacing: 0.1em; margin-top: 4px; } .nm .g { font-weight: 300; color: #555; } .nm .f { font-weight: 700; }
.pos { text-align: center; color: var(--accent); font-size: 11px; letter-spacing: 0.04em; text-transform: uppercase; margin: 4px 0; }
.ct { text-align: center; font-size: 10.5px; color: #444; } .ct i { color: #aaa; font-style: normal; }
h2 { font-size: 17px; margin: 12px 0 4px; border-bottom: 1px solid #bbb; } h2 em { color: var(--accent); font-style: normal; }
.e { display: flex; justify-content: space-between; } .e b { font-size: 13px; } .e i { color: var(--accent); font-size: 11px; }`;
  const h2 = (t) => `<h2><em>${esc(t.slice(0, 3))}</em>${esc(t.slice(3))}</h2>`;
  const body = `<div class="nm"><span class="g">${esc(given)}</span> <span class="f">${esc(family)}</span></div>
<div class="pos">${esc(p.headline)}</div>
<div class="ct">${[p.addressShort ?? p.address, ...contacts(p).map((c) => c.text)]
    .map((t) => `<span>${esc(t)}</span>`)
    .join(' <i>|</i> ')}</div>
${p.summary ? `${h2(H.summary)}<p>${esc(p.summary)}</p>` : ''}
${h2(H.exp)}${p.jobs
    .map(
      (j) =>
        `<div class="e"><b>${esc(j.org)}</b><span>${esc(j.place)}</span></div><div class="e"><i>${esc(j.title)}</i><i>${esc(j.dates)}</i></div>${bullets(j.bullets)}`,
    )
    .join('')}
${h2(H.edu)}${p.education
    .map(
      (e) =>
        `<div class="e"><b>${esc(e.school)}</b><span>${esc(e.place)}</span></div><div class="e"><i>${esc(e.degree)}</i><i>${esc(e.dates)}</i></div>`,
    )
    .join('')}
${h2(H.skills)}<div>${esc(p.skills.join(', '))}</div>
${p.extra.map((s) => `${h2(s.title)}${bullets(s.items)}`).join('')}
${
  detailLines(p).length
    ? `${h2(H.details)}${detailLines(p)
        .map((d) => `<div>${esc(d)}</div>`)
        .join('')}`
    : ''
}
${p.referees?.length ? `${h2(H.refs)}${p.referees.map((r) => `<div>${esc(refLine(r))}</div>`).join('')}` : ''}`;
  const foot = `${p.footerDate ?? 'November 2026'}`;
  const footName = `${given} ${family} · ${p.footerLabel ?? 'Résumé'}`;
  return {
    html: page(p, css, body, o),
    footer: o.scan
      ? undefined
      : {
          template: `<div style="font-size:8px;width:100%;display:flex;justify-content:space-between;padding:0 50px;font-family:sans-serif;color:#666"><span>${esc(foot)}</span><span>${esc(footName)}</span><span class="pageNumber"></span></div>`,
          text: (i) => [`${foot} ${footName} ${i}`],
        },
  };
}

/** Deedy: a first name thin and a last name bold on one line, a narrow left column (links, education, skills) and a wide right one. */
export function deedy(p, o) {
  const H = head(p);
  const given = p.given ?? p.name.full.split(' ')[0];
  const family = p.family ?? p.name.full.split(' ').slice(1).join(' ');
  const css = `body { font-family: ${fontFor(p, "'Lato', 'DejaVu Sans', sans-serif")}; padding: 0 36px; font-size: 11.5px; }
.nm { text-align: center; font-size: 36px; text-transform: uppercase; } .nm .g { font-weight: 200; } .nm .f { font-weight: 700; }
.ct { text-align: center; font-size: 11px; margin-bottom: 10px; }
.cols { display: grid; grid-template-columns: 32% 1fr; column-gap: 22px; }
h2 { text-transform: uppercase; font-size: 14px; letter-spacing: 0.05em; margin: 8px 0 3px; font-weight: 400; }
.o { font-weight: 700; } .m { color: #666; font-size: 10.5px; } .l div { margin: 2px 0; }`;
  const body = `<div class="nm"><span class="g">${esc(given)}</span> <span class="f">${esc(family)}</span></div>
<div class="ct">${[p.website, p.email, p.phone].filter(Boolean).map(esc).join(' | ')}</div>
<div class="cols"><div class="l">
<h2>Links</h2>${p.links
    .filter((l) => (l.shown ?? l.value) !== p.website)
    .map((l) =>
      l.bare ? `<div>${esc(l.label)}:// <b>${esc(l.bare)}</b></div>` : `<div>${esc(l.shown ?? l.value)}</div>`,
    )
    .join('')}
<h2>${esc(H.edu)}</h2>${p.education
    .map(
      (e) =>
        `<div class="o">${esc(e.school)}</div><div>${esc(e.degree)}</div><div class="m">${esc(e.dates)} | ${esc(e.place)}</div>`,
    )
    .join('')}
<h2>${esc(H.skills)}</h2>${p.skills.map((s) => `<div>${esc(s)}</div>`).join('')}
${detailsBlock(p, H)}
</div><div class="r">
<h2>${esc(H.exp)}</h2>${p.jobs
    .map(
      (j) =>
        `<div><span class="o">${esc(j.org)}</span> | ${esc(j.title)}</div><div class="m">${esc(j.dates)} | ${esc(j.place)}</div>${bullets(j.bullets)}`,
    )
    .join('')}
${extras(p)}${refsBlock(p, H)}</div></div>`;
  return { html: page(p, css, body, o), links: p.links.filter((l) => l.bare).map((l) => l.bare) };
}

/** Jake's resume: centred name, one contact line with "|", small-caps section heads over a rule, two-sided entries. */
export function jakes(p, o) {
  const H = head(p);
  const css = `body { font-family: ${fontFor(p, "'Latin Modern Roman', 'DejaVu Serif', serif")}; padding: ${o.scan ? '30px 46px' : '0 46px'}; }
h1 { text-align: center; font-size: 30px; margin: 0; font-variant: small-caps; } .ct { text-align: center; font-size: 11px; }
h2 { font-variant: small-caps; font-weight: 400; font-size: 16px; color: #000; border-bottom: 1px solid #000; margin: 10px 0 4px; }
.e { display: flex; justify-content: space-between; } .e i { font-size: 11px; }`;
  const body = `<h1>${esc(p.shownName ?? p.name.full)}</h1>
<div class="ct">${[p.phone, p.email, ...p.links.map((l) => l.shown ?? l.value)].map(esc).join(' | ')}</div>
<h2>${esc(H.edu)}</h2>${p.education
    .map(
      (e) =>
        `<div class="e"><b>${esc(e.school)}</b><span>${esc(e.place)}</span></div><div class="e"><i>${esc(e.degree)}</i><i>${esc(e.dates)}</i></div>`,
    )
    .join('')}
<h2>${esc(H.exp)}</h2>${p.jobs
    .map(
      (j) =>
        `<div class="e"><b>${esc(j.title)}</b><span>${esc(j.dates)}</span></div><div class="e"><i>${esc(j.org)}</i><i>${esc(j.place)}</i></div>${bullets(j.bullets)}`,
    )
    .join('')}
${extras(p)}
<h2>${esc(H.skills)}</h2><div>${esc(p.skills.join(', '))}</div>
${o.scan ? '' : detailsBlock(p, H)}${refsBlock(p, H)}`;
  return { html: page(p, css, body, o) };
}

/** AltaCV: a coloured sidebar with icons and "@handles", photo circle, messenger IDs; the main column to the right. */
export function altacv(p, o) {
  const H = head(p);
  const css = `body { font-family: ${fontFor(p, "'Noto Sans', sans-serif")}; font-size: 11.5px; }
.wrap { display: grid; grid-template-columns: 240px 1fr; min-height: 100%; }
.side { background: #f1f1f1; padding: 16px 16px; } .main { padding: 16px 28px; }
.ph { width: 90px; height: 90px; border-radius: 50%; background: var(--accent); opacity: 0.3; margin: 0 auto 10px; }
h1 { font-size: 28px; margin: 0; color: var(--accent); } .tag { font-size: 14px; margin-bottom: 6px; }
.side div { margin: 3px 0; word-break: break-all; } h2 { font-size: 14px; border-bottom: 1px solid var(--accent); margin: 10px 0 4px; text-transform: uppercase; }
.tagc span { display: inline-block; border: 1px solid #999; border-radius: 3px; padding: 0 4px; margin: 2px 2px 0 0; }`;
  const body = `<div class="wrap"><div class="side"><div class="ph"></div>
<h2>${esc(H.contact)}</h2>${contacts(p)
    .map((c) => `<div>${esc(c.icon)} ${esc(c.text)}</div>`)
    .join('')}<div>⌂ ${esc(p.address)}</div>
<h2>${esc(H.skills)}</h2><div class="tagc">${p.skills.map((s) => `<span>${esc(s)}</span>`).join(' ')}</div>
${detailsBlock(p, H)}${refsBlock(p, H)}</div>
<div class="main"><h1>${esc(p.shownName ?? p.name.full)}</h1><div class="tag">${esc(p.headline)}</div>
${p.summary ? `<p><i>${esc(p.summary)}</i></p>` : ''}
<h2>${esc(H.exp)}</h2>${p.jobs
    .map(
      (j) =>
        `<div><b>${esc(j.title)}</b></div><div>${esc(j.org)}</div><div>📅 ${esc(j.dates)} 📍 ${esc(j.place)}</div>${bullets(j.bullets)}`,
    )
    .join('')}
<h2>${esc(H.edu)}</h2>${p.education
    .map(
      (e) =>
        `<div><b>${esc(e.degree)}</b></div><div>${esc(e.school)}</div><div>📅 ${esc(e.dates)} 📍 ${esc(e.place)}</div>`,
    )
    .join('')}
${extras(p)}</div></div>`;
  return { html: page(p, css, body, o) };
}

/** A pandoc Markdown resume (resume.md → HTML → PDF): plain headings, labelled contact lines, a running footer. */
export function markdown(p, o) {
  const H = head(p);
  const css = `body { font-family: ${fontFor(p, "'DejaVu Serif', serif")}; padding: 0 60px; max-width: 860px; }
h1 { font-size: 26px; margin: 0 0 4px; } h2 { font-size: 17px; color: #111; margin: 12px 0 4px; border-bottom: 1px solid #ddd; }
h3 { font-size: 13px; margin: 6px 0 0; } code { font-family: 'DejaVu Sans Mono', monospace; font-size: 11px; }`;
  const body = `<h1>${esc(p.shownName ?? p.name.full)}</h1><p><em>${esc(p.headline)}</em></p>
<ul>${contacts(p)
    .map((c) => `<li>${c.label ? `${esc(c.label)}: ` : ''}<code>${esc(c.text)}</code></li>`)
    .join('')}<li>${esc(p.addressShort ?? p.address)}</li></ul>
${p.summary ? `<h2>${esc(H.summary)}</h2><p>${esc(p.summary)}</p>` : ''}
<h2>${esc(H.exp)}</h2>${p.jobs
    .map(
      (j) =>
        `<h3>${esc(j.title)} @ ${esc(j.org)}</h3><p><em>${esc(j.place)}, ${esc(j.dates)}</em></p>${bullets(j.bullets)}`,
    )
    .join('')}
<h2>${esc(H.edu)}</h2>${p.education.map((e) => `<h3>${esc(e.school)}</h3><p>${esc(e.degree)}, ${esc(e.place)}, ${esc(e.dates)}</p>`).join('')}
<h2>${esc(H.skills)}</h2><p>${p.skills.map((s) => `<code>${esc(s)}</code>`).join(' ')}</p>
${extras(p)}${detailsBlock(p, H)}${refsBlock(p, H)}`;
  const line = `${p.name.full} — resume.md`;
  return {
    html: page(p, css, body, o),
    footer: {
      template: `<div style="font-size:8px;width:100%;text-align:center;font-family:serif;color:#555">${esc(line)} — <span class="pageNumber"></span>/<span class="totalPages"></span></div>`,
      text: (i, n) => [`${line} — ${i}/${n}`],
    },
  };
}

/** A personal site's /cv page printed from the browser: a nav bar, "Hi, I'm …", a footer with © and the URL. */
export function site(p, o) {
  const H = head(p);
  const hello = p.hello ?? `Hi, I'm ${p.nick}.`;
  const css = `body { font-family: ${fontFor(p, "'Inter', 'Noto Sans', sans-serif")}; padding: 0 56px; }
nav { display: flex; gap: 18px; border-bottom: 1px solid #eee; padding: 6px 0; font-size: 12px; } nav b { margin-right: auto; }
.hero { margin: 18px 0 8px; } .hero h1 { font-size: 28px; margin: 0; } .hero p { font-size: 14px; color: #555; margin: 4px 0; }
.badges span { display: inline-block; background: #f3f3f3; border-radius: 10px; padding: 1px 8px; margin: 2px; font-size: 11px; }
h2 { font-size: 16px; margin: 14px 0 4px; } .card { border-left: 3px solid var(--accent); padding-left: 10px; margin: 6px 0; }
footer { margin-top: 18px; border-top: 1px solid #eee; padding-top: 6px; font-size: 10.5px; color: #777; }`;
  const body = `<nav><b>${esc(p.website)}</b><span>blog</span><span>projects</span><span>cv</span><span>now</span></nav>
<div class="hero"><h1>${esc(hello)}</h1><p>${esc(p.headline)}</p><p>${esc(p.addressShort ?? p.address)}</p></div>
<div class="badges">${contacts(p)
    .filter((c) => c.text !== p.website)
    .map((c) => `<span>${esc(c.icon)} ${esc(c.text)}</span>`)
    .join(' ')}</div>
${p.summary ? `<h2>${esc(H.summary)}</h2><p>${esc(p.summary)}</p>` : ''}
<h2>${esc(H.exp)}</h2>${p.jobs
    .map(
      (j) =>
        `<div class="card"><b>${esc(j.title)}</b> · ${esc(j.org)}<br><small>${esc(j.dates)} — ${esc(j.place)}</small>${bullets(j.bullets)}</div>`,
    )
    .join('')}
<h2>${esc(H.edu)}</h2>${p.education.map((e) => `<div class="card"><b>${esc(e.degree)}</b> · ${esc(e.school)}<br><small>${esc(e.dates)} — ${esc(e.place)}</small></div>`).join('')}
<h2>${esc(H.skills)}</h2><div class="badges">${p.skills.map((s) => `<span>${esc(s)}</span>`).join(' ')}</div>
${extras(p)}${detailsBlock(p, H)}${refsBlock(p, H)}
<footer>© 2026 ${esc(p.name.full)} · built with ${esc(p.builtWith ?? 'Hugo')} · source on ${esc(p.links[0].shown ?? p.links[0].value)}</footer>`;
  return { html: page(p, css, body, o), variants: p.nick && p.name.variants.includes(p.nick) ? [p.nick] : [] };
}

// ---- flat ODF (Word / Canva-export-like), converted by LibreOffice to DOCX, DOC and PDF ----

const NS = [
  'office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"',
  'style="urn:oasis:names:tc:opendocument:xmlns:style:1.0"',
  'text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"',
  'table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"',
  'fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"',
  'svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"',
]
  .map((n) => `xmlns:${n}`)
  .join(' ');

/** A Word-like resume: the name (given name and family name on lines of their own where asked), contact in the page header, tables, a footer with the name and page. */
export function writer(p, { accent }) {
  const H = head(p);
  const font = CJK(p) ? 'Noto Sans CJK SC' : p.serif ? 'Liberation Serif' : 'Liberation Sans';
  const lines = [];
  const body = [];
  const par = (style, text) => {
    lines.push(text.replaceAll('\t', ' '));
    body.push(`<text:p text:style-name="${style}">${esc(text).replaceAll('\t', '<text:tab/>')}</text:p>`);
  };
  const headerLine = [p.email, p.phone, ...p.links.map((l) => l.shown ?? l.value)].join(' · ');
  lines.push(headerLine);
  if (p.splitName) {
    par('Name', p.given);
    par('Name', p.family);
  } else par('Name', p.shownName ?? p.name.full);
  par('Headline', p.headline);
  par('Body', p.address);
  if (p.summary) {
    par('Heading', H.summary);
    par('Body', p.summary);
  }
  par('Heading', H.exp);
  for (const j of p.jobs) {
    par('Entry', `${j.title}, ${j.org}\t${jobMeta(j)}`);
    for (const b of j.bullets) par('Bullet', `• ${b}`);
  }
  par('Heading', H.edu);
  for (const e of p.education) par('Entry', `${e.degree}, ${e.school}\t${e.place}, ${e.dates}`);
  par('Heading', H.skills);
  par('Body', p.skills.join(', '));
  for (const s of p.extra) {
    par('Heading', s.title);
    for (const i of s.items) par('Bullet', `• ${i}`);
  }
  if (detailLines(p).length) {
    par('Heading', H.details);
    const rows = detailLines(p).map((d) => {
      const at = d.indexOf(':');
      const [k, v] = at > 0 ? [d.slice(0, at + 1), d.slice(at + 1).trim()] : ['', d];
      lines.push(k, v);
      return `<table:table-row><table:table-cell table:style-name="Cell" office:value-type="string"><text:p text:style-name="Body">${esc(k)}</text:p></table:table-cell><table:table-cell table:style-name="Cell" office:value-type="string"><text:p text:style-name="Body">${esc(v)}</text:p></table:table-cell></table:table-row>`;
    });
    body.push(
      `<table:table table:name="Details" table:style-name="Tbl"><table:table-column table:style-name="TblA"/><table:table-column table:style-name="TblB"/>${rows.join('')}</table:table>`,
    );
  }
  if (p.referees?.length) {
    par('Heading', H.refs);
    for (const r of p.referees) par('Body', refLine(r));
  }
  const footName = p.footerName ?? p.name.full;
  const fodt = `<?xml version="1.0" encoding="UTF-8"?>
<office:document ${NS} office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:font-face-decls><style:font-face style:name="${font}" svg:font-family="'${font}'"/></office:font-face-decls>
<office:styles>
 <style:default-style style:family="paragraph"><style:paragraph-properties fo:margin-top="0cm" fo:margin-bottom="0.05cm"/><style:text-properties style:font-name="${font}" style:font-name-asian="${font}" fo:font-size="10.5pt" style:font-size-asian="10.5pt"/></style:default-style>
 <style:style style:name="Name" style:family="paragraph"><style:text-properties fo:font-size="24pt" fo:font-weight="bold" fo:color="${accent}" style:font-size-asian="24pt" style:font-weight-asian="bold"/></style:style>
 <style:style style:name="Headline" style:family="paragraph"><style:text-properties fo:font-size="13pt" fo:color="#444444" style:font-size-asian="13pt"/></style:style>
 <style:style style:name="Heading" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.35cm" fo:margin-bottom="0.1cm" fo:border-bottom="0.6pt solid ${accent}" fo:keep-with-next="always"/><style:text-properties fo:font-size="12.5pt" fo:font-weight="bold" fo:color="${accent}" style:font-weight-asian="bold"/></style:style>
 <style:style style:name="Entry" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.12cm"><style:tab-stops><style:tab-stop style:position="17cm" style:type="right"/></style:tab-stops></style:paragraph-properties><style:text-properties fo:font-weight="bold" style:font-weight-asian="bold"/></style:style>
 <style:style style:name="Body" style:family="paragraph"/>
 <style:style style:name="Bullet" style:family="paragraph"><style:paragraph-properties fo:margin-left="0.6cm" fo:text-indent="-0.35cm"/></style:style>
 <style:style style:name="Small" style:family="paragraph"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="8.5pt" fo:color="#555555"/></style:style>
</office:styles>
<office:automatic-styles>
 <style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="1.2cm" fo:margin-bottom="1.2cm" fo:margin-left="2cm" fo:margin-right="2cm"/>
  <style:header-style><style:header-footer-properties fo:min-height="0.5cm" fo:margin-bottom="0.3cm"/></style:header-style>
  <style:footer-style><style:header-footer-properties fo:min-height="0.5cm" fo:margin-top="0.3cm"/></style:footer-style></style:page-layout>
 <style:style style:name="Tbl" style:family="table"><style:table-properties style:width="17cm" table:align="left"/></style:style>
 <style:style style:name="TblA" style:family="table-column"><style:table-column-properties style:column-width="5cm"/></style:style>
 <style:style style:name="TblB" style:family="table-column"><style:table-column-properties style:column-width="12cm"/></style:style>
 <style:style style:name="Cell" style:family="table-cell"><style:table-cell-properties fo:padding="0.06cm" fo:border="0.5pt solid #bbbbbb"/></style:style>
</office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm1">
<style:header><text:p text:style-name="Small">${esc(headerLine)}</text:p></style:header>
<style:footer><text:p text:style-name="Small">${esc(footName)} · <text:page-number text:select-page="current">1</text:page-number>/<text:page-count>1</text:page-count></text:p></style:footer>
</style:master-page></office:master-styles>
<office:body><office:text>
${body.join('\n')}
</office:text></office:body></office:document>
`;
  return { fodt, lines, footerLine: (i, n) => `${footName} · ${i}/${n}` };
}
