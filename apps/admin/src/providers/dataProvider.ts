import simpleRestProvider from 'ra-data-simple-rest';
import type {
  CreateParams,
  DataProvider,
  GetListParams,
  GetListResult,
  RaRecord,
  SortPayload,
  UpdateParams,
} from 'react-admin';
import { API_URL } from '../config';
import {
  createBlobFetcher,
  createExportStarter,
  createHttpClient,
  type DownloadedFile,
  type ExportAnswer,
  type ExportTask,
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

export type ActionMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** What a custom call sends: a JSON object, or a FormData (multipart, e.g. a receipt file). */
export type ActionBody = Record<string, unknown> | FormData;

export interface ExportReportParams {
  filter: Record<string, unknown>;
  sort?: SortPayload;
}

/** react-admin's methods plus the calls lists and the dashboard need beyond CRUD. */
export interface AdminDataProvider extends DataProvider {
  /**
   * GET /<path>/export_report with the list's filters in the page dialect: the .xlsx itself, or
   * (past 2,000 rows) a task to follow with exportTask and fetch with download.
   */
  exportReport(resource: string, params: ExportReportParams): Promise<ExportAnswer>;
  /** GET rma/tasks/{id}: how far an export got. */
  exportTask(taskId: string): Promise<ExportTask>;
  /** A file under /api (a finished export's download_url) with the Bearer header. */
  download(url: string, fallbackName: string): Promise<DownloadedFile>;
  getStatistics(): Promise<PlatformStatistics>;
  /**
   * A call outside CRUD (PUT accounting/payments/{id}/confirm_withdraw, POST
   * accounting/instalment_offers ...): `path` is under /api; JSON or multipart; the answer's JSON.
   */
  action<T = unknown>(path: string, method?: ActionMethod, body?: ActionBody): Promise<T>;
}

/** A react-admin FileInput/ImageInput value holding a newly picked file. */
export interface PickedFile {
  rawFile: File | Blob;
  title?: string;
}

export function isPickedFile(value: unknown): value is PickedFile {
  return (
    typeof value === 'object' &&
    value !== null &&
    'rawFile' in value &&
    (value as PickedFile).rawFile instanceof Blob
  );
}

/** Whether a create/update body carries a newly picked file (then it goes as multipart). */
export function hasPickedFile(data: Record<string, unknown>): boolean {
  return Object.values(data).some(isPickedFile);
}

/**
 * A body as multipart/form-data, the way the API reads it (core/http/multipart): picked files as
 * file parts, booleans and numbers as text, arrays as repeated fields, null as '' (the API reads
 * empty text as null), undefined left out. A file field still holding its stored URL (a string)
 * is left out, so an unchanged picture is kept; null removes it.
 */
export function toFormData(
  data: Record<string, unknown>,
  fileFields: readonly string[] = [],
): FormData {
  const form = new FormData();
  const append = (key: string, value: unknown) => {
    if (value === undefined) return;
    if (isPickedFile(value)) {
      const name =
        value.rawFile instanceof File ? value.rawFile.name : (value.title ?? `${key}.bin`);
      form.append(key, value.rawFile, name);
    } else if (value instanceof Blob) {
      form.append(key, value);
    } else if (value === null) {
      form.append(key, '');
    } else if (typeof value === 'object') {
      form.append(key, JSON.stringify(value));
    } else {
      form.append(key, String(value));
    }
  };
  for (const [key, value] of Object.entries(data)) {
    const isFileField = fileFields.includes(key) || isPickedFile(value);
    if (isFileField && typeof value === 'string') continue;
    if (Array.isArray(value)) value.forEach((item) => append(key, item));
    else append(key, value);
  }
  return form;
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
 * A grown list's Content-Range names no total (`*`, API.md bounded counts) and simple-rest reads
 * it as NaN: then the list pages with react-admin's partial pagination. The API counts a page's
 * end plus a thousand rows before it stops, so an uncounted list always has a next page.
 */
function partialWhenUncounted<R extends RaRecord>(result: GetListResult<R>, params: GetListParams): GetListResult<R> {
  if (result.total === undefined || Number.isFinite(result.total)) return result;
  const page = params.pagination?.page ?? 1;
  return { data: result.data, pageInfo: { hasNextPage: true, hasPreviousPage: page > 1 } };
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
  const startExport = createExportStarter(deps);
  const base = simpleRestProvider(apiUrl, http);
  const path = (resource: string) => deps.paths[resource] ?? resource;

  return {
    getList: async (resource, params) => partialWhenUncounted(await base.getList(path(resource), params), params),
    getOne: (resource, params) => base.getOne(path(resource), params),
    getMany: (resource, params) => base.getMany(path(resource), params),
    getManyReference: (resource, params) => base.getManyReference(path(resource), params),
    // A form with a newly picked file (a thumbnail) goes as multipart; anything else as JSON.
    create: (async (resource: string, params: CreateParams) => {
      const data = params.data as Record<string, unknown>;
      if (!hasPickedFile(data)) return base.create(path(resource), params);
      const { json } = await http(`${apiUrl}/${path(resource)}`, {
        method: 'POST',
        body: toFormData(data),
      });
      return { data: json as RaRecord };
    }) as DataProvider['create'],
    // PUT (the whole form) unless `meta: { method: 'PATCH' }` asks to change only the fields sent
    // (a professor's teaching texts); multipart when a file is picked.
    update: (async (resource: string, params: UpdateParams) => {
      const data = params.data as Record<string, unknown>;
      const patch = (params.meta as { method?: unknown } | undefined)?.method === 'PATCH';
      const method = patch ? 'PATCH' : 'PUT';
      const file = hasPickedFile(data);
      if (method === 'PUT' && !file) return base.update(path(resource), params);
      const { json } = await http(
        `${apiUrl}/${path(resource)}/${encodeURIComponent(String(params.id))}`,
        { method, body: file ? toFormData(data) : JSON.stringify(data) },
      );
      return { data: json as RaRecord };
    }) as DataProvider['update'],
    updateMany: (resource, params) => base.updateMany(path(resource), params),
    delete: (resource, params) => base.delete(path(resource), params),
    deleteMany: (resource, params) => base.deleteMany(path(resource), params),

    async exportReport(resource, { filter, sort }) {
      const query = toPageDialectParams(filter, sort).toString();
      const url = `${apiUrl}/${path(resource)}/export_report${query ? `?${query}` : ''}`;
      return startExport(url, `${resource}.xlsx`);
    },

    async exportTask(taskId) {
      const { json } = await http(`${apiUrl}/rma/tasks/${encodeURIComponent(taskId)}`);
      return json as ExportTask;
    },

    download(url, fallbackName) {
      // download_url is a path under the site (/api/...): the API's origin is the same.
      const full = /^https?:/.test(url) ? url : `${apiUrl.replace(/\/api\/?$/, '')}${url}`;
      return fetchBlob(full, fallbackName);
    },

    async action<T = unknown>(actionPath: string, method: ActionMethod = 'PUT', body?: ActionBody) {
      const { json } = await http(`${apiUrl}/${actionPath.replace(/^\/+/, '')}`, {
        method,
        body:
          body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
      });
      return json as T;
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
