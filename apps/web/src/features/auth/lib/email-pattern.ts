/** SPEC §5: a simple name@domain shape with no whitespace; the server checks properly. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
