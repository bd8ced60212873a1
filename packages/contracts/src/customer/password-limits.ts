// Plain constants, free of zod, so a web form can import them without the schema library.

export const PASSWORD_MIN_LENGTH = 8;
/** The server limit; the web form keeps SPEC §5's 30-character input limit. */
export const PASSWORD_MAX_LENGTH = 128;
/** SPEC §5: the password inputs allow at most 30 characters. */
export const PASSWORD_INPUT_MAX_LENGTH = 30;
