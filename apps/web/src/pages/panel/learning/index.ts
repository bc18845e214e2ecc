/** The learner's learning pages in the panel (loaded with the public ones: ../../public/learning/all). */
export { CompleteInfoPage } from './CompleteInfoPage';
export { MyClassroomPage } from './MyClassroomPage';
export { MyCirclesPage, MyClassroomsPage, MyEventsPage } from './MyRegistrationsPage';
export { LeaderTeamPage } from './LeaderTeamPage';
export { LeaderTeamsPage } from './LeaderTeamsPage';
export { ProjectPage } from './ProjectPage';
export { SessionPage } from './SessionPage';
