import { useParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { usePost } from '../../../features/content/api';
import { contentPaths } from '../../../features/content/paths';
import { RichText } from '../../../kit/RichText';
import { ArticleFrame } from './ArticlePage';

/** /post/{id}: one post. */
export function PostPage() {
  const id = Number(useParams().id);
  const post = usePost(id);
  const p = post.data;
  return (
    <ArticleFrame
      crumbs={[
        { label: 'صفحه اصلی', to: paths.home },
        { label: 'خبرها و راهنماها', to: contentPaths.posts },
      ]}
      title={p?.title}
      date={p?.creation_time}
      hashtags={p?.hashtags_info ?? []}
      thumbnail={p?.thumbnail}
      query={post}
    >
      {p?.text && <RichText text={p.text} />}
    </ArticleFrame>
  );
}
