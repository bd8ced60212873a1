// The vocabularies that tell a job title from an employer's name, read by the header and role rules.

/** French job words ("Enseignant", "Chargée", "Stagiaire", "Tuteur"), also read by `splitAt`. */
export const FRENCH_JOB_WORDS = String.raw`tut(?:eur|rice)|architecte|administrat(?:eur|rice)|enseignante?|professeure?|format(?:eur|rice)|directeur|directrice|ing[ée]nieure?|d[ée]veloppeu(?:r|se)|stagiaire|chef(?:fe)?|charg[ée]e?|responsable|technicien(?:ne)?`;

/**
 * Job words of the other languages: French, Spanish, Portuguese, Italian and Dutch titles that no English word of the
 * list below names ("Asistente", "Estagiário", "Stagista", "Stagiair").
 */
const OTHER_JOB_WORDS = String.raw`arquitet[oa]|arquitect[oa]|architetto|especialista|profesional|profissional|asistente|assistente|ayudante|encargad[oa]|auxiliar|t[ée]cnic[oa]|coordinador(?:a)?|coordenador(?:a)?|asesor(?:a)?|consultor(?:a)?|becari[oa]|pasante|practicante|estagi[áa]ri[oa]|est[áa]gio|diretor(?:a)?|dise[ñn]ador(?:a)?|traductor(?:a)?|stagista|tirocinante|tirocinio|pr[áa]cticas|pasant[íi]a|praktikum|consulente|tecnico|progettista|programmatore|sistemista|impiegat[oa]|stagiair(?:e)?|stagair|afstudeerder|beheerder|leraar|docent|eigenaar|oprichter`;

/**
 * Job words. The last group is the same in German (compounds: "Softwareentwickler", "Projektleiterin"), French,
 * Spanish, Portuguese, Italian and Dutch.
 */
export const TITLE_RE = new RegExp(
  String.raw`\b([a-zäöü]*(?:entwickler|ingenieur|berater|leiter|manager|programmierer|mitarbeiter|sachbearbeiter|geschäftsführer|praktikant|werkstudent|referent|techniker)(?:in)?|inhaber(?:in)?|${FRENCH_JOB_WORDS}|${OTHER_JOB_WORDS}|profesora?|docente|lehrer(?:in)?|consultante|analista|desarrollador(?:a)?|ingenier[oa]|jef[ea]|gerente|programador(?:a)?|desenvolvedor(?:a)?|engenheir[oa]|sviluppatore|ingegnere|responsabile|[a-z]*(?:medewerker|ontwikkelaar|adviseur|specialist)|engineer|developer|intern|internship|manager|director|cto|ceo|cfo|coo|cio|cpo|founder|co-founder|analyst|scientist|researcher|consultant|designer|lead|architect|specialist|administrator|assistant|associate|officer|head|vp|vice president|president|coordinator|technician|teacher|professor|lecturer|fellow|programmer|owner|partner|principal|staff|senior|junior|strategist|writer|editor|accountant|nurse|representative|executive|supervisor|trainee|apprentice|tutor|advisor|adviser|contractor|freelancer|sre|devops|qa|tester|recruiter|marketer|product|postdoc|postdoctoral|maintainer|creator|volunteer|chair|instructor|mentor|master|agent|clerk|operator|planner|auditor|counsel|attorney|lawyer|therapist|pharmacist|physician|technologist|steward|cashier|receptionist|secretary|buyer|controller|economist|statistician|librarian|chef|mechanic|electrician|au pair|nanny|babysitter|waiter|waitress|barista|bartender)\b`,
  'i',
);
export const COMPANY_RE =
  /\b(inc|llc|ltd|limited|corp|corporation|company|gmbh|plc|ag|sa|bv|nv|oy|srl|spa|pty|technologies|technology|labs?|research|group|studios?|solutions|systems|ventures|capital|bank|software|consulting|agency|partners|holdings|university|institute|hospital|foundation|industries|enterprises|energy|analytics|media|games|networks?|services|logistics)\b\.?/i;

/**
 * Words opening an organisation's other name in brackets after its own ("(formerly Northwind)", "(now Orbis)",
 * "(ehemals …)", "(tegenwoordig: …)"), in English, German, French, Spanish, Portuguese, Italian and Dutch.
 */
export const OTHER_NAME = String.raw`(?:(?:formerly|previously|now|ehemals|heute|jetzt|anciennement|d[ée]sormais|antes|ahora|actualmente|agora|atualmente|ora|gi[àa]|tegenwoordig|voorheen|nu)(?!\p{L})|ex-)`;
