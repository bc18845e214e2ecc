/** The console resource of financial help tickets (/admin/financial-tickets) and its API paths. */
export const TICKETS_RESOURCE = 'financial-tickets';
export const TICKETS_PATH = 'mma/tickets';

export const ticketActionPath = (id: number | string, action: 'reply' | 'close') =>
  `${TICKETS_PATH}/${encodeURIComponent(String(id))}/${action}`;

export const replyPath = (id: number | string) => `mma/replies/${encodeURIComponent(String(id))}`;
