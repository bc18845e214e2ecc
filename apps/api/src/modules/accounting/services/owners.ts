export { briefFromRaw, briefOf, briefSelects, userBrief, userBriefs } from '../../uma';

export const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);
