import type { LanguageModel } from 'ai';
import { createOpenAI } from '@ai-sdk/openai';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createXai } from '@ai-sdk/xai';
import { createDeepSeek } from '@ai-sdk/deepseek';
import type { Config } from '../../../platform/config.ts';
import type { Provider } from '@app/contracts/customer/compare-models';

/** One configured model; `model` is absent when its provider has no key (reported, never faked). */
export interface ChatModel {
  provider: Provider;
  modelName: string;
  model: LanguageModel | undefined;
}

type ProviderFactory = (modelName: string, apiKey: string, baseURL: string | undefined) => LanguageModel;

// OpenAI goes through chat completions, not the Responses API: it is the wire format every
// OpenAI-compatible gateway (and our fake provider) speaks, and all the demo needs.
const FACTORIES: Record<Provider, ProviderFactory> = {
  openai: (name, apiKey, baseURL) => createOpenAI({ apiKey, baseURL }).chat(name),
  google: (name, apiKey, baseURL) => createGoogleGenerativeAI({ apiKey, baseURL })(name),
  xai: (name, apiKey, baseURL) => createXai({ apiKey, baseURL }).chat(name),
  deepseek: (name, apiKey, baseURL) => createDeepSeek({ apiKey, baseURL }).chat(name),
};

export function buildChatModels(ai: Config['ai']): ChatModel[] {
  return ai.models.map(({ provider, model: modelName }) => {
    const p = provider as Provider;
    const apiKey = ai.keys[p];
    return { provider: p, modelName, model: apiKey ? FACTORIES[p](modelName, apiKey, ai.baseUrls[p]) : undefined };
  });
}
