/**
 * A unit's past marks: the section for its edit page, the routes (SPEC units/{unit_id}/
 * transcript_sheet_history …) and a link button; messages: import './messages' into i18n.
 */
export { UnitTranscriptHistories } from './UnitHistories';
export { historyRoutes, UnitHistoriesButton } from './routes';
export { historiesMessages } from './messages';
