import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import LocalLibraryOutlinedIcon from '@mui/icons-material/LocalLibraryOutlined';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import { lazy } from 'react';
import { fullNameText, titleText } from './shared/digits';
import type { MenuGroup } from '../../layout/menuGroups';
import type { ResourceModule } from '../types';
import { examResources } from './exams';
import { verifyResources } from './verify';
import {
  CANDIDATES_PATH,
  CANDIDATES_RESOURCE,
  CATEGORIES_PATH,
  CATEGORY_RESOURCES,
  CLASSROOM_RESOURCES,
  CLASSROOMS_PATH,
  PROFESSORS_PATH,
  PROFESSORS_RESOURCE,
  REGISTRATIONS_PATH,
  REGISTRATIONS_RESOURCE,
  UNITS_PATH,
  UNITS_RESOURCE,
  type LearningKind,
} from './api';

// Each screen loads on first use (the console's first load stays small).
const categories = () => import('./categories/CategoryScreens');
const units = () => import('./units/UnitScreens');
const classroomList = () => import('./classrooms/ClassroomList');
const classroomEdit = () => import('./classrooms/ClassroomEdit');
const classroomShow = () => import('./classrooms/ClassroomShow');

const CategoryList = lazy(() => categories().then((m) => ({ default: m.CategoryList })));
const CategoryCreate = lazy(() => categories().then((m) => ({ default: m.CategoryCreate })));
const CategoryEdit = lazy(() => categories().then((m) => ({ default: m.CategoryEdit })));
const ClassroomList = lazy(() => classroomList().then((m) => ({ default: m.ClassroomList })));
const ClassroomCreate = lazy(() => classroomEdit().then((m) => ({ default: m.ClassroomCreate })));
const ClassroomEdit = lazy(() => classroomEdit().then((m) => ({ default: m.ClassroomEdit })));
const ClassroomShow = lazy(() => classroomShow().then((m) => ({ default: m.ClassroomShow })));

/**
 * Where the events live in the side menu: DESIGN.md lists «رویدادها» as an area of its own, so
 * event categories and events sit in that group; set it to 'education' to keep all in «آموزش».
 */
const EVENTS_MENU_GROUP: MenuGroup = 'events';

const MENU: Record<
  LearningKind,
  { group: MenuGroup; classroomOrder: number; categoryOrder: number }
> = {
  training: { group: 'education', classroomOrder: 1, categoryOrder: 4 },
  circles: { group: 'education', classroomOrder: 2, categoryOrder: 5 },
  events: { group: EVENTS_MENU_GROUP, classroomOrder: 1, categoryOrder: 2 },
};

const CATEGORY_ICONS: Record<LearningKind, ResourceModule['icon']> = {
  training: CategoryOutlinedIcon,
  circles: AccountTreeOutlinedIcon,
  events: CategoryOutlinedIcon,
};
const CLASSROOM_ICONS: Record<LearningKind, ResourceModule['icon']> = {
  training: LocalLibraryOutlinedIcon,
  circles: ForumOutlinedIcon,
  events: EventOutlinedIcon,
};

/** What every learning screen of one kind shares: its menu group, its permission, its title. */
const ofKind = (
  kind: LearningKind,
  screen: Omit<ResourceModule, 'menuGroup' | 'permission' | 'recordRepresentation'>,
): ResourceModule => ({
  menuGroup: MENU[kind].group,
  permission: 'lma.manage',
  recordRepresentation: titleText,
  ...screen,
});

/** A category screen (one per kind) over lma/categories, filtered by its type. */
const categoryModule = (kind: LearningKind) =>
  ofKind(kind, {
    name: CATEGORY_RESOURCES[kind],
    apiPath: CATEGORIES_PATH,
    menuOrder: MENU[kind].categoryOrder,
    icon: CATEGORY_ICONS[kind],
    list: CategoryList,
    create: CategoryCreate,
    edit: CategoryEdit,
  });

/** A classroom screen (one per kind) over lma/classrooms, filtered by unit__category__type. */
const classroomModule = (kind: LearningKind) =>
  ofKind(kind, {
    name: CLASSROOM_RESOURCES[kind],
    apiPath: CLASSROOMS_PATH,
    menuOrder: MENU[kind].classroomOrder,
    icon: CLASSROOM_ICONS[kind],
    list: ClassroomList,
    create: ClassroomCreate,
    edit: ClassroomEdit,
    show: ClassroomShow,
  });

/** /admin/classrooms, /admin/discussion-circles-classrooms, /admin/events */
export const trainingClassrooms = classroomModule('training');
export const discussionCircleClassrooms = classroomModule('circles');
export const eventClassrooms = classroomModule('events');
/** /admin/categories, /admin/discussion-circles-categories, /admin/event-categories */
export const trainingCategories = categoryModule('training');
export const discussionCircleCategories = categoryModule('circles');
export const eventCategories = categoryModule('events');

/** /admin/units ⇄ /api/lma/units (every kind; filtered by category and type). */
export const learningUnits: ResourceModule = {
  name: UNITS_RESOURCE,
  apiPath: UNITS_PATH,
  menuGroup: 'education',
  menuOrder: 3,
  permission: 'lma.manage',
  icon: MenuBookOutlinedIcon,
  list: lazy(() => units().then((m) => ({ default: m.UnitList }))),
  create: lazy(() => units().then((m) => ({ default: m.UnitCreate }))),
  edit: lazy(() => units().then((m) => ({ default: m.UnitEdit }))),
  recordRepresentation: titleText,
};

/** Not in the menu (no list): a classroom's members, read on its «اعضا» tab. */
export const learningRegistrations: ResourceModule = {
  name: REGISTRATIONS_RESOURCE,
  apiPath: REGISTRATIONS_PATH,
  menuGroup: 'education',
  menuOrder: 99,
  permission: 'lma.manage',
  icon: GroupsOutlinedIcon,
};

/** Not in the menu: the professor picker (GET uma/users/professors, public). */
export const learningProfessors: ResourceModule = {
  name: PROFESSORS_RESOURCE,
  apiPath: PROFESSORS_PATH,
  menuGroup: 'education',
  menuOrder: 99,
  permission: 'lma.manage',
  icon: GroupsOutlinedIcon,
  recordRepresentation: fullNameText,
};

/** Not in the menu: the «ثبت نام کاربر» picker (users not in the classroom yet). */
export const learningCandidates: ResourceModule = {
  name: CANDIDATES_RESOURCE,
  apiPath: CANDIDATES_PATH,
  menuGroup: 'education',
  menuOrder: 99,
  permission: 'lma.manage',
  icon: GroupsOutlinedIcon,
  recordRepresentation: fullNameText,
};

/** Every learning resource, for resources/index.ts (spread it into `resources`). */
export const learningResources: ResourceModule[] = [
  trainingClassrooms,
  discussionCircleClassrooms,
  learningUnits,
  trainingCategories,
  discussionCircleCategories,
  eventClassrooms,
  eventCategories,
  learningRegistrations,
  learningProfessors,
  learningCandidates,
  ...examResources,
  ...verifyResources,
];

interface MenuGroupSpec {
  group: MenuGroup;
  /** i18n key of the group's title */
  title: string;
  items: { kind: 'resource'; name: string }[];
}

const itemsOf = (group: MenuGroup) =>
  learningResources
    .filter((r) => r.list && r.menuGroup === group)
    .sort((a, b) => (a.menuOrder ?? 0) - (b.menuOrder ?? 0))
    .map((r) => ({ kind: 'resource' as const, name: r.name }));

/**
 * «آموزش» in the side menu, in order: دوره‌های آموزشی، حلقه‌های مباحثاتی، درس‌ها، دسته‌های آموزشی،
 * دسته‌های حلقه مباحثاتی. AppMenu already files them by `menuGroup`/`menuOrder`.
 */
export const learningMenuGroup: MenuGroupSpec = {
  group: 'education',
  title: 'app.menu.groups.education',
  items: itemsOf('education'),
};

/** «رویدادها» in the side menu: رویدادها، دسته‌های رویداد. */
export const eventsMenuGroup: MenuGroupSpec = {
  group: EVENTS_MENU_GROUP,
  title: `app.menu.groups.${EVENTS_MENU_GROUP}`,
  items: itemsOf(EVENTS_MENU_GROUP),
};

export { learningMessages } from './messages';
