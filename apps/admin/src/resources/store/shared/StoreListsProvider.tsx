import { useContext, useMemo, type ReactNode } from 'react';
import {
  DataProviderContext,
  type DataProvider,
  type GetListParams,
  type RaRecord,
} from 'react-admin';
import { toPageDialectParams } from '../../../providers/pageDialect';
import type { AdminDataProvider } from '../../../providers/dataProvider';
import { PACKAGE_RESOURCE, PACKAGES_PATH, PRODUCT_RESOURCE, PRODUCTS_PATH } from '../api';

/**
 * Lists the store API answers only in its page dialect: GET store/products and store/packages
 * read `sort` as the storefront's order (BEST_SELLING ...) and refuse react-admin's
 * `sort=["id","DESC"]` with 400. Until the API tells the two apart, these lists are asked for
 * with page/per_page/ordering (the dialect export_report already uses).
 */
const PAGE_DIALECT_LISTS: Readonly<Record<string, string>> = {
  [PRODUCT_RESOURCE]: PRODUCTS_PATH,
  [PACKAGE_RESOURCE]: PACKAGES_PATH,
};

interface PageAnswer {
  results: RaRecord[];
  count: number;
}

/** getList of a page-dialect list: the same filters and sort, the answer as react-admin wants. */
export function pageDialectQuery(params: GetListParams): string {
  const query = toPageDialectParams(params.filter ?? {}, params.sort);
  query.set('page', String(params.pagination?.page ?? 1));
  query.set('per_page', String(params.pagination?.perPage ?? 10));
  return query.toString();
}

export function withPageDialectLists(provider: DataProvider): DataProvider {
  const admin = provider as AdminDataProvider;
  return new Proxy(provider, {
    get(target, name, receiver) {
      if (name !== 'getList') return Reflect.get(target, name, receiver);
      return async (resource: string, params: GetListParams) => {
        const path = PAGE_DIALECT_LISTS[resource];
        if (!path) return target.getList(resource, params);
        const json = await admin.action<PageAnswer>(`${path}?${pageDialectQuery(params)}`, 'GET');
        return { data: json.results ?? [], total: json.count ?? 0 };
      };
    },
  });
}

/** Around the product and package screens (their lists and the package's product picker). */
export function StoreListsProvider({ children }: { children: ReactNode }) {
  const provider = useContext(DataProviderContext);
  const wrapped = useMemo(() => (provider ? withPageDialectLists(provider) : provider), [provider]);
  return <DataProviderContext.Provider value={wrapped}>{children}</DataProviderContext.Provider>;
}
