import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, SortPayload } from 'react-admin';
import { API_URL } from '../config';
import {
  createBlobFetcher,
  createHttpClient,
  type DownloadedFile,
  type HttpClient,
  type HttpClientDeps,
} from './httpClient';
import { toPageDialectParams } from './pageDialect';

/** GET /rma/aggregator/statistics (API.md "Shapes worth knowing"). */
export interface PlatformStatistics {
  users_count: number | null;
  training_classrooms_count: number | null;
  event_classrooms_count: number | null;
}

export interface ExportReportParams {
  filter: Record<string, unknown>;
  sort?: SortPayload;
}

/** react-admin's methods plus the calls lists and the dashboard need beyond CRUD. */
export interface AdminDataProvider extends DataProvider {
  /** GET /<path>/export_report with the list's filters in the page dialect; an .xlsx blob. */
  exportReport(resource: string, params: ExportReportParams): Promise<DownloadedFile>;
  getStatistics(): Promise<PlatformStatistics>;
}

export interface DataProviderDeps extends HttpClientDeps {
  /** react-admin resource name → API path under /api, e.g. users → uma/users. */
  paths: Readonly<Record<string, string>>;
  apiUrl?: string;
}

/** A figure the server really sent, or null (the card then stays hidden: no made-up zeros). */
function toCount(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  return null;
}

/**
 * ra-data-simple-rest over /api (the react-admin dialect of API.md: sort/range/filter and
 * Content-Range), with the Bearer header and Persian errors; resources are mapped to their module
 * paths so routes stay short (/admin/users) while the API keeps /api/uma/users.
 */
export function createDataProvider(deps: DataProviderDeps): AdminDataProvider {
  const apiUrl = deps.apiUrl ?? API_URL;
  const http: HttpClient = createHttpClient(deps);
  const fetchBlob = createBlobFetcher(deps);
  const base = simpleRestProvider(apiUrl, http);
  const path = (resource: string) => deps.paths[resource] ?? resource;

  return {
    getList: (resource, params) => base.getList(path(resource), params),
    getOne: (resource, params) => base.getOne(path(resource), params),
    getMany: (resource, params) => base.getMany(path(resource), params),
    getManyReference: (resource, params) => base.getManyReference(path(resource), params),
    create: (resource, params) => base.create(path(resource), params),
    update: (resource, params) => base.update(path(resource), params),
    updateMany: (resource, params) => base.updateMany(path(resource), params),
    delete: (resource, params) => base.delete(path(resource), params),
    deleteMany: (resource, params) => base.deleteMany(path(resource), params),

    async exportReport(resource, { filter, sort }) {
      const query = toPageDialectParams(filter, sort).toString();
      const url = `${apiUrl}/${path(resource)}/export_report${query ? `?${query}` : ''}`;
      return fetchBlob(url, `${resource}.xlsx`);
    },

    async getStatistics() {
      const { json } = await http(`${apiUrl}/rma/aggregator/statistics`);
      const body = (typeof json === 'object' && json !== null ? json : {}) as Record<
        string,
        unknown
      >;
      return {
        users_count: toCount(body.users_count),
        training_classrooms_count: toCount(body.training_classrooms_count),
        event_classrooms_count: toCount(body.event_classrooms_count),
      };
    },
  };
}
