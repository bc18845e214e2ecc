/** The classroom page's «نتایج» tab (messages: import './messages' directly into i18n). */
export { ResultsTab } from './ResultsTab';
export { resultsMessages } from './messages';
