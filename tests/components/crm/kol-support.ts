// What the KOL tests read besides the screen: the messages, and how many applications the mock holds.

import { db } from '@/mocks/db';
import { crmStateOf } from '@/mocks/db/crm';

export { KOL_MESSAGES, SHARE_CODE_MESSAGES } from '@/lib/crm';

export function kolApplicationCount(): number {
  return crmStateOf(db.users).kolApplications.length;
}
