import { api } from '../../lib/api';
// Until libs/api-client's index exports endpoints/store (the lead wires it), reach it directly;
// then this becomes `import { createStoreApi } from '@daneshsara/api-client'`.
import { createStoreApi } from '../../../../../libs/api-client/src/endpoints/store';

export type {
  AddressBody,
  BasketThing,
  OrderListParams,
  PackageListParams,
  ProductListParams,
  StoreMediaType,
} from '../../../../../libs/api-client/src/endpoints/store';

/** The store calls over the app's one HTTP client (token, 401 handling), like features/donation. */
export const store = createStoreApi(api.http);
