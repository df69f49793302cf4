// Held-out part 45: its own templates, as a recruiter pulls resumes from public repositories and job boards:
// LaTeX looks printed by Chromium (moderncv with the name over two lines, Jake's resume), a Canva two-column
// design with a letter-spaced split name and skill bars, job-portal exports (Naukri, Indeed, StepStone, 51job,
// Saramin, TopCV-like) whose name runs into the next word and whose running footer names the applicant, an
// academic CV with publications and referees, a Word-like CV with a page footer (one with a cover letter in
// front), a Chinese 简历 form and a LibreOffice Writer document (flat ODF with a footer and a header table).
// Each returns the HTML (or ODF) and what the page shows.
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const L = {
  en: {
    profile: 'Profile',
    exp: 'Experience',
    edu: 'Education',
    skills: 'Skills',
    extra: 'Other',
    refs: 'References',
    contact: 'Contact',
    pubs: 'Publications',
    dob: 'Date of birth',
    id: 'ID',
    ms: 'Marital status',
    nat: 'Nationality',
    rel: 'Religion',
    page: 'Page',
    of: 'of',
    father: "Father's name",
  },
  fr: {
    profile: 'Profil',
    exp: 'Expérience professionnelle',
    edu: 'Formation',
    skills: 'Compétences',
    extra: 'Divers',
    refs: 'Références',
    contact: 'Coordonnées',
    pubs: 'Publications',
    dob: 'Né(e) le',
    id: 'N° national',
    ms: 'État civil',
    nat: 'Nationalité',
    rel: 'Religion',
    page: 'Page',
    of: 'sur',
    father: 'Père',
  },
  de: {
    profile: 'Kurzprofil',
    exp: 'Berufserfahrung',
    edu: 'Ausbildung',
    skills: 'Kenntnisse',
    extra: 'Sonstiges',
    refs: 'Referenzen',
    contact: 'Kontakt',
    pubs: 'Veröffentlichungen',
    dob: 'Geburtsdatum',
    id: 'Ausweis',
    ms: 'Familienstand',
    nat: 'Staatsangehörigkeit',
    rel: 'Konfession',
    page: 'Seite',
    of: 'von',
    father: 'Vater',
  },
  es: {
    profile: 'Perfil',
    exp: 'Experiencia laboral',
    edu: 'Formación académica',
    skills: 'Competencias',
    extra: 'Otros datos',
    refs: 'Referencias',
    contact: 'Contacto',
    pubs: 'Publicaciones',
    dob: 'Fecha de nacimiento',
    id: 'DNI',
    ms: 'Estado civil',
    nat: 'Nacionalidad',
    rel: 'Religión',
    page: 'Página',
    of: 'de',
    father: 'Padre',
  },
  pt: {
    profile: 'Resumo',
    exp: 'Experiência profissional',
    edu: 'Formação',
    skills: 'Competências',
    extra: 'Outros',
    refs: 'Referências',
    contact: 'Contato',
    pubs: 'Publicações',
    dob: 'Data de nascimento',
    id: 'CPF',
    ms: 'Estado civil',
    nat: 'Nacionalidade',
    rel: 'Religião',
    page: 'Página',
    of: 'de',
    father: 'Pai',
  },
  zh: {
    profile: '自我评价',
    exp: '工作经历',
    edu: '教育背景',
    skills: '专业技能',
    extra: '其他',
    refs: '推荐人',
    contact: '联系方式',
    pubs: '论文',
    dob: '出生年月',
    id: '身份证',
    ms: '婚姻状况',
    nat: '国籍',
    rel: '宗教',
    page: '第',
    of: '页 / 共',
    father: '父亲',
  },
  ko: {
    profile: '자기소개',
    exp: '경력사항',
    edu: '학력사항',
    skills: '보유기술',
    extra: '기타',
    refs: '추천인',
    contact: '연락처',
    pubs: '논문',
    dob: '생년월일',
    id: '주민번호',
    ms: '결혼여부',
    nat: '국적',
    rel: '종교',
    page: '페이지',
    of: '/',
    father: '부',
  },
  vi: {
    profile: 'Mục tiêu nghề nghiệp',
    exp: 'Kinh nghiệm làm việc',
    edu: 'Học vấn',
    skills: 'Kỹ năng',
    extra: 'Thông tin thêm',
    refs: 'Người tham chiếu',
    contact: 'Liên hệ',
    pubs: 'Công bố',
    dob: 'Ngày sinh',
    id: 'CCCD',
    ms: 'Tình trạng hôn nhân',
    nat: 'Quốc tịch',
    rel: 'Tôn giáo',
    page: 'Trang',
    of: '/',
    father: 'Cha',
  },
};
const lab = (p) => L[p.language] ?? L.en;
const DETAIL = { date_of_birth: 'dob', national_id: 'id', marital_status: 'ms', nationality: 'nat', religion: 'rel' };
const detailText = (p, d) => `${lab(p)[DETAIL[d.kind]] ?? d.kind}: ${d.value}`;
const CJK = (p) => ['zh', 'ko', 'ja'].includes(p.language);
const fontFor = (p, latin) => (CJK(p) ? `'Noto Sans CJK SC', 'Noto Sans CJK KR', ${latin}` : latin);
const linkText = (l) => (l.kind === 'domain' ? l.value : l.value);

function page(body, css, p, font, margins = true) {
  return `<!doctype html><html lang="${p.language}"><head><meta charset="utf-8"><style>
@page { size: A4;${margins ? ' margin: 0;' : ''} }
* { box-sizing: border-box; }
body { margin: 0; font-family: ${fontFor(p, font)}; color: #222; }
ul { margin: 2px 0 4px; padding-left: 16px; }
li { margin: 1px 0; }
${css}
</style></head><body>${body}</body></html>`;
}

/** moderncv ("classic" style): name over two lines, a left column of dates, a coloured rule before each heading. */
export function moderncv(p, { accent, scan }) {
  const l = lab(p);
  const rows = (items) =>
    items
      .map(([left, right]) => `<div class="row"><div class="d">${left}</div><div class="c">${right}</div></div>`)
      .join('');
  const sec = (t, inner) => `<div class="sec"><div class="rule"></div><h2>${t}</h2></div>${inner}`;
  const body = `<div class="wrap">
<div class="head"><div class="nm"><div class="given">${esc(p.given)}</div><div class="family">${esc(p.family)}</div><div class="hl">${esc(p.headline)}</div></div>
<div class="ct">${[p.address, `☎ ${p.phone}`, `✉ ${p.email}`, ...p.links.map((k) => (k.kind === 'domain' ? `◉ ${k.value}` : `⌥ ${k.value}`)), ...p.details.map((d) => detailText(p, d))].map((x) => `<div>${esc(x)}</div>`).join('')}</div></div>
${sec(l.profile, `<p class="sum">${esc(p.summary)}</p>`)}
${sec(l.exp, rows(p.jobs.map((j) => [esc(j.dates), `<b>${esc(j.title)}</b>, <i>${esc(j.org)}</i>, ${esc(j.place)}<ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>`])))}
${sec(l.edu, rows(p.education.map((e) => [esc(e.dates), `<b>${esc(e.degree)}</b>, <i>${esc(e.school)}</i>, ${esc(e.place)}`])))}
${sec(l.skills, rows([['', esc(p.skills.join(' · '))]]))}
${p.extra.length ? sec(l.extra, rows(p.extra.map((x) => ['', esc(x)]))) : ''}
</div>`;
  const css = `.wrap { padding: ${scan ? 40 : 54}px 56px; font-size: ${scan ? 14 : 12.5}px; }
.head { display: flex; justify-content: space-between; margin-bottom: 14px; }
.given { font-size: 30px; color: #555; font-weight: 300; } .family { font-size: 34px; color: ${accent}; }
.hl { font-style: italic; color: #666; margin-top: 4px; } .ct { text-align: right; font-size: 0.92em; color: #444; max-width: 46%; }
.sec { display: flex; align-items: center; margin: 12px 0 4px; } .rule { width: 118px; height: 5px; background: ${accent}; opacity: .6; margin-right: 10px; }
h2 { font-weight: 400; color: ${accent}; font-size: 18px; margin: 0; } .row { display: flex; margin: 3px 0; }
.d { width: 118px; flex: none; text-align: right; padding-right: 10px; color: #555; font-size: .92em; } .c { flex: 1; } .sum { margin: 2px 0 2px 128px; }`;
  return { html: page(body, css, p, "'Latin Modern Roman', 'Liberation Serif', serif") };
}

/** Jake's resume: a centred capitalised name, one contact line with bars, rules under small-caps headings. */
export function jakes(p, { scan }) {
  const l = lab(p);
  const contact = [p.phone, p.email, ...p.links.map(linkText), p.addressShort ?? p.address];
  const body = `<div class="wrap"><h1>${esc(p.name.full)}</h1>
<div class="ct">${contact.map(esc).join(' <span class="bar">|</span> ')}</div>
<h2>${l.edu}</h2>${p.education.map((e) => `<div class="e"><div class="r"><b>${esc(e.school)}</b><span>${esc(e.place)}</span></div><div class="r"><i>${esc(e.degree)}</i><i>${esc(e.dates)}</i></div></div>`).join('')}
<h2>${l.exp}</h2>${p.jobs.map((j) => `<div class="e"><div class="r"><b>${esc(j.title)}</b><span>${esc(j.dates)}</span></div><div class="r"><i>${esc(j.org)}</i><i>${esc(j.place)}</i></div><ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul></div>`).join('')}
<h2>${l.skills}</h2><div><b>${l.skills}:</b> ${esc(p.skills.join(', '))}</div>
${p.extra.length ? `<h2>${l.extra}</h2>${p.extra.map((x) => `<div>${esc(x)}</div>`).join('')}` : ''}
${p.referees.length ? `<h2>${l.refs}</h2>${p.referees.map((r) => `<div>${esc(r.name)} — ${esc(r.title)} — ${esc(r.phone)}</div>`).join('')}` : ''}</div>`;
  const css = `.wrap { padding: ${scan ? 36 : 46}px 60px; font-size: ${scan ? 14 : 12}px; }
h1 { text-align: center; font-size: 30px; font-variant: small-caps; margin: 0 0 2px; letter-spacing: .5px; }
.ct { text-align: center; font-size: .95em; } .bar { color: #888; }
h2 { font-variant: small-caps; font-weight: 600; font-size: 15px; border-bottom: 1px solid #000; margin: 12px 0 4px; }
.r { display: flex; justify-content: space-between; } .e { margin-bottom: 5px; }`;
  return { html: page(body, css, p, "'Latin Modern Roman', 'TeX Gyre Termes', 'Liberation Serif', serif") };
}

/** A Canva two-column design: the name split over two lines in spaced capitals, icons before contact items, bars. */
export function canva(p, { accent, scan }) {
  const l = lab(p);
  const spaced = (s) =>
    s
      .toUpperCase()
      .split(' ')
      .map((w) => [...w].join(' '))
      .join('   ');
  const given = p.nick && p.language !== 'en' ? p.given : p.given;
  const icons = ['☎', '✉', '⌂', '⚲', '◉'];
  const contacts = [
    [icons[0], p.phone],
    [icons[1], p.email],
    [icons[2], p.address],
    ...p.links.map((k) => [k.kind === 'domain' ? icons[4] : icons[3], k.value]),
    ...p.details.map((d) => ['•', detailText(p, d)]),
  ];
  const bars = p.skills
    .map(
      (s, i) => `<div class="sk">${esc(s)}<div class="bar"><i style="width:${92 - ((i * 13) % 40)}%"></i></div></div>`,
    )
    .join('');
  const body = `<div class="grid"><aside>
<div class="ph">${esc((p.given[0] ?? '') + (p.family[0] ?? ''))}</div>
<h3>${l.contact}</h3>${contacts.map(([i, v]) => `<div class="ci"><span class="ic">${i}</span> ${esc(v)}</div>`).join('')}
<h3>${l.skills}</h3>${bars}
<h3>${l.edu}</h3>${p.education.map((e) => `<div class="ed"><b>${esc(e.degree)}</b><br>${esc(e.school)}<br>${esc(e.dates)}</div>`).join('')}
</aside><main>
<div class="n1">${esc(spaced(given))}</div><div class="n2">${esc(p.family.toUpperCase())}</div><div class="hl">${esc(p.headline)}</div>
<h2>${l.profile}</h2><p>${esc(p.summary)}</p>
<h2>${l.exp}</h2>${p.jobs.map((j) => `<div class="job"><div class="jt">${esc(j.title)}</div><div class="jo">${esc(j.org)} · ${esc(j.place)} · ${esc(j.dates)}</div><ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul></div>`).join('')}
${p.extra.length ? `<h2>${l.extra}</h2>${p.extra.map((x) => `<p>${esc(x)}</p>`).join('')}` : ''}
</main></div>`;
  const css = `.grid { display: flex; min-height: 1050px; font-size: ${scan ? 13.5 : 11.5}px; }
aside { width: 250px; background: ${accent}; color: #fff; padding: 34px 20px; } main { flex: 1; padding: 38px 34px; }
.ph { width: 84px; height: 84px; border-radius: 50%; background: rgba(255,255,255,.25); font-size: 30px; display: flex; align-items: center; justify-content: center; margin: 0 auto 14px; }
h3 { text-transform: uppercase; letter-spacing: 2px; font-size: 12px; border-bottom: 1px solid rgba(255,255,255,.5); margin: 16px 0 6px; }
.ci { margin: 4px 0; word-break: break-word; } .ic { display: inline-block; width: 18px; }
.sk { margin: 5px 0; } .bar { height: 5px; background: rgba(255,255,255,.3); } .bar i { display: block; height: 5px; background: #fff; }
.n1 { white-space: pre; font-size: 30px; font-weight: 300; color: #333; } .n2 { font-size: 38px; font-weight: 800; color: ${accent}; letter-spacing: 3px; }
.hl { text-transform: uppercase; letter-spacing: 1.5px; color: #777; margin: 4px 0 10px; }
h2 { color: ${accent}; font-size: 15px; text-transform: uppercase; letter-spacing: 1px; margin: 14px 0 4px; }
.jt { font-weight: 700; } .jo { color: #666; } .ed { margin: 5px 0; }`;
  return {
    html: page(body, css, p, "'Montserrat', 'Open Sans', 'DejaVu Sans', sans-serif"),
    variants: [spaced(given)],
  };
}

const PORTALS = {
  'en-IN': { site: 'Naukri.com', colour: '#4a90e2', note: 'Resume downloaded from' },
  'en-US': { site: 'Indeed', colour: '#2557a7', note: 'Resume exported from' },
  'de-DE': { site: 'StepStone', colour: '#0c2577', note: 'Lebenslauf exportiert aus' },
  'zh-CN': { site: '前程无忧 51job', colour: '#ff6000', note: '简历来源：' },
  'ko-KR': { site: '사람인', colour: '#4876ef', note: '이력서 출처:' },
  'vi-VN': { site: 'TopCV', colour: '#00b14f', note: 'CV được tạo trên' },
};
/** A job portal's profile export: the name and headline in one run (no space between), a running footer with the name. */
export function portal(p, { scan }) {
  const l = lab(p);
  const site = PORTALS[p.locale] ?? PORTALS['en-US'];
  const kv = [
    [l.contact, `${p.phone} · ${p.email}`],
    ['⌂', p.address],
    ...p.details.map((d) => [lab(p)[DETAIL[d.kind]] ?? d.kind, d.value]),
    ...p.links.map((k) => ['@', k.value]),
  ];
  const body = `<div class="top"><span class="nm">${esc(p.name.full)}</span><span class="hl">${esc(p.headline)}</span></div>
<table class="kv">${kv.map(([k, v]) => `<tr><th>${esc(k)}</th><td>${esc(v)}</td></tr>`).join('')}</table>
<div class="box"><h2>${l.profile}</h2><p>${esc(p.summary)}</p></div>
<div class="box"><h2>${l.exp}</h2>${p.jobs.map((j) => `<div class="j"><div class="jt">${esc(j.title)}</div><div class="jo">${esc(j.org)}, ${esc(j.place)}</div><div class="jd">${esc(j.dates)}</div><ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul></div>`).join('')}</div>
<div class="box"><h2>${l.edu}</h2>${p.education.map((e) => `<div class="j"><div class="jt">${esc(e.degree)}</div><div class="jo">${esc(e.school)}, ${esc(e.place)} (${esc(e.dates)})</div></div>`).join('')}</div>
<div class="box"><h2>${l.skills}</h2><div class="tags">${p.skills.map((s) => `<span>${esc(s)}</span>`).join(' ')}</div></div>
${p.extra.length ? `<div class="box"><h2>${l.extra}</h2>${p.extra.map((x) => `<p>${esc(x)}</p>`).join('')}</div>` : ''}`;
  const css = `body { padding: ${scan ? 30 : 8}px 40px; font-size: ${scan ? 13.5 : 12}px; }
.top { border-bottom: 3px solid ${site.colour}; padding-bottom: 6px; } .nm { font-size: 24px; font-weight: 700; color: ${site.colour}; } .hl { font-size: 14px; color: #444; margin-left: 14px; }
.kv { margin: 8px 0; border-collapse: collapse; } .kv th { text-align: left; color: #777; font-weight: 400; padding: 1px 12px 1px 0; } .kv td { padding: 1px 0; }
.box { border: 1px solid #ddd; border-radius: 4px; padding: 6px 12px; margin: 8px 0; } h2 { font-size: 14px; margin: 2px 0 4px; color: ${site.colour}; }
.jt { font-weight: 700; } .jo { color: #333; } .jd { color: #888; font-size: .9em; } .j { margin-bottom: 6px; }
.tags span { display: inline-block; background: #eef2f7; border-radius: 10px; padding: 1px 8px; margin: 2px; }`;
  const glued = `${p.name.full.split(' ').pop()}${p.headline.split(/[\s|]/)[0]}`;
  return {
    html: page(body, css, p, "'Arial', 'Liberation Sans', sans-serif", false),
    variants: [glued],
    footer: {
      template: `<div style="font-size:8px;width:100%;padding:0 40px;color:#888;display:flex;justify-content:space-between;font-family:'Liberation Sans','Noto Sans CJK SC','Noto Sans CJK KR'"><span>${esc(site.note)} ${esc(site.site)} · ${esc(p.name.full)}</span><span><span class="pageNumber"></span>/<span class="totalPages"></span></span></div>`,
      text: (i, n) => [`${site.note} ${site.site} · ${p.name.full}`, `${i}/${n}`],
    },
  };
}

/** An academic CV: publications where the applicant is one of the authors, talks, referees with titles and phones. */
export function academic(p, { accent }) {
  const l = lab(p);
  const [c1, c2, c3, c4] = p.coauthors;
  const pubs = [
    `${c1}, ${p.name.variants[1]}, & ${c2} (2024). Graph neural networks for distribution-grid load forecasting. <i>IEEE Transactions on Smart Grid</i>, 15(2), 1412–1424.`,
    `${p.name.variants[2]}, ${c3}, ${c4} (2023). Anomaly detection in smart-meter streams with temporal convolutions. In <i>IEEE PES General Meeting</i>, Orlando.`,
    `${c2}, ${p.name.variants[1]} (2021). Explaining day-ahead forecasts to grid operators. <i>Energies</i>, 14(9), 2530.`,
  ];
  const body = `<div class="wrap"><h1>${esc(p.name.full)}</h1><div class="sub">${esc(p.headline)} · ${esc(p.jobs[0].org)}</div>
<div class="ct">${esc(p.address)} · ${esc(p.phone)} · ${esc(p.email)} · GitHub: ${esc(p.links[0]?.value ?? '')}</div>
<h2>${l.profile}</h2><p>${esc(p.summary)}</p>
<h2>${l.edu}</h2>${p.education.map((e) => `<p><b>${esc(e.degree)}</b>, ${esc(e.school)}, ${esc(e.dates)}. Thesis defended at the Nikola Tesla Museum lecture hall.</p>`).join('')}
<h2>${l.exp}</h2>${p.jobs.map((j) => `<p><b>${esc(j.title)}</b>, ${esc(j.org)}, ${esc(j.place)} (${esc(j.dates)}). ${j.bullets.map(esc).join(' ')}</p>`).join('')}
<h2>${l.pubs}</h2><ol>${pubs.map((x) => `<li>${x}</li>`).join('')}</ol>
<h2>${l.skills}</h2><p>${esc(p.skills.join('; '))}</p>
<h2>${l.refs}</h2><div class="refs">${p.referees.map((r) => `<div><b>${esc(r.name)}</b><br>${esc(r.title)}<br>Tel. ${esc(r.phone)}</div>`).join('')}</div></div>`;
  const css = `.wrap { padding: 50px 64px; font-size: 12px; line-height: 1.35; } h1 { font-size: 26px; margin: 0; color: ${accent}; }
.sub { font-style: italic; } .ct { font-size: 11px; color: #444; margin: 4px 0 8px; } h2 { font-size: 14px; color: ${accent}; border-bottom: .5px solid #999; margin: 12px 0 4px; }
ol { padding-left: 18px; } li { margin: 3px 0; } .refs div { margin: 4px 0; }`;
  const strip = (s) => s.replace(/<[^>]+>/g, '');
  return {
    html: page(body, css, p, "'TeX Gyre Pagella', 'Liberation Serif', serif"),
    others: p.referees.map((r) => r.name),
    pubs: pubs.map(strip),
  };
}

/** A Word-like CV: a table header with a photo box, a footer with the name and "Page i of n"; `letter` puts a cover letter first. */
function word(p, { accent, scan }, letter) {
  const l = lab(p);
  const cover = letter
    ? `<div class="letter"><p>${esc(p.address)}<br>${esc(p.phone)} · ${esc(p.email)}</p><p>The Hiring Manager<br>Human Resources</p>
<p>Dear Sir or Madam,</p><p>I am writing to apply for the advertised position. ${esc(p.summary)} I would welcome the chance to discuss how my experience at ${esc(p.jobs[0].org)} fits your team.</p>
<p>Yours faithfully,</p><p class="sig">${esc(p.given.split(' ').pop())} ${esc(p.family)}</p><p>${esc(p.phone)}</p></div>`
    : '';
  const body = `${cover}<div class="cv"><table class="hd"><tr><td><div class="nm">${esc(p.name.full.toUpperCase())}</div><div class="hl">${esc(p.headline)}</div>
<div>${esc(p.address)}</div><div>Mobile: ${esc(p.phone)} &nbsp; E-mail: ${esc(p.email)}</div>${p.details.map((d) => `<div>${esc(detailText(p, d))}</div>`).join('')}${p.fatherName ? `<div>${l.father}: ${esc(p.fatherName)}</div>` : ''}</td><td class="photo">PHOTO</td></tr></table>
<h2>${l.profile.toUpperCase()}</h2><p>${esc(p.summary)}</p>
<h2>${l.exp.toUpperCase()}</h2>${p.jobs.map((j) => `<table class="job"><tr><td class="dt">${esc(j.dates)}</td><td><b>${esc(j.title)}</b><br>${esc(j.org)}, ${esc(j.place)}<ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul></td></tr></table>`).join('')}
<h2>${l.edu.toUpperCase()}</h2>${p.education.map((e) => `<table class="job"><tr><td class="dt">${esc(e.dates)}</td><td><b>${esc(e.degree)}</b><br>${esc(e.school)}, ${esc(e.place)}</td></tr></table>`).join('')}
<h2>${l.skills.toUpperCase()}</h2><ul>${p.skills.map((s) => `<li>${esc(s)}</li>`).join('')}</ul>
${p.extra.length ? `<h2>${l.extra.toUpperCase()}</h2>${p.extra.map((x) => `<p>${esc(x)}</p>`).join('')}` : ''}
${p.referees.length ? `<h2>${l.refs.toUpperCase()}</h2>${p.referees.map((r) => `<p>${esc(r.name)}<br>${esc(r.title)}<br>${esc(r.phone)}</p>`).join('')}` : ''}
<p class="decl">I hereby declare that the above information is true to the best of my knowledge.</p></div>`;
  const css = `.cv, .letter { padding: 0 72px; font-size: ${scan ? 14 : 14.7}px; line-height: 1.45; } .letter { page-break-after: always; padding-top: 30px; line-height: 1.5; } .sig { margin-top: 24px; }
.hd { width: 100%; border-bottom: 2px solid ${accent}; } .nm { font-size: 22px; font-weight: 700; color: ${accent}; } .hl { font-weight: 700; margin-bottom: 4px; }
.photo { width: 90px; height: 110px; border: 1px solid #999; text-align: center; color: #aaa; font-size: 10px; }
h2 { font-size: 15px; background: #eee; padding: 3px 6px; margin: 18px 0 8px; } p { margin: 4px 0 8px; } li { margin: 3px 0; } .job { width: 100%; } .dt { width: 130px; vertical-align: top; color: #444; } .decl { font-style: italic; margin-top: 14px; }`;
  const foot = `${p.name.full} – Curriculum Vitae`;
  return {
    html: page(body, css, p, "'Calibri', 'Carlito', 'Liberation Sans', sans-serif", false),
    others: p.referees.map((r) => r.name),
    footer: {
      template: `<div style="font-size:8.5px;width:100%;padding:0 62px;color:#555;font-family:Carlito,'Liberation Sans'">${esc(foot)} &nbsp;&nbsp; ${l.page} <span class="pageNumber"></span> ${l.of} <span class="totalPages"></span></div>`,
      text: (i, n) => [`${foot}   ${l.page} ${i} ${l.of} ${n}`],
    },
    variants: [`${p.given.split(' ').pop()} ${p.family}`],
  };
}
export const wordFooter = (p, o) => word(p, o, false);
export const coverLetter = (p, o) => word(p, o, true);

/** A Chinese 简历 form: a bordered table of personal data, then sections. */
export function jianli(p, { scan }) {
  const l = lab(p);
  const body = `<div class="wrap"><h1>个 人 简 历</h1><table class="f">
<tr><th>姓名</th><td>${esc(p.name.full)}</td><th>性别</th><td>女</td><td rowspan="4" class="ph">照片</td></tr>
<tr><th>${l.dob}</th><td>${esc(p.details.find((d) => d.kind === 'date_of_birth')?.value ?? '')}</td><th>政治面貌</th><td>群众</td></tr>
<tr><th>电话</th><td>${esc(p.phone)}</td><th>邮箱</th><td>${esc(p.email)}</td></tr>
<tr><th>住址</th><td colspan="3">${esc(p.address)}</td></tr>
<tr><th>求职意向</th><td colspan="4">${esc(p.headline)}</td></tr></table>
<h2>${l.edu}</h2>${p.education.map((e) => `<p>${esc(e.dates)}\u3000${esc(e.school)}\u3000${esc(e.degree)}</p>`).join('')}
<h2>${l.exp}</h2>${p.jobs.map((j) => `<p><b>${esc(j.dates)}\u3000${esc(j.org)}\u3000${esc(j.title)}</b></p>${j.bullets.map((b) => `<p>· ${esc(b)}</p>`).join('')}`).join('')}
<h2>${l.skills}</h2><p>${esc(p.skills.join('；'))}</p>
${p.extra.length ? `<h2>${l.extra}</h2>${p.extra.map((x) => `<p>${esc(x)}</p>`).join('')}` : ''}
<h2>${l.profile}</h2><p>${esc(p.summary)}</p></div>`;
  const css = `.wrap { padding: 44px 60px; font-size: ${scan ? 15 : 13}px; } h1 { text-align: center; font-size: 26px; margin: 0 0 12px; }
.f { width: 100%; border-collapse: collapse; } .f th, .f td { border: 1px solid #333; padding: 5px 6px; text-align: left; } .f th { background: #f0f0f0; width: 80px; font-weight: 600; }
.ph { width: 90px; text-align: center; color: #999; } h2 { font-size: 15px; border-left: 4px solid #333; padding-left: 6px; margin: 14px 0 6px; } p { margin: 3px 0; }`;
  return { html: page(body, css, p, "'Noto Sans CJK SC', sans-serif") };
}

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
/** A LibreOffice Writer resume (flat ODF): a two-cell header table, headings with a rule, a footer with the name and page. */
export function writer(p, { accent }) {
  const l = lab(p);
  const font = CJK(p)
    ? p.language === 'ko'
      ? 'Noto Sans CJK KR'
      : 'Noto Sans CJK SC'
    : p.language === 'de' || p.language === 'fr'
      ? 'Liberation Serif'
      : 'Carlito';
  const lines = [];
  const para = (style, text) => {
    lines.push(text);
    return `<text:p text:style-name="${style}">${esc(text)}</text:p>`;
  };
  const left = [para('Name', p.name.full), para('Head', p.headline)];
  const right = [
    p.address,
    p.phone,
    p.email,
    ...p.links.map((k) => k.value),
    ...p.details.map((d) => detailText(p, d)),
  ].map((x) => para('Contact', x));
  const head = `<table:table table:name="Header" table:style-name="T"><table:table-column table:style-name="C1"/><table:table-column table:style-name="C2"/><table:table-row><table:table-cell>${left.join('')}</table:table-cell><table:table-cell>${right.join('')}</table:table-cell></table:table-row></table:table>`;
  const parts = [head, para('H', l.profile), para('Body', p.summary), para('H', l.exp)];
  for (const j of p.jobs) {
    parts.push(para('Entry', `${j.title} – ${j.org}, ${j.place}`), para('Date', j.dates));
    for (const b of j.bullets) parts.push(para('Bullet', `• ${b}`));
  }
  parts.push(para('H', l.edu));
  for (const e of p.education)
    parts.push(para('Entry', `${e.degree} – ${e.school}, ${e.place}`), para('Date', e.dates));
  parts.push(para('H', l.skills), para('Body', p.skills.join(', ')));
  if (p.extra.length) parts.push(para('H', l.extra), ...p.extra.map((x) => para('Body', x)));
  if (p.referees.length)
    parts.push(para('H', l.refs), ...p.referees.map((r) => para('Body', `${r.name}, ${r.title}, ${r.phone}`)));
  const footer = (i, n) => `${p.name.full} · ${i}/${n}`;
  const fodt = `<?xml version="1.0" encoding="UTF-8"?>
<office:document ${NS} office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:font-face-decls><style:font-face style:name="${font}" svg:font-family="'${font}'"/></office:font-face-decls>
<office:styles>
<style:style style:name="Standard" style:family="paragraph"><style:text-properties style:font-name="${font}" fo:font-size="10.5pt" fo:language="${p.language}"/></style:style>
<style:style style:name="Name" style:family="paragraph" style:parent-style-name="Standard"><style:text-properties fo:font-size="20pt" fo:font-weight="bold" fo:color="${accent}"/></style:style>
<style:style style:name="Head" style:family="paragraph" style:parent-style-name="Standard"><style:text-properties fo:font-style="italic"/></style:style>
<style:style style:name="Contact" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:text-align="end"/><style:text-properties fo:font-size="9pt"/></style:style>
<style:style style:name="H" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:margin-top="0.35cm" fo:margin-bottom="0.1cm" fo:border-bottom="0.5pt solid ${accent}"/><style:text-properties fo:font-size="12pt" fo:font-weight="bold" fo:color="${accent}"/></style:style>
<style:style style:name="Body" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:margin-bottom="0.1cm"/></style:style>
<style:style style:name="Entry" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:margin-top="0.15cm"/><style:text-properties fo:font-weight="bold"/></style:style>
<style:style style:name="Date" style:family="paragraph" style:parent-style-name="Standard"><style:text-properties fo:font-size="9pt" fo:color="#555555"/></style:style>
<style:style style:name="Bullet" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:margin-left="0.5cm" fo:text-indent="-0.3cm"/></style:style>
<style:style style:name="Footer" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="8pt" fo:color="#777777"/></style:style>
</office:styles>
<office:automatic-styles>
<style:style style:name="T" style:family="table"><style:table-properties style:width="17cm" table:align="margins"/></style:style>
<style:style style:name="C1" style:family="table-column"><style:table-column-properties style:column-width="9.5cm"/></style:style>
<style:style style:name="C2" style:family="table-column"><style:table-column-properties style:column-width="7.5cm"/></style:style>
<style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="1.6cm" fo:margin-bottom="1.2cm" fo:margin-left="2cm" fo:margin-right="2cm"/><style:footer-style><style:header-footer-properties fo:min-height="0.5cm" fo:margin-top="0.3cm"/></style:footer-style></style:page-layout>
</office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm1"><style:footer><text:p text:style-name="Footer">${esc(p.name.full)} · <text:page-number text:select-page="current">1</text:page-number>/<text:page-count>1</text:page-count></text:p></style:footer></style:master-page></office:master-styles>
<office:body><office:text>${parts.join('\n')}</office:text></office:body></office:document>
`;
  return { fodt, lines, footerLine: footer, others: p.referees.map((r) => r.name) };
}
