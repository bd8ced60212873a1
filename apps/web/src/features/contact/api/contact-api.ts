import { contactRoute, type ContactBody } from '@app/contracts/customer/contact';
import { callApi } from '../../../lib/api-client';

export function submitContact(body: ContactBody, successMessage: string) {
  return callApi(contactRoute, { body, overlay: true, successMessage });
}
