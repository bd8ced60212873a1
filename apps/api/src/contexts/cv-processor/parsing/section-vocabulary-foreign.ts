import type { SectionKind } from './section-vocabulary.ts';

/**
 * Section headings of CVs written in German, French, Spanish, Portuguese, Italian and Dutch (HEADINGS), and in Polish,
 * Turkish, Russian, Ukrainian and Chinese (MORE_HEADINGS), by the kind of section they open (docs/cv-processing.md,
 * stage 5). A Chinese heading has no spaces: it is matched whole. Written as `normaliseHeading` leaves them: lower case, accents kept,
 * punctuation as spaces ("centres d intérêt").
 */
const HEADINGS: Partial<Record<SectionKind, string>> = {
  summary:
    'profil|kurzprofil|über mich|zusammenfassung|profil professionnel|à propos|résumé|perfil|perfil profesional|' +
    'sobre mí|resumen|perfil profissional|sobre mim|resumo|profilo|profilo professionale|chi sono|profiel|over mij',
  experience:
    'berufserfahrung|berufliche erfahrung|beruflicher werdegang|praxiserfahrung|berufspraxis|werdegang|arbeitserfahrung|' +
    'expérience de travail|expériences de travail|expérience en emploi|emplois|experiencia de trabajo|' +
    'experiência de trabalho|esperienza di lavoro|esperienze di lavoro|' +
    'expérience|expériences|expérience professionnelle|expériences professionnelles|parcours professionnel|' +
    'experiencia|experiencia profesional|experiencia laboral|trayectoria profesional|experiência|' +
    'experiência profissional|experiências profissionais|esperienza|esperienze|esperienza professionale|' +
    'esperienze professionali|esperienza lavorativa|esperienze lavorative|werkervaring|ervaring|loopbaan',
  education:
    'ausbildung|bildung|bildungsweg|studium|schulbildung|akademischer werdegang|formation|formations|diplômes|' +
    'diplômes and concours|diplômes et formations|formation et diplômes|formation initiale|' +
    'études|formation académique|formación|formación académica|educación|estudios|formação|formação acadêmica|' +
    'formação académica|educação|istruzione|formazione|istruzione e formazione|opleiding|opleidingen|' +
    // Europass's own headings.
    'éducation et formation|educación y formación|educação e formação|schul und berufsbildung|onderwijs en opleiding',
  skills:
    'kenntnisse|fähigkeiten|kompetenzen|it kenntnisse|fachkenntnisse|edv kenntnisse|compétences|' +
    'compétences techniques|habilidades|competencias|conocimientos|aptitudes|competências|conhecimentos|' +
    'competenze|competenze tecniche|capacità|vaardigheden|competenties|kennis|compétences personnelles|' +
    'competencias personales|competências pessoais|persönliche fähigkeiten|capacità e competenze personali|' +
    'competenze personali|persoonlijke vaardigheden',
  highlights:
    'auszeichnungen|preise|preise und auszeichnungen|distinctions|prix|prix et distinctions|récompenses|' +
    'reconocimientos|premios|premios y reconocimientos|distinciones|prêmios|reconhecimentos|premi|riconoscimenti|' +
    'onderscheidingen|prijzen|logros|logros destacados|méritos|concursos|concours|erfolge|wettbewerbe|concorsi|' +
    'conquistas|prêmios e conquistas|traguardi',
  projects: 'projekte|projets|proyectos|projetos|progetti|projecten',
  certifications:
    'zertifikate|zertifizierungen|weiterbildung|certificats|certificaciones|certificações|certificazioni|certificaten',
  publications: 'publikationen|veröffentlichungen|publicaciones|publicações|pubblicazioni|publicaties',
  languages: 'sprachen|sprachkenntnisse|langues|idiomas|línguas|lingue|conoscenze linguistiche|talen|talenkennis',
  interests:
    'interessen|hobbys|hobbies und interessen|freizeit|centres d intérêt|centres d intérêts|loisirs|intereses|' +
    'aficiones|interesses|' +
    'hobbies|interessi|hobby|interesses en hobby s',
  references: 'referenzen|références|referencias|referências|referenze|referenties',
  volunteer: 'ehrenamt|ehrenamtliches engagement|bénévolat|voluntariado|volontariato|vrijwilligerswerk',
  contact:
    'kontakt|persönliche daten|persönliche angaben|coordonnées|contacto|datos personales|contato|contatti|contactgegevens|persoonlijke gegevens|' +
    'renseignements personnels|informations personnelles|información personal|informação pessoal|informazioni personali|angaben zur person|persoonlijke informatie|' +
    'persönliche informationen|informações pessoais|dados pessoais|dati personali',
};

const MORE_HEADINGS: Partial<Record<SectionKind, string>> = {
  summary:
    'o mnie|podsumowanie|hakkımda|özet|о себе|обо мне|профиль|краткая информация|про мене|个人简介|自我评价|' +
    '自我介绍|个人总结',
  experience:
    'doświadczenie|doświadczenie zawodowe|iş deneyimi|deneyim|опыт|опыт работы|профессиональный опыт|' +
    'трудовая деятельность|досвід|досвід роботи|工作经历|工作经验|实习经历|工作經歷|工作經驗',
  education: 'wykształcenie|edukacja|eğitim|образование|освіта|教育背景|教育经历|教育經歷|学历|學歷',
  skills:
    'umiejętności|yetenekler|beceriler|навыки|ключевые навыки|профессиональные навыки|технические навыки|' +
    'технологии|умения|компетенции|навички|专业技能|技能|技术栈|技能特长|專業技能',
  highlights: 'osiągnięcia|nagrody|ödüller|достижения|награды|досягнення|获奖经历|荣誉奖项|获奖情况',
  projects: 'projekty|projeler|проекты|проєкти|проекти|项目经历|项目经验|項目經歷|專案經歷',
  certifications: 'certyfikaty|sertifikalar|сертификаты|сертифікати|证书|資格證書',
  publications: 'publikacje|yayınlar|публикации|публікації|论文|发表论文',
  languages: 'języki|języki obce|diller|языки|знание языков|иностранные языки|мови|语言能力',
  interests: 'zainteresowania|ilgi alanları|hobiler|интересы|хобби|увлечения|інтереси|兴趣爱好',
  contact: 'dane osobowe|iletişim|контакты|контактная информация|личная информация|контакти|个人信息|联系方式|基本信息',
};

/** Each heading with its kind. */
export const FOREIGN_HEADINGS: [string, SectionKind][] = [HEADINGS, MORE_HEADINGS].flatMap((table) =>
  Object.entries(table).flatMap(([kind, words]) =>
    words.split('|').map((w): [string, SectionKind] => [w, kind as SectionKind]),
  ),
);

/**
 * The word for skills of a longer heading in another language ("Competencias Informáticas", "Fähigkeiten & Werkzeuge",
 * "Compétences et outils", "Conhecimentos Técnicos"), matched without accents like the English core words.
 */
export const FOREIGN_SKILLS_WORD =
  /\b(?:kenntnisse|fahigkeiten|kompetenzen|competences|competencias|habilidades|conocimientos|conhecimentos|competenze|vaardigheden|competenties)\b/;
