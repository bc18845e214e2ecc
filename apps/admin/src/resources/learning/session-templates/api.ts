/** API path under /api: GET (filter `unit`), POST, PUT/DELETE {id}; there is no GET {id}. */
export const TEMPLATES_PATH = 'lma/session_templates';

/** react-admin resource name (SPEC «Admin»: session-templates list, create, {id}). */
export const TEMPLATES_RESOURCE = 'session-templates';

/** GET lma/session_templates[?unit=] (the page dialect: one page with every template). */
export function templatesPath(unitId?: number | string | null): string {
  return unitId ? `${TEMPLATES_PATH}?unit=${encodeURIComponent(String(unitId))}` : TEMPLATES_PATH;
}

/** /session-templates?unit={id}: the list on one unit. */
export function templateListRoute(unitId?: number | string | null): string {
  return unitId
    ? `/${TEMPLATES_RESOURCE}?unit=${encodeURIComponent(String(unitId))}`
    : `/${TEMPLATES_RESOURCE}`;
}
