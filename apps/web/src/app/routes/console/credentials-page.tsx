import { CredentialsView } from '../../../features/credentials/components/credentials-view';
import type { CredentialMode } from '../../../features/credentials/credential-modes';

export type { CredentialMode as CredentialsMode };

export function CredentialsPage({ mode }: { mode: CredentialMode }) {
  return <CredentialsView mode={mode} />;
}
