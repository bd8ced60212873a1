import { CLIENT_CREDENTIALS_GRANT } from '@app/contracts/customer/oauth-token';
import { invalidClient, invalidRequest, unsupportedGrantType } from './oauth-error.ts';

export interface ClientCredentialsRequest {
  clientId: string;
  clientSecret: string;
  method: 'client_secret_basic' | 'client_secret_post';
}

const MAX_CREDENTIAL_LENGTH = 256;

function param(body: Record<string, unknown>, name: string): string | undefined {
  const value = body[name];
  if (value === undefined || value === '') return undefined;
  // RFC 6749 §3.2: parameters sent without a value are omitted, and none may be repeated.
  if (typeof value !== 'string') throw invalidRequest(`Parameter ${name} must be given once, as text`, name);
  return value;
}

/** RFC 6749 §2.3.1: Basic credentials are form-urlencoded before base64. */
function formDecode(value: string): string {
  return decodeURIComponent(value.replace(/\+/g, ' '));
}

function parseBasic(header: string): { clientId: string; clientSecret: string } {
  const match = /^Basic\s+([A-Za-z0-9+/=._~-]+)\s*$/i.exec(header);
  if (!match) throw invalidClient('Unsupported client authentication scheme; use HTTP Basic');
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) throw invalidClient('Malformed HTTP Basic credentials');
  try {
    return { clientId: formDecode(decoded.slice(0, colon)), clientSecret: formDecode(decoded.slice(colon + 1)) };
  } catch {
    throw invalidClient('Malformed HTTP Basic credentials');
  }
}

/**
 * Validates a client-credentials token request (RFC 6749 §4.4.2) and extracts the client authentication, by HTTP
 * Basic or by client_id/client_secret in the body — never both (§2.3).
 */
export function parseTokenRequest(authorization: string | undefined, rawBody: unknown): ClientCredentialsRequest {
  const body = typeof rawBody === 'object' && rawBody !== null ? (rawBody as Record<string, unknown>) : {};
  const grantType = param(body, 'grant_type');
  if (!grantType) throw invalidRequest('Missing grant_type', 'grant_type');
  if (grantType !== CLIENT_CREDENTIALS_GRANT) throw unsupportedGrantType(grantType);
  const bodyId = param(body, 'client_id');
  const bodySecret = param(body, 'client_secret');

  let result: ClientCredentialsRequest;
  if (authorization !== undefined) {
    const basic = parseBasic(authorization);
    if (bodySecret !== undefined) throw invalidRequest('Use only one client authentication method', 'client_secret');
    if (bodyId !== undefined && bodyId !== basic.clientId)
      throw invalidRequest('client_id does not match the HTTP Basic credentials', 'client_id');
    result = { ...basic, method: 'client_secret_basic' };
  } else {
    if (bodyId === undefined || bodySecret === undefined) throw invalidClient('Client authentication required');
    result = { clientId: bodyId, clientSecret: bodySecret, method: 'client_secret_post' };
  }
  if (
    !result.clientId ||
    !result.clientSecret ||
    result.clientId.length > MAX_CREDENTIAL_LENGTH ||
    result.clientSecret.length > MAX_CREDENTIAL_LENGTH
  ) {
    throw invalidClient();
  }
  return result;
}
