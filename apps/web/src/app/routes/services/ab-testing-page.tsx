import { ServicePage } from '../../../features/landing/components/service-page';

export function AbTestingPage() {
  return <ServicePage contentKey="abTesting" demoPath="/marketplace" />;
}
