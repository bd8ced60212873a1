import { ServicePage } from '../../../features/landing/components/service-page';

export function AiServicesPage() {
  return <ServicePage contentKey="aiServices" demoPath="/cv-matcher" />;
}
