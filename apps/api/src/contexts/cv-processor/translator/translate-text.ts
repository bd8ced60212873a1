import { generateObject } from 'ai';
import { z } from 'zod';
import type { CvModel } from '../llm/cv-model.ts';

const translationsSchema = z.object({ translations: z.array(z.string()) });

/** One model call per page: the page's lines in, the same number of Simplified Chinese lines out. */
export async function translateLines(cv: CvModel, lines: string[]): Promise<string[]> {
  if (lines.length === 0) return [];
  const { object } = await generateObject({
    model: cv.model,
    schema: translationsSchema,
    abortSignal: AbortSignal.timeout(cv.timeoutMs),
    maxRetries: 2,
    system:
      'Translate each English line into Simplified Chinese. Return exactly one translation per input line, in order. Keep numbers, names, e-mails and URLs unchanged.',
    prompt: JSON.stringify(lines),
  });
  return lines.map((line, i) => object.translations[i]?.trim() || line);
}
