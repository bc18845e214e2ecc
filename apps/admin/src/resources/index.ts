import { canSeeResource, type ResourceModule } from './types';
import { userPicker, users } from './users';
import { invoices } from './invoices';
import { educationalTickets, financialTickets, tickets } from './tickets';
import { notices } from './notices';
import { subscriptions } from './subscriptions';
import { payments } from './payments';
import { transactions } from './transactions';
import { discounts } from './discounts';
import { donationCategories } from './donation-categories';
import { donations } from './donations';
import { donationRegistrations } from './donation-registrations';
import { storeResources } from './store';
import { learningResources } from './learning';
import { sessionResources } from './learning/sessions';
import { teachingResources } from './learning/teaching';
import { contentResources } from './content';

/** Every console resource; add a new one here after writing resources/<name>/index.ts. */
export const resources: readonly ResourceModule[] = [
  users,
  userPicker,
  invoices,
  financialTickets,
  tickets,
  educationalTickets,
  notices,
  subscriptions,
  payments,
  transactions,
  discounts,
  donationCategories,
  donations,
  donationRegistrations,
  ...storeResources,
  ...learningResources,
  ...sessionResources,
  ...teachingResources,
  ...contentResources,
];

/** react-admin resource name → API path, for the dataProvider. */
export const resourcePaths: Readonly<Record<string, string>> = Object.fromEntries(
  resources.map((r) => [r.name, r.apiPath]),
);

export type { ResourceModule } from './types';

/** For authProvider.canAccess: a resource not listed here (dashboard, custom routes) is open. */
export function canAccessResource(
  name: string,
  roles: readonly string[],
  action = 'list',
): boolean {
  const module = resources.find((r) => r.name === name);
  return module ? canSeeResource(module, roles, action) : true;
}
