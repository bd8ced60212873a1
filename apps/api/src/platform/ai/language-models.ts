import type { LanguageModel } from 'ai';
import { createOpenAI } from '@ai-sdk/openai';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createXai } from '@ai-sdk/xai';
import { createDeepSeek } from '@ai-sdk/deepseek';
import type { Config } from '../config.ts';

export type AiProvider = keyof Config['ai']['keys'];

/** One model of AI_MODELS; `model` is absent when its provider has no key (reported, never faked). */
export interface ConfiguredModel {
  provider: AiProvider;
  modelName: string;
  model: LanguageModel | undefined;
}

type ProviderFactory = (modelName: string, apiKey: string, baseURL: string | undefined) => LanguageModel;

// OpenAI goes through chat completions, not the Responses API: it is the wire format every OpenAI-compatible gateway
// (and the tests' fake provider) speaks, and all the product needs.
const FACTORIES: Record<AiProvider, ProviderFactory> = {
  openai: (name, apiKey, baseURL) => createOpenAI({ apiKey, baseURL }).chat(name),
  google: (name, apiKey, baseURL) => createGoogleGenerativeAI({ apiKey, baseURL })(name),
  xai: (name, apiKey, baseURL) => createXai({ apiKey, baseURL }).chat(name),
  deepseek: (name, apiKey, baseURL) => createDeepSeek({ apiKey, baseURL }).chat(name),
};

/** The AI SDK models of AI_MODELS, in order, with the providers' keys and base URLs (ADR 050). */
export function configuredModels(ai: Config['ai']): ConfiguredModel[] {
  return ai.models.map(({ provider, model: modelName }) => {
    const p = provider as AiProvider; // config.ts accepts only these four
    const apiKey = ai.keys[p];
    return { provider: p, modelName, model: apiKey ? FACTORIES[p](modelName, apiKey, ai.baseUrls[p]) : undefined };
  });
}
