/** Every lifetime and limit of the accounts feature in one place (issue 3; ADR 012 and 013). */
export const LOGIN_CODE_TTL_MS = 10 * 60_000;
export const LOGIN_CODE_MAX_FAILURES = 5;
export const LOGIN_CODE_MAX_RESENDS = 3;
export const LOGIN_CODE_RESEND_INTERVAL_MS = 30_000;

export const REFRESH_TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60_000;
export const RESET_TOKEN_TTL_MS = 30 * 60_000;
/** 32 random bytes: well above the 128 bits the issue asks for. */
export const RESET_TOKEN_BYTES = 32;
export const REFRESH_TOKEN_BYTES = 32;

export const ACCOUNT_FAILURE_LIMIT = 10;
export const ACCOUNT_FAILURE_WINDOW_MS = 5 * 60_000;

/**
 * Per client IP: [requests, window], counting every request (invalid ones too). Generous enough for a whole office
 * behind one NAT or a customer's integration suite; passwords and codes are protected by the per-account and
 * per-challenge limits, these only bound what one address can make us do.
 */
export const IP_LIMITS = {
  login: [100, 5 * 60_000],
  verify: [200, 5 * 60_000],
  resend: [50, 5 * 60_000],
  register: [100, 60 * 60_000],
  forgot: [50, 15 * 60_000],
  reset: [50, 15 * 60_000],
  refresh: [300, 5 * 60_000],
  contact: [10, 10 * 60_000],
} as const satisfies Record<string, readonly [number, number]>;

/** Reset e-mails per account and window, so the endpoint cannot be used to flood someone's inbox. */
export const RESET_MAILS_PER_ACCOUNT = 3;
export const RESET_MAILS_WINDOW_MS = 15 * 60_000;
