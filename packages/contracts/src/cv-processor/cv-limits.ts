// Plain constants, free of zod, so the web demos can import them without the schema library.

/** Client-side limits of SPEC §5 "CV upload", shared with the server's checks. */
export const CV_MAX_BYTES = 1024 * 1024;
export const CV_MAX_PAGES = 20;

/** Parsed values with a confidence below this are shown as uncertain by the web demo (ADR 082). */
export const CV_LOW_CONFIDENCE = 0.6;
