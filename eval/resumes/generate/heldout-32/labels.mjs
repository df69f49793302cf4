// Section headings of part 32's templates, in the languages its people write their CVs in.
const L = {
  en: ['Profile', 'Experience', 'Education', 'Skills', 'References', 'Publications, Posters & Talks', 'Contact', 'Personal details', 'Page'],
  de: ['Profil', 'Praktische Erfahrung', 'Ausbildung', 'Kenntnisse', 'Referenzen', 'Publikationen', 'Kontakt', 'Persönliche Daten', 'Seite'],
  fr: ['Profil', 'Expériences', 'Formation', 'Compétences', 'Références', 'Publications', 'Contact', 'Informations', 'Page'],
  es: ['Perfil', 'Experiencia', 'Formación', 'Habilidades', 'Referencias', 'Publicaciones', 'Contacto', 'Datos personales', 'Página'],
  pt: ['Objetivo', 'Experiência', 'Formação', 'Competências', 'Referências', 'Publicações', 'Contato', 'Dados pessoais', 'Página'],
  vi: ['Mục tiêu nghề nghiệp', 'Kinh nghiệm làm việc', 'Học vấn', 'Kỹ năng', 'Người tham chiếu', 'Công bố', 'Liên hệ', 'Thông tin cá nhân', 'Trang'],
  ko: ['자기소개', '경력', '학력', '보유 기술', '추천인', '논문', '연락처', '인적 사항', '페이지'],
  zh: ['个人简介', '实习与工作经历', '教育背景', '专业技能', '推荐人', '论文与学术报告', '联系方式', '基本信息', '页'],
  ja: ['自己PR', '職歴', '学歴', 'スキル', '推薦者', '発表', '連絡先', '基本情報', 'ページ'],
  sk: ['Profil', 'Pracovné skúsenosti', 'Vzdelanie', 'Zručnosti', 'Referencie', 'Publikácie', 'Kontakt', 'Osobné údaje', 'Strana'],
  lt: ['Apie mane', 'Darbo patirtis', 'Išsilavinimas', 'Įgūdžiai', 'Rekomendacijos', 'Publikacijos', 'Kontaktai', 'Asmeninė informacija', 'Puslapis'],
};
const KEYS = ['profile', 'exp', 'edu', 'skills', 'refs', 'pubs', 'contact', 'details', 'page'];

export function labels(language) {
  const row = L[language] ?? L.en;
  return Object.fromEntries(KEYS.map((k, i) => [k, row[i]]));
}
