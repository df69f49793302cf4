// Held-out part 21's own templates. Each HTML layout takes a person and returns { html, variants?, others? } (the
// name forms it prints beyond the person's own, the other people it names); `writer` returns flat ODF for
// LibreOffice with the lines it shows and its footer line per page. Written for this part only.
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

const L = {
  en: {
    exp: 'Experience',
    edu: 'Education',
    skills: 'Skills',
    profile: 'Profile',
    contact: 'Contact',
    personal: 'Personal details',
    dob: 'Date of birth',
    nat: 'Nationality',
    ms: 'Marital status',
    id: 'ID number',
    ref: 'References',
    gender: 'Gender',
    religion: 'Religion',
  },
  de: {
    exp: 'Berufserfahrung',
    edu: 'Ausbildung',
    skills: 'Kenntnisse',
    profile: 'Profil',
    contact: 'Kontakt',
    personal: 'Persönliche Daten',
    dob: 'Geburtsdatum',
    nat: 'Staatsangehörigkeit',
    ms: 'Familienstand',
    id: 'Ausweis-Nr.',
    ref: 'Referenzen',
  },
  fr: {
    exp: 'Expériences professionnelles',
    edu: 'Formation',
    skills: 'Compétences',
    profile: 'Profil',
    contact: 'Coordonnées',
    personal: 'Informations',
    dob: 'Née le',
    nat: 'Nationalité',
    ms: 'Situation',
    id: 'N°',
    ref: 'Références',
  },
  es: {
    exp: 'Experiencia profesional',
    edu: 'Formación académica',
    skills: 'Habilidades',
    profile: 'Perfil',
    contact: 'Contacto',
    personal: 'Datos personales',
    dob: 'Fecha de nacimiento',
    nat: 'Nacionalidad',
    ms: 'Estado civil',
    id: 'RUT',
    ref: 'Referencias',
  },
  pt: {
    exp: 'Experiência profissional',
    edu: 'Formação',
    skills: 'Competências',
    profile: 'Resumo',
    contact: 'Contato',
    personal: 'Dados pessoais',
    dob: 'Data de nascimento',
    nat: 'Nacionalidade',
    ms: 'Estado civil',
    id: 'CPF',
    ref: 'Referências',
  },
  it: {
    exp: 'Esperienze lavorative',
    edu: 'Istruzione e formazione',
    skills: 'Competenze',
    profile: 'Profilo',
    contact: 'Contatti',
    personal: 'Dati personali',
    dob: 'Data di nascita',
    nat: 'Nazionalità',
    ms: 'Stato civile',
    id: 'C.F.',
    ref: 'Referenze',
  },
  nl: {
    exp: 'Werkervaring',
    edu: 'Opleidingen',
    skills: 'Vaardigheden',
    profile: 'Profiel',
    contact: 'Contact',
    personal: 'Personalia',
    dob: 'Geboortedatum',
    nat: 'Nationaliteit',
    ms: 'Burgerlijke staat',
    id: 'BSN',
    ref: 'Referenties',
  },
  hu: {
    exp: 'Szakmai tapasztalat',
    edu: 'Tanulmányok',
    skills: 'Készségek',
    profile: 'Bemutatkozás',
    contact: 'Elérhetőség',
    personal: 'Személyes adatok',
    dob: 'Születési idő',
    nat: 'Állampolgárság',
    ms: 'Családi állapot',
    id: 'Szig. szám',
    ref: 'Referenciák',
  },
  uk: {
    exp: 'Досвід роботи',
    edu: 'Освіта',
    skills: 'Навички',
    profile: 'Про себе',
    contact: 'Контакти',
    personal: 'Особисті дані',
    dob: 'Дата народження',
    nat: 'Громадянство',
    ms: 'Сімейний стан',
    id: 'ІПН',
    ref: 'Рекомендації',
  },
  zh: {
    exp: '工作经历',
    edu: '教育背景',
    skills: '专业技能',
    profile: '个人简介',
    contact: '联系方式',
    personal: '基本信息',
    dob: '出生年月',
    nat: '国籍',
    ms: '婚姻状况',
    id: '身份证号',
    ref: '推荐人',
  },
  ko: {
    exp: 'Experience',
    edu: 'Education',
    skills: 'Skills',
    profile: 'Summary',
    contact: 'Contact',
    personal: 'Personal',
    dob: 'Date of birth',
    nat: 'Nationality',
    ms: 'Marital status',
    id: 'ID',
    ref: 'References',
  },
  vi: {
    exp: 'Kinh nghiệm làm việc',
    edu: 'Học vấn',
    skills: 'Kỹ năng',
    profile: 'Mục tiêu nghề nghiệp',
    contact: 'Liên hệ',
    personal: 'Thông tin cá nhân',
    dob: 'Ngày sinh',
    nat: 'Quốc tịch',
    ms: 'Tình trạng hôn nhân',
    id: 'CCCD',
    ref: 'Người tham chiếu',
  },
  ja: {
    exp: '職歴',
    edu: '学歴',
    skills: '免許・資格',
    profile: '自己PR',
    contact: '連絡先',
    personal: '基本情報',
    dob: '生年月日',
    nat: '国籍',
    ms: '配偶者',
    id: 'ID',
    ref: '推薦者',
  },
};
const lab = (p) => L[p.language] ?? L.en;
const detailLabel = (p, kind) =>
  ({
    date_of_birth: lab(p).dob,
    nationality: lab(p).nat,
    marital_status: lab(p).ms,
    national_id: p.locale === 'LK' ? 'NIC No.' : p.locale === 'ES' ? 'DNI' : lab(p).id,
    gender: lab(p).gender ?? 'Gender',
    religion: lab(p).religion ?? 'Religion',
  })[kind];
const page = (css, body, lang = 'en') =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>@page{size:A4;margin:0}*{box-sizing:border-box}body{margin:0}${css}</style></head><body>${body}</body></html>`;

/** A LaTeX moderncv-like CV: serif, a date column on the left, the family name in bold after a light given name. */
function moderncv(p, { accent, scan }) {
  const t = lab(p);
  const row = (left, right) => `<div class="r"><div class="d">${left}</div><div class="c">${right}</div></div>`;
  const sec = (title, rows) => `<h2><span class="bar"></span>${esc(title)}</h2>${rows.join('')}`;
  const body = `
<header><div class="nm"><span class="g">${esc(p.given)}</span> <span class="f">${esc(p.family)}</span></div>
<div class="hl">${esc(p.headline)}</div>
<div class="ct">${esc(p.address)}<br>☎ ${esc(p.phone)} &nbsp; ✉ ${esc(p.email)}${p.links.map((l) => ` &nbsp; ⌂ ${esc(l.value)}`).join('')}</div></header>
<p class="q">${esc(p.summary)}</p>
${sec(
  t.exp,
  p.jobs.map((j) =>
    row(
      esc(j.dates),
      `<b>${esc(j.title)}</b>, <i>${esc(j.org)}</i>, ${esc(j.place)}<ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>`,
    ),
  ),
)}
${sec(
  t.edu,
  p.education.map((e) => row(esc(e.dates), `<b>${esc(e.degree)}</b>, <i>${esc(e.school)}</i>, ${esc(e.place)}`)),
)}
${sec(t.skills, [row('', esc(p.skills.join(' · ')))])}
${
  p.details.length
    ? sec(
        t.personal,
        p.details.map((d) => row(esc(detailLabel(p, d.kind)), esc(d.value))),
      )
    : ''
}
${
  p.referees.length
    ? sec(
        t.ref,
        p.referees.map((r) => row('', `${esc(r.name)}, ${esc(r.title)} — ${esc(r.phone)}`)),
      )
    : ''
}`;
  const css = `body{font-family:'DejaVu Serif','Liberation Serif',serif;font-size:${scan ? 13 : 10.5}pt;padding:${scan ? '36px 48px' : '18mm 20mm'};color:#222}
header{text-align:right}.nm{font-size:28pt}.g{font-weight:300;color:#555}.f{font-weight:700;color:${accent}}.hl{font-style:italic;color:#666;font-size:13pt}
.ct{font-size:9.5pt;margin-top:6px;line-height:1.5}.q{font-style:italic;margin:16px 40px}h2{font-weight:400;color:${accent};font-size:14pt;display:flex;align-items:center;gap:10px;margin:14px 0 6px}
.bar{display:inline-block;width:110px;height:6px;background:${accent}}.r{display:flex;gap:14px;margin:3px 0}.d{width:110px;text-align:right;color:#555;font-size:9pt;flex:none}.c{flex:1}ul{margin:2px 0;padding-left:16px}`;
  return { html: page(css, body, p.language) };
}

/** A job-portal profile export: a grey header where the name and the headline are set without a space between them. */
function portal(p, { accent }) {
  const t = lab(p);
  const site = { DE: 'jobfinder-nord.de', IN: 'HireMatrix', VN: 'ViecLamNhanh.vn' }[p.locale] ?? 'TalentPort';
  const body = `
<div class="top">${esc(site)} · Bewerberprofil / Candidate profile · exported 14.11.2026</div>
<div class="head"><span class="nm">${esc(p.name.full)}</span><span class="hl">${esc(p.headline)}</span></div>
<table class="kv">
<tr><td>E-mail</td><td>${esc(p.email)}</td><td>Mobile</td><td>${esc(p.phone)}</td></tr>
<tr><td>Location</td><td colspan="3">${esc(p.address)}</td></tr>
${p.details.map((d) => `<tr><td>${esc(detailLabel(p, d.kind))}</td><td colspan="3">${esc(d.value)}</td></tr>`).join('')}
${p.links.map((l) => `<tr><td>Online</td><td colspan="3">${esc(l.value)}</td></tr>`).join('')}
</table>
<h3>${esc(t.profile)}</h3><p>${esc(p.summary)}</p>
<h3>${esc(t.exp)}</h3>
${p.jobs.map((j) => `<div class="job"><div class="jt">${esc(j.title)}</div><div class="jo">${esc(j.org)} | ${esc(j.place)} | ${esc(j.dates)}</div>${j.bullets.map((b) => `<div class="b">– ${esc(b)}</div>`).join('')}</div>`).join('')}
<h3>${esc(t.edu)}</h3>
${p.education.map((e) => `<div class="job"><div class="jt">${esc(e.degree)}</div><div class="jo">${esc(e.school)} | ${esc(e.place)} | ${esc(e.dates)}</div></div>`).join('')}
<h3>${esc(t.skills)}</h3><div class="tags">${p.skills.map((s) => `<span>${esc(s)}</span>`).join(' ')}</div>
<div class="foot">Profile ID 7F-${(p.email.length * 7919) % 100000} · This profile was exported by the candidate.</div>`;
  const css = `body{font-family:Arial,'Liberation Sans',sans-serif;font-size:9.5pt;color:#333;padding:0 0 14mm}
.top{background:#e9ecef;font-size:8pt;padding:6px 14mm;color:#666}.head{padding:14px 14mm 8px;border-bottom:3px solid ${accent}}
.nm{font-size:19pt;font-weight:bold}.hl{display:inline-block;font-size:11pt;color:${accent};margin-left:0}
.kv{margin:8px 14mm;border-collapse:collapse;width:calc(100% - 28mm)}.kv td{padding:3px 6px;border-bottom:1px solid #ddd;font-size:9pt}.kv td:nth-child(odd){color:#888;width:18%}
h3{margin:12px 14mm 4px;font-size:10.5pt;text-transform:uppercase;color:${accent}}p,.job,.tags,.foot{margin-left:14mm;margin-right:14mm}.job{margin-bottom:6px}.jt{font-weight:bold}.jo{color:#777;font-size:8.5pt}
.tags span{display:inline-block;border:1px solid #bbb;border-radius:10px;padding:1px 8px;margin:2px;font-size:8.5pt}.foot{margin-top:18px;font-size:7.5pt;color:#999}`;
  // The name runs into the headline: the leading words of the name are the form a reader still sees apart.
  return { html: page(css, body, p.language), variants: [p.name.full.split(' ').slice(0, -1).join(' ')] };
}

/** A Canva-like two-column design: the name split over two letter-spaced lines, a tinted sidebar with skill bars. */
function canva(p, { accent }) {
  const t = lab(p);
  const body = `<div class="wrap"><aside>
<div class="photo">${esc(p.given[0])}${esc(p.family.replace(/^(van der |de )/i, '')[0])}</div>
<h4>${esc(t.contact)}</h4>
<div class="ci">✆<span>${esc(p.phone)}</span></div><div class="ci">✉<span>${esc(p.email)}</span></div><div class="ci">⌖<span>${esc(p.address)}</span></div>
${p.links.map((l) => `<div class="ci">◎<span>${esc(l.value)}</span></div>`).join('')}
<h4>${esc(t.skills)}</h4>
${p.skills.map((s, i) => `<div class="sk">${esc(s)}<div class="bar"><i style="width:${90 - i * 11}%"></i></div></div>`).join('')}
<h4>${esc(t.edu)}</h4>
${p.education.map((e) => `<div class="ed"><b>${esc(e.degree)}</b><br>${esc(e.school)}<br>${esc(e.dates)}</div>`).join('')}
</aside><main>
<div class="n1">${esc(p.given)}</div><div class="n2">${esc(p.family)}</div><div class="hl">${esc(p.headline)}</div>
<h3>${esc(t.profile)}</h3><p>${esc(p.summary)}</p>
<h3>${esc(t.exp)}</h3>
${p.jobs.map((j) => `<div class="job"><div class="dt">${esc(j.dates)}</div><b>${esc(j.title)}</b><div class="org">${esc(j.org)} · ${esc(j.place)}</div><ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul></div>`).join('')}
${p.details.length ? `<h3>${esc(t.personal)}</h3>${p.details.map((d) => `<div>${esc(detailLabel(p, d.kind))}: ${esc(d.value)}</div>`).join('')}` : ''}
</main></div>`;
  const css = `body{font-family:'Liberation Sans',sans-serif;font-size:9.5pt;color:#2b2b2b}.wrap{display:flex;min-height:297mm}
aside{width:62mm;background:${accent}22;padding:16mm 7mm;font-size:8.5pt}main{flex:1;padding:18mm 12mm}
.photo{width:70px;height:70px;border-radius:50%;background:${accent};color:#fff;font-size:22pt;display:flex;align-items:center;justify-content:center;margin:0 auto 12px}
h4{letter-spacing:3px;text-transform:uppercase;border-bottom:1px solid ${accent};margin:14px 0 6px;font-size:9pt}.ci{display:flex;gap:6px;margin:4px 0;word-break:break-word}
.sk{margin:4px 0}.bar{height:5px;background:#fff}.bar i{display:block;height:5px;background:${accent}}.ed{margin-bottom:6px}
.n1,.n2{font-size:30pt;letter-spacing:8px;text-transform:uppercase;line-height:1.05}.n1{font-weight:300}.n2{font-weight:800;color:${accent}}
.hl{letter-spacing:2px;margin:6px 0 14px;color:#666}h3{font-size:11pt;letter-spacing:2px;text-transform:uppercase;color:${accent};margin:14px 0 4px}
.job{margin-bottom:8px}.dt{float:right;color:#888;font-size:8.5pt}.org{color:#666}ul{margin:2px 0;padding-left:15px}`;
  return { html: page(css, body, p.language), variants: [p.given.toUpperCase(), p.family.toUpperCase()] };
}

/** An academic CV: publications with the candidate among co-authors, talks, and named referees with phones. */
function academic(p, { accent }) {
  const short = `${p.family}, ${p.given[0]}.`;
  const initial = `${p.given[0]}. ${p.family}`;
  const [a, b, c] = p.coauthors;
  const pubs = [
    `${short}, ${a} &amp; ${c} (2024). Kelp canopy recovery after marine heatwaves in the western English Channel. <i>Marine Ecology Progress Series</i> 731: 45–61.`,
    `${b}, ${short} (2023). Seabird diet from faecal eDNA on the Isles of Scilly. <i>Ibis</i> 165(2): 512–527.`,
    `${a}, ${c} and ${initial} (2021). Drone transects for intertidal cover. <i>Remote Sensing in Ecology and Conservation</i> 7: 233–247.`,
  ];
  const body = `<h1>${esc(p.name.full)}</h1><div class="sub">Curriculum Vitae · ${esc(p.headline)}</div>
<div class="ct">${esc(p.address)} · ${esc(p.phone)} · ${esc(p.email)} · ${p.links.map((l) => esc(l.value)).join(' · ')}</div>
<h2>Research interests</h2><p>${esc(p.summary)}</p>
<h2>Appointments</h2>${p.jobs.map((j) => `<div class="e"><span>${esc(j.dates)}</span><div><b>${esc(j.title)}</b>, ${esc(j.org)}, ${esc(j.place)}. ${esc(j.bullets.join(' '))}</div></div>`).join('')}
<h2>Education</h2>${p.education.map((e) => `<div class="e"><span>${esc(e.dates)}</span><div>${esc(e.degree)}, ${esc(e.school)}</div></div>`).join('')}
<h2>Selected publications</h2><ol>${pubs.map((x) => `<li>${x}</li>`).join('')}</ol>
<h2>Invited talks</h2><p>Charles Elton Lecture, British Ecological Society annual meeting, Edinburgh (2024). Keynote, Plymouth Marine Science Symposium (2023).</p>
<h2>Awards</h2><p>Rachel Carson Early Career Prize (2022); Thomas Henry Huxley Medal, runner-up (2019).</p>
<h2>Methods</h2><p>${esc(p.skills.join('; '))}.</p>
<h2>Referees</h2><div class="refs">${p.referees.map((r) => `<div><b>${esc(r.name)}</b><br>${esc(r.title)}<br>Tel. ${esc(r.phone)}</div>`).join('')}</div>`;
  const css = `body{font-family:'Liberation Serif',serif;font-size:10.5pt;padding:20mm 22mm;line-height:1.35}h1{font-variant:small-caps;font-size:22pt;margin:0;text-align:center}
.sub{text-align:center;color:${accent}}.ct{text-align:center;font-size:9pt;margin:6px 0 10px}h2{font-size:11.5pt;border-bottom:0.6pt solid #000;margin:12px 0 4px;font-variant:small-caps}
.e{display:flex;gap:12px}.e span{width:80px;flex:none}ol{padding-left:18px;margin:0}li{margin:3px 0}.refs{display:grid;grid-template-columns:1fr 1fr;gap:10px}`;
  return {
    html: page(css, body, p.language),
    variants: [short, initial],
    others: ['Charles Elton', 'Rachel Carson', 'Thomas Henry Huxley'],
  };
}

/** A Japanese rirekisho-like form: bordered tables, furigana above the name, a photo box, history rows by year. */
function rirekisho(p, { scan }) {
  const rows = [
    ['', '学歴'],
    ...p.education.map((e) => [e.dates.split(' – ')[0], `${e.school} ${e.degree.replace(' 卒業', '')} 入学`]),
    ...p.education.map((e) => [e.dates.split(' – ')[1], `${e.school} ${e.degree}`]),
    ['', '職歴'],
    ...p.jobs.map((j) => [
      j.dates.split(' – ')[0],
      `${j.org} 入社（${j.title}）${scan ? '' : ' ' + j.bullets.join('')}`,
    ]),
    ['', '以上'],
  ];
  const body = `<div class="t">履 歴 書 <small>2026年11月1日現在</small></div>
<table class="top"><tr><td class="k">ふりがな</td><td>${esc(p.name.variants[1])}</td><td rowspan="3" class="ph">写真<br>貼付</td></tr>
<tr><td class="k">氏名</td><td class="nm">${esc(p.name.full)}</td></tr>
<tr><td class="k">生年月日</td><td>${esc(p.details[0].value)}生（満30歳）</td></tr></table>
<table class="top"><tr><td class="k">現住所</td><td>${esc(p.address)}</td></tr><tr><td class="k">電話</td><td>${esc(p.phone)}</td></tr><tr><td class="k">E-mail</td><td>${esc(p.email)}</td></tr></table>
<table class="hist"><tr><th>年月</th><th>学歴・職歴</th></tr>${rows.map(([y, x]) => `<tr><td>${esc(y)}</td><td>${esc(x)}</td></tr>`).join('')}</table>
<table class="hist"><tr><th>免許・資格</th></tr>${p.skills.map((s) => `<tr><td>${esc(s)}</td></tr>`).join('')}</table>
<table class="hist"><tr><th>志望動機・自己PR</th></tr><tr><td>${esc(p.summary)}</td></tr></table>`;
  const css = `body{font-family:'Noto Serif CJK JP','Noto Sans CJK JP',serif;font-size:${scan ? 12 : 10}pt;padding:${scan ? '30px 44px' : '16mm 18mm'}}
.t{font-size:20pt;letter-spacing:8px;margin-bottom:8px}.t small{font-size:9pt;letter-spacing:0;float:right;margin-top:12px}
table{width:100%;border-collapse:collapse;margin-bottom:8px}td,th{border:1px solid #000;padding:4px 6px;text-align:left}.k{width:80px;font-size:9pt}
.nm{font-size:20pt;letter-spacing:6px}.ph{width:90px;text-align:center;color:#888;font-size:9pt}.hist td:first-child{width:110px}`;
  return { html: page(css, body, 'ja'), variants: [p.name.variants[0]] };
}

/** A USAJOBS-like federal resume: long entries with hours, salary, supervisor and "may contact". */
function federal(p) {
  const sup = ['Gretchen Ahlquist', 'Darnell Whitcombe'];
  const body = `<div class="nm">${esc(p.name.full.toUpperCase())}</div>
<div>${esc(p.address)}</div><div>Day phone: ${esc(p.phone)} · Email: ${esc(p.email)}</div>
<div>Citizenship: U.S. Citizen · Veterans' preference: No · Highest grade held: N/A</div>
<h2>WORK EXPERIENCE</h2>
${p.jobs.map((j, i) => `<div class="j"><b>${esc(j.org)}</b><br>${esc(j.place)}<br>${esc(j.dates)}<br>Salary: $${(118 - i * 31).toFixed(0)},400 Per Year · Hours per week: 40<br><b>${esc(j.title)}</b><br>Duties, Accomplishments and Related Skills:<br>${j.bullets.map((b) => `• ${esc(b)}`).join('<br>')}<br>Supervisor: ${sup[i]} (${esc(p.phone.replace(/\d{4}$/, i ? '0163' : '0198'))})<br>Okay to contact this Supervisor: ${i ? 'Yes' : 'Contact me first'}</div>`).join('')}
<h2>EDUCATION</h2>${p.education.map((e) => `<div class="j">${esc(e.school)} ${esc(e.place)}<br>${esc(e.degree)} · ${esc(e.dates)}<br>GPA: 3.61 of a maximum 4.0 · Credits earned: 128 Semester hours</div>`).join('')}
<h2>ADDITIONAL INFORMATION</h2><p>${esc(p.summary)} Tools: ${esc(p.skills.join(', '))}. Online: ${p.links.map((l) => esc(l.value)).join(', ')}.</p>`;
  const css = `body{font-family:'Liberation Mono','DejaVu Sans Mono',monospace;font-size:9.5pt;padding:16mm 18mm;line-height:1.4}.nm{font-size:14pt;font-weight:bold}
h2{font-size:10.5pt;margin:14px 0 6px;border-top:1px dashed #000;padding-top:4px}.j{margin-bottom:10px}`;
  return {
    html: page(css, body),
    variants: [p.name.full.toUpperCase()],
    others: sup,
    footer: {
      template: `<div style="font-size:7pt;width:100%;text-align:center;font-family:monospace">Page <span class="pageNumber"></span> of <span class="totalPages"></span></div>`,
      text: (i, n) => [`Page ${i} of ${n}`],
    },
  };
}

/** A South-Asian/West-African style CV: personal details table, the father's name, a signed declaration. */
function declaration(p, { accent, scan }) {
  const t = lab(p);
  const details = [
    ...(p.fatherName ? [["Father's Name", p.fatherName]] : []),
    ...p.details.map((d) => [detailLabel(p, d.kind), d.value]),
    [
      'Languages Known',
      p.locale === 'IN'
        ? 'Tamil, English, Hindi'
        : p.locale === 'LK'
          ? 'Sinhala, English, Tamil'
          : 'English, Yoruba, Igbo',
    ],
  ];
  const place = p.addressShort.split(/[ ,]/)[0];
  const body = `<div class="nm">${esc(p.name.full.toUpperCase())}</div>
<div class="ct">${esc(p.address)}<br>Mobile: ${esc(p.phone)} | E-mail: ${esc(p.email)}${p.links.map((l) => ` | ${esc(l.value)}`).join('')}</div>
<h2>CAREER OBJECTIVE</h2><p>${esc(p.summary)}</p>
<h2>ACADEMIC QUALIFICATIONS</h2><table><tr><th>Qualification</th><th>Institution</th><th>Year</th></tr>${p.education.map((e) => `<tr><td>${esc(e.degree)}</td><td>${esc(e.school)}, ${esc(e.place)}</td><td>${esc(e.dates)}</td></tr>`).join('')}</table>
<h2>${p.jobs.length > 1 ? 'WORK EXPERIENCE' : 'INTERNSHIP'}</h2>${p.jobs.map((j) => `<p><b>${esc(j.title)}</b> — ${esc(j.org)}, ${esc(j.place)} (${esc(j.dates)})<br>${j.bullets.map((b) => `➢ ${esc(b)}`).join('<br>')}</p>`).join('')}
<h2>TECHNICAL SKILLS</h2><p>${p.skills.map((s) => `✔ ${esc(s)}`).join(' &nbsp; ')}</p>
<h2>PERSONAL PROFILE</h2><table class="pp">${details.map(([k, v]) => `<tr><td>${esc(k)}</td><td>: ${esc(v)}</td></tr>`).join('')}</table>
${!scan && p.referees.length ? `<h2>${esc(t.ref).toUpperCase()}</h2>${p.referees.map((r) => `<p>${esc(r.name)}<br>${esc(r.title)}<br>${esc(r.phone)}</p>`).join('')}` : ''}
<h2>DECLARATION</h2><p>I hereby declare that the above information is true to the best of my knowledge and belief.</p>
<div class="sig"><div>Place: ${esc(place)}<br>Date: 02/11/2026</div><div>(${esc(p.name.full.toUpperCase())})</div></div>`;
  const css = `body{font-family:'Liberation Serif','Times New Roman',serif;font-size:${scan ? 11.5 : 11}pt;padding:${scan ? '28px 50px' : '16mm 20mm'}}.nm{font-size:17pt;font-weight:bold;text-align:center}
.ct{text-align:center;font-size:${scan ? 10.5 : 10}pt;border-bottom:2px solid ${accent};padding-bottom:6px}h2{font-size:11pt;background:#ddd;padding:2px 6px;margin:${scan ? 8 : 12}px 0 4px}p{margin:3px 0}
table{border-collapse:collapse;width:100%}th,td{border:1px solid #666;padding:3px 6px;text-align:left}.pp td{border:none;padding:1px 6px}.pp td:first-child{width:170px}
.sig{display:flex;justify-content:space-between;margin-top:14px}`;
  return {
    html: page(css, body),
    variants: [p.name.full.toUpperCase()],
  };
}

/** A continental European CV (Italian, Dutch, Hungarian, Ukrainian, Chilean variants): labelled personal data. */
function continental(p, { accent }) {
  const t = lab(p);
  const hu = p.locale === 'HU';
  const shownName = hu ? p.name.full : `${p.given} ${p.family}`;
  const closing =
    {
      IT: 'Autorizzo il trattamento dei dati personali contenuti nel mio curriculum vitae in base al D. Lgs. 196/2003 e al Regolamento UE 2016/679.',
      NL: 'Referenties zijn op aanvraag beschikbaar.',
      HU: 'Hozzájárulok személyes adataim kezeléséhez a kiválasztási folyamat idejére.',
      UA: 'Даю згоду на обробку персональних даних.',
      CL: 'Pretensiones de renta a convenir. Disponibilidad inmediata.',
    }[p.locale] ?? '';
  const personal = [
    [t.contact, `${p.phone} · ${p.email}`],
    [
      p.locale === 'NL'
        ? 'Adres'
        : p.locale === 'IT'
          ? 'Indirizzo'
          : p.locale === 'HU'
            ? 'Lakcím'
            : p.locale === 'UA'
              ? 'Адреса'
              : 'Dirección',
      p.address,
    ],
    ...p.details.map((d) => [detailLabel(p, d.kind), d.value]),
    ...p.links.map((l) => ['Telegram', l.value]),
  ];
  const body = `<table class="hd"><tr><td><div class="nm">${esc(shownName)}</div><div class="hl">${esc(p.headline)}</div></td><td class="pic">FOTO</td></tr></table>
<h2>${esc(t.personal)}</h2><table class="kv">${personal.map(([k, v]) => `<tr><td>${esc(k)}</td><td>${esc(v)}</td></tr>`).join('')}</table>
<h2>${esc(t.profile)}</h2><p>${esc(p.summary)}</p>
<h2>${esc(t.exp)}</h2><table class="kv">${p.jobs.map((j) => `<tr><td>${esc(j.dates)}</td><td><b>${esc(j.title)}</b><br>${esc(j.org)}, ${esc(j.place)}<br>${j.bullets.map(esc).join('<br>')}</td></tr>`).join('')}</table>
<h2>${esc(t.edu)}</h2><table class="kv">${p.education.map((e) => `<tr><td>${esc(e.dates)}</td><td><b>${esc(e.degree)}</b><br>${esc(e.school)}, ${esc(e.place)}</td></tr>`).join('')}</table>
<h2>${esc(t.skills)}</h2><p>${esc(p.skills.join(', '))}</p>
${p.referees.length ? `<h2>${esc(t.ref)}</h2>${p.referees.map((r) => `<p>${esc(r.name)} — ${esc(r.title)}, ${esc(r.phone)}</p>`).join('')}` : ''}
<p class="fine">${esc(closing)}</p><p class="sign">${esc(p.addressShort.replace(/^[\d ]+/, ''))}, 3.11.2026 &nbsp;&nbsp; ${esc(shownName)}</p>`;
  const css = `body{font-family:'DejaVu Sans','Liberation Sans',sans-serif;font-size:9.5pt;padding:15mm 18mm;color:#222}.hd{width:100%}.nm{font-size:22pt;color:${accent}}.hl{font-size:11pt;color:#555}
.pic{width:30mm;height:36mm;border:1px solid #aaa;text-align:center;color:#aaa;font-size:8pt}h2{font-size:10.5pt;color:${accent};border-bottom:1px solid ${accent};margin:12px 0 4px}
.kv{border-collapse:collapse;width:100%}.kv td{vertical-align:top;padding:2px 4px}.kv td:first-child{width:34mm;color:#555;text-align:right;border-right:1px solid #ccc}
.fine{font-size:7.5pt;color:#666;margin-top:16px}.sign{text-align:right}`;
  return { html: page(css, body, p.language), variants: [shownName] };
}

/** A cover letter and the resume in one PDF: a letter signed with the name and phone, then a one-column resume. */
function coverletter(p, { accent }) {
  const t = lab(p);
  const manager =
    { FR: 'Madame Solène Guittard', AU: 'Ms Philippa Drummond-Kerr', PH: 'Dr. Ramil Sarmiento' }[p.locale] ??
    'Hiring Manager';
  const fr = p.language === 'fr';
  const letter = fr
    ? `<p>${esc(p.addressShort)}, le 4 novembre 2026</p><p>${esc(manager)},</p><p>Je vous adresse ma candidature au poste annoncé. ${esc(p.summary)} Mon travail chez ${esc(p.jobs[0].org)} m’a appris à tenir des délais serrés sans sacrifier la lisibilité.</p><p>Je serais heureuse d’en parler avec vous.</p><p>Veuillez agréer, Madame, l’expression de mes salutations distinguées.</p><p class="sig">${esc(p.given)} ${esc(p.family)}<br>${esc(p.phone)}</p>`
    : `<p>4 November 2026</p><p>Dear ${esc(manager)},</p><p>I am applying for the advertised role. ${esc(p.summary)} At ${esc(p.jobs[0].org)} I learned to keep standards high under pressure.</p><p>I would welcome the chance to discuss how I could contribute.</p><p>Kind regards,</p><p class="sig">${esc(p.given.split(' ')[0])} ${esc(p.family)}<br>${esc(p.phone)} · ${esc(p.email)}</p>`;
  const body = `<section class="letter"><div class="lh">${esc(p.name.full)}<br><small>${esc(p.address)}</small></div>${letter}</section>
<section class="cv"><h1>${esc(p.name.full)}</h1><div class="hl">${esc(p.headline)} — ${esc(p.email)} — ${esc(p.phone)}</div>
<h2>${esc(t.exp)}</h2>${p.jobs.map((j) => `<p><b>${esc(j.title)}</b>, ${esc(j.org)} (${esc(j.place)}) <span>${esc(j.dates)}</span></p><ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>`).join('')}
<h2>${esc(t.edu)}</h2>${p.education.map((e) => `<p><b>${esc(e.degree)}</b>, ${esc(e.school)} <span>${esc(e.dates)}</span></p>`).join('')}
<h2>${esc(t.skills)}</h2><p>${esc(p.skills.join(' / '))}</p>
${p.referees.length ? `<h2>${esc(t.ref)}</h2>${p.referees.map((r) => `<p>${esc(r.name)}, ${esc(r.title)} · ${esc(r.phone)}</p>`).join('')}` : ''}</section>`;
  const css = `body{font-family:Georgia,'DejaVu Serif',serif;font-size:10.5pt;color:#222}section{padding:20mm 22mm}.letter{height:297mm;page-break-after:always;line-height:1.55}
.lh{text-align:right;color:${accent};font-size:14pt;margin-bottom:24px}.lh small{font-size:9pt;color:#555}.sig{margin-top:24px}
h1{margin:0;font-size:20pt;color:${accent}}.hl{font-size:9pt;color:#555;border-bottom:1px solid #ccc;padding-bottom:6px}h2{font-size:11pt;margin:12px 0 2px;color:${accent}}p{margin:3px 0}p span{float:right;color:#777}ul{margin:0;padding-left:16px}`;
  return {
    html: page(css, body, p.language),
    others: manager === 'Hiring Manager' ? [] : [manager.replace(/^(Madame|Ms|Dr\.) /, '')],
  };
}

/** A LinkedIn "Save to PDF"-like profile: a grey contact column, the main column, "Page N of M" in the footer. */
function linkedin(p, { accent }) {
  const months = ['2 years 3 months', '4 years 7 months', '1 year 2 months'];
  const body = `<div class="wrap"><aside><h4>Contact</h4><div>${esc(p.email)}</div><div>${esc(p.phone)} (Mobile)</div>${p.links.map((l) => `<div>${esc(l.value)}${l.value.includes('linkedin') ? ' (LinkedIn)' : ' (Personal)'}</div>`).join('')}
<h4>Top Skills</h4>${p.skills
    .slice(0, 3)
    .map((s) => `<div>${esc(s)}</div>`)
    .join('')}
<h4>Languages</h4><div>English (Full Professional)</div></aside>
<main><div class="nm">${esc(p.name.full)}</div><div class="hl">${esc(p.headline)} at ${esc(p.jobs[0].org)}</div><div class="loc">${esc(p.addressShort)}</div>
<h3>Summary</h3><p>${esc(p.summary)}</p><h3>Experience</h3>
${p.jobs.map((j, i) => `<div class="org">${esc(j.org)}</div><div>${esc(j.title)}</div><div class="g">${esc(j.dates)} (${months[i]})</div><div class="g">${esc(j.place)}</div><p>${esc(j.bullets.join(' '))}</p>`).join('')}
<h3>Education</h3>${p.education.map((e) => `<div class="org">${esc(e.school)}</div><div class="g">${esc(e.degree)} · (${esc(e.dates.replace(' – ', ' - '))})</div>`).join('')}</main></div>`;
  const css = `body{font-family:'Liberation Sans',Arial,sans-serif;font-size:10pt;color:#181818}.wrap{display:flex}aside{width:58mm;background:#e1e9ee;padding:12mm 6mm;min-height:270mm;font-size:9pt;word-break:break-all}
aside h4{font-size:11pt;margin:14px 0 4px;color:#000}main{flex:1;padding:12mm 10mm}.nm{font-size:24pt}.hl{font-size:11pt}.loc{color:#b0b0b0;font-size:10pt}
h3{font-size:13pt;margin:16px 0 6px;color:${accent}}.org{font-weight:bold;margin-top:8px}.g{color:#b0b0b0}p{margin:2px 0 6px}`;
  return {
    html: page(css, body, p.language),
    footer: {
      template: `<div style="font-size:8pt;color:#b0b0b0;width:100%;text-align:center">Page <span class="pageNumber"></span> of <span class="totalPages"></span></div>`,
      text: (i, n) => [`Page ${i} of ${n}`],
    },
  };
}

/** A modern one-column resume with glyphs before contact items; handles and the personal domain without a URL scheme. */
function iconic(p, { accent }) {
  const t = lab(p);
  const glyph = { handle: '', domain: '🌐' };
  const body = `<div class="nm">${esc(p.name.full)}</div><div class="hl">${esc(p.headline)}</div>
<div class="ct"><span>📍 ${esc(p.addressShort)}</span><span>📞 ${esc(p.phone)}</span><span>✉️ ${esc(p.email)}</span>${p.links.map((l) => `<span>${glyph[l.kind] ?? '🔗'} ${esc(l.value)}</span>`).join('')}</div>
<p class="sum">${esc(p.summary)}</p>
<h2>${esc(t.exp)}</h2>${p.jobs.map((j) => `<div class="job"><div class="row"><b>${esc(j.title)} · ${esc(j.org)}</b><span>${esc(j.dates)}</span></div><div class="pl">${esc(j.place)}</div><ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul></div>`).join('')}
<h2>${esc(t.edu)}</h2>${p.education.map((e) => `<div class="row"><span>${esc(e.degree)} — ${esc(e.school)}</span><span>${esc(e.dates)}</span></div>`).join('')}
<h2>${esc(t.skills)}</h2><div class="chips">${p.skills.map((s) => `<span>${esc(s)}</span>`).join(' ')}</div>
${p.details.length ? `<h2>${esc(t.personal)}</h2>${p.details.map((d) => `<div>${esc(detailLabel(p, d.kind))}: ${esc(d.value)}</div>`).join('')}` : ''}`;
  const css = `body{font-family:'Noto Sans','DejaVu Sans',sans-serif;font-size:9.5pt;padding:14mm 16mm;color:#1f2937}.nm{font-size:26pt;font-weight:700;color:${accent}}.hl{font-size:12pt;color:#6b7280}
.ct{display:flex;flex-wrap:wrap;gap:4px 16px;margin:8px 0;font-size:9pt}.sum{background:${accent}15;padding:8px;border-left:3px solid ${accent}}h2{font-size:11pt;text-transform:uppercase;letter-spacing:1px;color:${accent};margin:14px 0 4px}
.row{display:flex;justify-content:space-between}.row span{color:#6b7280}.pl{color:#6b7280;font-size:8.5pt}ul{margin:2px 0;padding-left:18px}.chips span{display:inline-block;background:#eef;border-radius:4px;padding:1px 6px;margin:2px}`;
  return { html: page(css, body, p.language) };
}

/** A Chinese 简历 with a coloured band, the English name in parentheses after the Chinese one. */
function jianli(p, { accent }) {
  const t = lab(p);
  const en = p.name.variants.find((v) => /^[A-Z][a-z]+ [A-Z]/.test(v) && !v.includes('Siqi')) ?? p.name.variants[0];
  const body = `<div class="band"><div class="nm">${esc(p.name.full)}（${esc(en)}）</div><div>求职意向：${esc(p.headline)} ｜ ${esc(p.addressShort)}</div></div>
<h2>${t.personal}</h2><div class="grid"><div>${t.dob}：${esc(p.details[0].value)}</div><div>电话：${esc(p.phone)}</div><div>邮箱：${esc(p.email)}</div><div>住址：${esc(p.address)}</div></div>
<h2>${t.profile}</h2><p>${esc(p.summary)}</p>
<h2>${t.exp}</h2>${p.jobs.map((j) => `<div class="row"><b>${esc(j.org)}</b><span>${esc(j.title)}</span><span>${esc(j.dates)}</span></div><ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>`).join('')}
<h2>${t.edu}</h2>${p.education.map((e) => `<div class="row"><b>${esc(e.school)}</b><span>${esc(e.degree)}</span><span>${esc(e.dates)}</span></div>`).join('')}
<h2>${t.skills}</h2><p>${esc(p.skills.join('、'))}；英语 CET-6；熟练使用 Figma。</p>`;
  const css = `body{font-family:'Noto Sans CJK SC',sans-serif;font-size:10pt;color:#333}.band{background:${accent};color:#fff;padding:12mm 16mm 6mm}.nm{font-size:22pt;font-weight:bold}
h2{margin:12px 16mm 4px;font-size:12pt;color:${accent};border-left:4px solid ${accent};padding-left:6px}p,.grid,.row,ul{margin-left:16mm;margin-right:16mm}
.grid{display:grid;grid-template-columns:1fr 1fr;gap:3px}.row{display:flex;justify-content:space-between}ul{padding-left:16px;margin-top:2px}`;
  return { html: page(css, body, 'zh'), variants: [en] };
}

// LibreOffice: a Word-like two-page resume with the name and page number in the footer.
const NS = [
  'office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"',
  'style="urn:oasis:names:tc:opendocument:xmlns:style:1.0"',
  'text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"',
  'table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"',
  'fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"',
]
  .map((n) => `xmlns:${n}`)
  .join(' ');

function writer(p, { accent }) {
  const t = lab(p);
  const cjk = ['zh', 'ja', 'ko'].includes(p.language);
  const font = cjk ? 'Noto Sans CJK SC' : p.language === 'vi' ? 'DejaVu Sans' : 'Liberation Serif';
  const lines = [];
  const para = (style, text) => {
    lines.push(text);
    return `<text:p text:style-name="${style}">${esc(text)}</text:p>`;
  };
  const body = [];
  body.push(para('Name', p.name.full));
  body.push(para('Sub', p.headline));
  body.push(para('Small', `${p.address} | ${p.phone} | ${p.email}`));
  for (const l of p.links) body.push(para('Small', l.value));
  body.push(para('H', t.profile.toUpperCase()), para('Body', p.summary));
  body.push(para('H', t.exp.toUpperCase()));
  for (const j of p.jobs) {
    body.push(para('Strong', `${j.title} — ${j.org}, ${j.place}`), para('Date', j.dates));
    for (const b of j.bullets) body.push(para('Bullet', `• ${b}`));
  }
  body.push(para('H', t.edu.toUpperCase()));
  for (const e of p.education)
    body.push(para('Strong', `${e.degree}, ${e.school} (${e.place})`), para('Date', e.dates));
  body.push(para('H', t.skills.toUpperCase()), para('Body', p.skills.join(' • ')));
  if (p.details.length) {
    body.push(para('H', t.personal.toUpperCase()));
    for (const d of p.details) body.push(para('Body', `${detailLabel(p, d.kind)}: ${d.value}`));
  }
  if (p.referees.length) {
    body.push(`<text:p text:style-name="Break"/>`);
    body.push(para('H', t.ref.toUpperCase()));
    for (const r of p.referees) body.push(para('Strong', r.name), para('Body', `${r.title} · ${r.phone}`));
  }
  const footerName = p.name.full;
  const pageWord =
    { de: 'Seite', it: 'Pagina', pt: 'Página', es: 'Página', vi: 'Trang', hu: 'Oldal' }[p.language] ?? 'Page';
  const st = (name, props, tprops) =>
    `<style:style style:name="${name}" style:family="paragraph"><style:paragraph-properties ${props}/><style:text-properties style:font-name="F" style:font-name-asian="F" style:font-name-complex="F" ${tprops}/></style:style>`;
  const fodt = `<?xml version="1.0" encoding="UTF-8"?>
<office:document ${NS} office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:font-face-decls><style:font-face style:name="F" svg:font-family="'${font}'" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"/></office:font-face-decls>
<office:styles>
${st('Standard', 'fo:margin-bottom="0.1cm"', 'fo:font-size="10.5pt"')}
${st('Name', 'fo:text-align="center"', `fo:font-size="20pt" fo:font-weight="bold" fo:color="${accent}" style:font-size-asian="20pt"`)}
${st('Sub', 'fo:text-align="center"', 'fo:font-size="12pt" fo:font-style="italic"')}
${st('Small', 'fo:text-align="center"', 'fo:font-size="9pt"')}
${st('H', `fo:margin-top="0.4cm" fo:margin-bottom="0.1cm" fo:border-bottom="0.5pt solid ${accent}"`, `fo:font-size="11pt" fo:font-weight="bold" fo:color="${accent}"`)}
${st('Body', 'fo:text-align="justify" fo:margin-bottom="0.1cm"', 'fo:font-size="10.5pt"')}
${st('Strong', 'fo:margin-top="0.15cm"', 'fo:font-size="10.5pt" fo:font-weight="bold"')}
${st('Date', '', 'fo:font-size="9pt" fo:font-style="italic" fo:color="#666666"')}
${st('Bullet', 'fo:margin-left="0.6cm"', 'fo:font-size="10.5pt"')}
${st('Foot', 'fo:text-align="center"', 'fo:font-size="8pt" fo:color="#777777"')}
${st('Break', 'fo:break-before="page"', '')}
</office:styles>
<office:automatic-styles><style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="1.8cm" fo:margin-bottom="1.2cm" fo:margin-left="2.2cm" fo:margin-right="2.2cm"/><style:footer-style><style:header-footer-properties fo:min-height="0.8cm" fo:margin-top="0.3cm"/></style:footer-style></style:page-layout></office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm1"><style:footer><text:p text:style-name="Foot">${esc(footerName)} – ${pageWord} <text:page-number text:select-page="current">1</text:page-number></text:p></style:footer></style:master-page></office:master-styles>
<office:body><office:text>
${body.join('\n')}
</office:text></office:body></office:document>
`;
  return { fodt, lines, footerLine: (i) => `${footerName} – ${pageWord} ${i}` };
}

export const LAYOUTS = {
  moderncv,
  portal,
  canva,
  academic,
  rirekisho,
  federal,
  declaration,
  continental,
  coverletter,
  linkedin,
  iconic,
  jianli,
  writer,
};
