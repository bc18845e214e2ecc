export { learnerRecordMessages } from './messages';
export {
  learnerRecordRoutes,
  MemberRecordButton,
  UserClassroomsTab,
  useCanSeeLearnerRecords,
} from './routes';
