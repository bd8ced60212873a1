import { GenerateSecretView } from '../../../features/credentials/components/generate-secret-view';
import type { CredentialMode } from '../../../features/credentials/credential-modes';

export function GenerateSecretPage({ mode }: { mode: CredentialMode }) {
  return <GenerateSecretView mode={mode} />;
}
