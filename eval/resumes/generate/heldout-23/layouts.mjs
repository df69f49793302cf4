// Held-out part 23's own templates, written for this part: exports of resume builders and job sites, each in
// its own look. Each HTML layout returns { html, footer?, others? }; `writer` returns a flat ODF document for
// LibreOffice and the lines it shows. The person shapes come from ./people.mjs.

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const L = {
  en: {
    exp: 'Work Experience',
    edu: 'Education',
    skills: 'Skills',
    profile: 'Profile',
    other: 'Awards & Other',
    ref: 'References',
    contact: 'Contact',
    personal: 'Personal details',
    dob: 'Date of birth',
    id: 'ID number',
    pub: 'Publications',
    strengths: 'Strengths',
    page: 'Page',
  },
  de: {
    exp: 'Berufserfahrung',
    edu: 'Ausbildung',
    skills: 'Kenntnisse',
    profile: 'Profil',
    other: 'Sonstiges',
    ref: 'Referenzen',
    contact: 'Kontakt',
    personal: 'Persönliche Daten',
    dob: 'Geburtsdatum',
    id: 'Ausweis',
    pub: 'Veröffentlichungen',
    strengths: 'Stärken',
    page: 'Seite',
  },
  fr: {
    exp: 'Expérience professionnelle',
    edu: 'Formation',
    skills: 'Compétences',
    profile: 'Profil',
    other: 'Distinctions',
    ref: 'Références',
    contact: 'Coordonnées',
    personal: 'État civil',
    dob: 'Née le',
    id: 'N° CNI',
    pub: 'Publications',
    strengths: 'Points forts',
    page: 'Page',
  },
  es: {
    exp: 'Experiencia laboral',
    edu: 'Formación',
    skills: 'Habilidades',
    profile: 'Perfil',
    other: 'Otros',
    ref: 'Referencias',
    contact: 'Contacto',
    personal: 'Datos personales',
    dob: 'Fecha de nacimiento',
    id: 'DNI / CURP',
    pub: 'Publicaciones',
    strengths: 'Fortalezas',
    page: 'Página',
  },
  pt: {
    exp: 'Experiência profissional',
    edu: 'Formação acadêmica',
    skills: 'Competências',
    profile: 'Resumo',
    other: 'Prêmios',
    ref: 'Referências',
    contact: 'Contato',
    personal: 'Dados pessoais',
    dob: 'Data de nascimento',
    id: 'CPF',
    pub: 'Publicações',
    strengths: 'Pontos fortes',
    page: 'Página',
  },
  zh: {
    exp: '工作经历',
    edu: '教育背景',
    skills: '专业技能',
    profile: '自我评价',
    other: '其他',
    ref: '证明人',
    contact: '联系方式',
    personal: '基本信息',
    dob: '出生年月',
    id: '身份证号',
    pub: '论文',
    strengths: '优势',
    page: '第',
    name: '姓名',
    phone: '手机',
    email: '邮箱',
    addr: '现居住地',
    gender: '性别',
    title: '求职意向',
  },
  ko: {
    exp: '경력사항',
    edu: '학력사항',
    skills: '보유 기술',
    profile: '자기소개',
    other: '기타',
    ref: '추천인',
    contact: '연락처',
    personal: '인적사항',
    dob: '생년월일',
    id: '주민번호',
    pub: '논문',
    strengths: '강점',
    page: '페이지',
    name: '성명',
    phone: '휴대폰',
    email: '이메일',
    addr: '주소',
    gender: '성별',
    title: '지원분야',
  },
  vi: {
    exp: 'Kinh nghiệm làm việc',
    edu: 'Học vấn',
    skills: 'Kỹ năng',
    profile: 'Mục tiêu nghề nghiệp',
    other: 'Giải thưởng',
    ref: 'Người tham chiếu',
    contact: 'Liên hệ',
    personal: 'Thông tin cá nhân',
    dob: 'Ngày sinh',
    id: 'CCCD',
    pub: 'Bài báo',
    strengths: 'Điểm mạnh',
    page: 'Trang',
    name: 'Họ và tên',
    phone: 'Điện thoại',
    email: 'Email',
    addr: 'Địa chỉ',
    gender: 'Giới tính',
    title: 'Vị trí ứng tuyển',
  },
  nb: {
    exp: 'Arbeidserfaring',
    edu: 'Utdanning',
    skills: 'Kompetanse',
    profile: 'Profil',
    other: 'Annet',
    ref: 'Referanser',
    contact: 'Kontakt',
    personal: 'Personalia',
    dob: 'Født',
    id: 'Fødselsnr.',
    pub: 'Publikasjoner',
    strengths: 'Styrker',
    page: 'Side',
  },
  nl: {
    exp: 'Werkervaring',
    edu: 'Opleiding',
    skills: 'Vaardigheden',
    profile: 'Profiel',
    other: 'Overige',
    ref: 'Referenties',
    contact: 'Contact',
    personal: 'Persoonlijke gegevens',
    dob: 'Geboortedatum',
    id: 'Rijksregisternr.',
    pub: 'Publicaties',
    strengths: 'Sterktes',
    page: 'Pagina',
  },
  sk: {
    exp: 'Pracovné skúsenosti',
    edu: 'Vzdelanie',
    skills: 'Zručnosti',
    profile: 'Profil',
    other: 'Ocenenia',
    ref: 'Referencie',
    contact: 'Kontakt',
    personal: 'Osobné údaje',
    dob: 'Dátum narodenia',
    id: 'Číslo OP',
    pub: 'Publikácie',
    strengths: 'Silné stránky',
    page: 'Strana',
  },
};
const labels = (p) => ({ ...L.en, ...L[p.language] });
const CJK = (p) => ['zh', 'ko', 'ja'].includes(p.language);
const font = (p, latin) => (CJK(p) ? `'Noto Sans CJK ${p.language === 'ko' ? 'KR' : 'SC'}', sans-serif` : latin);

/** The lines a person's "details" show: date of birth, ids, nationality, marital status. */
function detailRows(p, l) {
  const name = {
    date_of_birth: l.dob,
    national_id: l.id,
    nationality: 'Nationality',
    marital_status: 'Marital status',
    gender: l.gender ?? 'Gender',
    age: 'Age',
  };
  if (p.language === 'de') Object.assign(name, { nationality: 'Staatsangehörigkeit' });
  if (p.language === 'fr') Object.assign(name, { marital_status: 'Situation familiale', nationality: 'Nationalité' });
  return p.details.map((d) => [name[d.kind] ?? d.kind, d.value]);
}
const page = (body, css, p) => `<!doctype html><html lang="${p.language}"><head><meta charset="utf-8"><style>
@page { size: A4; margin: 0 } * { box-sizing: border-box } body { margin: 0 } ${css}</style></head><body>${body}</body></html>`;

const jobsHtml = (p, cls = '') =>
  p.jobs
    .map(
      (
        j,
      ) => `<div class="job ${cls}"><div class="jh"><b>${esc(j.title)}</b> <span class="org">${esc(j.org)}</span>, <span class="pl">${esc(j.place)}</span><span class="dt">${esc(j.dates)}</span></div>
<ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul></div>`,
    )
    .join('');
const eduHtml = (p) =>
  p.education
    .map((e) => `<div class="edu"><b>${esc(e.degree)}</b><br>${esc(e.school)}, ${esc(e.place)} · ${esc(e.dates)}</div>`)
    .join('');
const refsHtml = (p, l) =>
  p.referees.length
    ? `<h2>${l.ref}</h2>${p.referees.map((r) => `<p class="ref"><b>${esc(r.name)}</b><br>${esc(r.role)}<br>${esc(r.contact)}</p>`).join('')}`
    : '';
const pubsHtml = (p, l) =>
  p.publications
    ? `<h2>${l.pub}</h2><ol class="pubs">${p.publications.map((x) => `<li>${esc(x)}</li>`).join('')}</ol>`
    : '';
const extraHtml = (p, l) =>
  p.extra.length ? `<h2>${l.other}</h2><ul>${p.extra.map((x) => `<li>${esc(x)}</li>`).join('')}</ul>` : '';
const others = (p) => [...p.referees.map((r) => r.name), ...(p.coauthors ?? [])];

/** A Zety/Novoresume-like builder PDF: dark sidebar with icon-led contact items and skill bars, name over two lines. */
function builderSidebar(p, { accent }) {
  const l = labels(p);
  const [given, ...rest] = p.name.full.split(' ');
  const links = p.links.map((k) => `<li><span class="ic">🔗</span>${esc(k.value)}</li>`).join('');
  const body = `<div class="wrap"><aside>
<div class="nm"><span>${esc(given)}</span><span>${esc(rest.join(' '))}</span></div>
<h3>${l.contact}</h3><ul class="c"><li><span class="ic">✉</span>${esc(p.email)}</li><li><span class="ic">📞</span>${esc(p.phone)}</li><li><span class="ic">📍</span>${esc(p.address)}</li>${links}</ul>
${
  p.details.length
    ? `<h3>${l.personal}</h3>${detailRows(p, l)
        .map(([k, v]) => `<p class="d">${esc(k)}<br><b>${esc(v)}</b></p>`)
        .join('')}`
    : ''
}
<h3>${l.skills}</h3>${p.skills.map((s, i) => `<div class="sk">${esc(s)}<div class="bar"><i style="width:${90 - i * 9}%"></i></div></div>`).join('')}
</aside><main><div class="hl">${esc(p.headline)}</div><h2>${l.profile}</h2><p>${esc(p.summary)}</p>
<h2>${l.exp}</h2>${jobsHtml(p)}<h2>${l.edu}</h2>${eduHtml(p)}${extraHtml(p, l)}${refsHtml(p, l)}</main></div>`;
  const css = `body { font: 10pt ${font(p, "'DejaVu Sans', sans-serif")}; color: #222 }
.wrap { display: grid; grid-template-columns: 215px 1fr; min-height: 297mm }
aside { background: ${accent}; color: #f4f4f4; padding: 28px 16px; font-size: 8.6pt }
.nm span { display: block; font-size: 19pt; letter-spacing: 3px; text-transform: uppercase; font-weight: 700; line-height: 1.15 }
aside h3 { font-size: 9pt; letter-spacing: 2px; text-transform: uppercase; border-bottom: 1px solid #fff8; margin: 18px 0 6px }
.c { list-style: none; padding: 0; margin: 0 } .c li { margin: 4px 0; overflow-wrap: anywhere } .ic { margin-right: 6px }
.bar { height: 5px; background: #ffffff44; margin: 2px 0 6px } .bar i { display: block; height: 5px; background: #fff }
main { padding: 30px 26px } .hl { font-size: 14pt; color: ${accent}; font-weight: 600 }
h2 { font-size: 11pt; text-transform: uppercase; color: ${accent}; margin: 16px 0 6px }
.jh .dt { float: right; color: #777; font-size: 8.5pt } ul { margin: 4px 0 8px 16px; padding: 0 } .edu { margin-bottom: 6px }`;
  return { html: page(body, css, p), others: others(p) };
}

/** An Enhancv-like page: name, a contact row of glyphs, "strengths" cards, then a single column. */
function strengthsCards(p, { accent }) {
  const l = labels(p);
  const contact = [
    ['✉', p.email],
    ['☎', p.phone],
    ['⌂', p.addressShort ?? p.address],
    ...p.links.map((k) => ['⧉', k.value]),
  ];
  const cards = p.skills
    .slice(0, 4)
    .map(
      (s, i) =>
        `<div class="card"><b>${['★', '◆', '●', '▲'][i]} ${esc(s)}</b><span>${esc(p.jobs[i % p.jobs.length].org)}</span></div>`,
    )
    .join('');
  const body = `<header><h1>${esc(p.name.full)}</h1><div class="hl">${esc(p.headline)}</div>
<div class="ct">${contact.map(([g, v]) => `<span>${g} ${esc(v)}</span>`).join('')}</div></header>
<section class="cols"><div class="left"><h2>${l.exp}</h2>${jobsHtml(p)}<h2>${l.edu}</h2>${eduHtml(p)}${pubsHtml(p, l)}</div>
<div class="right"><h2>${l.strengths}</h2><div class="cards">${cards}</div><h2>${l.profile}</h2><p>${esc(p.summary)}</p>
${
  p.details.length
    ? `<h2>${l.personal}</h2>${detailRows(p, l)
        .map(([k, v]) => `<div>${esc(k)}: ${esc(v)}</div>`)
        .join('')}`
    : ''
}${extraHtml(p, l)}${refsHtml(p, l)}</div></section>`;
  const css = `body { font: 9.6pt ${font(p, "'Liberation Sans', Arial, sans-serif")}; padding: 34px 40px; color: #1d1d1f }
h1 { font-size: 24pt; margin: 0; color: #111 } .hl { color: ${accent}; font-size: 12pt; margin: 2px 0 8px }
.ct span { margin-right: 14px; font-size: 8.8pt; white-space: nowrap; display: inline-block }
.cols { display: grid; grid-template-columns: 1.6fr 1fr; gap: 22px; margin-top: 10px }
h2 { font-size: 10pt; text-transform: uppercase; border-bottom: 2px solid ${accent}; padding-bottom: 2px; margin: 14px 0 6px }
.card { border: 1px solid #ddd; border-left: 3px solid ${accent}; padding: 5px 7px; margin-bottom: 6px } .card span { display: block; color: #666; font-size: 8.4pt }
.jh .dt { display: block; color: #888; font-size: 8.4pt } ul { margin: 3px 0 8px 14px; padding: 0 } .pubs li { margin-bottom: 4px }`;
  return { html: page(body, css, p), others: others(p) };
}

const SITES = {
  DE: ['XING-like profile', 'Profil'],
  AU: ['Seek-like profile', 'Profile'],
  FR: ['Welcome-like profile', 'Profil'],
  IN: ['Naukri-like profile', 'Profile'],
  PH: ['JobStreet-like resume', 'Resume'],
  CA: ['Indeed-like resume', 'Resume'],
  US: ['Indeed-like resume', 'Resume'],
  GB: ['Reed-like CV', 'CV'],
  NZ: ['Seek-like profile', 'Profile'],
};
/** A job-site profile export: site band, the name running straight into the headline, a footer with the page number. */
function siteProfile(p, { accent }) {
  const l = labels(p);
  const [site] = SITES[p.locale] ?? ['Jobsite profile', 'Profile'];
  const rows = [
    [l.contact, `${p.email} · ${p.phone}`],
    ['📍', p.addressShort ?? p.address],
    ...p.links.map((k) => ['↗', k.value]),
    ...detailRows(p, l),
  ];
  const body = `<div class="band">${esc(site)} · exported 14 Oct 2025</div><div class="top"><span class="n">${esc(p.name.full)}</span><span class="h">${esc(p.headline)}</span></div>
<table class="kv">${rows.map(([k, v]) => `<tr><th>${esc(k)}</th><td>${esc(v)}</td></tr>`).join('')}</table>
<h2>${l.profile}</h2><p>${esc(p.summary)}</p><h2>${l.exp}</h2>${p.jobs.map((j) => `<div class="job"><div class="t">${esc(j.title)}</div><div class="o">${esc(j.org)} — ${esc(j.place)}</div><div class="d">${esc(j.dates)}</div><p>${j.bullets.map(esc).join(' ')}</p></div>`).join('')}
<h2>${l.edu}</h2>${eduHtml(p)}<h2>${l.skills}</h2><p class="tags">${p.skills.map((s) => `<span>${esc(s)}</span>`).join('')}</p>${extraHtml(p, l)}${refsHtml(p, l)}`;
  const css = `body { font: 10pt ${font(p, "'Noto Sans', 'DejaVu Sans', sans-serif")}; padding: 0 44px; color: #2b2b2b }
.band { background: ${accent}; color: #fff; margin: 0 -44px 16px; padding: 8px 44px; font-size: 8.5pt }
.top .n { font-size: 20pt; font-weight: 700 } .top .h { font-size: 12pt; color: #555; margin-left: 0 }
.kv { border-collapse: collapse; margin: 10px 0 } .kv th { text-align: left; color: #888; font-weight: 400; padding: 2px 14px 2px 0 }
h2 { font-size: 12pt; margin: 16px 0 6px; color: ${accent} } .job { margin-bottom: 8px } .t { font-weight: 700 } .o, .d { color: #666 }
.tags span { display: inline-block; border: 1px solid ${accent}; border-radius: 10px; padding: 1px 8px; margin: 2px 4px 2px 0; font-size: 8.6pt }`;
  const footerText = (i, n) => [`${p.name.full} – ${site} – ${i}/${n}`];
  return {
    html: page(body, css, p),
    others: others(p),
    footer: {
      template: `<div style="font-size:7pt;width:100%;text-align:center;color:#777">${esc(p.name.full)} – ${esc(site)} – <span class="pageNumber"></span>/<span class="totalPages"></span></div>`,
      text: footerText,
    },
  };
}

/** A national job-portal CV form (InfoJobs, OCC, Catho, Jobberman, Rozee-like): a personal-data table, then entries. */
function portalForm(p, { accent }) {
  const l = labels(p);
  const rows = [
    [l.name ?? 'Name', p.name.full],
    [l.title ?? 'Objective', p.headline],
    ...detailRows(p, l),
    [l.phone ?? 'Phone', p.phone],
    [l.email ?? 'E-mail', p.email],
    [l.addr ?? 'Address', p.address],
    ...p.links.map((k) => ['Web', k.value]),
  ];
  if (p.fatherName) rows.splice(2, 0, ["Father's name", p.fatherName]);
  const body = `<div class="logo">CV · ${esc(p.locale)} · ref. ${String(p.email.length * 7919).slice(0, 6)}</div><h1>${l.personal}</h1>
<table class="pd">${rows.map(([k, v]) => `<tr><td class="k">${esc(k)}</td><td>${esc(v)}</td></tr>`).join('')}</table>
<h1>${l.profile}</h1><p>${esc(p.summary)}</p><h1>${l.exp}</h1>
${p.jobs.map((j) => `<table class="e"><tr><td class="k">${esc(j.dates)}</td><td><b>${esc(j.title)}</b><br>${esc(j.org)} (${esc(j.place)})<br>${j.bullets.map(esc).join('<br>')}</td></tr></table>`).join('')}
<h1>${l.edu}</h1>${p.education.map((e) => `<table class="e"><tr><td class="k">${esc(e.dates)}</td><td><b>${esc(e.degree)}</b><br>${esc(e.school)}, ${esc(e.place)}</td></tr></table>`).join('')}
<h1>${l.skills}</h1><p>${p.skills.map(esc).join(' · ')}</p>${extraHtml(p, l)
    .replace(/<h2>/g, '<h1>')
    .replace(/<\/h2>/g, '</h1>')}${refsHtml(p, l).replace(/h2>/g, 'h1>')}`;
  const css = `body { font: 9.5pt ${font(p, "'Liberation Serif', 'Times New Roman', serif")}; padding: 30px 48px }
.logo { color: ${accent}; font: 700 9pt sans-serif; text-align: right }
h1 { font: 700 10.5pt sans-serif; background: #eee; border-left: 4px solid ${accent}; padding: 3px 8px; margin: 14px 0 6px }
table { border-collapse: collapse; width: 100% } td { vertical-align: top; padding: 2px 6px } .k { width: 150px; color: #555 } .e { margin-bottom: 6px }`;
  return { html: page(body, css, p), others: others(p) };
}

/** A Chinese 简历 / Korean 이력서 / Vietnamese TopCV-like form: a bordered grid with a photo box, then sections. */
function gridForm(p, { accent, scan }) {
  const l = labels(p);
  const heading = { zh: '个人简历', ko: '이 력 서', vi: 'SƠ YẾU LÝ LỊCH' }[p.language] ?? 'CURRICULUM VITAE';
  const cells = [
    [l.name ?? 'Name', p.name.full],
    [l.title ?? 'Position', p.headline],
    ...detailRows(p, l),
    [l.phone ?? 'Phone', p.phone],
    [l.email ?? 'Email', p.email],
  ];
  const body = `<h1>${heading}</h1><table class="g"><tr><td class="k">${esc(cells[0][0])}</td><td>${esc(cells[0][1])}</td><td class="photo" rowspan="${cells.length + 1}">${p.language === 'ko' ? '사진' : p.language === 'zh' ? '照片' : 'Ảnh 3x4'}</td></tr>
${cells
  .slice(1)
  .map(([k, v]) => `<tr><td class="k">${esc(k)}</td><td>${esc(v)}</td></tr>`)
  .join('')}<tr><td class="k">${esc(l.addr ?? 'Address')}</td><td>${esc(p.address)}</td></tr></table>
<h2>${l.edu}</h2><table class="g">${p.education.map((e) => `<tr><td class="k">${esc(e.dates)}</td><td>${esc(e.school)}</td><td>${esc(e.degree)}</td></tr>`).join('')}</table>
<h2>${l.exp}</h2><table class="g">${p.jobs.map((j) => `<tr><td class="k">${esc(j.dates)}</td><td><b>${esc(j.org)}</b> · ${esc(j.title)}<br>${j.bullets.map(esc).join('<br>')}</td></tr>`).join('')}</table>
<h2>${l.skills}</h2><p>${p.skills.map(esc).join('，'.length && p.language === 'zh' ? '、' : ', ')}</p><h2>${l.profile}</h2><p>${esc(p.summary)}</p>${scan ? '' : extraHtml(p, l)}`;
  const css = `body { font: ${scan ? '11pt' : '10pt'} ${font(p, "'Noto Sans', 'DejaVu Sans', sans-serif")}; padding: 36px 50px; color: #111 }
h1 { text-align: center; font-size: 20pt; letter-spacing: 6px; margin: 0 0 14px } h2 { font-size: 11.5pt; border-bottom: 2px solid ${scan ? '#000' : accent}; margin: 14px 0 6px }
.g { width: 100%; border-collapse: collapse } .g td { border: 1px solid #444; padding: 4px 7px; vertical-align: top } .k { width: 120px; background: ${scan ? '#fff' : '#f2f2f2'} }
.photo { width: 96px; text-align: center; color: #999 }`;
  return { html: page(body, css, p), others: others(p) };
}

/** A plain, ATS-friendly page (Reed/Indeed "plain" style): one column, monospaced headings, contact on one line. */
function atsPlain(p, { scan }) {
  const l = labels(p);
  const contact = [p.addressShort ?? p.address, p.phone, p.email, ...p.links.map((k) => k.value)].map(esc).join(' | ');
  const body = `<h1>${esc(p.name.full.toUpperCase())}</h1><p class="c">${contact}</p><p><b>${esc(p.headline)}</b> — ${esc(p.summary)}</p>
<h2>${l.exp.toUpperCase()}</h2>${p.jobs.map((j) => `<p><b>${esc(j.org)}</b>, ${esc(j.place)} — ${esc(j.title)} (${esc(j.dates)})</p><ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>`).join('')}
<h2>${l.edu.toUpperCase()}</h2>${p.education.map((e) => `<p>${esc(e.degree)}, ${esc(e.school)}, ${esc(e.place)} (${esc(e.dates)})</p>`).join('')}
<h2>${l.skills.toUpperCase()}</h2><p>${p.skills.map(esc).join(', ')}</p>${
    p.details.length
      ? `<h2>${l.personal.toUpperCase()}</h2><p>${detailRows(p, l)
          .map(([k, v]) => `${esc(k)}: ${esc(v)}`)
          .join('; ')}</p>`
      : ''
  }
${p.extra.length ? `<h2>${l.other.toUpperCase()}</h2><p>${p.extra.map(esc).join('; ')}</p>` : ''}${p.referees.length ? `<h2>${l.ref.toUpperCase()}</h2>${p.referees.map((r) => `<p>${esc(r.name)}, ${esc(r.role)} — ${esc(r.contact)}</p>`).join('')}` : ''}`;
  const css = `body { font: ${scan ? '11.5pt' : '10.5pt'} ${font(p, "'Liberation Serif', serif")}; padding: ${scan ? '44px 56px' : '40px 60px'}; line-height: 1.3 }
h1 { font: 700 17pt 'Liberation Mono', monospace; margin: 0 } .c { margin: 4px 0 10px } h2 { font: 700 10.5pt 'Liberation Mono', monospace; margin: 12px 0 4px; border-bottom: 1px solid #000 }
p { margin: 3px 0 } ul { margin: 2px 0 6px 18px; padding: 0 }`;
  return { html: page(body, css, p), others: others(p) };
}

/** A cover letter with a sign-off carrying the phone, then the resume on the next page. */
function coverPlus(p, opts) {
  const given = p.name.full.split(' ')[0];
  const letter = `<section class="letter"><p>${esc(p.addressShort ?? p.address)}<br>3 November 2025</p><p>Dear Hiring Team,</p>
<p>I am writing to apply for the ${esc(p.headline)} role. ${esc(p.summary)} At ${esc(p.jobs[0].org)} I ${esc(p.jobs[0].bullets[0].charAt(0).toLowerCase() + p.jobs[0].bullets[0].slice(1))}</p>
<p>I would welcome a conversation; the quickest way to reach me is ${esc(p.phone)} or ${esc(p.email)}.</p>
<p>Kind regards,<br><br><span class="sig">${esc(given)}</span><br>${esc(p.name.full)}</p></section><div style="break-after: page"></div>`;
  const inner = strengthsCards(p, opts);
  return {
    ...inner,
    html: inner.html
      .replace('<body>', `<body>${letter}`)
      .replace(
        '</style>',
        '.letter { font-size: 11pt; line-height: 1.5; min-height: 250mm } .sig { font: italic 18pt cursive }</style>',
      ),
  };
}

/** A LibreOffice (Word-like) two-page resume with the name and the page number in the footer. */
function writer(p, { accent }) {
  const l = labels(p);
  const lines = [];
  const para = (text, style = 'P') => {
    lines.push(text);
    return `<text:p text:style-name="${style}">${esc(text)}</text:p>`;
  };
  const parts = [
    para(p.name.full, 'Name'),
    para(p.headline, 'Sub'),
    para([p.address, p.phone, p.email, ...p.links.map((k) => k.value)].join(' • ')),
    ...detailRows(p, l).map(([k, v]) => para(`${k}: ${v}`)),
    para(l.profile, 'H'),
    para(p.summary),
    para(l.exp, 'H'),
    ...p.jobs.flatMap((j) => [
      para(`${j.dates}\t${j.title}, ${j.org}, ${j.place}`, 'Job'),
      ...j.bullets.map((b) => para(`– ${b}`)),
    ]),
    para(l.edu, 'H'),
    ...p.education.flatMap((e) => [para(`${e.dates}\t${e.degree}`, 'Job'), para(`${e.school}, ${e.place}`)]),
    para(l.skills, 'H'),
    para(p.skills.join(', ')),
    ...(p.extra.length ? [para(l.other, 'H'), ...p.extra.map((x) => para(x))] : []),
    ...(p.publications ? [para(l.pub, 'H'), ...p.publications.map((x) => para(x))] : []),
    ...(p.referees.length
      ? [para(l.ref, 'HB'), ...p.referees.flatMap((r) => [para(r.name), para(r.role), para(r.contact)])]
      : []),
  ];
  const family = CJK(p) ? 'Noto Sans CJK SC' : p.language === 'en' ? 'Liberation Serif' : 'Liberation Sans';
  const fodt = `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:font-face-decls><style:font-face style:name="${family}" svg:font-family="'${family}'"/></office:font-face-decls>
<office:styles>
<style:style style:name="Standard" style:family="paragraph"><style:text-properties style:font-name="${family}" fo:font-size="10.5pt"/></style:style>
<style:style style:name="P" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:margin-bottom="0.06cm"/></style:style>
<style:style style:name="Name" style:family="paragraph" style:parent-style-name="Standard"><style:text-properties fo:font-size="20pt" fo:font-weight="bold" fo:color="${accent}"/></style:style>
<style:style style:name="Sub" style:family="paragraph" style:parent-style-name="Standard"><style:text-properties fo:font-size="12pt" fo:font-style="italic"/></style:style>
<style:style style:name="H" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:margin-top="0.35cm" fo:margin-bottom="0.1cm" fo:border-bottom="0.5pt solid ${accent}"/><style:text-properties fo:font-size="12pt" fo:font-weight="bold" fo:text-transform="uppercase"/></style:style>
<style:style style:name="HB" style:family="paragraph" style:parent-style-name="H"><style:paragraph-properties fo:break-before="page"/></style:style>
<style:style style:name="Job" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties><style:tab-stops><style:tab-stop style:position="3.2cm"/></style:tab-stops></style:paragraph-properties><style:text-properties fo:font-weight="bold"/></style:style>
<style:style style:name="Foot" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="8pt" fo:color="#666666"/></style:style>
</office:styles>
<office:automatic-styles><style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="1.8cm" fo:margin-bottom="1.2cm" fo:margin-left="2.2cm" fo:margin-right="2.2cm"/><style:footer-style><style:header-footer-properties fo:min-height="0.6cm" fo:margin-top="0.3cm"/></style:footer-style></style:page-layout></office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm1"><style:footer><text:p text:style-name="Foot">${esc(p.name.full)} · ${l.page} <text:page-number text:select-page="current">1</text:page-number> / <text:page-count>1</text:page-count></text:p></style:footer></style:master-page></office:master-styles>
<office:body><office:text>
${parts.join('\n')}
</office:text></office:body></office:document>`;
  return { fodt, lines, footerLine: (i, n) => `${p.name.full} · ${l.page} ${i} / ${n}`, others: others(p) };
}

export const LAYOUTS = {
  builderSidebar,
  strengthsCards,
  siteProfile,
  portalForm,
  gridForm,
  atsPlain,
  coverPlus,
  writer,
};
