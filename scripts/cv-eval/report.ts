// Field figures of a set of scored documents, printed side by side (held-out first).
import { addCounts, emptyCounts, f1 } from '../eval-cv-metrics.ts';
import type { DocScore } from './held-out.ts';

export interface Figures {
  docs: number;
  fullName: number;
  email: number;
  phone: number;
  employerDtos: number;
  educationDtos: number;
  skills: number;
  socialMedias: number;
  highlights: number;
  micro: number;
}

export function figures(docs: DocScore[]): Figures {
  const total = emptyCounts();
  for (const d of docs) addCounts(total, d.counts);
  const share = (ok: (d: DocScore) => boolean) => (docs.length ? docs.filter(ok).length / docs.length : 1);
  return {
    docs: docs.length,
    fullName: share((d) => d.nameOk),
    email: share((d) => d.emailOk),
    phone: share((d) => d.phoneOk),
    employerDtos: f1(total.byField.employerDtos),
    educationDtos: f1(total.byField.educationDtos),
    skills: f1(total.byField.skills),
    socialMedias: f1(total.byField.socialMedias),
    highlights: f1(total.byField.highlights),
    micro: f1(total.all),
  };
}

const ROWS: [keyof Figures, string][] = [
  ['micro', 'micro-F1 all fields'],
  ['fullName', 'full name accuracy'],
  ['email', 'e-mail accuracy'],
  ['phone', 'phone accuracy'],
  ['employerDtos', 'employer entries F1'],
  ['educationDtos', 'education entries F1'],
  ['skills', 'skills F1'],
  ['socialMedias', 'links F1'],
  ['highlights', 'highlights F1'],
];

/** Issue #21's goals for résumés with a text layer. */
const TEXT_GOALS: Partial<Record<keyof Figures, string>> = {
  micro: '≥ 0.90',
  fullName: '≥ 0.95',
  email: '≥ 0.98',
  phone: '≥ 0.90',
  employerDtos: '≥ 0.85',
  educationDtos: '≥ 0.85',
};

/** Issue #21's goal for scanned résumés: micro-F1 only. */
export const SCANNED_GOALS: Partial<Record<keyof Figures, string>> = { micro: '≥ 0.80' };

export function printColumns(title: string, columns: [string, Figures][], goals = TEXT_GOALS) {
  console.log(`\n${title}`);
  console.log(`  ${''.padEnd(22)}${columns.map(([name, f]) => `${name} (${f.docs})`.padEnd(20)).join('')}goal`);
  for (const [key, label] of ROWS) {
    console.log(
      `  ${label.padEnd(22)}${columns.map(([, f]) => f[key].toFixed(3).padEnd(20)).join('')}${goals[key] ?? ''}`,
    );
  }
}

export function printFamilies(rows: { family: string; heldOut: Figures; inSample: Figures; setting: string }[]) {
  console.log(
    '\nPer family: held-out micro-F1 / name / employer F1 / education F1 (in-sample micro-F1), setting fitted without it',
  );
  for (const r of rows) {
    const h = r.heldOut;
    console.log(
      `  ${r.family.padEnd(26)}${h.micro.toFixed(3)} / ${h.fullName.toFixed(2)} / ${h.employerDtos.toFixed(3)} / ${h.educationDtos.toFixed(3)}  (${r.inSample.micro.toFixed(3)})  ${r.setting}`,
    );
  }
}

/** One row per document (a scan per family): every field's figure, so a family's fall can be told by field. */
export function printFieldsPerFamily(title: string, rows: { family: string; figures: Figures }[]) {
  console.log(`\n${title}`);
  console.log(
    `  ${'family'.padEnd(26)}${ROWS.map(([key]) => key.replace('Dtos', '').slice(0, 9).padEnd(10)).join('')}`,
  );
  for (const r of rows) {
    console.log(`  ${r.family.padEnd(26)}${ROWS.map(([key]) => r.figures[key].toFixed(3).padEnd(10)).join('')}`);
  }
}
