/** The content pages, one lazy chunk (app/router.tsx). */
export { ContentListPage } from './ContentListPage';
export { ContentPage } from './ContentPage';
export { PostListPage } from './PostListPage';
export { PostPage } from './PostPage';
export { PagePreviewPage } from './PagePreviewPage';
export { TopicListPage } from './TopicListPage';
export { TopicPage } from './TopicPage';
export { LandingListPage } from './LandingListPage';
