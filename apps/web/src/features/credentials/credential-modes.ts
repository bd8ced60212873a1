import { CREDENTIAL_MODES, type CredentialMode, type CredentialServiceId } from '@app/contracts/customer/credentials';

export type { CredentialMode };

/** Where each mode's screens live (router.tsx), so "Back to client credentials" returns to the matching one. */
const LIST_PATHS: Record<CredentialMode, string> = {
  'ab-cred': '/login/manage-ab-test/AB-cred',
  'ft-cred': '/login/manage-feature-toggle/ft-cred',
};

export function serviceIdOf(mode: CredentialMode): CredentialServiceId {
  return CREDENTIAL_MODES[mode];
}

export function credentialsPathOf(mode: CredentialMode): string {
  return LIST_PATHS[mode];
}

export function generatePathOf(mode: CredentialMode): string {
  return `${LIST_PATHS[mode]}/generate-client-secret`;
}

/** SPEC §9: the list shows the latest 5 secrets. */
export const SECRETS_SHOWN = 5;
