// Plain constants, free of zod, so the web form can import them without the schema library.

/** SPEC §3 Compare-chat, §5: one question, 1-2000 characters, never blank. */
export const QUESTION_MAX_LENGTH = 2000;
export const BLANK_QUESTION_MESSAGE = 'Please enter a question.';
