import type {
  Paginated,
  TicketCategoryInfo,
  TicketCategoryType,
  TicketRow,
  TicketSourceType,
  TicketStatus,
} from '@daneshsara/domain';
import { toFormData } from '../form-data';
import type { HttpClient } from '../http';
import { fetchPage, type ListParams } from '../list';
import { withFilters } from './accounting';

/** GET /mma/tickets filters (ENDPOINTS.md 1.6); a learner only ever gets their own tickets. */
export interface TicketListParams extends ListParams {
  owner?: number;
  status?: TicketStatus;
  status__in?: readonly TicketStatus[];
  source_type?: TicketSourceType;
  source_id?: number;
  category?: number;
  category__type?: TicketCategoryType;
}

/**
 * POST /mma/tickets. `body` is plain text (the server escapes it and turns newlines into <br>);
 * without a category the server picks one from the source type (INVOICE → FINANCIAL).
 */
export interface CreateTicketBody {
  title: string;
  body: string;
  source_type?: TicketSourceType;
  source_id?: number;
  category?: number;
  /** A picture, PDF or Word file: the ticket is then sent as multipart. */
  attachment?: Blob | null;
}

/** mma (messaging): support tickets and their replies (ENDPOINTS.md 1.6, 4.5). */
export function createMmaApi(http: HttpClient) {
  const tickets = '/mma/tickets';
  return {
    listTickets: (
      params: TicketListParams = {},
      signal?: AbortSignal,
    ): Promise<Paginated<TicketRow>> =>
      fetchPage<TicketRow>(
        http,
        tickets,
        withFilters(params, [
          'owner',
          'status',
          'status__in',
          'source_type',
          'source_id',
          'category',
          'category__type',
        ]),
        signal,
      ),
    getTicket: (id: number, signal?: AbortSignal) =>
      http.get<TicketRow>(`${tickets}/${id}`, undefined, signal),
    createTicket: ({ attachment, ...body }: CreateTicketBody) =>
      http.post<TicketRow>(tickets, attachment ? toFormData({ ...body, attachment }) : body),
    /** The departments a ticket may go to, one or more categories each. */
    ticketCategories: (type?: TicketCategoryType, signal?: AbortSignal) =>
      http
        .get<Paginated<TicketCategoryInfo>>('/mma/categories', type ? { type } : undefined, signal)
        .then((page) => page.results),
    /** Plain text; answers the ticket with the new reply. 409 once the ticket is closed. */
    replyTicket: (id: number, body: string) =>
      http.put<TicketRow>(`${tickets}/${id}/reply`, { body }),
    closeTicket: (id: number) => http.put<TicketRow>(`${tickets}/${id}/close`),
  };
}

export type MmaApi = ReturnType<typeof createMmaApi>;
