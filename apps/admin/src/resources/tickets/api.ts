/** The console's ticket resources (one API path, three lists) and the API paths. */
export const TICKETS_RESOURCE = 'financial-tickets';
export const ALL_TICKETS_RESOURCE = 'tickets';
export const EDUCATIONAL_TICKETS_RESOURCE = 'educational-tickets';
export const TICKETS_PATH = 'mma/tickets';

export const ticketActionPath = (id: number | string, action: 'reply' | 'close') =>
  `${TICKETS_PATH}/${encodeURIComponent(String(id))}/${action}`;

export const replyPath = (id: number | string) => `mma/replies/${encodeURIComponent(String(id))}`;
