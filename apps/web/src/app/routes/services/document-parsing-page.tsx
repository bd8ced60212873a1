import { ServicePage } from '../../../features/landing/components/service-page';

export function DocumentParsingPage() {
  return <ServicePage contentKey="documentParsing" demoPath="/cv-parsing" />;
}
