import type { ConfiguredModel } from '../../../platform/ai/language-models.ts';

/** A model of the comparison demo: each model of AI_MODELS, configured or reported as not configured. */
export type ChatModel = ConfiguredModel;
