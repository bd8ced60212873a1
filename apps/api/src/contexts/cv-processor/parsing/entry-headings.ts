// Unknown "headings" that are the first lines of entries under a known heading (docs/cv-processing.md, stage 5).

interface HeadingLike {
  known: boolean;
  /** Size, weight and case, as sections.ts compares headings. */
  style: string;
  size: number;
}

/**
 * Deedy's "EDUCATION" / "UC SAN DIEGO" / "B.S. in Computer Science": a school, employer or skill group printed in
 * bold capitals above the body size reads as an unknown heading of its own, and leaves the known heading right
 * above it empty. An unknown heading right below a known one, no larger and in another style, is that section's first
 * entry; later unknown headings in its exact style, up to the next known heading, are entries of the same
 * section too ("UC SAN DIEGO", then "STANFORD").
 */
export function entryHeadsUnderHeadings<T extends HeadingLike>(kinds: (T | null)[]): (T | null)[] {
  const out = [...kinds];
  let entryStyle: string | null = null;
  out.forEach((c, i) => {
    if (!c) return;
    if (c.known) {
      const next = out[i + 1];
      entryStyle = next && !next.known && next.size <= c.size * 1.02 && next.style !== c.style ? next.style : null;
      return;
    }
    if (c.style === entryStyle) out[i] = null;
  });
  return out;
}
