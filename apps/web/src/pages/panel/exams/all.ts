/**
 * Every exam page (a learner's test, sitting, result and objection; a grader's pages) in one lazy
 * chunk of its own: none of it is part of the storefront's first load.
 */
export { TestPage } from './TestPage';
export { ConfirmationPage } from './ConfirmationPage';
export { AllQuestionsPage, QuestionPage } from './SittingPage';
export { ObjectionPage, ResultPage } from './ResultPages';
export { GraderBooksPage, GraderClassroomsPage } from './GraderListPages';
export { GraderBookPage } from './GraderBookPage';
