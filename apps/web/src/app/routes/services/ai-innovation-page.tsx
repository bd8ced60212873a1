import { ServicePage } from '../../../features/landing/components/service-page';

export function AiInnovationPage() {
  return <ServicePage contentKey="aiInnovation" demoPath="/compare-chat" />;
}
