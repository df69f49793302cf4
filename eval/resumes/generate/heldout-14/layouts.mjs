// Held-out part 14: its own templates. Each HTML layout takes a person (./people.mjs) and { accent, scan } and
// returns { html } (plus `footer` for a printed running footer, `variants` for name forms only this layout
// prints, `others` for other people it names); `writer` returns a flat ODF for LibreOffice with the lines it shows.

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const detail = (p, kind) => p.details.filter((d) => d.kind === kind);
const initials = (p) => `${[...(p.given ?? '?')][0]}${[...(p.family ?? '?')][0]}`.toUpperCase();
const page = (css, body, lang = 'en') =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>@page{size:A4;margin:0}*{box-sizing:border-box}body{margin:0}${css}</style></head><body>${body}</body></html>`;

const H = {
  en: {
    profile: 'Profile',
    exp: 'Experience',
    edu: 'Education',
    skills: 'Skills',
    refs: 'References',
    pubs: 'Publications',
    personal: 'Personal details',
    lang: 'Languages',
  },
  de: {
    profile: 'Profil',
    exp: 'Berufserfahrung',
    edu: 'Ausbildung',
    skills: 'Kenntnisse',
    refs: 'Referenzen',
    pubs: 'Publikationen',
    personal: 'Persönliche Daten',
    lang: 'Sprachen',
  },
  fr: {
    profile: 'Profil',
    exp: 'Expériences',
    edu: 'Formation',
    skills: 'Compétences',
    refs: 'Références',
    pubs: 'Publications',
    personal: 'Données personnelles',
    lang: 'Langues',
  },
  es: {
    profile: 'Perfil',
    exp: 'Experiencia laboral',
    edu: 'Formación académica',
    skills: 'Habilidades',
    refs: 'Referencias',
    pubs: 'Publicaciones',
    personal: 'Datos personales',
    lang: 'Idiomas',
  },
  pt: {
    profile: 'Resumo',
    exp: 'Atuação profissional',
    edu: 'Formação acadêmica/titulação',
    skills: 'Áreas de atuação',
    refs: 'Referências',
    pubs: 'Artigos completos publicados em periódicos',
    personal: 'Dados pessoais',
    lang: 'Idiomas',
  },
  no: {
    profile: 'Profil',
    exp: 'Arbeidserfaring',
    edu: 'Utdanning',
    skills: 'Kompetanse',
    refs: 'Referanser',
    pubs: 'Publikasjoner',
    personal: 'Personalia',
    lang: 'Språk',
  },
  ja: {
    profile: '職務要約',
    exp: '職務経歴',
    edu: '学歴',
    skills: '活かせる経験・知識・技術',
    refs: '推薦者',
    pubs: '論文',
    personal: '個人情報',
    lang: '語学',
  },
  zh: {
    profile: '自我评价',
    exp: '工作经历',
    edu: '教育背景',
    skills: '专业技能',
    refs: '证明人',
    pubs: '论文',
    personal: '基本信息',
    lang: '语言',
  },
};
const h = (p) => H[p.language] ?? H.en;
const fullDisplay = (p) => [p.given, p.middle, p.family].filter(Boolean).join(' ');

/** A developer one-pager: a shell-prompt header, glyphs before bare handles and a personal domain, a skills rail. */
function devcard(p, { accent }) {
  const handles = p.links.map(
    (l) => `<li><span class="g">${l.kind === 'domain' ? '⌘' : '◆'}</span>${esc(l.value)}</li>`,
  );
  const nick = p.nick ? ` “${esc(p.nick)}”` : '';
  const body = `<div class="wrap"><header><div class="prompt">~/${esc((p.nick ?? p.given).toLowerCase())} $ whoami</div>
<h1>${esc(p.given)}${nick} ${esc(p.family)}</h1><div class="role">${esc(p.title)}</div></header>
<div class="cols"><main><section><h2>// about</h2><p>${esc(p.summary)}</p></section>
<section><h2>// work</h2>${p.jobs
    .map(
      (j) =>
        `<div class="job"><div class="jh"><b>${esc(j.role)}</b> @ ${esc(j.org)}<span class="d">${esc(j.from)} → ${esc(j.to)}</span></div><div class="pl">${esc(j.place)}</div><ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul></div>`,
    )
    .join('')}</section>
<section><h2>// school</h2>${p.education.map((e) => `<p><b>${esc(e.degree)}</b>, ${esc(e.school)} — ${esc(e.place)}, ${esc(e.year)}</p>`).join('')}</section></main>
<aside><ul class="contact"><li><span class="g">✉</span>${esc(p.email)}</li><li><span class="g">☏</span>${esc(p.phone)}</li><li><span class="g">⌂</span>${esc(p.addressShort)}</li>${handles.join('')}</ul>
<h2>// stack</h2><ul class="tags">${p.skills.map((s) => `<li>${esc(s)}</li>`).join('')}</ul>
<p class="sig">— ${esc(p.nick ?? p.given)}</p></aside></div></div>`;
  const css = `body{font:10.5px/1.45 "DejaVu Sans Mono",monospace;color:#222}.wrap{padding:16mm 14mm}.prompt{color:${accent};font-size:10px}
h1{font:700 26px "DejaVu Sans",sans-serif;margin:4px 0 0}.role{font:13px "DejaVu Sans",sans-serif;color:#555;margin-bottom:12px}
.cols{display:grid;grid-template-columns:1fr 52mm;gap:8mm}h2{color:${accent};font-size:11px;margin:12px 0 4px}
.jh{font-family:"DejaVu Sans",sans-serif}.d{float:right;color:#777}.pl{color:#777;font-size:9.5px}ul{padding-left:14px;margin:3px 0 8px}
aside ul{list-style:none;padding:0}.contact li{margin:3px 0;word-break:break-all}.g{color:${accent};display:inline-block;width:14px}
.tags li{display:inline-block;border:1px solid ${accent};border-radius:3px;padding:0 4px;margin:2px}.sig{margin-top:20px;font-style:italic}`;
  return { html: page(css, body), variants: p.nick ? [`${p.given} “${p.nick}” ${p.family}`] : [] };
}

/** A British CV: "Curriculum Vitae" over the name, a personal statement, key skills in columns; Indian and
 * Pakistani applicants' version adds personal details and a signed declaration. */
function statement(p, { accent }) {
  const south = p.locale === 'en-IN' || p.locale === 'en-PK';
  const personal = south
    ? `<section><h2>Personal Details</h2><table>${[
        ...(p.fatherName ? [['Father’s Name', p.fatherName]] : []),
        ...p.details.map((d) => [d.label, d.value]),
        ['Languages Known', p.locale === 'en-IN' ? 'English, Tamil, Hindi' : 'English, Urdu, Punjabi'],
      ]
        .map(([k, v]) => `<tr><td>${esc(k)}</td><td>: ${esc(v)}</td></tr>`)
        .join('')}</table></section>
<section><h2>Declaration</h2><p>I hereby declare that the information furnished above is true to the best of my knowledge.</p>
<p class="decl"><span>Place: ${esc(p.jobs[0].place)}</span><span>(${esc(p.given.toUpperCase())} ${esc(p.family[0])}.)</span></p></section>`
    : `<section><h2>Interests</h2><p>${esc((p.extra ?? []).flatMap((x) => x.items).join(' · ') || 'Hiking, reading')}</p></section><p class="refs">References available on request.</p>`;
  const body = `<div class="wrap"><div class="cv">Curriculum Vitae</div><h1>${esc(fullDisplay(p))}</h1>
<div class="contact">${esc(p.address)}<br>${esc(p.phone)} &nbsp;|&nbsp; ${esc(p.email)}${p.links.length ? ` &nbsp;|&nbsp; ${esc(p.links[0].value)}` : ''}</div>
<section><h2>Personal Statement</h2><p>${esc(p.summary)}</p></section>
<section><h2>Key Skills</h2><ul class="ks">${p.skills.map((s) => `<li>${esc(s)}</li>`).join('')}</ul></section>
<section><h2>Employment History</h2>${p.jobs
    .map(
      (j) =>
        `<div class="job"><div class="row"><b>${esc(j.role)}</b><span>${esc(j.from)} – ${esc(j.to)}</span></div><div class="org">${esc(j.org)}, ${esc(j.place)}</div><ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul></div>`,
    )
    .join('')}</section>
<section><h2>Education &amp; Qualifications</h2>${p.education.map((e) => `<div class="row"><span><b>${esc(e.degree)}</b> — ${esc(e.school)}, ${esc(e.place)}</span><span>${esc(e.year)}</span></div>`).join('')}</section>
${personal}</div>`;
  const css = `body{font:11px/1.5 "Nimbus Sans",Arial,sans-serif;color:#1d1d1d}.wrap{padding:15mm 18mm}.cv{text-align:center;text-transform:uppercase;letter-spacing:3px;font-size:9px;color:#777}
h1{text-align:center;font:400 24px "P052",serif;margin:2px 0}.contact{text-align:center;font-size:10px;color:#444;margin-bottom:8px}
h2{font-size:11.5px;color:${accent};border-bottom:1.5px solid ${accent};margin:12px 0 5px;padding-bottom:2px}.row{display:flex;justify-content:space-between;gap:10px}
.org{font-style:italic;color:#444}ul{margin:2px 0 6px;padding-left:16px}.ks{columns:3;list-style:square}td{padding:1px 8px 1px 0;vertical-align:top}
.decl{display:flex;justify-content:space-between;margin-top:16px}.refs{margin-top:14px;font-style:italic}`;
  return {
    html: page(css, body),
    variants: south ? [`${p.given.toUpperCase()} ${p.family[0]}.`] : [],
  };
}

/** A vertical timeline: initials in a circle, the given name over the family name in capitals, dots on a line. */
function timeline(p, { accent, scan }) {
  const t = h(p);
  const L = {
    de: ['Kontakt', 'heute'],
    es: ['Contacto', ''],
    en: ['Contact', ''],
  }[p.language] ?? ['Contact', ''];
  const contact = [
    ['✆', p.phone],
    ['✉', p.email],
    ['⌂', scan ? p.addressShort : p.address],
    ...p.links.map((l) => ['◈', l.value]),
    ...p.details.filter((d) => d.kind !== 'marital_status').map((d) => ['•', `${d.label}: ${d.value}`]),
  ];
  const items = p.jobs
    .map(
      (j) =>
        `<div class="it"><div class="dot"></div><div class="when">${esc(j.from)} – ${esc(j.to)}</div><div class="what"><b>${esc(j.role)}</b><br><span class="org">${esc(j.org)} · ${esc(j.place)}</span></div><ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul></div>`,
    )
    .join('');
  const edus = p.education
    .map(
      (e) =>
        `<div class="it"><div class="dot"></div><div class="when">${esc(e.year)}</div><div class="what"><b>${esc(e.degree)}</b><br><span class="org">${esc(e.school)}, ${esc(e.place)}</span></div></div>`,
    )
    .join('');
  const body = `<header><div class="ini">${esc(initials(p))}</div><div><div class="gn">${esc(p.given)}${p.nick ? ` “${esc(p.nick)}”` : ''}</div><div class="fn">${esc(p.family)}</div><div class="ti">${esc(p.title)}</div></div></header>
<div class="grid"><aside><h3>${esc(L[0])}</h3>${contact.map(([g, v]) => `<p><span class="g">${g}</span> ${esc(v)}</p>`).join('')}<h3>${esc(t.skills)}</h3>${p.skills.map((s) => `<p>${esc(s)}</p>`).join('')}</aside>
<main><p class="sum">${esc(p.summary)}</p><h2>${esc(t.exp)}</h2><div class="line">${items}</div><h2>${esc(t.edu)}</h2><div class="line">${edus}</div></main></div>`;
  const css = `body{font:${scan ? 11.5 : 10.5}px/1.45 "Noto Sans",sans-serif;color:#2a2a2a}header{display:flex;gap:16px;align-items:center;padding:12mm 14mm 6mm;border-bottom:3px solid ${accent}}
.ini{width:58px;height:58px;border-radius:50%;background:${accent};color:#fff;font:700 22px/58px "Noto Sans";text-align:center}.gn{font-size:20px;font-weight:300}
.fn{font-size:24px;font-weight:700;text-transform:uppercase;letter-spacing:2px;color:${accent}}.ti{color:#666}.grid{display:grid;grid-template-columns:55mm 1fr;gap:7mm;padding:6mm 14mm}
aside{font-size:${scan ? 10.5 : 9.5}px;border-right:1px solid #ddd;padding-right:5mm}aside p{margin:2px 0;overflow-wrap:anywhere}.g{color:${accent}}h3{font-size:10.5px;text-transform:uppercase;color:${accent};margin:10px 0 4px}
h2{font-size:12.5px;color:${accent};margin:10px 0 4px}.line{border-left:2px solid ${accent};margin-left:5px;padding-left:14px}.it{position:relative;margin-bottom:8px}
.dot{position:absolute;left:-20px;top:3px;width:10px;height:10px;border-radius:50%;background:#fff;border:2px solid ${accent}}.when{font-size:9.5px;color:#777}.org{color:#555}
ul{margin:2px 0;padding-left:14px}.sum{font-style:italic;color:#444;margin-top:0}`;
  return { html: page(css, body, p.language) };
}

/** A French-style job-site candidate profile export: a card header, "what I am looking for" chips, experience cards. */
function wttj(p, { accent }) {
  const fr = p.language === 'fr';
  const T = fr
    ? {
        brand: 'Clairière — talents',
        look: 'Ce que je recherche',
        chips: ['CDI', 'Télétravail partiel', 'Lyon ou remote'],
        exp: 'Expériences',
        edu: 'Formations',
        sk: 'Compétences',
        contact: 'Coordonnées',
        open: 'Ouverte aux opportunités',
        exported: 'Profil exporté le 12/11/2026',
      }
    : {
        brand: 'Clearing — talent profile',
        look: 'What I’m looking for',
        chips: ['Full-time', 'Hybrid', 'Relocation OK'],
        exp: 'Experience',
        edu: 'Education',
        sk: 'Skills',
        contact: 'Contact',
        open: 'Open to opportunities',
        exported: 'Profile exported on 12/11/2026',
      };
  const body = `<div class="top"><span class="brand">${esc(T.brand)}</span><span>${esc(T.exported)}</span></div>
<div class="card"><div class="av">${esc(initials(p))}</div><div><h1>${esc(p.given)} ${esc(p.family)}${p.english ? ` (${esc(p.english)})` : ''}</h1><div class="ti">${esc(p.title)}</div><div class="open">● ${esc(T.open)}</div></div></div>
<div class="body"><div class="main"><p>${esc(p.summary)}</p><h2>${esc(T.look)}</h2><div>${T.chips.map((c) => `<span class="chip">${esc(c)}</span>`).join(' ')}</div>
<h2>${esc(T.exp)}</h2>${p.jobs.map((j) => `<div class="box"><div class="bt">${esc(j.role)}</div><div class="bo">${esc(j.org)} — ${esc(j.place)}</div><div class="bd">${esc(j.from)} – ${esc(j.to)}</div>${j.bullets.map((b) => `<p>${esc(b)}</p>`).join('')}</div>`).join('')}
<h2>${esc(T.edu)}</h2>${p.education.map((e) => `<div class="box"><div class="bt">${esc(e.degree)}</div><div class="bo">${esc(e.school)}, ${esc(e.place)} · ${esc(e.year)}</div></div>`).join('')}</div>
<div class="side"><h2>${esc(T.contact)}</h2><p>${esc(p.email)}</p><p>${esc(p.phone)}</p><p>${esc(p.addressShort)}</p>${p.links.map((l) => `<p>${esc(l.value)}</p>`).join('')}${detail(
    p,
    'date_of_birth',
  )
    .map((d) => `<p>${esc(d.label)} ${esc(d.value)}</p>`)
    .join('')}
<h2>${esc(T.sk)}</h2>${p.skills.map((s) => `<span class="chip">${esc(s)}</span>`).join(' ')}</div></div>`;
  const css = `body{font:10.5px/1.5 "DejaVu Sans",sans-serif;color:#222;background:#fff}.top{display:flex;justify-content:space-between;background:#ffcd00;padding:6px 12mm;font-size:9px}
.brand{font-weight:700}.card{display:flex;gap:14px;align-items:center;padding:8mm 12mm 4mm}.av{width:64px;height:64px;border-radius:12px;background:${accent};color:#fff;font:700 24px/64px "DejaVu Sans";text-align:center}
h1{margin:0;font-size:21px}.ti{color:#555}.open{color:#1a7f37;font-size:9.5px}.body{display:grid;grid-template-columns:1fr 56mm;gap:8mm;padding:0 12mm}
h2{font-size:12px;margin:10px 0 5px}.chip{display:inline-block;background:#f2f2f2;border-radius:10px;padding:1px 7px;margin:2px 0;font-size:9.5px}
.box{border:1px solid #e4e4e4;border-radius:6px;padding:5px 8px;margin-bottom:6px}.bt{font-weight:700}.bo{color:#444}.bd{color:#888;font-size:9px}.box p{margin:2px 0}.side p{margin:2px 0;overflow-wrap:anywhere}`;
  return { html: page(css, body, p.language) };
}

/** A Brazilian Lattes-like academic CV: citation names, the CV address, dated formation rows, publications. */
function lattes(p, { accent }) {
  const t = h(p);
  const body = `<div class="wrap"><div class="bar">Currículo do Sistema de Currículos Lattes</div><h1>${esc(fullDisplay(p))}</h1>
<p class="addr">Endereço para acessar este CV: ${esc(p.links[0].value)}<br>Última atualização do currículo em 02/10/2026</p>
<p class="res">${esc(p.summary)} <span class="src">(Texto informado pelo autor)</span></p>
<h2>Identificação</h2><table><tr><td>Nome</td><td>${esc(fullDisplay(p))}</td></tr><tr><td>Nome em citações bibliográficas</td><td>SOUZA, M. T. A.;SOUZA, MARISTELA T. A.;TEIXEIRA, M.</td></tr></table>
<h2>Endereço</h2><table><tr><td>Endereço Profissional</td><td>Universidade Federal de Juiz de Fora, Faculdade de Farmácia.<br>Rua José Lourenço Kelmer, s/n, Campus Universitário, São Pedro<br>36036-900 – Juiz de Fora, MG – Brasil<br>Telefone: ${esc(p.phone)}<br>E-mail: ${esc(p.email)}</td></tr></table>
<h2>${esc(t.edu)}</h2><table>${p.education.map((e) => `<tr><td>${esc(e.year)}</td><td><b>${esc(e.degree)}</b><br>${esc(e.school)}, ${esc(e.place)}, Brasil.</td></tr>`).join('')}</table>
<h2>${esc(t.exp)}</h2><table>${p.jobs.map((j) => `<tr><td>${esc(j.from)} – ${esc(j.to)}</td><td><b>${esc(j.org)}</b>, ${esc(j.place)}<br>Vínculo: ${esc(j.role)}<br>${j.bullets.map(esc).join('<br>')}</td></tr>`).join('')}</table>
<h2>Prêmios e títulos</h2><table><tr><td>2019</td><td>Prêmio Péricles Salles Freire de Carvalho, melhor trabalho em laticínios, Instituto de Laticínios Cândido Tostes.</td></tr></table>
<h2>Projetos de pesquisa</h2><table><tr><td>2021 – Atual</td><td><b>Queijo Minas artesanal seguro: embalagens ativas e vida útil</b><br>Descrição: desenvolvimento de filmes de quitosana com óleos essenciais para queijos de produtores da Zona da Mata. Situação: Em andamento; Natureza: Pesquisa. Integrantes: 2 doutorandos, 3 mestrandos, 4 alunos de iniciação científica. Financiador: Fundação de Amparo à Pesquisa do Estado de Minas Gerais – Auxílio financeiro.</td></tr>
<tr><td>2017 – 2020</td><td><b>Detecção rápida de Listeria monocytogenes em laticínios</b><br>Descrição: comparação de métodos moleculares e cultura tradicional em 180 amostras de queijos frescos. Situação: Concluído; Natureza: Pesquisa. Financiador: Conselho Nacional de Desenvolvimento Científico e Tecnológico – Bolsa.</td></tr></table>
<h2>Orientações concluídas</h2><ol><li>Dissertação de mestrado: Vida útil de requeijão cremoso em embalagem ativa. 2022. Programa de Pós-Graduação em Ciência e Tecnologia de Alimentos.</li><li>Dissertação de mestrado: Biofilmes em superfícies de laticínios de pequeno porte. 2020.</li><li>Iniciação científica: Percepção do consumidor sobre queijo Minas padrão. 2019. Bolsista do CNPq.</li></ol>
<h2>${esc(t.pubs)}</h2><ol>${p.publications.map((x) => `<li>${esc(x)}</li>`).join('')}</ol>
<h2>${esc(t.skills)}</h2><p>${p.skills.map(esc).join('; ')}.</p></div>`;
  const css = `body{font:10px/1.45 "Nimbus Sans",Arial,sans-serif;color:#111}.wrap{padding:12mm 14mm}.bar{background:${accent};color:#fff;padding:4px 8px;font-size:9px}
h1{font-size:18px;margin:8px 0 2px}.addr{font-size:9px;color:#444}.res{text-align:justify}.src{color:#888;font-size:8.5px}h2{font-size:11px;color:${accent};border-bottom:1px solid #ccc;margin:10px 0 4px}
table{border-collapse:collapse;width:100%}td{vertical-align:top;padding:2px 6px 4px 0}td:first-child{width:32mm;font-weight:700;color:#333}ol{padding-left:16px;margin:2px 0}li{margin-bottom:3px}`;
  return {
    html: page(css, body, 'pt'),
    variants: ['SOUZA, MARISTELA T. A.', 'TEIXEIRA, M.', 'Maristela T. A. Souza', 'SOUZA, M. T. A.'],
    others: ['CALDEIRA, O. B.', 'PAIVA, R. F.', 'Rosicler F. Paiva'],
  };
}

/** A Nigerian job-board CV export: a branded strip, the name running into an availability chip, personal details. */
function jobberman(p, { accent, scan }) {
  const body = `<div class="strip"><b>JobNaija</b> Candidate CV · ID NJ-${esc(String(p.phone).replace(/\D/g, '').slice(-5))}-28 · Generated 20 Nov 2026</div>
<div class="wrap"><div class="head"><span class="nm">${esc(fullDisplay(p))}</span><span class="chip">Available immediately</span></div>
<div class="ti">${esc(p.title)} · ${esc(p.addressShort)}</div>
<table class="kv"><tr><td>Phone</td><td>${esc(p.phone)}</td><td>Email</td><td>${esc(p.email)}</td></tr>
<tr><td>Address</td><td colspan="3">${esc(p.address)}</td></tr>
${p.details.length ? `<tr>${p.details.map((d) => `<td>${esc(d.label)}</td><td>${esc(d.value)}</td>`).join('')}</tr>` : ''}
<tr><td>State of Origin</td><td>Anambra</td><td>NYSC</td><td>Completed (2014)</td></tr></table>
<h2>Career Summary</h2><p>${esc(p.summary)}</p>
<h2>Work Experience</h2>${p.jobs.map((j) => `<div class="job"><b>${esc(j.role)}</b> — ${esc(j.org)}, ${esc(j.place)} <span class="d">(${esc(j.from)} – ${esc(j.to)})</span><ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul></div>`).join('')}
<h2>Education</h2>${p.education.map((e) => `<p><b>${esc(e.degree)}</b>, ${esc(e.school)}, ${esc(e.place)} (${esc(e.year)})</p>`).join('')}
<h2>Certifications &amp; Skills</h2><p>${p.skills.map(esc).join(' • ')}</p>
${!scan && p.referees.length ? `<h2>Referees</h2>${p.referees.map((r) => `<p>${esc(r.name)}, ${esc(r.title)}, ${esc(r.org)} — ${esc(r.phone)}</p>`).join('')}` : ''}</div>`;
  const css = `body{font:${scan ? 11.5 : 10.5}px/1.45 "Nimbus Sans",Arial,sans-serif;color:#1b1b1b}.strip{background:#0a2540;color:#fff;padding:6px 12mm;font-size:9.5px}.wrap{padding:7mm 12mm}
.nm{font-size:22px;font-weight:700;color:${accent}}.chip{background:#e6f4ea;color:#137333;font-size:9.5px;padding:2px 8px;border-radius:9px;margin-left:8px}.ti{color:#555;margin:2px 0 8px}
.kv{border-collapse:collapse;width:100%;font-size:${scan ? 10.5 : 9.5}px}.kv td{border:1px solid #ddd;padding:3px 5px}.kv td:nth-child(odd){background:#f6f6f6;font-weight:700;width:22mm}
h2{font-size:12px;border-left:4px solid ${accent};padding-left:6px;margin:10px 0 4px}.d{color:#777}ul{margin:2px 0 6px;padding-left:16px}p{margin:2px 0}`;
  // The chip is printed right after the name: a text layer often reads "…EzeagwunaAvailable".
  return { html: page(css, body) };
}

/** A Filipino / Ecuadorian / Pakistani resume with a personal-information table, character references and a
 * signed certification. */
function phInfo(p, { accent }) {
  const es = p.language === 'es';
  const T = es
    ? {
        obj: 'OBJETIVO',
        pi: 'DATOS PERSONALES',
        edu: 'FORMACIÓN ACADÉMICA',
        exp: 'EXPERIENCIA LABORAL',
        sk: 'DESTREZAS',
        ref: 'REFERENCIAS PERSONALES',
        cert: 'Certifico que la información consignada es verídica.',
        doc: 'HOJA DE VIDA',
      }
    : {
        obj: 'OBJECTIVE',
        pi: 'PERSONAL INFORMATION',
        edu: 'EDUCATIONAL ATTAINMENT',
        exp: 'WORK EXPERIENCE',
        sk: 'SKILLS AND TRAININGS',
        ref: p.locale === 'en-PH' ? 'CHARACTER REFERENCES' : 'REFERENCES',
        cert: 'I hereby certify that the above information is true and correct to the best of my knowledge and belief.',
        doc: 'RESUME',
      };
  const rows = [
    ...(p.fatherName ? [['Father’s Name', p.fatherName]] : []),
    ...p.details.map((d) => [d.label, d.value]),
    ...(p.locale === 'en-PH'
      ? [
          ['Place of Birth', 'Lipa City, Batangas'],
          ['Height / Weight', '5’2” / 52 kg'],
        ]
      : []),
  ];
  const sigName = p.locale === 'en-PH' ? 'MA. TERESITA D. BAUTISTA' : fullDisplay(p).toUpperCase();
  const body = `<div class="wrap"><div class="doc">${esc(T.doc)}</div><h1>${esc(fullDisplay(p).toUpperCase())}</h1>
<p class="c">${esc(p.address)}<br>${esc(p.phone)} · ${esc(p.email)}</p>
<h2>${esc(T.obj)}</h2><p>${esc(p.summary)}</p>
<h2>${esc(T.pi)}</h2><table class="pi">${rows.map(([k, v]) => `<tr><td>${esc(k)}</td><td>:</td><td>${esc(v)}</td></tr>`).join('')}</table>
<h2>${esc(T.edu)}</h2>${p.education.map((e) => `<p><b>${esc(e.degree)}</b><br>${esc(e.school)}, ${esc(e.place)} — ${esc(e.year)}${e.note ? `<br>${esc(e.note)}` : ''}</p>`).join('')}
<h2>${esc(T.exp)}</h2>${p.jobs.map((j) => `<p><b>${esc(j.role)}</b><br>${esc(j.org)}, ${esc(j.place)}<br><i>${esc(j.from)} – ${esc(j.to)}</i></p><ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>`).join('')}
<h2>${esc(T.sk)}</h2><p>${p.skills.map(esc).join(', ')}</p>
${p.referees.length ? `<h2>${esc(T.ref)}</h2><div class="refs">${p.referees.map((r) => `<p><b>${esc(r.name)}</b><br>${esc(r.title)}, ${esc(r.org)}<br>${esc(r.phone)}</p>`).join('')}</div>` : ''}
<p class="cert">${esc(T.cert)}</p><div class="sig">${esc(sigName)}<br><span>${es ? 'Firma' : 'Signature over printed name'}</span></div></div>`;
  const css = `body{font:10.5px/1.45 "Nimbus Roman","Times New Roman",serif;color:#000}.wrap{padding:14mm 20mm}.doc{text-align:right;color:#888;font-size:9px}h1{font-size:19px;margin:0;color:${accent}}
.c{margin:2px 0 6px}h2{font-size:11.5px;background:#eee;padding:2px 6px;margin:10px 0 4px}.pi td{padding:1px 6px 1px 0}.pi td:first-child{width:42mm}
ul{margin:0 0 6px;padding-left:18px}p{margin:2px 0}.refs{display:grid;grid-template-columns:1fr 1fr;gap:6px}.cert{margin-top:12px}.sig{margin:26px 0 0 auto;width:70mm;text-align:center;border-top:1px solid #000;padding-top:2px;font-weight:700}.sig span{font-weight:400;font-size:9px}`;
  return {
    html: page(css, body, p.language),
    variants: p.locale === 'en-PH' ? ['MA. TERESITA D. BAUTISTA'] : [],
  };
}

/** A Swiss (Romandy) CV: a photo box, personal data as a labelled list, dates in a narrow left column. */
function swiss(p, { accent }) {
  const t = h(p);
  const row = (l, r) => `<tr><td class="l">${l}</td><td>${r}</td></tr>`;
  const body = `<div class="wrap"><div class="top"><div><h1>${esc(p.given)} <span>${esc(p.family)}</span></h1><div class="ti">${esc(p.title)}</div>
<p>${esc(p.address)}<br>${esc(p.phone)}<br>${esc(p.email)}</p></div><div class="photo">photo</div></div>
<h2>${esc(t.personal)}</h2><table>${p.details.map((d) => row(esc(d.label), esc(d.value))).join('')}${row('Permis', 'permis de conduire cat. B')}</table>
<h2>${esc(t.profile)}</h2><p>${esc(p.summary)}</p>
<h2>Expérience professionnelle</h2><table>${p.jobs.map((j) => row(`${esc(j.from)} – ${esc(j.to)}`, `<b>${esc(j.role)}</b>, ${esc(j.org)}, ${esc(j.place)}<br>${j.bullets.map(esc).join('<br>')}`)).join('')}</table>
<h2>${esc(t.edu)}</h2><table>${p.education.map((e) => row(esc(e.year), `<b>${esc(e.degree)}</b>, ${esc(e.school)}, ${esc(e.place)}`)).join('')}</table>
<h2>${esc(t.skills)}</h2><p>${p.skills.map(esc).join(' · ')}</p><h2>${esc(t.lang)}</h2><p>Français (langue maternelle), allemand (B1), anglais (B2)</p>
<p class="ref">Références sur demande.</p><p class="place">La Chaux-de-Fonds, le 18 novembre 2026</p></div>`;
  const css = `body{font:10.5px/1.5 "URW Gothic",sans-serif;color:#222}.wrap{padding:14mm 18mm}.top{display:flex;justify-content:space-between}h1{font-weight:400;font-size:24px;margin:0}
h1 span{font-weight:700;color:${accent}}.ti{font-size:12px;color:#555}.photo{width:30mm;height:38mm;border:1px solid #bbb;color:#bbb;text-align:center;line-height:38mm}
h2{font-size:12px;color:${accent};text-transform:uppercase;letter-spacing:1px;margin:12px 0 4px}table{border-collapse:collapse}td{vertical-align:top;padding:2px 0}td.l{width:34mm;color:#666}.ref{font-style:italic}.place{margin-top:14px}`;
  return { html: page(css, body, 'fr') };
}

/** An Australian / New Zealand / Canadian resume: career objective, licences, and named referees beside a
 * "further referees available on request" line. */
function referees(p, { accent }) {
  const body = `<div class="wrap"><h1>${esc(p.given)} ${esc(p.family)}</h1><div class="ti">${esc(p.title)}</div>
<div class="c">${esc(p.address)} • M: ${esc(p.phone)} • E: ${esc(p.email)}</div>
<h2>Career Objective</h2><p>${esc(p.summary)}</p>
<h2>Key Skills &amp; Licences</h2><ul class="two">${p.skills.map((s) => `<li>${esc(s)}</li>`).join('')}</ul>
<h2>Employment History</h2>${p.jobs.map((j) => `<div class="job"><div class="r"><b>${esc(j.org)}</b> — ${esc(j.place)}<span>${esc(j.from)} – ${esc(j.to)}</span></div><div class="role">${esc(j.role)}</div><ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul></div>`).join('')}
<h2>Education</h2>${p.education.map((e) => `<p>${esc(e.degree)}, ${esc(e.school)} (${esc(e.place)}), ${esc(e.year)}</p>`).join('')}
<h2>Referees</h2><div class="refs">${p.referees.map((r) => `<div><b>${esc(r.name)}</b><br>${esc(r.title)}, ${esc(r.org)}<br>Ph: ${esc(r.phone)}${r.email ? `<br>${esc(r.email)}` : ''}</div>`).join('')}</div>
<p class="more">Further referees available on request.</p></div>`;
  const css = `body{font:11px/1.5 "C059",Georgia,serif;color:#222}.wrap{padding:16mm 18mm}h1{font:700 25px "Nimbus Sans",sans-serif;margin:0;color:${accent}}.ti{font-size:13px}
.c{font-size:9.5px;color:#444;border-bottom:1px solid #999;padding-bottom:6px}h2{font:700 11px "Nimbus Sans",sans-serif;text-transform:uppercase;letter-spacing:1.5px;color:${accent};margin:12px 0 4px}
.two{columns:2}.r{display:flex;justify-content:space-between}.role{font-style:italic}ul{margin:2px 0 6px;padding-left:16px}p{margin:2px 0}.refs{display:grid;grid-template-columns:1fr 1fr;gap:10px}.more{margin-top:8px;font-style:italic}`;
  return { html: page(css, body) };
}

/** A Chinese 个人简历 laid out as a bordered table, the English name in parentheses. */
function chinese(p, { scan }) {
  const t = h(p);
  const cell = (s) => `<td>${s}</td>`;
  const body = `<div class="wrap"><h1>个人简历</h1><table class="t">
<tr><th>姓名</th>${cell(`${esc(p.family)}${esc(p.given)}（${esc(p.english)}）`)}<th>性别</th>${cell(esc(detail(p, 'gender')[0].value))}<td rowspan="3" class="ph">照片</td></tr>
<tr><th>出生年月</th>${cell(esc(detail(p, 'date_of_birth')[0].value))}<th>学历</th>${cell('硕士')}</tr>
<tr><th>手机</th>${cell(esc(p.phone))}<th>邮箱</th>${cell(esc(p.email))}</tr>
<tr><th>现居地址</th><td colspan="4">${esc(scan ? p.addressShort : p.address)}</td></tr>
<tr><th>求职意向</th><td colspan="4">${esc(p.title)}（深圳 / 广州）</td></tr></table>
<h2>${esc(t.edu)}</h2>${p.education.map((e) => `<p><span class="d">${esc(e.year)}</span>${esc(e.school)}\u3000${esc(e.degree)}</p>`).join('')}
<h2>${esc(t.exp)}</h2>${p.jobs.map((j) => `<p><span class="d">${esc(j.from)}–${esc(j.to)}</span><b>${esc(j.org)}</b>\u3000${esc(j.role)}</p><ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>`).join('')}
<h2>${esc(t.skills)}</h2><p>${p.skills.map(esc).join('、')}；英语 CET-6</p><h2>${esc(t.profile)}</h2><p>${esc(p.summary)}</p></div>`;
  const css = `body{font:${scan ? 14 : 12}px/1.6 "Noto Sans CJK SC",sans-serif;color:#111}.wrap{padding:14mm 16mm}h1{text-align:center;font-size:24px;letter-spacing:6px;margin:0 0 8px}
.t{border-collapse:collapse;width:100%}.t th,.t td{border:1px solid #444;padding:4px 6px;text-align:left}.t th{background:#eee;width:22mm;font-weight:700}.ph{width:26mm;text-align:center;color:#999}
h2{font-size:${scan ? 16 : 14}px;border-bottom:2px solid #333;margin:12px 0 4px}.d{display:inline-block;width:38mm;color:#444}ul{margin:0 0 6px;padding-left:20px}p{margin:3px 0}`;
  return { html: page(css, body, 'zh') };
}

/** A Nordic/Belgian minimal CV: a lowercase name, labels in a grey left column, one named referee. */
function nordic(p, { accent }) {
  const no = p.language === 'no';
  const t = no ? H.no : H.en;
  const row = (l, r) => `<div class="r"><div class="l">${l}</div><div>${r}</div></div>`;
  const body = `<div class="wrap"><div class="cv">CV</div><h1>${esc(fullDisplay(p).toLowerCase())}</h1><div class="ti">${esc(p.title)}</div>
${row(esc(no ? 'Kontakt' : 'Contact'), `${esc(p.address)}<br>${esc(p.phone)} · ${esc(p.email)}`)}
${p.details.length ? row(esc(t.personal), p.details.map((d) => `${esc(d.label)} ${esc(d.value)}`).join('<br>')) : ''}
${row(esc(t.profile), esc(p.summary))}
${p.jobs.map((j, i) => row(i === 0 ? esc(t.exp) : '', `<b>${esc(j.from)}–${esc(j.to)} · ${esc(j.role)}</b><br>${esc(j.org)}, ${esc(j.place)}<br>${j.bullets.map(esc).join('<br>')}`)).join('')}
${p.education.map((e, i) => row(i === 0 ? esc(t.edu) : '', `<b>${esc(e.year)} · ${esc(e.degree)}</b><br>${esc(e.school)}, ${esc(e.place)}`)).join('')}
${row(esc(t.skills), p.skills.map(esc).join(', '))}
${p.referees.length ? row(esc(t.refs), p.referees.map((r) => `${esc(r.name)}, ${esc(r.title)}, ${esc(r.org)}, tlf. ${esc(r.phone)}`).join('<br>')) : ''}</div>`;
  const css = `body{font:10.5px/1.55 "Noto Sans",sans-serif;color:#333}.wrap{padding:18mm 20mm}.cv{font-size:9px;letter-spacing:4px;color:${accent}}h1{font-weight:300;font-size:30px;margin:0}
.ti{color:#888;margin-bottom:14px}.r{display:grid;grid-template-columns:34mm 1fr;gap:6mm;padding:6px 0;border-top:1px solid #eee}.l{color:#999;text-transform:uppercase;font-size:9px;letter-spacing:1px}`;
  return { html: page(css, body, p.language) };
}

// ---- LibreOffice (flat ODF) ----

/** The languages line the Word-like resumes print, per country. */
const LANGS = {
  'en-US': 'English (native), Spanish (professional working proficiency)',
  'en-GB': 'English (native), French (B2), British Sign Language (Level 1)',
  'de-DE': 'Deutsch (Muttersprache), Englisch (C1), Tschechisch (A2)',
  'fr-FR': 'Français (langue maternelle), anglais (C1), italien (B1)',
  'pt-BR': 'Português (nativo), inglês (avançado), espanhol (intermediário)',
  'vi-VN': 'Vietnamese (native), English (TOEIC 905), Japanese (JLPT N3)',
  'en-PH': 'Tagalog, English, Cebuano',
  'en-CA': 'French (native), English (fluent), Spanish (basic)',
  'nl-BE': 'Dutch (native), French (C2), English (C1), German (B2)',
  'fr-CH': 'Français (langue maternelle), allemand (B1), anglais (B2)',
};

const NS =
  'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" ' +
  'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" ' +
  'xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" ' +
  'xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0"';

/**
 * A Word-like resume as a flat ODF. `style` picks the kind: `classic` (a two-page resume, the name and
 * "Page X of Y" in the footer), `curp` (a Mexican CV with CURP and RFC in a personal-data table), `shokumu` (a
 * Japanese 職務経歴書 with a dated table and the name at the top right).
 */
function writer(p, { accent }) {
  const lines = [];
  const out = [];
  const para = (style, text) => {
    lines.push(text);
    out.push(`<text:p text:style-name="${style}">${esc(text)}</text:p>`);
  };
  const table = (rows, widths) => {
    const name = `T${out.length}`;
    out.push(
      `<table:table table:name="${name}" table:style-name="Tab">${widths.map((w, i) => `<table:table-column table:style-name="${name}.${i}"/>`).join('')}` +
        rows
          .map(
            (r) =>
              `<table:table-row>${r
                .map((c) => {
                  const cellLines = Array.isArray(c) ? c : [c];
                  lines.push(...cellLines.filter(Boolean));
                  return `<table:table-cell table:style-name="Cell" office:value-type="string">${cellLines.map((l) => `<text:p text:style-name="Body">${esc(l)}</text:p>`).join('')}</table:table-cell>`;
                })
                .join('')}</table:table-row>`,
          )
          .join('') +
        '</table:table>',
    );
    colStyles.push(
      ...widths.map(
        (w, i) =>
          `<style:style style:name="${name}.${i}" style:family="table-column"><style:table-column-properties style:column-width="${w}"/></style:style>`,
      ),
    );
  };
  const colStyles = [];
  const style = p.writerStyle ?? 'classic';
  let footer;
  let font = 'DejaVu Serif';
  if (style === 'shokumu') {
    font = 'Noto Serif CJK JP';
    para('Title', '職務経歴書');
    para('Right', '2026年11月20日現在');
    para('Right', `氏名\u3000${p.family} ${p.given}`);
    para('H', '■職務要約');
    para('Body', p.summary);
    para('H', '■職務経歴');
    for (const j of p.jobs) {
      para('Strong', `${j.from}～${j.to}\u3000${j.org}（${j.place}）`);
      table(
        [
          ['期間', '業務内容'],
          [`${j.from}～${j.to}`, [j.role, ...j.bullets.map((b) => `・${b}`)]],
        ],
        ['3.5cm', '13.5cm'],
      );
    }
    para('H', `■${H.ja.skills}`);
    para('Body', p.skills.join('／'));
    para('H', '■学歴');
    for (const e of p.education) para('Body', `${e.year}年3月\u3000${e.school} ${e.degree}`);
    para('H', '■連絡先');
    para('Body', `${p.address}\u3000TEL ${p.phone}\u3000E-mail ${p.email}`);
    para('Right', '以上');
    footer = {
      xml: '<text:page-number text:select-page="current">1</text:page-number> / <text:page-count>1</text:page-count>',
      line: (i, n) => `${i} / ${n}`,
    };
  } else if (style === 'curp') {
    font = 'Nimbus Sans';
    para('Title', 'CURRÍCULUM VITAE');
    para('Name', `${p.given} ${p.family}`);
    para('Center', p.title);
    para('H', 'DATOS PERSONALES');
    table(
      [
        ['Domicilio', p.address],
        ['Teléfono celular', p.phone],
        ['Correo electrónico', p.email],
        ...p.details.map((d) => [d.label, d.value]),
      ],
      ['4.5cm', '12.5cm'],
    );
    para('H', 'OBJETIVO PROFESIONAL');
    para('Body', p.summary);
    para('H', 'EXPERIENCIA PROFESIONAL');
    for (const j of p.jobs) {
      para('Strong', `${j.org} — ${j.place}`);
      para('Body', `${j.role} (${j.from} – ${j.to})`);
      for (const b of j.bullets) para('Bullet', `• ${b}`);
    }
    para('H', 'FORMACIÓN ACADÉMICA');
    for (const e of p.education) para('Body', `${e.degree}, ${e.school}, ${e.place} (${e.year})`);
    para('H', 'CONOCIMIENTOS');
    para('Body', p.skills.join(', '));
    para('H', 'REFERENCIAS LABORALES');
    for (const r of p.referees) para('Body', `${r.name}, ${r.title}, ${r.org}. Tel. ${r.phone}`);
    const short = `${p.given} ${p.family.split(' ')[0]}`;
    footer = {
      xml: `${esc(short)} — CV — Hoja <text:page-number text:select-page="current">1</text:page-number> de <text:page-count>1</text:page-count>`,
      line: (i, n) => `${short} — CV — Hoja ${i} de ${n}`,
    };
  } else {
    const de = p.language === 'de';
    const fr = p.language === 'fr';
    const pt = p.language === 'pt';
    const t = H[p.language] ?? H.en;
    para('Name', p.locale === 'en-PH' ? `${p.given} ${p.middle[0]}. ${p.family}` : fullDisplay(p));
    para('Center', p.title);
    para('Center', `${p.address} | ${p.phone} | ${p.email}`);
    if (p.links.length) para('Center', p.links.map((l) => l.value).join(' | '));
    para('H', t.profile);
    para('Body', p.summary);
    para('H', t.exp);
    for (const j of p.jobs) {
      table([[[`${j.role}`, `${j.org}, ${j.place}`], `${j.from} – ${j.to}`]], ['13cm', '4cm']);
      for (const b of j.bullets) para('Bullet', `• ${b}`);
    }
    para('H', t.edu);
    for (const e of p.education) para('Body', `${e.degree} — ${e.school}, ${e.place} (${e.year})`);
    para('H', t.skills);
    para('Body', p.skills.join(' • '));
    const langs = LANGS[p.locale];
    if (langs) {
      para('H', t.lang);
      para('Body', langs);
    }
    if (p.details.length && (de || p.locale === 'en-PH' || p.locale === 'vi-VN' || p.locale === 'fr-CH')) {
      para('H', t.personal);
      for (const d of p.details) para('Body', `${d.label}: ${d.value}`);
    }
    if (p.referees.length) {
      para('H', t.refs);
      for (const r of p.referees) para('Body', `${r.name} — ${r.title}, ${r.org} — ${r.phone}`);
    }
    if (de) para('Body', `Karlsruhe, 14.11.2026 — ${p.given} ${p.family}`);
    const word = de ? 'Seite' : fr ? 'Page' : pt ? 'Página' : 'Page';
    const of = de ? 'von' : fr ? 'sur' : pt ? 'de' : 'of';
    const who = p.locale === 'en-PH' ? `${p.family}, ${p.given} ${p.middle[0]}.` : `${p.given} ${p.family}`;
    footer = {
      xml: `${esc(who)}<text:tab/>${word} <text:page-number text:select-page="current">1</text:page-number> ${of} <text:page-count>1</text:page-count>`,
      line: (i, n) => `${who} ${word} ${i} ${of} ${n}`,
    };
  }
  const ps = (name, props, text = '') => {
    const attrs = new Map([
      ['style:font-name', 'F'],
      ['fo:font-size', style === 'classic' ? '11pt' : '10.5pt'],
      ['style:font-name-asian', 'F'],
      ['style:font-size-asian', '10.5pt'],
    ]);
    for (const [, k, v] of text.matchAll(/([\w:-]+)="([^"]*)"/g)) attrs.set(k, v);
    const textProps = [...attrs].map(([k, v]) => `${k}="${v}"`).join(' ');
    return `<style:style style:name="${name}" style:family="paragraph"><style:paragraph-properties ${props}/><style:text-properties ${textProps}/></style:style>`;
  };
  const fodt = `<?xml version="1.0" encoding="UTF-8"?>
<office:document ${NS} office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:meta><meta:generator>MicrosoftOffice/16.0</meta:generator><dc:title>CV</dc:title></office:meta>
<office:font-face-decls><style:font-face style:name="F" svg:font-family="'${font}'"/></office:font-face-decls>
<office:styles>
${ps('Body', `fo:margin-bottom="${style === 'classic' ? '0.18cm' : '0.08cm'}" fo:line-height="${style === 'classic' ? '125%' : '100%'}"`)}
${ps('Bullet', `fo:margin-left="0.5cm" fo:margin-bottom="${style === 'classic' ? '0.12cm' : '0.05cm'}"`)}
${ps('Strong', 'fo:margin-top="0.15cm"', 'fo:font-weight="bold" style:font-weight-asian="bold"')}
${ps('Right', 'fo:text-align="end"')}
${ps('Center', 'fo:text-align="center"', 'fo:font-size="10pt"')}
${ps('Title', 'fo:text-align="center" fo:margin-bottom="0.2cm"', 'fo:font-size="16pt" style:font-size-asian="16pt" fo:font-weight="bold" style:font-weight-asian="bold"')}
${ps('Name', 'fo:text-align="center"', `fo:font-size="20pt" style:font-size-asian="20pt" fo:color="${accent}" fo:font-weight="bold"`)}
${ps('H', `fo:margin-top="0.35cm" fo:margin-bottom="0.1cm" fo:border-bottom="0.06pt solid ${accent}" fo:keep-with-next="always"`, `fo:font-size="12pt" style:font-size-asian="12pt" fo:font-weight="bold" style:font-weight-asian="bold" fo:color="${accent}"`)}
${ps('Footer', 'fo:text-align="center"', 'fo:font-size="8.5pt" fo:color="#666666"')}
</office:styles>
<office:automatic-styles>
<style:style style:name="Tab" style:family="table"><style:table-properties style:width="17cm" table:align="left"/></style:style>
<style:style style:name="Cell" style:family="table-cell"><style:table-cell-properties fo:padding="0.06cm" fo:border="${style === 'classic' ? 'none' : '0.5pt solid #888888'}"/></style:style>
${colStyles.join('\n')}
<style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="1.8cm" fo:margin-bottom="1.2cm" fo:margin-left="2cm" fo:margin-right="2cm"/><style:footer-style><style:header-footer-properties fo:min-height="0.6cm" fo:margin-top="0.3cm"/></style:footer-style></style:page-layout>
</office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm1"><style:footer><text:p text:style-name="Footer">${footer.xml}</text:p></style:footer></style:master-page></office:master-styles>
<office:body><office:text>
${out.join('\n')}
</office:text></office:body></office:document>
`;
  return { fodt, lines, footerLine: footer.line };
}

export const LAYOUTS = {
  devcard,
  statement,
  timeline,
  wttj,
  lattes,
  jobberman,
  phInfo,
  swiss,
  referees,
  chinese,
  nordic,
  writer,
};
