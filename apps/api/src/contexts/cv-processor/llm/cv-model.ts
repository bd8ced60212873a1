import type { LanguageModel } from 'ai';
import { createOpenAI } from '@ai-sdk/openai';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createXai } from '@ai-sdk/xai';
import { createDeepSeek } from '@ai-sdk/deepseek';
import type { Config } from '../../../platform/config.ts';

type Factory = (name: string, apiKey: string, baseURL: string | undefined) => LanguageModel;

/** This context's own small provider factory (ADR 064): the first configured model whose provider has a key. */
const FACTORIES: Record<string, Factory> = {
  openai: (name, apiKey, baseURL) => createOpenAI({ apiKey, baseURL }).chat(name),
  google: (name, apiKey, baseURL) => createGoogleGenerativeAI({ apiKey, baseURL })(name),
  xai: (name, apiKey, baseURL) => createXai({ apiKey, baseURL }).chat(name),
  deepseek: (name, apiKey, baseURL) => createDeepSeek({ apiKey, baseURL }).chat(name),
};

export interface CvModel {
  model: LanguageModel;
  name: string;
  timeoutMs: number;
}

export function pickCvModel(ai: Config['ai']): CvModel | null {
  for (const { provider, model } of ai.models) {
    const key = ai.keys[provider as keyof Config['ai']['keys']];
    const factory = FACTORIES[provider];
    if (key && factory) {
      return { model: factory(model, key, ai.baseUrls[provider as keyof Config['ai']['baseUrls']]), name: `${provider}:${model}`, timeoutMs: ai.timeoutMs };
    }
  }
  return null;
}
