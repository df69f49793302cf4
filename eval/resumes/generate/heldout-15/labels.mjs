// Section headings of held-out part 15, per language, for the templates that are not tied to one country.
export const LABELS = {
  en: { profile: 'Profile', experience: 'Experience', education: 'Education', skills: 'Skills', languages: 'Languages', contact: 'Contact', personal: 'Personal details', references: 'References', page: (i, n) => `Page ${i} of ${n}` },
  fr: { profile: 'Profil', experience: 'Expériences professionnelles', education: 'Formation', skills: 'Compétences', languages: 'Langues', contact: 'Contact', personal: 'Informations personnelles', references: 'Références', page: (i, n) => `Page ${i} sur ${n}` },
  es: { profile: 'Perfil profesional', experience: 'Experiencia laboral', education: 'Formación académica', skills: 'Habilidades', languages: 'Idiomas', contact: 'Contacto', personal: 'Datos personales', references: 'Referencias', page: (i, n) => `Página ${i} de ${n}` },
  pt: { profile: 'Resumo', experience: 'Experiência', education: 'Formação acadêmica', skills: 'Competências', languages: 'Idiomas', contact: 'Contato', personal: 'Dados pessoais', references: 'Referências', page: (i, n) => `Página ${i} de ${n}` },
  no: { profile: 'Sammendrag', experience: 'Arbeidserfaring', education: 'Utdanning', skills: 'Kompetanse', languages: 'Språk', contact: 'Kontakt', personal: 'Personalia', references: 'Referanser', page: (i, n) => `Side ${i} av ${n}` },
  sk: { profile: 'Profil', experience: 'Pracovné skúsenosti', education: 'Vzdelanie', skills: 'Zručnosti', languages: 'Jazyky', contact: 'Kontakt', personal: 'Osobné údaje', references: 'Referencie', page: (i, n) => `Strana ${i} z ${n}` },
  pl: { profile: 'Podsumowanie zawodowe', experience: 'Doświadczenie zawodowe', education: 'Wykształcenie', skills: 'Umiejętności', languages: 'Języki obce', contact: 'Kontakt', personal: 'Dane osobowe', references: 'Referencje', page: (i, n) => `Strona ${i} z ${n}` },
  tr: { profile: 'Özet', experience: 'İş Deneyimi', education: 'Eğitim', skills: 'Yetenekler', languages: 'Yabancı Diller', contact: 'İletişim', personal: 'Kişisel Bilgiler', references: 'Referanslar', page: (i, n) => `Sayfa ${i} / ${n}` },
  de: { profile: 'Profil', experience: 'Berufserfahrung', education: 'Ausbildung', skills: 'Kenntnisse', languages: 'Sprachen', contact: 'Kontakt', personal: 'Persönliche Daten', references: 'Referenzen', page: (i, n) => `Seite ${i} von ${n}` },
};
