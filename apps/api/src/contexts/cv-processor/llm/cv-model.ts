import type { LanguageModel } from 'ai';
import type { Config } from '../../../platform/config.ts';
import { configuredModels } from '../../../platform/ai/language-models.ts';

export interface CvModel {
  model: LanguageModel;
  name: string;
  timeoutMs: number;
}

/** The first model of AI_MODELS whose provider has a key (ADR 064), or null: the offline parser then answers. */
export function pickCvModel(ai: Config['ai']): CvModel | null {
  const found = configuredModels(ai).find((m) => m.model !== undefined);
  if (!found?.model) return null;
  return { model: found.model, name: `${found.provider}:${found.modelName}`, timeoutMs: ai.timeoutMs };
}
