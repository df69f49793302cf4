// Part 50's own templates: the forms and resumes front-line and licensed workers send (recruitment-agency data
// sheets, overseas-worker bio-data, government application forms, plain typed resumes, Word templates with a
// sidebar, a European CV with its signature line, a Japanese 履歴書 and a flat-ODF Word document for LibreOffice).
// Each returns what ../heldout-run.mjs needs: the HTML (or FODT) and what the page shows beyond the person.

export const esc = (s) =>
  String(s).replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const LABELS = {
  en: {
    summary: 'Profile',
    objective: 'Objective',
    experience: 'Work Experience',
    education: 'Education',
    skills: 'Skills',
    personal: 'Personal Details',
    licences: 'Licences & Registrations',
    languages: 'Languages',
    references: 'References',
    trainings: 'Trainings & Certificates',
    phone: 'Mobile',
    email: 'E-mail',
    address: 'Address',
    position: 'Position applied for',
    surname: 'Surname',
    given: 'Given name(s)',
    declaration: 'I hereby certify that the above information is true and correct to the best of my knowledge.',
    signature: 'Signature over printed name',
    page: 'Page',
  },
  de: {
    summary: 'Kurzprofil',
    objective: 'Ziel',
    experience: 'Berufserfahrung',
    education: 'Ausbildung',
    skills: 'Kenntnisse',
    personal: 'Persönliche Daten',
    licences: 'Führerscheine & Zulassungen',
    languages: 'Sprachen',
    references: 'Referenzen',
    trainings: 'Weiterbildungen',
    phone: 'Mobil',
    email: 'E-Mail',
    address: 'Anschrift',
    position: 'Bewerbung als',
    surname: 'Nachname',
    given: 'Vorname',
    declaration: 'Ich versichere die Richtigkeit der obigen Angaben.',
    signature: 'Unterschrift',
    page: 'Seite',
  },
  fr: {
    summary: 'Profil',
    objective: 'Objectif',
    experience: 'Expérience professionnelle',
    education: 'Formation',
    skills: 'Compétences',
    personal: 'État civil',
    licences: 'Permis et habilitations',
    languages: 'Langues',
    references: 'Références',
    trainings: 'Formations complémentaires',
    phone: 'Portable',
    email: 'Courriel',
    address: 'Adresse',
    position: 'Poste recherché',
    surname: 'Nom',
    given: 'Prénom',
    declaration: 'Je certifie l’exactitude des renseignements ci-dessus.',
    signature: 'Signature',
    page: 'Page',
  },
  es: {
    summary: 'Perfil',
    objective: 'Objetivo',
    experience: 'Experiencia laboral',
    education: 'Formación académica',
    skills: 'Habilidades',
    personal: 'Datos personales',
    licences: 'Licencias y cédulas',
    languages: 'Idiomas',
    references: 'Referencias',
    trainings: 'Cursos y certificaciones',
    phone: 'Celular',
    email: 'Correo',
    address: 'Domicilio',
    position: 'Puesto solicitado',
    surname: 'Apellidos',
    given: 'Nombre(s)',
    declaration: 'Declaro bajo protesta de decir verdad que los datos anteriores son ciertos.',
    signature: 'Firma',
    page: 'Página',
  },
  pt: {
    summary: 'Perfil',
    objective: 'Objetivo',
    experience: 'Experiência profissional',
    education: 'Formação',
    skills: 'Competências',
    personal: 'Dados pessoais',
    licences: 'Habilitação e registros',
    languages: 'Idiomas',
    references: 'Referências',
    trainings: 'Cursos',
    phone: 'Celular',
    email: 'E-mail',
    address: 'Endereço',
    position: 'Cargo pretendido',
    surname: 'Sobrenome',
    given: 'Nome',
    declaration: 'Declaro que as informações acima são verdadeiras.',
    signature: 'Assinatura',
    page: 'Página',
  },
  pl: {
    summary: 'Profil',
    objective: 'Cel zawodowy',
    experience: 'Doświadczenie zawodowe',
    education: 'Wykształcenie',
    skills: 'Umiejętności',
    personal: 'Dane osobowe',
    licences: 'Uprawnienia i prawo jazdy',
    languages: 'Języki',
    references: 'Referencje',
    trainings: 'Kursy i szkolenia',
    phone: 'Telefon',
    email: 'E-mail',
    address: 'Adres',
    position: 'Stanowisko',
    surname: 'Nazwisko',
    given: 'Imię',
    declaration:
      'Wyrażam zgodę na przetwarzanie moich danych osobowych dla potrzeb niezbędnych do realizacji procesu rekrutacji.',
    signature: 'Podpis',
    page: 'Strona',
  },
  id: {
    summary: 'Profil',
    objective: 'Tujuan',
    experience: 'Pengalaman Kerja',
    education: 'Pendidikan',
    skills: 'Keahlian',
    personal: 'Data Pribadi',
    licences: 'Sertifikat & Lisensi',
    languages: 'Bahasa',
    references: 'Referensi',
    trainings: 'Pelatihan',
    phone: 'No. HP',
    email: 'Email',
    address: 'Alamat',
    position: 'Posisi yang dilamar',
    surname: 'Nama keluarga',
    given: 'Nama depan',
    declaration: 'Demikian daftar riwayat hidup ini saya buat dengan sebenar-benarnya.',
    signature: 'Tanda tangan',
    page: 'Halaman',
  },
  uk: {
    summary: 'Профіль',
    objective: 'Мета',
    experience: 'Досвід роботи',
    education: 'Освіта',
    skills: 'Навички',
    personal: 'Особисті дані',
    licences: 'Документи моряка',
    languages: 'Мови',
    references: 'Рекомендації',
    trainings: 'Сертифікати',
    phone: 'Тел.',
    email: 'Ел. пошта',
    address: 'Адреса',
    position: 'Посада',
    surname: 'Прізвище',
    given: 'Імʼя',
    declaration: 'Підтверджую достовірність наведених даних.',
    signature: 'Підпис',
    page: 'Сторінка',
  },
  tr: {
    summary: 'Özet',
    objective: 'Hedef',
    experience: 'İş Deneyimi',
    education: 'Eğitim',
    skills: 'Beceriler',
    personal: 'Kişisel Bilgiler',
    licences: 'Belgeler ve Ehliyet',
    languages: 'Yabancı Dil',
    references: 'Referanslar',
    trainings: 'Kurslar ve Sertifikalar',
    phone: 'Cep',
    email: 'E-posta',
    address: 'Adres',
    position: 'Başvurulan pozisyon',
    surname: 'Soyadı',
    given: 'Adı',
    declaration: 'Yukarıdaki bilgilerin doğruluğunu beyan ederim.',
    signature: 'İmza',
    page: 'Sayfa',
  },
  ja: {
    summary: '自己PR',
    objective: '志望動機',
    experience: '職歴',
    education: '学歴',
    skills: 'スキル',
    personal: '個人情報',
    licences: '免許・資格',
    languages: '語学',
    references: '推薦者',
    trainings: '研修',
    phone: '携帯電話',
    email: 'メール',
    address: '現住所',
    position: '希望職種',
    surname: '氏',
    given: '名',
    declaration: '以上',
    signature: '署名',
    page: 'ページ',
  },
};

const L = (p) => LABELS[p.lang ?? 'en'];
const shownName = (p) => p.display ?? p.name.full;
const linkText = (l) => l.shown ?? l.value;

const BASE = (accent, font = "'Liberation Sans', Arial, sans-serif", size = 12.5) => `
  * { box-sizing: border-box; }
  body { font-family: ${font}; font-size: ${size}px; color: #1d1d1d; margin: 0; padding: 34px 44px; line-height: 1.35; }
  h2 { font-size: ${size + 2}px; color: ${accent}; margin: 14px 0 5px; text-transform: uppercase; border-bottom: 1px solid ${accent}; }
  table { border-collapse: collapse; width: 100%; }
  td, th { vertical-align: top; padding: 3px 6px; text-align: left; }
  ul { margin: 2px 0 6px 18px; padding: 0; }
  p { margin: 2px 0; }
`;

function doc(css, body, lang = 'en') {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>${css}</style></head><body>${body}</body></html>`;
}

function jobsList(p) {
  return p.jobs
    .map(
      (j) =>
        `<div class="job"><p><b>${esc(j.title)}</b> — ${esc(j.org)}, ${esc(j.place)}</p><p class="dates">${esc(j.dates)}</p>${
          j.bullets.length ? `<ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>` : ''
        }</div>`,
    )
    .join('');
}

function eduList(p) {
  return p.education
    .map((e) => `<p><b>${esc(e.degree)}</b> — ${esc(e.school)}, ${esc(e.place)} (${esc(e.dates)})</p>`)
    .join('');
}

const licenceDetails = (p) => p.details.filter((d) => d.licence);
const personalDetails = (p) => p.details.filter((d) => !d.licence);

function refereesBlock(p) {
  return (p.referees ?? []).map((r) => `<p><b>${esc(r.name)}</b>, ${esc(r.role)} — ${esc(r.phone)}</p>`).join('');
}

function footerFor(text) {
  return {
    template: `<div style="font-size:8px;width:100%;text-align:center;color:#555;font-family:Arial">${esc(text)} · <span class="pageNumber"></span>/<span class="totalPages"></span></div>`,
    text: (i, n) => [`${text} · ${i}/${n}`],
  };
}

/** A recruitment agency's applicant data sheet: label/value tables, surname and given names in separate cells. */
export function agency(p, { accent, scan }) {
  const l = L(p);
  const row = (a, b) => `<tr><th>${esc(a)}</th><td>${esc(b)}</td></tr>`;
  const body = `
  <div class="top"><div><div class="ag">${esc(p.agency ?? 'Bluewater Crew & Manpower Services Inc.')}</div><div>APPLICANT DATA SHEET</div></div><div class="photo">PHOTO</div></div>
  <table class="kv">
    ${row(l.position, p.headline)}
    ${row(l.surname, p.name.surnameShown ?? p.name.surname)}
    ${row(l.given, p.name.given)}
    ${row(l.phone, p.phone)}
    ${row(l.email, p.email)}
    ${row(l.address, p.address)}
    ${personalDetails(p)
      .map((d) => row(d.label, d.value))
      .join('')}
    ${(p.facts ?? []).map((f) => row(f.label, f.value)).join('')}
  </table>
  <h2>${esc(l.licences)}</h2>
  <table class="kv">${licenceDetails(p)
    .map((d) => row(d.label, d.value))
    .join('')}</table>
  <h2>${esc(l.experience)}</h2>
  <table class="grid"><tr><th>${esc(p.lang === 'en' || !p.lang ? 'Employer' : l.experience)}</th><th>Position</th><th>Location</th><th>Period</th></tr>
  ${p.jobs.map((j) => `<tr><td>${esc(j.org)}</td><td>${esc(j.title)}</td><td>${esc(j.place)}</td><td>${esc(j.dates)}</td></tr>`).join('')}</table>
  ${p.jobs
    .filter((j) => j.bullets.length)
    .map((j) => `<p class="duty"><b>${esc(j.org)}:</b> ${esc(j.bullets.join('; '))}</p>`)
    .join('')}
  <h2>${esc(l.education)}</h2>
  <table class="grid">${p.education.map((e) => `<tr><td>${esc(e.school)}</td><td>${esc(e.degree)}</td><td>${esc(e.place)}</td><td>${esc(e.dates)}</td></tr>`).join('')}</table>
  <h2>${esc(l.skills)}</h2><p>${esc(p.skills.join(', '))}</p>
  ${p.extra.length ? `<h2>${esc(l.trainings)}</h2><ul>${p.extra.map((x) => `<li>${esc(x)}</li>`).join('')}</ul>` : ''}
  ${p.referees.length ? `<h2>${esc(l.references)}</h2>${refereesBlock(p)}` : ''}
  `;
  const css = `${BASE(accent, undefined, scan ? 11.5 : 12)}
  .top { display: flex; justify-content: space-between; align-items: center; border-bottom: 3px solid ${accent}; padding-bottom: 6px; margin-bottom: 8px; }
  .ag { font-size: 17px; font-weight: bold; color: ${accent}; }
  .photo { width: 80px; height: 90px; border: 1px solid #888; display: flex; align-items: center; justify-content: center; color: #999; font-size: 10px; }
  .kv th { width: 32%; background: #f1f1f1; border: 1px solid #ccc; font-weight: normal; }
  .kv td { border: 1px solid #ccc; }
  .grid td, .grid th { border: 1px solid #ccc; }
  .grid th { background: #f1f1f1; }
  .duty { font-size: 11px; }`;
  return { html: doc(css, body, p.lang) };
}

/** Overseas worker bio-data (POEA-like): personal particulars with height, weight and religion, a signature over printed name. */
export function biodata(p, { accent, scan }) {
  const l = L(p);
  const cell = (a, b) => `<td class="lab">${esc(a)}</td><td>${esc(b)}</td>`;
  const personal = [
    [l.phone, p.phone],
    [l.email, p.email],
    [l.address, p.address],
    ...personalDetails(p).map((d) => [d.label, d.value]),
    ...(p.facts ?? []).map((f) => [f.label, f.value]),
    ...licenceDetails(p).map((d) => [d.label, d.value]),
  ];
  const rows = [];
  for (let i = 0; i < personal.length; i += 2)
    rows.push(`<tr>${cell(...personal[i])}${personal[i + 1] ? cell(...personal[i + 1]) : '<td></td><td></td>'}</tr>`);
  const body = `
  <h1>BIO-DATA</h1>
  <table class="head"><tr><td>
    <p class="lab">POSITION DESIRED</p><p class="pos">${esc(p.headline)}</p>
    <p class="lab">NAME</p><p class="nm">${esc(p.name.formal ?? shownName(p))}</p>
  </td><td class="photo">2 x 2<br>PICTURE</td></tr></table>
  <h2>Personal Data</h2>
  <table class="pd">${rows.join('')}</table>
  <h2>Educational Attainment</h2>
  <table class="pd">${p.education.map((e) => `<tr><td>${esc(e.degree)}</td><td>${esc(e.school)}, ${esc(e.place)}</td><td>${esc(e.dates)}</td></tr>`).join('')}</table>
  <h2>Employment Record</h2>
  ${p.jobs
    .map(
      (j) =>
        `<p><b>${esc(j.dates)}</b> · ${esc(j.title)} · ${esc(j.org)}, ${esc(j.place)}</p>${j.bullets.length ? `<ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>` : ''}`,
    )
    .join('')}
  <h2>Skills</h2><p>${esc(p.skills.join(' • '))}</p>
  ${p.extra.length ? `<h2>Trainings / Seminars Attended</h2><ul>${p.extra.map((x) => `<li>${esc(x)}</li>`).join('')}</ul>` : ''}
  ${p.referees.length ? `<h2>Character References</h2>${refereesBlock(p)}` : ''}
  <p class="decl">${esc(l.declaration)}</p>
  <div class="sig"><div class="line">${esc(p.name.formal ?? shownName(p)).toUpperCase()}</div><div>${esc(l.signature)}</div></div>`;
  const css = `${BASE(accent, "'Liberation Serif', 'Times New Roman', serif", scan ? 11.5 : 12.5)}
  h1 { text-align: center; letter-spacing: 0.3em; font-size: 22px; margin: 0 0 8px; }
  h2 { background: #e6e6e6; color: #111; border: none; padding: 2px 4px; font-size: 12px; }
  .head td { border: none; }
  .lab { font-size: 10px; color: #555; }
  .pos { font-size: 15px; font-weight: bold; }
  .nm { font-size: 18px; font-weight: bold; text-transform: uppercase; }
  .photo { width: 110px; height: 110px; border: 1px solid #333; text-align: center; vertical-align: middle; color: #777; }
  .pd td { border-bottom: 1px dotted #999; }
  .pd td.lab { width: 18%; }
  .decl { margin-top: 14px; font-style: italic; }
  .sig { margin: 26px 0 0 auto; width: 300px; text-align: center; font-size: 10px; }
  .sig .line { border-bottom: 1px solid #000; font-size: 12px; font-weight: bold; }`;
  return { html: doc(css, body, p.lang) };
}

/** A plain one-column resume typed by the applicant: name in capitals, letter-spaced, personal data and references. */
export function plain(p, { scan }) {
  const l = L(p);
  const contact = [p.address, `${l.phone}: ${p.phone}`, `${l.email}: ${p.email}`, ...p.links.map(linkText)];
  const body = `
  <div class="nm">${esc(shownName(p))}</div>
  ${contact.map((c) => `<p class="c">${esc(c)}</p>`).join('')}
  <h2>${esc(l.objective)}</h2><p>${esc(p.summary)}</p>
  <h2>${esc(l.experience)}</h2>${jobsList(p)}
  <h2>${esc(l.education)}</h2>${eduList(p)}
  ${
    licenceDetails(p).length
      ? `<h2>${esc(l.licences)}</h2>${licenceDetails(p)
          .map((d) => `<p>${esc(d.label)}: ${esc(d.value)}</p>`)
          .join('')}`
      : ''
  }
  <h2>${esc(l.skills)}</h2><ul>${p.skills.map((s) => `<li>${esc(s)}</li>`).join('')}</ul>
  ${p.extra.length ? `<h2>${esc(l.trainings)}</h2><ul>${p.extra.map((x) => `<li>${esc(x)}</li>`).join('')}</ul>` : ''}
  <h2>${esc(l.personal)}</h2>
  ${[...personalDetails(p), ...(p.facts ?? [])].map((d) => `<p>${esc(d.label)}: ${esc(d.value)}</p>`).join('')}
  ${p.referees.length ? `<h2>${esc(l.references)}</h2>${refereesBlock(p)}` : ''}`;
  const css = `${BASE('#000', "'Liberation Serif', 'Times New Roman', serif", scan ? 12 : 13)}
  .nm { text-align: center; font-size: 22px; font-weight: bold; letter-spacing: 0.18em; text-transform: uppercase; }
  .c { text-align: center; }
  h2 { color: #000; border-bottom: 1px solid #000; font-size: 13px; }
  .dates { font-style: italic; }`;
  const out = { html: doc(css, body, p.lang) };
  if (!scan && p.footerName) out.footer = footerFor(`${p.footerName} — ${l.page}`);
  return out;
}

/** A government application form: numbered fields, boxes, local labels; the scans of it are photos of the paper form. */
export function govform(p, { accent, scan }) {
  const l = L(p);
  const f = p.form ?? {};
  let n = 0;
  const field = (label, value) =>
    `<div class="f"><span class="no">${++n}.</span><span class="fl">${esc(label)}</span><span class="fv">${esc(value)}</span></div>`;
  const body = `
  <div class="hd"><div class="dept">${esc(f.office ?? 'Public Service Commission')}</div><div class="title">${esc(f.title ?? 'APPLICATION FOR EMPLOYMENT')}</div><div class="ref">${esc(f.ref ?? 'Form PSC-2')}</div></div>
  ${field(l.position, p.headline)}
  ${field(l.surname, p.name.surnameShown ?? p.name.surname)}
  ${field(l.given, p.name.given)}
  ${personalDetails(p)
    .map((d) => field(d.label, d.value))
    .join('')}
  ${(p.facts ?? []).map((x) => field(x.label, x.value)).join('')}
  ${field(l.address, p.address)}
  ${field(l.phone, p.phone)}
  ${field(l.email, p.email)}
  ${licenceDetails(p)
    .map((d) => field(d.label, d.value))
    .join('')}
  <div class="sec">${esc(l.education)}</div>
  <table>${p.education.map((e) => `<tr><td>${esc(e.dates)}</td><td>${esc(e.school)}, ${esc(e.place)}</td><td>${esc(e.degree)}</td></tr>`).join('')}</table>
  <div class="sec">${esc(l.experience)}</div>
  <table>${p.jobs.map((j) => `<tr><td>${esc(j.dates)}</td><td>${esc(j.org)}, ${esc(j.place)}</td><td>${esc(j.title)}${j.bullets.length ? `<br><small>${esc(j.bullets.join('; '))}</small>` : ''}</td></tr>`).join('')}</table>
  <div class="sec">${esc(l.skills)}</div><p>${esc(p.skills.join(', '))}</p>
  ${p.referees.length ? `<div class="sec">${esc(l.references)}</div>${refereesBlock(p)}` : ''}
  <p class="decl">${esc(l.declaration)}</p>
  <p class="decl">${esc(l.signature)}: ____________________</p>`;
  const css = `${BASE(accent, "'Liberation Sans', Arial, sans-serif", scan ? 11.5 : 12)}
  .hd { border: 2px solid #000; text-align: center; padding: 6px; margin-bottom: 8px; }
  .dept { font-weight: bold; font-size: 14px; }
  .title { font-size: 16px; letter-spacing: 0.06em; }
  .ref { font-size: 10px; text-align: right; }
  .f { display: flex; border: 1px solid #777; border-top: none; }
  .f:first-of-type { border-top: 1px solid #777; }
  .no { width: 28px; padding: 2px 4px; background: #eee; }
  .fl { width: 34%; padding: 2px 4px; border-right: 1px solid #777; font-size: 11px; }
  .fv { padding: 2px 6px; font-family: 'Liberation Mono', monospace; }
  .sec { margin-top: 9px; font-weight: bold; background: #ddd; padding: 2px 5px; }
  table td { border: 1px solid #777; }
  .decl { margin-top: 8px; font-size: 11px; }`;
  return { html: doc(css, body, p.lang) };
}

/** A Word-like two-column template: the name split over two lines, contact and licences in a sidebar. */
export function modern(p, { accent }) {
  const l = L(p);
  const side = `
    <div class="sh">${esc(L(p).personal)}</div>
    <p>${esc(p.phone)}</p><p>${esc(p.email)}</p><p>${esc(p.address)}</p>
    ${p.links.map((k) => `<p>${esc(linkText(k))}</p>`).join('')}
    ${personalDetails(p)
      .map((d) => `<p><span class="k">${esc(d.label)}</span><br>${esc(d.value)}</p>`)
      .join('')}
    <div class="sh">${esc(l.licences)}</div>
    ${licenceDetails(p)
      .map((d) => `<p><span class="k">${esc(d.label)}</span><br>${esc(d.value)}</p>`)
      .join('')}
    <div class="sh">${esc(l.languages)}</div>${(p.languages ?? []).map((x) => `<p>${esc(x)}</p>`).join('')}
    <div class="sh">${esc(l.skills)}</div>${p.skills.map((x) => `<p>${esc(x)}</p>`).join('')}`;
  const main = `
    <div class="first">${esc(p.name.given)}</div><div class="last">${esc(p.name.surnameShown ?? p.name.surname)}</div>
    <div class="hl">${esc(p.headline)}</div>
    <h2>${esc(l.summary)}</h2><p>${esc(p.summary)}</p>
    <h2>${esc(l.experience)}</h2>${jobsList(p)}
    <h2>${esc(l.education)}</h2>${eduList(p)}
    ${p.extra.length ? `<h2>${esc(l.trainings)}</h2><ul>${p.extra.map((x) => `<li>${esc(x)}</li>`).join('')}</ul>` : ''}
    ${p.referees.length ? `<h2>${esc(l.references)}</h2>${refereesBlock(p)}` : ''}`;
  const css = `${BASE(accent, "'Liberation Sans', Arial, sans-serif", 12)}
  body { padding: 0; }
  .wrap { display: flex; min-height: 1100px; }
  .side { width: 235px; background: ${accent}; color: #fff; padding: 30px 18px; font-size: 11.5px; }
  .side p { margin: 3px 0; word-break: break-word; }
  .sh { font-weight: bold; text-transform: uppercase; margin: 14px 0 4px; border-bottom: 1px solid #fff; }
  .k { opacity: 0.8; font-size: 10px; }
  .main { flex: 1; padding: 30px 30px; }
  .first { font-size: 30px; font-weight: 300; letter-spacing: 0.04em; }
  .last { font-size: 34px; font-weight: bold; text-transform: uppercase; color: ${accent}; line-height: 1; }
  .hl { font-size: 15px; margin: 6px 0 8px; color: #444; }
  .dates { color: #666; font-size: 11px; }`;
  return {
    html: doc(css, `<div class="wrap"><div class="side">${side}</div><div class="main">${main}</div></div>`, p.lang),
  };
}

/** A European tabular CV (Lebenslauf / CV / Życiorys): dates beside entries, personal data up top, place, date and name under it, name in the footer. */
export function euro(p, { accent, scan }) {
  const l = L(p);
  const tr = (a, b) => `<tr><td class="d">${esc(a)}</td><td>${b}</td></tr>`;
  const body = `
  <div class="title">${esc(p.cvTitle ?? 'Curriculum Vitae')}</div>
  <h2>${esc(l.personal)}</h2>
  <table>
    ${tr(p.lang === 'de' ? 'Name' : l.surname, esc(shownName(p)))}
    ${tr(l.address, esc(p.address))}
    ${tr(l.phone, esc(p.phone))}
    ${tr(l.email, esc(p.email))}
    ${p.links.map((k) => tr(k.label ?? 'Web', esc(linkText(k)))).join('')}
    ${personalDetails(p)
      .map((d) => tr(d.label, esc(d.value)))
      .join('')}
    ${(p.facts ?? []).map((d) => tr(d.label, esc(d.value))).join('')}
  </table>
  <h2>${esc(l.experience)}</h2>
  <table>${p.jobs.map((j) => tr(j.dates, `<b>${esc(j.title)}</b><br>${esc(j.org)}, ${esc(j.place)}${j.bullets.length ? `<ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>` : ''}`)).join('')}</table>
  <h2>${esc(l.education)}</h2>
  <table>${p.education.map((e) => tr(e.dates, `<b>${esc(e.degree)}</b><br>${esc(e.school)}, ${esc(e.place)}`)).join('')}</table>
  <h2>${esc(l.licences)}</h2>
  <table>${licenceDetails(p)
    .map((d) => tr(d.label, esc(d.value)))
    .join('')}</table>
  <h2>${esc(l.skills)}</h2><table>${tr(l.skills, esc(p.skills.join(', ')))}${tr(l.languages, esc((p.languages ?? []).join(', ')))}</table>
  ${p.extra.length ? `<h2>${esc(l.trainings)}</h2><ul>${p.extra.map((x) => `<li>${esc(x)}</li>`).join('')}</ul>` : ''}
  ${p.referees.length ? `<h2>${esc(l.references)}</h2>${refereesBlock(p)}` : ''}
  ${p.signedAt ? `<p class="sig">${esc(p.signedAt)}</p><p class="sig"><i>${esc(shownName(p))}</i></p>` : ''}`;
  const css = `${BASE(accent, "'Liberation Sans', Arial, sans-serif", scan ? 11.5 : 12)}
  .title { font-size: 24px; font-weight: bold; color: ${accent}; }
  td.d { width: 150px; color: #555; }
  .sig { margin-top: 14px; }`;
  const out = { html: doc(css, body, p.lang) };
  if (!scan) out.footer = footerFor(`${p.cvTitle ?? 'Curriculum Vitae'} ${shownName(p)} — ${l.page}`);
  return out;
}

/** A Japanese 履歴書 (JIS-style table), filled in and scanned. */
export function rirekisho(p, { scan }) {
  const j = p.ja;
  const body = `
  <div class="top"><div class="t">履 歴 書</div><div class="dt">${esc(j.written)}</div></div>
  <table class="id">
    <tr><td class="lab">ふりがな</td><td>${esc(j.kana)}</td><td rowspan="3" class="photo">写真</td></tr>
    <tr><td class="lab">氏名</td><td class="nm">${esc(j.kanji)}</td></tr>
    <tr><td class="lab">生年月日</td><td>${esc(j.birth)}</td></tr>
    <tr><td class="lab">現住所</td><td colspan="2">${esc(p.address)}</td></tr>
    <tr><td class="lab">電話</td><td colspan="2">${esc(p.phone)}</td></tr>
    <tr><td class="lab">メール</td><td colspan="2">${esc(p.email)}</td></tr>
  </table>
  <table class="hist"><tr><th>年</th><th>月</th><th>学歴・職歴</th></tr>
    <tr><td></td><td></td><td class="c">学歴</td></tr>
    ${j.education.map(([y, m, t]) => `<tr><td>${esc(y)}</td><td>${esc(m)}</td><td>${esc(t)}</td></tr>`).join('')}
    <tr><td></td><td></td><td class="c">職歴</td></tr>
    ${j.work.map(([y, m, t]) => `<tr><td>${esc(y)}</td><td>${esc(m)}</td><td>${esc(t)}</td></tr>`).join('')}
    <tr><td></td><td></td><td class="r">以上</td></tr>
  </table>
  <table class="hist"><tr><th>年</th><th>月</th><th>免許・資格</th></tr>
    ${j.licences.map(([y, m, t]) => `<tr><td>${esc(y)}</td><td>${esc(m)}</td><td>${esc(t)}</td></tr>`).join('')}
  </table>
  <table class="hist"><tr><th>志望動機・自己PR</th></tr><tr><td>${esc(j.motive)}</td></tr></table>`;
  const css = `
  body { font-family: 'Noto Sans CJK JP', 'Noto Sans CJK SC', sans-serif; font-size: ${scan ? 12 : 13}px; margin: 0; padding: 30px 44px; color: #111; }
  .top { display: flex; justify-content: space-between; align-items: flex-end; }
  .t { font-size: 26px; letter-spacing: 0.3em; }
  table { border-collapse: collapse; width: 100%; margin-top: 8px; }
  td, th { border: 1px solid #333; padding: 3px 6px; text-align: left; vertical-align: top; }
  th { font-weight: normal; background: #f3f3f3; }
  .lab { width: 80px; font-size: 11px; }
  .nm { font-size: 22px; }
  .photo { width: 100px; height: 120px; text-align: center; vertical-align: middle; color: #888; }
  .hist td:nth-child(1) { width: 60px; } .hist td:nth-child(2) { width: 36px; }
  .c { text-align: center; } .r { text-align: right; }`;
  return { html: doc(css, body, 'ja'), variants: j.variants ?? [] };
}

// ---- Word (flat ODF) -------------------------------------------------------------------------------------------

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

/**
 * A resume typed in Word from a built-in template: the name in a large title, contact lines, headed sections, a
 * two-column table of personal details and licences, references, and the name with the page number in the footer.
 */
export function writer(p, { accent }) {
  const l = L(p);
  const font = p.serif ? 'Liberation Serif' : 'Liberation Sans';
  const lines = [];
  const parts = [];
  const para = (style, text) => {
    lines.push(text);
    parts.push(`<text:p text:style-name="${style}">${esc(text)}</text:p>`);
  };
  const bullets = (items) => {
    if (!items.length) return;
    parts.push(
      `<text:list text:style-name="Bul">${items.map((i) => `<text:list-item><text:p text:style-name="Body">${esc(i)}</text:p></text:list-item>`).join('')}</text:list>`,
    );
    lines.push(...items);
  };
  const table = (rows) => {
    if (!rows.length) return;
    parts.push(
      `<table:table table:name="T${parts.length}" table:style-name="Tbl"><table:table-column table:style-name="ColA"/><table:table-column table:style-name="ColB"/>${rows
        .map(
          ([a, b]) =>
            `<table:table-row><table:table-cell table:style-name="Cell" office:value-type="string"><text:p text:style-name="Body">${esc(a)}:</text:p></table:table-cell><table:table-cell table:style-name="Cell" office:value-type="string"><text:p text:style-name="Body">${esc(b)}</text:p></table:table-cell></table:table-row>`,
        )
        .join('')}</table:table>`,
    );
    lines.push(...rows.map(([a, b]) => `${a}: ${b}`));
  };

  if (p.splitName) {
    para('Name', p.name.given);
    para('Name', p.name.surnameShown ?? p.name.surname);
  } else para('Name', shownName(p));
  para('Headline', p.headline);
  para('Body', p.address);
  para('Body', [`${l.phone}: ${p.phone}`, `${l.email}: ${p.email}`, ...p.links.map(linkText)].join(' | '));
  para('Heading', l.summary);
  para('Body', p.summary);
  para('Heading', l.experience);
  for (const j of p.jobs) {
    para('Entry', `${j.title}, ${j.org}, ${j.place} (${j.dates})`);
    bullets(j.bullets);
  }
  para('Heading', l.education);
  for (const e of p.education) para('Body', `${e.degree}, ${e.school}, ${e.place} (${e.dates})`);
  if (licenceDetails(p).length) {
    para('Heading', l.licences);
    table(licenceDetails(p).map((d) => [d.label, d.value]));
  }
  para('Heading', l.skills);
  bullets(p.skills);
  if (p.extra.length) {
    para('Heading', l.trainings);
    bullets(p.extra);
  }
  para('Heading', l.personal);
  table([
    ...personalDetails(p).map((d) => [d.label, d.value]),
    ...(p.facts ?? []).map((f) => [f.label, f.value]),
    ...(p.languages?.length ? [[l.languages, p.languages.join(', ')]] : []),
  ]);
  if (p.referees.length) {
    para('Heading', l.references);
    for (const r of p.referees) para('Body', `${r.name}, ${r.role} — ${r.phone}`);
  }
  const footerName = p.footerName ?? shownName(p);
  const fodt = `<?xml version="1.0" encoding="UTF-8"?>
<office:document ${NS} office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:font-face-decls><style:font-face style:name="${font}" svg:font-family="'${font}'"/></office:font-face-decls>
<office:styles>
 <style:default-style style:family="paragraph"><style:paragraph-properties fo:margin-top="0cm" fo:margin-bottom="0.06cm"/><style:text-properties style:font-name="${font}" fo:font-size="10.5pt"/></style:default-style>
 <style:style style:name="Name" style:family="paragraph"><style:text-properties fo:font-size="21pt" fo:font-weight="bold" fo:color="${accent}"/></style:style>
 <style:style style:name="Headline" style:family="paragraph"><style:paragraph-properties fo:margin-bottom="0.2cm"/><style:text-properties fo:font-size="12.5pt" fo:color="#333333"/></style:style>
 <style:style style:name="Heading" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.35cm" fo:margin-bottom="0.1cm" fo:border-bottom="0.6pt solid ${accent}" fo:keep-with-next="always"/><style:text-properties fo:font-size="12pt" fo:font-weight="bold" fo:color="${accent}"/></style:style>
 <style:style style:name="Entry" style:family="paragraph"><style:text-properties fo:font-weight="bold"/></style:style>
 <style:style style:name="Body" style:family="paragraph"/>
 <style:style style:name="Small" style:family="paragraph"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="8.5pt" fo:color="#555555"/></style:style>
</office:styles>
<office:automatic-styles>
 <style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="1.5cm" fo:margin-bottom="1.2cm" fo:margin-left="2.2cm" fo:margin-right="2.2cm"/>
  <style:footer-style><style:header-footer-properties fo:min-height="0.6cm" fo:margin-top="0.4cm"/></style:footer-style></style:page-layout>
 <style:style style:name="Tbl" style:family="table"><style:table-properties style:width="16.6cm" table:align="left"/></style:style>
 <style:style style:name="ColA" style:family="table-column"><style:table-column-properties style:column-width="5.6cm"/></style:style>
 <style:style style:name="ColB" style:family="table-column"><style:table-column-properties style:column-width="11cm"/></style:style>
 <style:style style:name="Cell" style:family="table-cell"><style:table-cell-properties fo:padding="0.06cm" fo:border="0.5pt solid #a0a0a0"/></style:style>
 <text:list-style style:name="Bul"><text:list-level-style-bullet text:level="1" text:bullet-char="•"><style:list-level-properties text:list-level-position-and-space-mode="label-alignment"><style:list-level-label-alignment text:label-followed-by="listtab" text:list-tab-stop-position="0.6cm" fo:text-indent="-0.4cm" fo:margin-left="0.6cm"/></style:list-level-properties></text:list-level-style-bullet></text:list-style>
</office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm1"><style:footer><text:p text:style-name="Small">${esc(footerName)} · ${esc(l.page)} <text:page-number text:select-page="current">1</text:page-number>/<text:page-count>1</text:page-count></text:p></style:footer></style:master-page></office:master-styles>
<office:body><office:text>
${parts.join('\n')}
</office:text></office:body></office:document>
`;
  return { fodt, lines, footerLine: (i, n) => `${footerName} · ${l.page} ${i}/${n}` };
}
