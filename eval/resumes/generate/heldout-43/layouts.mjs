// Held-out part 43's templates: résumés as they sit in public repositories and on personal sites — LaTeX classes
// printed to PDF (Jake's résumé, awesome-cv, moderncv banking, deedy, altacv), pandoc-rendered Markdown, a JSON
// Resume theme, a Hugo page printed by the browser with its navigation bar and running footer, an academic CV with
// publications, talks and referees, a Chinese 简历 table, and a Word-like document "exported for HR" through
// LibreOffice. Each returns what its page shows; the shared ../heldout-run.mjs prints it and writes the truth.

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const HEADS = {
  en: {
    exp: 'Experience',
    edu: 'Education',
    skills: 'Skills',
    contact: 'Contact',
    pubs: 'Publications',
    refs: 'Referees',
    about: 'Summary',
    page: 'Page',
  },
  de: {
    exp: 'Berufserfahrung',
    edu: 'Ausbildung',
    skills: 'Kenntnisse',
    contact: 'Kontakt',
    pubs: 'Publikationen',
    refs: 'Referenzen',
    about: 'Profil',
    page: 'Seite',
  },
  fr: {
    exp: 'Expérience',
    edu: 'Formation',
    skills: 'Compétences',
    contact: 'Contact',
    pubs: 'Publications',
    refs: 'Références',
    about: 'Profil',
    page: 'Page',
  },
  es: {
    exp: 'Experiencia',
    edu: 'Formación',
    skills: 'Habilidades',
    contact: 'Contacto',
    pubs: 'Publicaciones',
    refs: 'Referencias',
    about: 'Perfil',
    page: 'Página',
  },
  pt: {
    exp: 'Experiência',
    edu: 'Formação',
    skills: 'Competências',
    contact: 'Contato',
    pubs: 'Publicações',
    refs: 'Referências',
    about: 'Resumo',
    page: 'Página',
  },
  zh: {
    exp: '工作经历',
    edu: '教育背景',
    skills: '专业技能',
    contact: '联系方式',
    pubs: '论文',
    refs: '推荐人',
    about: '个人简介',
    page: '第',
  },
  ko: {
    exp: '경력',
    edu: '학력',
    skills: '기술',
    contact: '연락처',
    pubs: '발표',
    refs: '추천인',
    about: '소개',
    page: '페이지',
  },
  vi: {
    exp: 'Kinh nghiệm làm việc',
    edu: 'Học vấn',
    skills: 'Kỹ năng',
    contact: 'Liên hệ',
    pubs: 'Công bố',
    refs: 'Người tham chiếu',
    about: 'Giới thiệu',
    page: 'Trang',
  },
  no: {
    exp: 'Arbeidserfaring',
    edu: 'Utdanning',
    skills: 'Ferdigheter',
    contact: 'Kontakt',
    pubs: 'Publikasjoner',
    refs: 'Referanser',
    about: 'Profil',
    page: 'Side',
  },
  sr: {
    exp: 'Radno iskustvo',
    edu: 'Obrazovanje',
    skills: 'Veštine',
    contact: 'Kontakt',
    pubs: 'Radovi',
    refs: 'Preporuke',
    about: 'O meni',
    page: 'Strana',
  },
  et: {
    exp: 'Experience',
    edu: 'Education',
    skills: 'Skills',
    contact: 'Contact',
    pubs: 'Publications',
    refs: 'Referees',
    about: 'Summary',
    page: 'Page',
  },
  ja: {
    exp: '職務経歴',
    edu: '学歴',
    skills: 'スキル',
    contact: '連絡先',
    pubs: '発表',
    refs: '推薦者',
    about: '自己PR',
    page: 'ページ',
  },
};
const heads = (p) => HEADS[p.language] ?? HEADS.en;

const handles = (p) => p.links.filter((l) => l.kind === 'handle');
const domain = (p) => p.links.find((l) => l.kind === 'domain')?.value;
const others = (p) => p.links.filter((l) => l.kind === 'link');
const detailText = (p) => p.details.map((d) => d.value);
const bareHandle = (h) => h.value.split('/').pop();

function page(css, body, { lang = 'en', font = "'Liberation Serif', serif" } = {}) {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>
@page { size: A4; margin: 0; }
html, body { margin: 0; padding: 0; }
body { font-family: ${font}; color: #111; }
${css}
</style></head><body>${body}</body></html>`;
}

function pubs(p, { bold = 'b' } = {}) {
  return (p.publications ?? []).map((t) =>
    esc(t)
      .replace('{me}', `<${bold}>${esc(p.meLong)}</${bold}>`)
      .replace('{long}', `<${bold}>${esc(p.meLong)}</${bold}>`)
      .replace('{short}', `<${bold}>${esc(p.meShort)}</${bold}>`),
  );
}
const pubVariants = (p) => (p.publications?.length ? [p.meLong, p.meShort] : []);

/** Jake's résumé (sb2nov lineage): small-caps headings under a rule, tabular entry rows, bar-separated contacts. */
export function jake(p, { scan }) {
  const h = heads(p);
  const contact = [
    p.phone,
    p.email,
    ...handles(p).map((x) => (x.value.includes('/') ? x.value : `github.com/${x.value}`)),
    domain(p),
    ...others(p).map((o) => o.value),
  ]
    .filter(Boolean)
    .map(esc)
    .join(' <span class="bar">|</span> ');
  const css = `
.page { padding: ${scan ? '44px 58px' : '38px 54px'}; font-size: ${scan ? 14 : 11.5}px; line-height: 1.28; }
h1 { font-variant: small-caps; font-size: ${scan ? 34 : 30}px; text-align: center; margin: 0; font-weight: bold; letter-spacing: 0.5px; }
.contact { text-align: center; margin: 4px 0 10px; }
.bar { margin: 0 4px; }
h2 { font-variant: small-caps; font-size: 15px; font-weight: normal; border-bottom: 1px solid #000; margin: 12px 0 5px; }
.row { display: flex; justify-content: space-between; }
.row b { font-weight: bold; }
.sub { display: flex; justify-content: space-between; font-style: italic; font-size: 0.93em; }
ul { margin: 2px 0 6px 0; padding-left: 18px; }
li { margin: 1px 0; }`;
  const body = `<div class="page">
<h1>${esc(p.name.full)}</h1>
<div class="contact">${contact}<br>${esc(p.address)}</div>
<h2>${h.edu}</h2>
${p.education.map((e) => `<div class="row"><b>${esc(e.school)}</b><span>${esc(e.place)}</span></div><div class="sub"><span>${esc(e.degree)}</span><span>${esc(e.dates)}</span></div>`).join('\n')}
<h2>${h.exp}</h2>
${p.jobs.map((j) => `<div class="row"><b>${esc(j.title)}</b><span>${esc(j.dates)}</span></div><div class="sub"><span>${esc(j.org)}</span><span>${esc(j.place)}</span></div><ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>`).join('\n')}
${p.extra.map((x) => `<h2>${esc(x.head)}</h2><ul>${x.items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul>`).join('\n')}
<h2>${h.skills}</h2>
<div><b>Languages &amp; tools:</b> ${p.skills.map(esc).join(', ')}</div>
</div>`;
  return {
    html: page(css, body, {
      lang: p.language,
      font: "'Latin Modern Roman', 'Nimbus Roman', 'Liberation Serif', serif",
    }),
    variants: [],
  };
}

/** awesome-cv: thin given name and heavy family name, Font Awesome private-use glyphs before bare handles. */
export function awesome(p, { accent }) {
  const h = heads(p);
  const items = [
    ['\uf095', p.phone],
    ['\uf0e0', p.email],
    ...(domain(p) ? [['\uf0ac', domain(p)]] : []),
    ...handles(p).map((x) => ['\uf09b', bareHandle(x)]),
    ...others(p).map((o) => ['\uf1cb', o.value]),
  ];
  const css = `
.page { padding: 40px 48px; font-size: 11px; line-height: 1.35; }
.name { text-align: center; font-size: 34px; }
.name .g { font-weight: 300; color: #555; }
.name .f { font-weight: 800; }
.pos { text-align: center; color: ${accent}; font-variant: small-caps; letter-spacing: 1px; font-size: 12px; margin: 2px 0; }
.addr { text-align: center; font-style: italic; color: #666; font-size: 10px; }
.icons { text-align: center; font-size: 10px; margin: 4px 0 12px; }
.icons span { margin: 0 6px; white-space: nowrap; }
.icons i { font-style: normal; color: ${accent}; margin-right: 3px; }
h2 { font-size: 15px; margin: 12px 0 4px; }
h2 .hl { color: ${accent}; }
h2::after { content: ''; display: block; border-bottom: 1px solid #999; margin-top: 2px; }
.e { display: grid; grid-template-columns: 1fr auto; }
.e .t { font-weight: bold; }
.e .pl { color: ${accent}; font-style: italic; text-align: right; }
.e .ti { color: #555; font-variant: small-caps; }
.e .d { color: #777; font-style: italic; text-align: right; }
ul { margin: 2px 0 8px; padding-left: 16px; color: #444; }
.sk { display: grid; grid-template-columns: 110px 1fr; gap: 2px 8px; }
.sk b { text-align: right; }`;
  const head3 = (t) => `<h2><span class="hl">${esc(t.slice(0, 3))}</span>${esc(t.slice(3))}</h2>`;
  const body = `<div class="page">
<div class="name">${['zh', 'ja', 'ko'].includes(p.language) ? `<span class="f">${esc(p.family)}</span> <span class="g">${esc(p.given)}</span>` : `<span class="g">${esc(p.given)}</span> <span class="f">${esc(p.family)}</span>`}</div>
<div class="pos">${esc(p.headline)}</div>
<div class="addr">${esc(p.address)}</div>
<div class="icons">${items.map(([i, v]) => `<span><i>${i}</i>${esc(v)}</span>`).join(' | ')}</div>
${head3(h.exp)}
${p.jobs.map((j) => `<div class="e"><span class="t">${esc(j.org)}</span><span class="pl">${esc(j.place)}</span><span class="ti">${esc(j.title)}</span><span class="d">${esc(j.dates)}</span></div><ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>`).join('\n')}
${head3(h.edu)}
${p.education.map((e) => `<div class="e"><span class="t">${esc(e.school)}</span><span class="pl">${esc(e.place)}</span><span class="ti">${esc(e.degree)}</span><span class="d">${esc(e.dates)}</span></div>`).join('\n')}
${p.extra.map((x) => `${head3(x.head)}<ul>${x.items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul>`).join('\n')}
${head3(h.skills)}
<div class="sk"><b>Stack</b><span>${p.skills.map(esc).join(', ')}</span>${p.details.length ? `<b>Personal</b><span>${detailText(p).map(esc).join(' · ')}</span>` : ''}</div>
</div>`;
  return {
    html: page(css, body, { lang: p.language, font: "'Source Sans Pro', 'Carlito', 'Liberation Sans', sans-serif" }),
  };
}

/** moderncv banking: a coloured bar under a bold name, dates in the left column, contacts on one line with symbols. */
export function moderncv(p, { accent }) {
  const h = heads(p);
  const contact = [
    `⌂ ${p.address}`,
    `☎ ${p.phone}`,
    `✉ ${p.email}`,
    ...handles(p).map((x) => `⌥ ${bareHandle(x)}`),
    ...(domain(p) ? [`🌐 ${domain(p)}`] : []),
  ];
  const css = `
.page { padding: 46px 60px; font-size: 11px; line-height: 1.3; }
h1 { font-size: 30px; margin: 0; font-weight: 600; }
.hl { color: #666; font-style: italic; font-size: 14px; }
.ct { font-size: 10px; color: #333; margin: 6px 0 14px; border-bottom: 2px solid ${accent}; padding-bottom: 6px; }
.ct span { margin-right: 12px; }
h2 { color: ${accent}; font-size: 16px; font-weight: normal; margin: 14px 0 6px; }
.r { display: grid; grid-template-columns: 120px 1fr; column-gap: 12px; margin-bottom: 6px; }
.r .d { text-align: right; color: #555; }
.r .w b { color: #000; }
.r .w i { color: #444; }
ul { margin: 2px 0; padding-left: 14px; }
li::marker { color: ${accent}; }`;
  const body = `<div class="page">
<h1>${esc(p.name.full)}</h1><div class="hl">${esc(p.headline)}</div>
<div class="ct">${contact.map((c) => `<span>${esc(c)}</span>`).join(' ')}</div>
${p.details.length ? `<h2>${h.about}</h2>${p.details.map((d) => `<div class="r"><span class="d">${d.kind === 'date_of_birth' ? '✱' : '•'}</span><span class="w">${esc(d.value)}</span></div>`).join('')}` : ''}
<h2>${h.exp}</h2>
${p.jobs.map((j) => `<div class="r"><span class="d">${esc(j.dates)}</span><span class="w"><b>${esc(j.title)}</b>, <i>${esc(j.org)}</i>, ${esc(j.place)}<ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul></span></div>`).join('\n')}
<h2>${h.edu}</h2>
${p.education.map((e) => `<div class="r"><span class="d">${esc(e.dates)}</span><span class="w"><b>${esc(e.degree)}</b>, <i>${esc(e.school)}</i>, ${esc(e.place)}</span></div>`).join('\n')}
<h2>${h.skills}</h2><div class="r"><span class="d">⚙</span><span class="w">${p.skills.map(esc).join(' · ')}</span></div>
${p.extra.map((x) => `<h2>${esc(x.head)}</h2>${x.items.map((i) => `<div class="r"><span class="d">–</span><span class="w">${esc(i)}</span></div>`).join('')}`).join('\n')}
</div>`;
  return { html: page(css, body, { lang: p.language, font: "'Latin Modern Sans', 'DejaVu Sans', sans-serif" }) };
}

/** deedy: the name split over two lines, family name heavy and letter-spaced; a narrow left column with education. */
export function deedy(p, { accent }) {
  const h = heads(p);
  const css = `
.page { padding: 36px 40px; font-size: 10.5px; line-height: 1.32; }
.nm { font-size: 40px; line-height: 1.0; text-transform: uppercase; }
.nm .g { font-weight: 200; letter-spacing: 3px; display: block; }
.nm .f { font-weight: 700; letter-spacing: 6px; display: block; }
.ct { color: #666; font-size: 10px; margin: 6px 0 14px; }
.cols { display: grid; grid-template-columns: 31% 1fr; gap: 22px; }
h2 { text-transform: uppercase; letter-spacing: 2px; font-size: 13px; color: #555; margin: 10px 0 4px; font-weight: 400; }
h3 { font-size: 12px; margin: 6px 0 0; }
.m { color: ${accent}; font-size: 9.5px; text-transform: uppercase; letter-spacing: 0.5px; }
p { margin: 2px 0 6px; }
ul { padding-left: 12px; margin: 2px 0 8px; }`;
  const body = `<div class="page">
<div class="nm"><span class="g">${esc(p.given)}</span><span class="f">${esc(p.family)}</span></div>
<div class="ct">${[domain(p), p.email, p.phone, ...handles(p).map(bareHandle)].filter(Boolean).map(esc).join(' | ')}</div>
<div class="cols"><div>
<h2>${h.edu}</h2>
${p.education.map((e) => `<h3>${esc(e.school)}</h3><div class="m">${esc(e.dates)} | ${esc(e.place)}</div><p>${esc(e.degree)}</p>`).join('')}
<h2>${h.skills}</h2><p>${p.skills.map(esc).join(' • ')}</p>
<h2>${h.contact}</h2><p>${esc(p.address)}</p>${p.details.map((d) => `<p>${esc(d.value)}</p>`).join('')}
</div><div>
<h2>${h.exp}</h2>
${p.jobs.map((j) => `<h3>${esc(j.org)} <span style="font-weight:400">| ${esc(j.title)}</span></h3><div class="m">${esc(j.dates)} | ${esc(j.place)}</div><ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>`).join('')}
${p.extra.map((x) => `<h2>${esc(x.head)}</h2><ul>${x.items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul>`).join('')}
</div></div></div>`;
  return {
    html: page(css, body, { lang: p.language, font: "'Lato', 'Carlito', 'Liberation Sans', sans-serif" }),
    variants: [p.family.toUpperCase()],
  };
}

/** altacv: a right sidebar, emoji before contact items (handles bare), a tagline in the accent colour. */
export function altacv(p, { accent }) {
  const h = heads(p);
  const icons = [
    ['✉️', p.email],
    ['📞', p.phone],
    ['📍', p.addressShort ?? p.address],
    ...handles(p).map((x) => ['🐙', bareHandle(x)]),
    ...(domain(p) ? [['🔗', domain(p)]] : []),
    ...others(p).map((o) => ['🎓', o.value]),
  ];
  const css = `
.page { padding: 34px 36px; font-size: 10.5px; line-height: 1.35; }
h1 { font-size: 28px; margin: 0; }
.tag { color: ${accent}; font-weight: 600; margin: 2px 0 6px; font-size: 12px; }
.ic { display: flex; flex-wrap: wrap; gap: 3px 14px; font-size: 9.5px; margin-bottom: 12px; }
.cols { display: grid; grid-template-columns: 1fr 36%; gap: 20px; }
h2 { color: ${accent}; font-size: 14px; text-transform: uppercase; border-bottom: 2px solid ${accent}; margin: 8px 0 4px; }
.ev b { display: block; font-size: 12px; }
.ev .o { color: ${accent}; font-weight: 600; }
.ev .d { color: #777; font-size: 9.5px; }
.tags span { display: inline-block; border-bottom: 1px solid #999; margin: 2px 4px 2px 0; padding: 0 3px; }
ul { padding-left: 14px; margin: 2px 0 8px; }`;
  const body = `<div class="page">
<h1>${esc(p.name.full)}</h1><div class="tag">${esc(p.headline)}</div>
<div class="ic">${icons.map(([i, v]) => `<span>${i} ${esc(v)}</span>`).join('')}</div>
<div class="cols"><div>
<h2>${h.exp}</h2>
${p.jobs.map((j) => `<div class="ev"><b>${esc(j.title)}</b><span class="o">${esc(j.org)}</span><div class="d">📅 ${esc(j.dates)} &nbsp; 📍 ${esc(j.place)}</div><ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul></div>`).join('')}
</div><div>
<h2>${h.edu}</h2>
${p.education.map((e) => `<div class="ev"><b>${esc(e.degree)}</b><span class="o">${esc(e.school)}</span><div class="d">📅 ${esc(e.dates)}</div></div>`).join('')}
<h2>${h.skills}</h2><div class="tags">${p.skills.map((s) => `<span>${esc(s)}</span>`).join(' ')}</div>
${p.extra.map((x) => `<h2>${esc(x.head)}</h2><ul>${x.items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul>`).join('')}
${p.details.length ? `<h2>Info</h2>${p.details.map((d) => `<div>${esc(d.value)}</div>`).join('')}` : ''}
</div></div></div>`;
  return { html: page(css, body, { lang: p.language, font: "'Roboto', 'DejaVu Sans', sans-serif" }) };
}

/** pandoc: a README-ish Markdown CV rendered to HTML by pandoc's default template, bare URLs, a horizontal rule. */
export function pandoc(p, { scan }) {
  const h = heads(p);
  const css = `
body { max-width: 36em; margin: 0 auto; padding: ${scan ? '40px 50px' : '50px'}; font-size: ${scan ? 15 : 12.5}px; line-height: 1.45; hyphens: auto; }
h1.title { font-size: 2em; margin-bottom: 0.2em; }
p.subtitle { font-size: 1.1em; margin-top: 0; }
h2 { font-size: 1.3em; margin-top: 1.1em; }
hr { border: none; border-top: 1px solid #000; }
code { font-family: 'DejaVu Sans Mono', monospace; font-size: 0.9em; }
a { color: #1a1a1a; }`;
  const links = [
    `<${p.email}>`,
    ...handles(p).map((x) => (x.value.includes('/') ? `https://${x.value}` : `https://github.com/${x.value}`)),
    ...(domain(p) ? [`https://${domain(p)}`] : []),
    ...others(p).map((o) => `https://${o.value}`),
  ];
  const body = `<header id="title-block-header"><h1 class="title">${esc(p.name.full)}</h1><p class="subtitle">${esc(p.headline)}</p></header>
<p>${links.map((l) => `<a href="#">${esc(l)}</a>`).join(' · ')}<br>${esc(p.phone)} · ${esc(p.address)}</p>
${p.details.length ? `<p>${detailText(p).map(esc).join(' — ')}</p>` : ''}
<hr>
<h2 id="exp">${h.exp}</h2>
${p.jobs.map((j) => `<p><strong>${esc(j.title)}</strong>, ${esc(j.org)} — ${esc(j.place)} <em>(${esc(j.dates)})</em></p><ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>`).join('\n')}
<h2 id="edu">${h.edu}</h2>
<ul>${p.education.map((e) => `<li><strong>${esc(e.degree)}</strong>, ${esc(e.school)}, ${esc(e.place)} (${esc(e.dates)})</li>`).join('')}</ul>
<h2 id="skills">${h.skills}</h2>
<p>${p.skills.map((s) => `<code>${esc(s)}</code>`).join(', ')}</p>
${p.extra.map((x) => `<h2>${esc(x.head)}</h2><ul>${x.items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul>`).join('\n')}`;
  return { html: page(css, body, { lang: p.language, font: "'DejaVu Serif', 'Liberation Serif', serif" }) };
}

/** JSON Resume "elegant"-like theme: a coloured card with the picture placeholder, label, profiles as network: username. */
export function jsonresume(p, { accent }) {
  const h = heads(p);
  const css = `
.page { font-size: 11px; line-height: 1.4; background: #f4f5f7; padding: 24px; min-height: 1000px; }
.card { background: #fff; border-radius: 4px; padding: 16px 20px; margin-bottom: 12px; box-shadow: 0 1px 2px rgba(0,0,0,.15); }
.hero { background: ${accent}; color: #fff; display: grid; grid-template-columns: 70px 1fr; gap: 16px; align-items: center; }
.pic { width: 70px; height: 70px; border-radius: 50%; background: rgba(255,255,255,.3); }
.hero h1 { margin: 0; font-size: 24px; }
.hero .label { opacity: .85; }
.prof { display: flex; flex-wrap: wrap; gap: 4px 16px; font-size: 10px; }
.prof b { text-transform: capitalize; }
h2 { font-size: 13px; text-transform: uppercase; letter-spacing: 1px; color: ${accent}; margin: 0 0 8px; }
.w { margin-bottom: 8px; }
.w .top { display: flex; justify-content: space-between; }
.w .pos { font-weight: bold; }
.w .dt { color: #888; }
.chip { display: inline-block; background: #e6e8eb; border-radius: 10px; padding: 1px 8px; margin: 2px; }
ul { padding-left: 16px; margin: 3px 0; }`;
  const prof = [
    ['email', p.email],
    ['phone', p.phone],
    ['location', p.address],
    ...handles(p).map((x) => [
      x.value.includes('codeforces') ? 'codeforces' : x.value.includes('leetcode') ? 'leetcode' : 'github',
      bareHandle(x),
    ]),
    ...(domain(p) ? [['website', domain(p)]] : []),
  ];
  const body = `<div class="page">
<div class="card hero"><div class="pic"></div><div><h1>${esc(p.name.full)}</h1><div class="label">${esc(p.headline)}</div></div></div>
<div class="card prof">${prof.map(([k, v]) => `<span><b>${k}</b>: ${esc(v)}</span>`).join('')}</div>
<div class="card"><h2>${h.exp}</h2>${p.jobs.map((j) => `<div class="w"><div class="top"><span><span class="pos">${esc(j.title)}</span> at ${esc(j.org)}</span><span class="dt">${esc(j.dates)}</span></div><div class="dt">${esc(j.place)}</div><ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul></div>`).join('')}</div>
<div class="card"><h2>${h.edu}</h2>${p.education.map((e) => `<div class="w"><div class="top"><b>${esc(e.school)}</b><span class="dt">${esc(e.dates)}</span></div>${esc(e.degree)}</div>`).join('')}</div>
<div class="card"><h2>${h.skills}</h2>${p.skills.map((s) => `<span class="chip">${esc(s)}</span>`).join('')}</div>
${p.extra.map((x) => `<div class="card"><h2>${esc(x.head)}</h2><ul>${x.items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul></div>`).join('')}
</div>`;
  return { html: page(css, body, { lang: p.language, font: "'Open Sans', 'DejaVu Sans', sans-serif" }) };
}

/** A Hugo/Jekyll "/cv/" page printed by the browser: site navigation, the running footer "Name — i/n" with the URL. */
export function hugo(p, { accent }) {
  const h = heads(p);
  const site = domain(p) ?? `${bareHandle(handles(p)[0] ?? { value: 'me' })}.github.io`;
  const short = p.name.variants.find((v) => !/[,.]/.test(v) && v.split(' ').length === 2) ?? p.name.full;
  const css = `
nav { display: flex; justify-content: space-between; padding: 10px 40px; border-bottom: 1px solid #ddd; font-size: 12px; }
nav .brand { font-weight: bold; }
nav .links span { margin-left: 14px; color: #555; }
main { padding: 10px 64px; font-size: 12px; line-height: 1.55; }
h1 { font-size: 26px; margin: 14px 0 2px; }
.lead { color: #555; margin-bottom: 10px; }
h2 { font-size: 17px; border-left: 4px solid ${accent}; padding-left: 8px; margin: 18px 0 6px; }
.meta { color: #777; font-size: 11px; }
ul { padding-left: 18px; }
.post-meta { font-size: 10px; color: #999; }`;
  const body = `<nav><span class="brand">${esc(site)}</span><span class="links"><span>Home</span><span>Posts</span><span>Projects</span><span>CV</span></span></nav>
<main><div class="post-meta">Last updated: 2026-10-02 · 3 min read</div>
<h1>Curriculum Vitae</h1><div class="lead">${esc(p.headline)}. You can reach me at ${esc(p.email)} or ${esc(p.phone)}; ${handles(
    p,
  )
    .map((x) => `I am ${esc(bareHandle(x))} on GitHub`)
    .join(' and ')}.</div>
<h2>${h.exp}</h2>
${p.jobs.map((j) => `<h3>${esc(j.title)} · ${esc(j.org)}</h3><div class="meta">${esc(j.dates)} · ${esc(j.place)}</div><ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>`).join('')}
<h2>${h.edu}</h2>
${p.education.map((e) => `<h3>${esc(e.school)}</h3><div class="meta">${esc(e.degree)} · ${esc(e.dates)}</div>`).join('')}
<h2>${h.skills}</h2><p>${p.skills.map(esc).join(', ')}</p>
${p.extra.map((x) => `<h2>${esc(x.head)}</h2><ul>${x.items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul>`).join('')}
<p class="meta">Postal: ${esc(p.address)}</p>
</main>`;
  const line = (i, n) => `${short} — ${i}/${n} · https://${site}/cv/`;
  return {
    html: page(css, body, { lang: p.language, font: "'DejaVu Sans', sans-serif" }),
    variants: [short],
    footer: {
      template: `<div style="font-size:8px;width:100%;text-align:center;color:#777;font-family:sans-serif">${esc(short)} — <span class="pageNumber"></span>/<span class="totalPages"></span> · https://${esc(site)}/cv/</div>`,
      text: (i, n) => [line(i, n)],
    },
  };
}

/** An academic CV: positions, education, publications with the candidate bold among co-authors, talks, teaching, referees. */
export function academic(p, { accent }) {
  const h = heads(p);
  const css = `
.page { padding: 50px 66px; font-size: 11.5px; line-height: 1.4; }
.top { display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 1px solid #000; padding-bottom: 6px; }
h1 { font-size: 26px; margin: 0; font-weight: normal; letter-spacing: 1px; }
.right { text-align: right; font-size: 10.5px; }
h2 { font-size: 13px; text-transform: uppercase; letter-spacing: 1.5px; color: ${accent}; margin: 16px 0 6px; }
.r { display: grid; grid-template-columns: 90px 1fr; gap: 8px; margin: 3px 0; }
ol { padding-left: 22px; margin: 0; }
ol li { margin: 3px 0; }
.ref { display: inline-block; width: 46%; vertical-align: top; margin-right: 3%; }`;
  const body = `<div class="page">
<div class="top"><div><h1>${esc(p.name.full)}</h1><div>${esc(p.headline)}</div></div>
<div class="right">${esc(p.address)}<br>${esc(p.phone)}<br>${esc(p.email)}<br>${[...others(p).map((o) => o.value), domain(p)].filter(Boolean).map(esc).join('<br>')}</div></div>
<h2>Positions</h2>
${p.jobs.map((j) => `<div class="r"><span>${esc(j.dates)}</span><span><b>${esc(j.title)}</b>, ${esc(j.org)}, ${esc(j.place)}. ${j.bullets.map(esc).join(' ')}</span></div>`).join('')}
<h2>${h.edu}</h2>
${p.education.map((e) => `<div class="r"><span>${esc(e.dates)}</span><span>${esc(e.degree)}, ${esc(e.school)}, ${esc(e.place)}</span></div>`).join('')}
<h2>${h.pubs}</h2><ol>${pubs(p)
    .map((t) => `<li>${t}</li>`)
    .join('')}</ol>
${p.extra.map((x) => `<h2>${esc(x.head)}</h2>${x.items.map((i) => `<div class="r"><span></span><span>${esc(i)}</span></div>`).join('')}`).join('')}
<h2>${h.skills}</h2><p>${p.skills.map(esc).join(', ')}</p>
${p.referees?.length ? `<h2>${h.refs}</h2>${p.referees.map((r) => `<div class="ref"><b>${esc(r.name)}</b><br>${esc(r.title)}<br>${esc(r.phone)}<br>${esc(r.email)}</div>`).join('')}` : ''}
</div>`;
  return {
    html: page(css, body, { lang: p.language, font: "'TeX Gyre Pagella', 'C059', 'Liberation Serif', serif" }),
    variants: pubVariants(p),
  };
}

/** A Chinese 简历 as students keep it on GitHub: a bordered table of personal details, then sections with rules. */
export function jianli(p, { scan }) {
  const h = heads(p);
  const css = `
.page { padding: ${scan ? '40px 52px' : '36px 48px'}; font-size: ${scan ? 15 : 12}px; line-height: 1.5; }
h1 { text-align: center; font-size: 26px; letter-spacing: 6px; margin: 0 0 8px; }
table { width: 100%; border-collapse: collapse; margin-bottom: 8px; }
td { border: 1px solid #333; padding: 3px 6px; }
td.k { background: #eee; width: 16%; }
h2 { font-size: 16px; border-bottom: 2px solid #333; margin: 10px 0 4px; }
.row { display: flex; justify-content: space-between; font-weight: bold; }
ul { margin: 2px 0 6px; padding-left: 20px; }`;
  const dob = p.details.find((d) => d.kind === 'date_of_birth')?.value ?? '';
  const body = `<div class="page"><h1>个人简历</h1>
<table><tr><td class="k">姓名</td><td>${esc(p.name.full)}（${esc(p.name.variants[1])}）</td><td class="k">出生年月</td><td>${esc(dob)}</td></tr>
<tr><td class="k">电话</td><td>${esc(p.phone)}</td><td class="k">邮箱</td><td>${esc(p.email)}</td></tr>
<tr><td class="k">现居</td><td colspan="3">${esc(p.address)}</td></tr>
<tr><td class="k">GitHub</td><td colspan="3">${handles(p)
    .map((x) => esc(bareHandle(x)))
    .join(' ')}</td></tr></table>
<h2>${h.edu}</h2>${p.education.map((e) => `<div class="row"><span>${esc(e.school)}</span><span>${esc(e.degree)}</span><span>${esc(e.dates)}</span></div>`).join('')}
<h2>${h.exp}</h2>${p.jobs.map((j) => `<div class="row"><span>${esc(j.org)}</span><span>${esc(j.title)}</span><span>${esc(j.dates)}</span></div><ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>`).join('')}
<h2>${h.skills}</h2><p>${p.skills.map(esc).join(' / ')}</p>
${p.extra.map((x) => `<h2>${esc(x.head)}</h2><ul>${x.items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul>`).join('')}
</div>`;
  return {
    html: page(css, body, { lang: 'zh', font: "'Noto Sans CJK SC', sans-serif" }),
    variants: [p.name.variants[1]],
  };
}

// ---- LibreOffice: a Word-like résumé "exported for HR", the name and page number in the footer ----

const NS = [
  'office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"',
  'style="urn:oasis:names:tc:opendocument:xmlns:style:1.0"',
  'text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"',
  'fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"',
  'svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"',
]
  .map((n) => `xmlns:${n}`)
  .join(' ');

export function writer(p, { accent }) {
  const h = heads(p);
  const cjk = ['zh', 'ja', 'ko'].includes(p.language);
  const font = cjk ? 'Noto Sans CJK JP' : p.language === 'de' || p.language === 'no' ? 'Carlito' : 'Liberation Serif';
  const lines = [];
  const paras = [];
  const P = (style, text) => {
    lines.push(text);
    paras.push(`<text:p text:style-name="${style}">${esc(text).replace(/\t/g, '<text:tab/>')}</text:p>`);
  };
  P('Name', p.name.full);
  P('Headline', p.headline);
  P('Small', [p.address, p.phone, p.email].join(' · '));
  const hs = [
    ...handles(p).map((x) => `GitHub: ${bareHandle(x)}`),
    ...(domain(p) ? [`Web: ${domain(p)}`] : []),
    ...detailText(p),
  ];
  if (hs.length) P('Small', hs.join(' · '));
  P('Heading', h.exp);
  for (const j of p.jobs) {
    P('Entry', `${j.title}, ${j.org}\t${j.dates}`);
    P('Meta', j.place);
    for (const b of j.bullets) P('Body', `• ${b}`);
  }
  P('Heading', h.edu);
  for (const e of p.education) {
    P('Entry', `${e.degree}\t${e.dates}`);
    P('Meta', `${e.school}, ${e.place}`);
  }
  P('Heading', h.skills);
  P('Body', p.skills.join(', '));
  for (const x of p.extra) {
    P('Heading', x.head);
    for (const i of x.items) P('Body', `• ${i}`);
  }
  if (p.referees?.length) {
    P('Heading', h.refs);
    for (const r of p.referees) P('Body', `${r.name}, ${r.title}, ${r.phone}, ${r.email}`);
  }
  const footer = (i, n) => `${p.name.full} — ${h.page} ${i}/${n}`;
  const fodt = `<?xml version="1.0" encoding="UTF-8"?>
<office:document ${NS} office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:font-face-decls><style:font-face style:name="${font}" svg:font-family="'${font}'"/></office:font-face-decls>
<office:styles>
 <style:default-style style:family="paragraph"><style:paragraph-properties fo:margin-top="0cm" fo:margin-bottom="0.06cm"/><style:text-properties style:font-name="${font}" style:font-name-asian="${font}" fo:font-size="10.5pt" style:font-size-asian="10.5pt"/></style:default-style>
 <style:style style:name="Name" style:family="paragraph"><style:text-properties fo:font-size="20pt" fo:font-weight="bold" style:font-size-asian="20pt" style:font-weight-asian="bold" fo:color="${accent}"/></style:style>
 <style:style style:name="Headline" style:family="paragraph"><style:text-properties fo:font-size="12pt" fo:font-style="italic"/></style:style>
 <style:style style:name="Small" style:family="paragraph"><style:text-properties fo:font-size="9pt" style:font-size-asian="9pt"/></style:style>
 <style:style style:name="Heading" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.35cm" fo:margin-bottom="0.1cm" fo:border-bottom="0.6pt solid ${accent}" fo:keep-with-next="always"/><style:text-properties fo:font-size="12.5pt" fo:font-weight="bold" style:font-weight-asian="bold"/></style:style>
 <style:style style:name="Entry" style:family="paragraph"><style:paragraph-properties><style:tab-stops><style:tab-stop style:position="17cm" style:type="right"/></style:tab-stops></style:paragraph-properties><style:text-properties fo:font-weight="bold" style:font-weight-asian="bold"/></style:style>
 <style:style style:name="Meta" style:family="paragraph"><style:text-properties fo:font-style="italic" fo:color="#555555"/></style:style>
 <style:style style:name="Body" style:family="paragraph"><style:paragraph-properties fo:margin-left="0.4cm"/></style:style>
 <style:style style:name="Footer" style:family="paragraph"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="8pt" style:font-size-asian="8pt" fo:color="#666666"/></style:style>
</office:styles>
<office:automatic-styles><style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="1.6cm" fo:margin-bottom="1.2cm" fo:margin-left="2cm" fo:margin-right="2cm"/><style:footer-style><style:header-footer-properties fo:min-height="0.6cm" fo:margin-top="0.3cm"/></style:footer-style></style:page-layout></office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm1"><style:footer><text:p text:style-name="Footer">${esc(p.name.full)} — ${h.page} <text:page-number text:select-page="current">1</text:page-number>/<text:page-count>1</text:page-count></text:p></style:footer></style:master-page></office:master-styles>
<office:body><office:text>
${paras.join('\n')}
</office:text></office:body></office:document>
`;
  return { fodt, lines, footerLine: footer };
}

export const LAYOUTS = { jake, awesome, moderncv, deedy, altacv, pandoc, jsonresume, hugo, academic, jianli, writer };
