/** The classroom page's «تیم‌ها» tab (messages: import './messages' directly into i18n). */
export { TeamsTab } from './TeamsTab';
export { teamsMessages } from './messages';
