import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import FormatQuoteRoundedIcon from '@mui/icons-material/FormatQuoteRounded';
import LibraryBooksOutlinedIcon from '@mui/icons-material/LibraryBooksOutlined';
import PermMediaOutlinedIcon from '@mui/icons-material/PermMediaOutlined';
import RecentActorsOutlinedIcon from '@mui/icons-material/RecentActorsOutlined';
import TuneOutlinedIcon from '@mui/icons-material/TuneOutlined';
import TagOutlinedIcon from '@mui/icons-material/TagOutlined';
import TopicOutlinedIcon from '@mui/icons-material/TopicOutlined';
import { lazy, type ComponentType } from 'react';
import type { ResourceModule } from '../types';

// Each screen loads on first use (the console's first load stays small).
const screens = () => import('./ContentScreens');
const categories = () => import('../store/categories/CategoryScreens');
type Screens = Awaited<ReturnType<typeof screens>>;
const screen = (name: keyof Screens) =>
  lazy(() => screens().then((m) => ({ default: m[name] as ComponentType })));

/** A content resource (SPEC section 2's admin routes) over its /api/cma path. */
function resource(
  name: string,
  apiPath: string,
  order: number,
  icon: ComponentType,
  list: keyof Screens,
  create: keyof Screens,
  edit: keyof Screens,
  repr = 'title',
): ResourceModule {
  return {
    name,
    apiPath,
    menuGroup: 'content',
    menuOrder: order,
    permission: 'cma.content.manage',
    icon,
    list: screen(list),
    create: screen(create),
    edit: screen(edit),
    recordRepresentation: repr,
  };
}

/** A category tree: the store's tree screens, told which resource they show. */
function tree(name: string, apiPath: string, order: number): ResourceModule {
  return {
    name,
    apiPath,
    menuGroup: 'content',
    menuOrder: order,
    permission: 'cma.content.manage',
    icon: AccountTreeOutlinedIcon,
    list: screen('CategoryTreeList'),
    create: lazy(() => categories().then((m) => ({ default: m.CategoryCreate }))),
    edit: lazy(() => categories().then((m) => ({ default: m.CategoryEdit }))),
    recordRepresentation: 'title',
  };
}

export const contentResources: readonly ResourceModule[] = [
  resource('post', 'cma/posts', 1, ArticleOutlinedIcon, 'PostList', 'PostCreate', 'PostEdit'),
  tree('post-category', 'cma/posts/categories', 2),
  resource(
    'content',
    'cma/contents',
    3,
    LibraryBooksOutlinedIcon,
    'ContentItemList',
    'ContentCreate',
    'ContentEdit',
  ),
  tree('content-category', 'cma/contents/categories', 4),
  resource(
    'content-topic',
    'cma/topics',
    5,
    TopicOutlinedIcon,
    'TopicList',
    'TopicCreate',
    'TopicEdit',
  ),
  tree('content-topic-category', 'cma/topics/categories', 6),
  resource(
    'media',
    'cma/medias',
    7,
    PermMediaOutlinedIcon,
    'MediaList',
    'MediaCreate',
    'MediaEdit',
  ),
  tree('media-category', 'cma/medias/categories', 7.5),
  resource(
    'hadith',
    'cma/hadithes',
    8,
    FormatQuoteRoundedIcon,
    'HadithList',
    'HadithCreate',
    'HadithEdit',
    'persian_text',
  ),
  resource(
    'hashtag',
    'cma/hashtags',
    9,
    TagOutlinedIcon,
    'HashtagList',
    'HashtagCreate',
    'HashtagEdit',
  ),
  resource(
    'celebrity',
    'cma/celebrities',
    10,
    RecentActorsOutlinedIcon,
    'CelebrityList',
    'CelebrityCreate',
    'CelebrityEdit',
    'name',
  ),
  {
    // /admin/settings (SPEC section 2): every key; pages open in the page editor, and plain values
    // are changed in place by whoever the staff matrix lets change settings.
    name: 'settings',
    apiPath: 'cma/settings',
    menuGroup: 'content',
    menuOrder: 11,
    permission: 'cma.content.manage',
    icon: TuneOutlinedIcon,
    list: screen('SettingsList'),
    recordRepresentation: 'key',
  },
];
