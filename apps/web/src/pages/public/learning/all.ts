/**
 * Every learning page, public and panel, in one lazy chunk: they share most of their parts, and
 * one import site keeps the router's preload map (part of the first load) short.
 */
export { ClassroomCatalogPage, EventCatalogPage } from './CatalogPage';
export { ClassroomDetailPage } from './ClassroomDetailPage';
export {
  CompleteInfoPage,
  LeaderTeamPage,
  LeaderTeamsPage,
  MyCirclesPage,
  MyClassroomPage,
  MyClassroomsPage,
  MyEventsPage,
  ProjectPage,
  SessionPage,
} from '../../panel/learning';
