/** The classroom page's «پروژه‌ها» tab (messages: import './messages' directly into i18n). */
export { ProjectsTab } from './ProjectsTab';
export { projectsMessages } from './messages';
