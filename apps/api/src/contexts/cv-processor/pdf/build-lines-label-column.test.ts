import { describe, expect, it } from 'vitest';
import { linesOf, run } from '../test-support/layout.ts';

describe('buildLines: a label column beside its rows', () => {
  it('keeps a label column of dates and labels wrapped over two lines beside its rows (moderncv classic)', () => {
    // The name and a contact box above; the hint column right-aligned against the gutter, "Data" / "Steward" and
    // "Mai–Aug" / "2024" each wrapped under their rows, a line's height below them.
    const label = (text: string, y: number, width: number) => run(text, 140 - width, y, { width, size: 10.9 });
    const row = (text: string, y: number, width = 330) => run(text, 146, y, { width, size: 10.9 });
    const note = (text: string, y: number, width = 330) => run(text, 146, y, { width });
    const heading = (text: string, y: number) => run(text, 146, y, { size: 14.3, width: 110 });
    const lines = linesOf([
      run('Am Lindenhof 12', 435, 93, { width: 90 }),
      run('12345 Weidenbach', 444, 105, { width: 82 }),
      run('Jonas Weidner', 74, 144, { size: 33.9, width: 280 }),
      run('jonas@example.com', 405, 153, { width: 120 }),
      run('Lebenslauf', 74, 177, { size: 17.2, width: 90 }),
      heading('Bildung', 244),
      label('2011–2019', 263, 52),
      row('Abitur, Lindenhof-Gymnasium, Weidenbach, Abschlussnote 1.4', 263),
      note('Bilingualer Zweig mit naturwissenschaftlichen Kursen und einer Facharbeit', 277),
      label('2019–2024', 294, 52),
      row('Bachelor, Hochschule Lindenhof, Weidenbach, Durchschnitt 1.7', 294),
      note('Informatik im dualen Studium mit Praxisphasen in der Industrie', 308),
      heading('Abschlussarbeit', 345),
      label('Titel', 365, 24),
      row('Ein Rahmenwerk für aktives Lernen zur Vorhersage von Messwerten in Böden', 365),
      label('Betreuer', 396, 42),
      row('Prof. Dr. Anna Weidenbach', 396, 150),
      heading('Zertifikate', 423),
      label('Data', 442, 24),
      row('Prüfcode: 0000aaaa1111bbbb2222cccc3333dddd', 442, 300),
      label('Steward', 456, 38),
      label('Field -', 473, 30),
      row('Prüfcode: 4444eeee5555ffff6666gggg7777hhhh', 473, 300),
      label('Surveyor', 486, 42),
      label('Site', 504, 20),
      row('Prüfcode: 8888IIII9999JJJJ', 504, 200),
      label('Steward', 517, 38),
      heading('Berufserfahrung', 544),
      label('2019–2024', 564, 52),
      row('Praktikant, Weidenbach Werke AG, Weidenbach', 564, 260),
      note('Arbeit im dualen Studium an der Hochschule Lindenhof.', 577),
      note('Projekte: Aufbau einer Testumgebung für verteilte Anwendungen im Rechenzentrum', 589),
      label('Mai–Aug', 652, 44),
      row('Praktikant, Lindenhof Chemie AG, Weidenbach', 652, 260),
      label('2024', 666, 25),
      note('Projekte:', 666, 50),
      note('Automatisierung eines regulatorischen Prüfmodells für Messreihen', 678),
    ]);
    expect(lines.find((l) => l.text.includes('Abitur'))?.text).toMatch(/^2011–2019\s+Abitur/);
    expect(lines.find((l) => l.text.includes('Bachelor,'))?.text).toMatch(/^2019–2024\s+Bachelor/);
    expect(lines.find((l) => l.text.includes('Lindenhof Chemie'))?.text).toContain('Mai–Aug');
  });
});
