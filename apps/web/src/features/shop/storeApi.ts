import { api } from '../../lib/api';
import { createStoreApi } from '@daneshsara/api-client';

export type {
  AddressBody,
  BasketThing,
  OrderListParams,
  PackageListParams,
  ProductListParams,
  StoreMediaType,
} from '@daneshsara/api-client';

/** The store calls over the app's one HTTP client (token, 401 handling), like features/donation. */
export const store = createStoreApi(api.http);
