// Held-out part 22: its own templates. Each HTML layout takes a person and { accent, scan } and returns
// { html, footer?, others?, links? }; `writer` returns a flat ODF text document for LibreOffice with the lines it shows.
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const LABELS = {
  en: {
    exp: 'Experience',
    edu: 'Education',
    skills: 'Skills',
    more: 'Additional information',
    refs: 'Referees',
    profile: 'Profile',
    personal: 'Personal details',
    dob: 'Date of birth',
    nid: 'ID no.',
    marital: 'Marital status',
    nationality: 'Nationality',
    father: "Father's name",
    pubs: 'Publications',
  },
  fr: {
    exp: 'Expériences professionnelles',
    edu: 'Formation',
    skills: 'Compétences',
    more: 'Divers',
    refs: 'Références',
    profile: 'Profil',
    personal: 'État civil',
    dob: 'Née le',
    nid: 'CIN',
    marital: 'Situation familiale',
    nationality: 'Nationalité',
    father: 'Père',
    pubs: 'Publications',
  },
  es: {
    exp: 'Experiencia laboral',
    edu: 'Formación académica',
    skills: 'Competencias',
    more: 'Otros datos',
    refs: 'Referencias',
    profile: 'Perfil',
    personal: 'Datos personales',
    dob: 'Fecha de nacimiento',
    nid: 'DNI',
    marital: 'Estado civil',
    nationality: 'Nacionalidad',
    father: 'Padre',
    pubs: 'Publicaciones',
  },
  pt: {
    exp: 'Experiência profissional',
    edu: 'Formação',
    skills: 'Habilidades',
    more: 'Informações adicionais',
    refs: 'Referências',
    profile: 'Objetivo',
    personal: 'Dados pessoais',
    dob: 'Nascimento',
    nid: 'RG',
    marital: 'Estado civil',
    nationality: 'Nacionalidade',
    father: 'Pai',
    pubs: 'Publicações',
  },
  de: {
    exp: 'Berufserfahrung',
    edu: 'Ausbildung',
    skills: 'Kenntnisse',
    more: 'Sonstiges',
    refs: 'Referenzen',
    profile: 'Profil',
    personal: 'Persönliche Daten',
    dob: 'Geburtsdatum',
    nid: 'Ausweis-Nr.',
    marital: 'Familienstand',
    nationality: 'Staatsangehörigkeit',
    father: 'Vater',
    pubs: 'Veröffentlichungen',
  },
  da: {
    exp: 'Erhvervserfaring',
    edu: 'Uddannelse',
    skills: 'Kompetencer',
    more: 'Øvrigt',
    refs: 'Referencer',
    profile: 'Profil',
    personal: 'Personlige oplysninger',
    dob: 'Født',
    nid: 'CPR',
    marital: 'Civilstand',
    nationality: 'Nationalitet',
    father: 'Far',
    pubs: 'Publikationer',
  },
  fi: {
    exp: 'Työkokemus',
    edu: 'Koulutus',
    skills: 'Osaaminen',
    more: 'Muuta',
    refs: 'Suosittelijat',
    profile: 'Profiili',
    personal: 'Henkilötiedot',
    dob: 'Syntynyt',
    nid: 'Henkilötunnus',
    marital: 'Siviilisääty',
    nationality: 'Kansalaisuus',
    father: 'Isä',
    pubs: 'Julkaisut',
  },
  ar: {
    exp: 'الخبرات العملية',
    edu: 'التعليم',
    skills: 'المهارات',
    more: 'معلومات إضافية',
    refs: 'المعرّفون',
    profile: 'نبذة',
    personal: 'البيانات الشخصية',
    dob: 'تاريخ الميلاد',
    nid: 'الرقم الوطني',
    marital: 'الحالة الاجتماعية',
    nationality: 'الجنسية',
    father: 'اسم الأب',
    pubs: 'المنشورات',
  },
  hi: {
    exp: 'कार्य अनुभव',
    edu: 'शैक्षणिक योग्यता',
    skills: 'कौशल',
    more: 'अन्य जानकारी',
    refs: 'संदर्भ',
    profile: 'कैरियर उद्देश्य',
    personal: 'व्यक्तिगत विवरण',
    dob: 'जन्म तिथि',
    nid: 'आधार',
    marital: 'वैवाहिक स्थिति',
    nationality: 'राष्ट्रीयता',
    father: 'पिता का नाम',
    pubs: 'प्रकाशन',
  },
  zh: {
    exp: '工作经历',
    edu: '教育背景',
    skills: '专业技能',
    more: '其他',
    refs: '推荐人',
    profile: '求职意向',
    personal: '个人信息',
    dob: '出生年月',
    nid: '身份证号',
    marital: '婚姻状况',
    nationality: '国籍',
    father: '父亲',
    pubs: '论文',
  },
  ko: {
    exp: '경력사항',
    edu: '학력사항',
    skills: '보유 기술',
    more: '자격증',
    refs: '추천인',
    profile: '지원 분야',
    personal: '인적사항',
    dob: '생년월일',
    nid: '주민등록번호',
    marital: '결혼 여부',
    nationality: '국적',
    father: '부',
    pubs: '논문',
  },
  vi: {
    exp: 'Kinh nghiệm làm việc',
    edu: 'Học vấn',
    skills: 'Kỹ năng',
    more: 'Thông tin thêm',
    refs: 'Người tham chiếu',
    profile: 'Mục tiêu nghề nghiệp',
    personal: 'Thông tin cá nhân',
    dob: 'Ngày sinh',
    nid: 'CCCD',
    marital: 'Tình trạng hôn nhân',
    nationality: 'Quốc tịch',
    father: 'Cha',
    pubs: 'Bài báo',
  },
  ja: {
    exp: '職歴',
    edu: '学歴',
    skills: '免許・資格',
    more: '本人希望記入欄',
    refs: '',
    profile: '',
    personal: '',
    dob: '生年月日',
    nid: '',
    marital: '',
    nationality: '',
    father: '',
    pubs: '',
  },
};
const L = (p) => LABELS[p.language] ?? LABELS.en;
const KIND_LABEL = { date_of_birth: 'dob', national_id: 'nid', marital_status: 'marital', nationality: 'nationality' };

/** The personal details a layout prints itself (those not already written in the person's extra lines). */
export function personal(p) {
  const l = L(p);
  const shown = p.extra.join(' ');
  const out = p.details
    .filter((d) => !shown.includes(d.value))
    .map((d) => `${l[KIND_LABEL[d.kind]] ?? d.kind}: ${d.value}`);
  if (p.fatherName) out.push(`${l.father}: ${p.fatherName}`);
  return out;
}
const handles = (p) => p.links.map((k) => k.value);

function page(body, { css = '', lang = 'en', dir = 'ltr' } = {}) {
  return `<!doctype html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><style>
@page { size: A4; margin: 0 }
* { box-sizing: border-box }
body { margin: 0; color: #1d1d1f; }
ul { margin: 2px 0 6px; padding-inline-start: 18px }
li { margin: 1px 0 }
${css}
</style></head><body>${body}</body></html>`;
}
const jobsHtml = (p, cls = 'job') =>
  p.jobs
    .map(
      (j) => `<div class="${cls}"><div class="jh"><b>${esc(j.title)}</b><span class="dt">${esc(j.dates)}</span></div>
<div class="org">${esc(j.org)} · ${esc(j.place)}</div><ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul></div>`,
    )
    .join('');
const eduHtml = (p) =>
  p.education
    .map(
      (e) =>
        `<div class="edu"><b>${esc(e.degree)}</b> — ${esc(e.school)}, ${esc(e.place)} <span class="dt">${esc(e.dates)}</span></div>`,
    )
    .join('');
const refsHtml = (p, scan) =>
  scan || p.referees.length === 0
    ? ''
    : `<h2>${L(p).refs}</h2>${p.referees.map((r) => `<p class="ref"><b>${esc(r.name)}</b><br>${esc(r.role)}<br>${esc(r.contact)}</p>`).join('')}`;

/** An awesome-cv (LaTeX) look: centred letter-spaced name, small-caps rules, icon glyphs before each contact item. */
function latexAwesome(p, { accent, scan }) {
  const [first, ...rest] = p.header.split(' ');
  const css = `
body { font-family: 'Source Sans Pro', 'Lato', 'DejaVu Sans', sans-serif; font-size: 10.2pt; padding: 16mm 17mm }
.name { text-align: center; font-size: 27pt; letter-spacing: 1px; font-weight: 300 }
.name b { font-weight: 700; color: ${accent} }
.pos { text-align: center; color: ${accent}; font-variant: small-caps; font-size: 10pt; margin: 3px 0 }
.contact { text-align: center; font-size: 8.6pt; color: #555 }
.contact span + span::before { content: ' | '; color: #bbb }
h2 { font-size: 13pt; margin: 14px 0 4px; color: ${accent}; border-bottom: 1px solid #999; font-weight: 600 }
h2::first-letter { color: #333 }
.jh { display: flex; justify-content: space-between } .dt { color: ${accent}; font-style: italic; font-size: 9pt }
.org { font-variant: small-caps; color: #666; font-size: 9.2pt }`;
  const body = `<div class="name">${esc(first)} <b>${esc(rest.join(' '))}</b></div>
<div class="pos">${esc(p.headline)}</div>
<div class="contact"><span>⌂ ${esc(p.address)}</span><span>☎ ${esc(p.phone)}</span><span>✉ ${esc(p.email)}</span>${handles(
    p,
  )
    .map((h) => `<span>⚲ ${esc(h)}</span>`)
    .join('')}</div>
${
  personal(p).length
    ? `<div class="contact">${personal(p)
        .map((x) => `<span>${esc(x)}</span>`)
        .join('')}</div>`
    : ''
}
<h2>${L(p).exp}</h2>${jobsHtml(p)}
<h2>${L(p).edu}</h2>${eduHtml(p)}
<h2>${L(p).skills}</h2><p>${p.skills.map(esc).join(' · ')}</p>
${scan ? '' : p.extra.length ? `<h2>${L(p).more}</h2><ul>${p.extra.map((x) => `<li>${esc(x)}</li>`).join('')}</ul>` : ''}
${refsHtml(p, scan)}`;
  return { html: page(body, { css, lang: p.language }) };
}

/** A job-portal profile export: a grey banner where the name runs into the headline, key-value rows, "Profile ID". */
function portalExport(p, { accent }) {
  const css = `
body { font-family: Arial, Helvetica, sans-serif; font-size: 9.5pt; padding: 10mm 12mm; color: #333 }
.ban { background: #eef1f5; padding: 10px 14px; border-top: 4px solid ${accent} }
.nm { font-size: 16pt; font-weight: bold; color: #111 } .hl { font-size: 10pt; color: #555 }
.meta { font-size: 8pt; color: #888; margin-top: 4px }
table { border-collapse: collapse; width: 100%; margin-top: 6px } td { padding: 3px 6px; border-bottom: 1px solid #e3e3e3; vertical-align: top }
td:first-child { width: 28%; color: #777 }
h2 { font-size: 10.5pt; background: #f6f6f6; padding: 4px 8px; margin: 12px 0 4px; text-transform: uppercase; color: ${accent} }
.jh { display: flex; justify-content: space-between } .dt { color: #777 } .org { color: #555 }`;
  const rows = [
    ['Email', p.email],
    ['Mobile', p.phone],
    ['Current location', p.addressShort ?? p.address],
    ['Key skills', p.skills.join(', ')],
    ...personal(p).map((x) => x.split(': ')),
  ];
  const body = `<div class="ban"><span class="nm">${esc(p.name.full)}</span>${/^[\p{Script=Latin}\s.,'-]+$/u.test(p.name.full) ? '' : ' '}<span class="hl">${esc(p.jobs[0].title)}</span>
<div class="meta">Profile ID: RB-${p.phone.replace(/\D/g, '').slice(-5)}-22 · Last active: 2 days ago · Resume headline: ${esc(p.headline)}</div></div>
<table>${rows.map(([k, v]) => `<tr><td>${esc(k)}</td><td>${esc(v)}</td></tr>`).join('')}</table>
<h2>Work experience</h2>${jobsHtml(p)}
<h2>Education</h2>${eduHtml(p)}
${p.extra.length ? `<h2>Other details</h2><ul>${p.extra.map((x) => `<li>${esc(x)}</li>`).join('')}</ul>` : ''}
<p style="font-size:7.5pt;color:#999;margin-top:18px">Profile of ${esc(p.name.full)}, downloaded from the candidate database. Contact details are shown to subscribed recruiters only.</p>`;
  return { html: page(body, { css, lang: p.language }), variants: [p.name.full] };
}

/** A Canva-like two-column design: the name split over two letter-spaced lines, a dark sidebar with skill bars. */
function canvaSplit(p, { accent }) {
  const parts = p.header.split(' ');
  const cut = Math.ceil(parts.length / 2);
  const css = `
body { font-family: 'Montserrat', 'Poppins', 'Noto Sans', 'Noto Sans Devanagari', sans-serif; font-size: 9.3pt; display: grid; grid-template-columns: 68mm 1fr; min-height: 297mm }
aside { background: ${accent}; color: #fff; padding: 14mm 7mm } main { padding: 14mm 10mm }
.n1, .n2 { font-size: 24pt; letter-spacing: 5px; text-transform: uppercase; line-height: 1.05 } .n2 { font-weight: 800 }
.hl { margin: 8px 0 16px; letter-spacing: 1px; font-size: 9pt; opacity: .9 }
aside h3 { font-size: 9pt; letter-spacing: 3px; text-transform: uppercase; border-bottom: 1px solid rgba(255,255,255,.5); padding-bottom: 3px; margin-top: 16px }
aside p { margin: 4px 0; word-break: break-word }
.bar { height: 5px; background: rgba(255,255,255,.3); margin: 2px 0 6px } .bar i { display: block; height: 5px; background: #fff }
main h2 { font-size: 11pt; letter-spacing: 3px; text-transform: uppercase; color: ${accent}; margin: 0 0 6px }
main section { margin-bottom: 14px } .jh { display: flex; justify-content: space-between; gap: 8px } .dt { color: #888; white-space: nowrap } .org { color: ${accent}; font-weight: 600 }`;
  const body = `<aside><div class="n1">${esc(parts.slice(0, cut).join(' '))}</div><div class="n2">${esc(parts.slice(cut).join(' '))}</div>
<div class="hl">${esc(p.headline)}</div>
<h3>Contact</h3><p>📞 ${esc(p.phone)}</p><p>✉️ ${esc(p.email)}</p><p>📍 ${esc(p.address)}</p>${handles(p)
    .map((h) => `<p>🔗 ${esc(h)}</p>`)
    .join('')}
${personal(p)
  .map((x) => `<p>${esc(x)}</p>`)
  .join('')}
<h3>${L(p).skills}</h3>${p.skills.map((s, i) => `<p>${esc(s)}</p><div class="bar"><i style="width:${92 - i * 9}%"></i></div>`).join('')}
</aside><main><section><h2>${L(p).exp}</h2>${jobsHtml(p)}</section><section><h2>${L(p).edu}</h2>${eduHtml(p)}</section>
${p.extra.length ? `<section><h2>${L(p).more}</h2><ul>${p.extra.map((x) => `<li>${esc(x)}</li>`).join('')}</ul></section>` : ''}
${refsHtml(p, false)}</main>`;
  return { html: page(body, { css, lang: p.language }) };
}

/** A cover letter (signed with the name, phone and e-mail) followed by a one-page resume in the same PDF. */
function coverLetter(p, { accent }) {
  const first = p.name.variants.find((v) => !v.includes(' ') && v !== v.toUpperCase()) ?? p.header;
  const greet =
    { fr: 'Madame, Monsieur,', es: 'Estimados señores:', en: 'Dear Hiring Manager,' }[p.language] ??
    'Dear Hiring Manager,';
  const close =
    {
      fr: 'Je vous prie d’agréer, Madame, Monsieur, mes salutations distinguées.',
      es: 'Atentamente,',
      en: 'Kind regards,',
    }[p.language] ?? 'Kind regards,';
  const para =
    {
      fr: `Actuellement ${p.jobs[0].title.toLowerCase()} chez ${p.jobs[0].org}, je souhaite mettre mon expérience au service de votre équipe. ${p.jobs[0].bullets[0]} Je serais ravie d’échanger avec vous lors d’un entretien.`,
      es: `Actualmente trabajo como ${p.jobs[0].title.toLowerCase()} en ${p.jobs[0].org}. ${p.jobs[0].bullets[0]} Me encantaría aportar esta experiencia a su equipo.`,
    }[p.language] ??
    `I am writing to apply for the role advertised. In my current position as ${p.jobs[0].title} at ${p.jobs[0].org}, ${p.jobs[0].bullets[0].replace(/^./, (c) => c.toLowerCase())} I would welcome the chance to talk.`;
  const css = `
body { font-family: Georgia, 'Times New Roman', serif; font-size: 10.5pt }
.sheet { height: 297mm; padding: 22mm 24mm; page-break-after: always } .sheet:last-child { page-break-after: auto; height: auto }
.lh { border-bottom: 2px solid ${accent}; padding-bottom: 6px; margin-bottom: 18px } .lh .n { font-size: 18pt; color: ${accent} }
.lh .c { font-size: 8.8pt; color: #555 } .date { text-align: right; margin-bottom: 16px } .sig { margin-top: 26px }
h2 { font-size: 11pt; text-transform: uppercase; letter-spacing: 1px; color: ${accent}; margin: 12px 0 4px }
.jh { display: flex; justify-content: space-between } .dt { color: #666 } .org { font-style: italic }`;
  const contact = `<div class="c">${esc(p.address)} — ${esc(p.phone)} — ${esc(p.email)}</div>`;
  const body = `<div class="sheet"><div class="lh"><div class="n">${esc(p.header)}</div>${contact}</div>
<div class="date">${esc(p.addressShort ?? '')}, 14/10/2026</div><p>${greet}</p><p>${esc(para)}</p>
<p>${esc(p.headline)}.</p><p>${close}</p>
<div class="sig">${esc(first)}<br>${esc(p.name.full)}<br>${esc(p.phone)} · ${esc(p.email)}</div></div>
<div class="sheet"><div class="lh"><div class="n">${esc(p.header)}</div>${contact}${personal(p).length ? `<div class="c">${personal(p).map(esc).join(' · ')}</div>` : ''}</div>
<h2>${L(p).profile}</h2><p>${esc(p.headline)}</p><h2>${L(p).exp}</h2>${jobsHtml(p)}<h2>${L(p).edu}</h2>${eduHtml(p)}
<h2>${L(p).skills}</h2><p>${p.skills.map(esc).join(', ')}</p>${p.extra.length ? `<p>${p.extra.map(esc).join('<br>')}</p>` : ''}${refsHtml(p, false)}</div>`;
  return { html: page(body, { css, lang: p.language }), variants: [first] };
}

/** A right-to-left CV (Arabic script) with a photo box, a details table and Latin-script skills in the flow. */
function rtlCv(p, { accent }) {
  const css = `
body { font-family: 'Noto Naskh Arabic', 'Noto Sans Arabic', 'DejaVu Sans', sans-serif; font-size: 10.5pt; padding: 15mm 16mm; line-height: 1.55 }
header { display: flex; justify-content: space-between; align-items: center; border-bottom: 3px double ${accent}; padding-bottom: 8px }
.nm { font-size: 22pt; font-weight: bold; color: ${accent} } .ph { width: 26mm; height: 32mm; border: 1px solid #aaa; display: flex; align-items: center; justify-content: center; color: #aaa; font-size: 8pt }
h2 { font-size: 12.5pt; color: #fff; background: ${accent}; padding: 2px 10px; display: inline-block; margin: 14px 0 6px; border-radius: 0 0 0 10px }
table td { padding: 2px 8px } .jh { display: flex; justify-content: space-between } .dt { color: #666 } .org { font-weight: 600 }`;
  const en = p.name.variants.find((v) => /^[A-Z]/.test(v) && v.includes(' '));
  const body = `<header><div><div class="nm">${esc(p.header)}</div><div>${esc(p.headline)}</div><div dir="ltr" style="text-align:right;font-size:9pt;color:#666">${esc(en ?? '')}</div></div><div class="ph">صورة</div></header>
<h2>${L(p).personal}</h2><table>
<tr><td>العنوان:</td><td>${esc(p.address)}</td></tr><tr><td>الهاتف:</td><td dir="ltr" style="text-align:right">${esc(p.phone)}</td></tr>
<tr><td>البريد الإلكتروني:</td><td>${esc(p.email)}</td></tr>${personal(p)
    .map((x) => `<tr><td>${esc(x.split(': ')[0])}:</td><td>${esc(x.split(': ')[1])}</td></tr>`)
    .join('')}</table>
<h2>${L(p).exp}</h2>${jobsHtml(p)}<h2>${L(p).edu}</h2>${eduHtml(p)}
<h2>${L(p).skills}</h2><p>${p.skills.map(esc).join(' – ')}</p>${p.extra.map((x) => `<p>${esc(x)}</p>`).join('')}`;
  return { html: page(body, { css, lang: 'ar', dir: 'rtl' }), variants: en ? [en] : [] };
}

/** A Japanese rirekisho-like form: ruled tables, furigana row, 〒 address, education and career rows by year/month. */
function rirekisho(p) {
  const css = `
body { font-family: 'Noto Serif CJK JP', 'Noto Sans CJK JP', serif; font-size: 10pt; padding: 12mm 14mm }
h1 { font-size: 18pt; letter-spacing: 12px; margin: 0 0 4px } .d { text-align: right; font-size: 9pt }
table { border-collapse: collapse; width: 100%; margin-bottom: 6px } td, th { border: 1px solid #333; padding: 3px 6px; vertical-align: top }
th { font-weight: normal; width: 22% } .kana { font-size: 8pt } .big { font-size: 17pt; letter-spacing: 6px }`;
  const [fam, giv] = p.header.split(' ');
  const hist = [
    ['', '学\u3000歴'],
    ...p.education.map((e) => [e.dates, `${e.school} ${e.degree}`]),
    ['', '職\u3000歴'],
    ...p.jobs.map((j) => [j.dates, `${j.org}（${j.place}） ${j.title}`]),
    ...p.jobs.flatMap((j) => j.bullets.slice(0, 1).map((b) => ['', `\u3000${b}`])),
    ['', '以上'],
  ];
  const body = `<h1>履 歴 書</h1><div class="d">2026年 11月 1日現在</div>
<table><tr><th class="kana">ふりがな</th><td class="kana">くぼた\u3000ちあき</td></tr><tr><th>氏\u3000名</th><td class="big">${esc(fam)}\u3000${esc(giv)}</td></tr>
<tr><th>生年月日</th><td>${esc(p.details[0].value)}生（満32歳）</td></tr>
<tr><th>現住所</th><td>${esc(p.address)}</td></tr><tr><th>電話</th><td>${esc(p.phone)}</td></tr><tr><th>E-mail</th><td>${esc(p.email)}</td></tr></table>
<table><tr><th>年・月</th><th style="width:auto">学歴・職歴</th></tr>${hist.map(([a, b]) => `<tr><td>${esc(a)}</td><td>${esc(b)}</td></tr>`).join('')}</table>
<table><tr><th>免許・資格</th><td>${p.skills.map(esc).join('、')}</td></tr><tr><th>志望動機</th><td>地元の金融機関で培った業務知識とシステム開発の経験を活かし、業務改善に貢献したいと考えております。</td></tr></table>`;
  return { html: page(body, { css, lang: 'ja' }), variants: [`${fam}\u3000${giv}`] };
}

/** A Chinese/Korean job-site style resume: a header table with details, coloured section bars, dates on the left. */
function cjkModern(p, { accent }) {
  const font = p.language === 'ko' ? 'Noto Sans CJK KR' : 'Noto Sans CJK SC';
  const css = `
body { font-family: '${font}', 'Noto Sans CJK JP', sans-serif; font-size: 10pt; padding: 14mm 15mm; line-height: 1.6 }
.top { display: flex; justify-content: space-between; border-bottom: 2px solid ${accent}; padding-bottom: 6px } .nm { font-size: 20pt; font-weight: 700 }
.info { display: grid; grid-template-columns: 1fr 1fr; column-gap: 14px; font-size: 9pt; margin-top: 6px }
h2 { font-size: 11pt; border-left: 5px solid ${accent}; padding-left: 8px; margin: 14px 0 4px }
.row { display: grid; grid-template-columns: 38mm 1fr; } .row .dt { color: #666 } .jh { display: block } .org { font-weight: 600 }`;
  const info = [
    `📱 ${p.phone}`,
    `✉ ${p.email}`,
    `🏠 ${p.address}`,
    ...handles(p).map((h) => `💬 ${h}`),
    ...personal(p),
  ];
  const body = `<div class="top"><div><div class="nm">${esc(p.header)}</div><div>${esc(p.headline)}</div></div><div style="width:24mm;height:30mm;border:1px solid #ccc"></div></div>
<div class="info">${info.map((x) => `<div>${esc(x)}</div>`).join('')}</div>
<h2>${L(p).exp}</h2>${p.jobs.map((j) => `<div class="row"><div class="dt">${esc(j.dates)}</div><div><span class="org">${esc(j.org)}</span>（${esc(j.place)}）${esc(j.title)}<ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul></div></div>`).join('')}
<h2>${L(p).edu}</h2>${p.education.map((e) => `<div class="row"><div class="dt">${esc(e.dates)}</div><div>${esc(e.school)} · ${esc(e.degree)}</div></div>`).join('')}
<h2>${L(p).skills}</h2><p>${p.skills.map(esc).join(' / ')}</p>${p.extra.map((x) => `<p>${esc(x)}</p>`).join('')}`;
  return { html: page(body, { css, lang: p.language }) };
}

/** A two-page Word-like resume with the name and page number in a footer printed by Chromium. */
function wordFooter(p, { accent }) {
  const css = `
body { font-family: Calibri, Carlito, 'Noto Sans Devanagari', sans-serif; font-size: 11pt; padding: 0 20mm; line-height: 1.35 }
.nm { font-size: 20pt; font-weight: bold; color: ${accent}; margin-top: 4mm } .c { font-size: 9.5pt }
h2 { font-size: 12pt; text-transform: uppercase; border-bottom: 1px solid ${accent}; margin: 14px 0 6px; color: ${accent} }
.job { margin-bottom: 8px } .jh { display: flex; justify-content: space-between } .dt { font-style: italic } .org { font-weight: 600 }
.ref { display: inline-block; width: 48%; vertical-align: top }
.pb { page-break-before: always }`;
  const pubs = (p.coauthors ?? []).length
    ? `<h2>${L(p).pubs}</h2><ol>${p.pubs.map((x) => `<li>${esc(x)}</li>`).join('')}</ol>`
    : '';
  const body = `<div class="nm">${esc(p.header)}</div><div class="c">${esc(p.address)}<br>${esc(p.phone)} | ${esc(p.email)}${handles(
    p,
  )
    .map((h) => ` | ${esc(h)}`)
    .join('')}</div>
${personal(p).length ? `<div class="c">${personal(p).map(esc).join(' | ')}</div>` : ''}
<h2>${L(p).profile}</h2><p>${esc(p.headline)}. ${p.jobs[0].bullets.slice(-1).map(esc).join('')}</p>
<h2>${L(p).exp}</h2>${jobsHtml(p)}
<h2>${L(p).edu}</h2>${eduHtml(p)}
<div class="pb"></div><h2>${L(p).skills}</h2><ul>${p.skills.map((s) => `<li>${esc(s)}</li>`).join('')}</ul>
${p.extra.length ? `<h2>${L(p).more}</h2><ul>${p.extra.map((x) => `<li>${esc(x)}</li>`).join('')}</ul>` : ''}${pubs}${refsHtml(p, false)}`;
  const short = p.name.full;
  return {
    html: page(body, { css, lang: p.language }),
    footer: {
      template: `<div style="font-size:8px;width:100%;padding:0 20mm;display:flex;justify-content:space-between;font-family:sans-serif"><span>${esc(short)} – CV</span><span>Page <span class="pageNumber"></span> of <span class="totalPages"></span></span></div>`,
      text: (i, n) => [`${short} – CV`, `Page ${i} of ${n}`],
    },
  };
}

/** An academic CV: publications with the candidate among co-authors ("Lastname, F." and "F. Lastname"), named referees. */
function academic(p, { accent, scan }) {
  const css = `
body { font-family: 'Latin Modern Roman', 'CMU Serif', 'Times New Roman', serif; font-size: 10.5pt; padding: 18mm 20mm }
.nm { font-size: 19pt; font-variant: small-caps; letter-spacing: 1px } .c { font-size: 9.3pt; margin: 4px 0 10px }
h2 { font-size: 11.5pt; font-variant: small-caps; border-bottom: .5px solid #000; margin: 12px 0 4px; color: ${accent} }
.jh { display: flex; justify-content: space-between } .dt { font-size: 9.5pt } .org { font-style: italic } ol { padding-left: 20px; font-size: 9.8pt }
.ref { margin: 4px 0 }`;
  const pubs =
    scan || !(p.pubs ?? []).length
      ? ''
      : `<h2>${L(p).pubs}</h2><ol>${p.pubs.map((x) => `<li>${esc(x)}</li>`).join('')}</ol>`;
  const body = `<div class="nm">${esc(p.header)}</div><div class="c">${esc(p.address)} · Tel: ${esc(p.phone)} · ${esc(p.email)}${personal(p).length ? `<br>${personal(p).map(esc).join(' · ')}` : ''}</div>
<h2>${L(p).profile}</h2><p>${esc(p.headline)}.</p>
<h2>${L(p).edu}</h2>${eduHtml(p)}<h2>${L(p).exp}</h2>${jobsHtml(p)}
<h2>${L(p).skills}</h2><p>${p.skills.map(esc).join('; ')}</p>${pubs}
${scan ? '' : p.extra.map((x) => `<p>${esc(x)}</p>`).join('')}${refsHtml(p, scan)}`;
  return { html: page(body, { css, lang: p.language }) };
}

/** A "modern" one-column resume: icon glyphs before handles printed without a URL, a personal domain, chips for skills. */
function iconsHandles(p, { accent }) {
  const css = `
body { font-family: 'Inter', 'Roboto', 'DejaVu Sans', sans-serif; font-size: 9.6pt; padding: 14mm 18mm; color: #222 }
.nm { font-size: 24pt; font-weight: 800; letter-spacing: -0.5px } .hl { color: ${accent}; font-weight: 600; margin: 2px 0 8px }
.ct { display: flex; flex-wrap: wrap; gap: 4px 14px; font-size: 8.8pt; color: #444 }
h2 { font-size: 9pt; letter-spacing: 2px; text-transform: uppercase; color: #888; margin: 16px 0 6px }
.job { border-left: 2px solid ${accent}; padding-left: 10px; margin-bottom: 8px } .jh { display: flex; justify-content: space-between } .dt { color: #888 } .org { color: ${accent} }
.chip { display: inline-block; border: 1px solid #ccc; border-radius: 10px; padding: 1px 8px; margin: 2px }`;
  const handle = p.links.find((k) => k.kind === 'handle');
  const domain = p.links.find((k) => k.kind === 'domain');
  const ct = [
    `✉ ${p.email}`,
    `☏ ${p.phone}`,
    `⌖ ${p.addressShort ?? p.address}`,
    ...(handle ? [` ${handle.value.split('/').pop()}`] : []),
    ...(domain ? [`🌐 ${domain.value}`] : []),
    ...personal(p),
  ];
  const body = `<div class="nm">${esc(p.header)}</div><div class="hl">${esc(p.headline)}</div><div class="ct">${ct.map((x) => `<span>${esc(x)}</span>`).join('')}</div>
<h2>${L(p).exp}</h2>${jobsHtml(p)}<h2>${L(p).edu}</h2>${eduHtml(p)}
<h2>${L(p).skills}</h2><div>${p.skills.map((s) => `<span class="chip">${esc(s)}</span>`).join('')}</div>
${p.extra.length ? `<h2>${L(p).more}</h2>${p.extra.map((x) => `<p>${esc(x)}</p>`).join('')}` : ''}${refsHtml(p, false)}`;
  return { html: page(body, { css, lang: p.language }), links: handle ? [handle.value.split('/').pop()] : [] };
}

// ---- LibreOffice: a flat ODF text document in one of three looks (person.look).
const x = (s) => esc(s).replace(/"/g, '&quot;');
function writer(p, { accent }) {
  const look = p.look ?? 'classic';
  const l = L(p);
  const paras = [];
  const P = (style, text) => paras.push([style, text]);
  if (look === 'nordic') {
    P('Name', p.header);
    P(
      'Small',
      `${p.address} · ${p.phone} · ${p.email}${handles(p)
        .map((h) => ` · ${h}`)
        .join('')}`,
    );
    for (const d of personal(p)) P('Small', d);
    P('H', l.profile);
    P('Body', p.headline);
  } else if (look === 'europass') {
    P('H', l.personal);
    P('Body', p.name.full);
    P('Small', p.address);
    P('Small', `${p.phone}  |  ${p.email}`);
    for (const d of personal(p)) P('Small', d);
    P('H', l.profile);
    P('Body', p.headline);
  } else {
    P('Name', p.header.toUpperCase());
    P('Small', p.address);
    P('Small', `Tel. ${p.phone}`);
    P('Small', p.email);
    for (const d of personal(p)) P('Small', d);
    P('Body', p.headline);
  }
  P('H', l.exp);
  for (const j of p.jobs) {
    P('Job', `${j.dates}\t${j.title}, ${j.org} (${j.place})`);
    for (const b of j.bullets) P('Bullet', `• ${b}`);
  }
  P('H', l.edu);
  for (const e of p.education) P('Job', `${e.dates}\t${e.degree}, ${e.school}, ${e.place}`);
  P('H', l.skills);
  P('Body', p.skills.join(', '));
  if (p.extra.length) {
    P('H', l.more);
    for (const e of p.extra) P('Body', e);
  }
  if (p.referees.length) {
    P('H', l.refs);
    for (const r of p.referees) P('Body', `${r.name}, ${r.role}, ${r.contact}`);
  }
  const font = look === 'nordic' ? 'Liberation Sans' : look === 'europass' ? 'DejaVu Sans' : 'Liberation Serif';
  const footerName = p.name.full;
  const fodt = `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:font-face-decls><style:font-face style:name="${font}" svg:font-family="'${font}'"/></office:font-face-decls>
<office:styles>
<style:style style:name="Standard" style:family="paragraph"><style:paragraph-properties fo:margin-bottom="0.06cm"/><style:text-properties style:font-name="${font}" fo:font-size="10.5pt"/></style:style>
<style:style style:name="Name" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:margin-bottom="0.2cm"/><style:text-properties fo:font-size="${look === 'classic' ? 17 : 22}pt" fo:font-weight="bold" fo:color="${accent}" fo:letter-spacing="${look === 'classic' ? '0.08cm' : 'normal'}"/></style:style>
<style:style style:name="Small" style:family="paragraph" style:parent-style-name="Standard"><style:text-properties fo:font-size="9pt"/></style:style>
<style:style style:name="Body" style:family="paragraph" style:parent-style-name="Standard"/>
<style:style style:name="H" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:margin-top="0.35cm" fo:margin-bottom="0.1cm" fo:border-bottom="0.5pt solid ${accent}"/><style:text-properties fo:font-size="12pt" fo:font-weight="bold" fo:color="${accent}"${look === 'nordic' ? ' fo:text-transform="uppercase"' : ''}/></style:style>
<style:style style:name="Job" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:margin-top="0.15cm"><style:tab-stops><style:tab-stop style:position="3.4cm"/></style:tab-stops></style:paragraph-properties><style:text-properties fo:font-weight="bold"/></style:style>
<style:style style:name="Bullet" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:margin-left="3.8cm" fo:text-indent="-0.4cm"/></style:style>
<style:style style:name="Footer" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="8pt" fo:color="#777777"/></style:style>
</office:styles>
<office:automatic-styles><style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="1.8cm" fo:margin-bottom="1.2cm" fo:margin-left="2.2cm" fo:margin-right="2.2cm"/><style:footer-style><style:header-footer-properties fo:min-height="0.6cm" fo:margin-top="0.3cm"/></style:footer-style></style:page-layout></office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm1"><style:footer><text:p text:style-name="Footer">${x(footerName)} – <text:page-number text:select-page="current">1</text:page-number>/<text:page-count>1</text:page-count></text:p></style:footer></style:master-page></office:master-styles>
<office:body><office:text>
${paras.map(([s, t]) => `<text:p text:style-name="${s}">${x(t).replace(/\t/g, '<text:tab/>')}</text:p>`).join('\n')}
</office:text></office:body></office:document>
`;
  return {
    fodt,
    lines: paras.map(([, t]) => t.replace(/\t/g, ' ')),
    footerLine: (i, n) => `${footerName} – ${i}/${n}`,
  };
}

export const LAYOUTS = {
  'latex-awesome': latexAwesome,
  'portal-export': portalExport,
  'canva-split': canvaSplit,
  'cover-letter': coverLetter,
  'rtl-cv': rtlCv,
  rirekisho,
  'cjk-modern': cjkModern,
  'word-footer': wordFooter,
  academic,
  'icons-handles': iconsHandles,
  writer,
};
