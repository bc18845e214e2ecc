import { TicketSourceType, UnitCategoryType } from '@daneshsara/domain';

/**
 * Three catalogues share one API (lma classrooms told apart by their unit category's type,
 * ENDPOINTS.md 1.2): training courses, discussion circles and events. Everything that differs
 * between them in words and URLs lives here.
 */
export type LearningKind = 'training' | 'circles' | 'events';

export interface KindInfo {
  kind: LearningKind;
  categoryType: UnitCategoryType;
  /** «دوره‌های آموزشی» */
  title: string;
  /** The thing itself: «دوره», «حلقه», «رویداد». */
  noun: string;
  /** «دوره‌های من» */
  mineTitle: string;
  /** «مشاهده کلاس» / «مشاهده رویداد» */
  viewLabel: string;
  /** What a ticket opened from its page is about (SPEC section 6). */
  ticketSource: TicketSourceType;
  /** completeInfo's `source` */
  source: 'classroom' | 'event';
  publicList: string;
  panelList: string;
  publicDetail: (id: number) => string;
  panelDetail: (id: number) => string;
}

const classroom = (id: number) => `/classroom/${id}`;
const panelClassroom = (id: number) => `/panel/profile/classroom/${id}`;

export const KINDS: Record<LearningKind, KindInfo> = {
  training: {
    kind: 'training',
    categoryType: UnitCategoryType.TRAINING,
    title: 'دوره‌های آموزشی',
    noun: 'دوره',
    mineTitle: 'دوره‌های من',
    viewLabel: 'مشاهده کلاس',
    ticketSource: TicketSourceType.TRAINING_CLASSROOM,
    source: 'classroom',
    publicList: '/all-classrooms',
    panelList: '/panel/profile/all-classrooms',
    publicDetail: classroom,
    panelDetail: panelClassroom,
  },
  circles: {
    kind: 'circles',
    categoryType: UnitCategoryType.DISCUSSION_CIRCLES,
    title: 'حلقه‌های مباحثه',
    noun: 'حلقه',
    mineTitle: 'حلقه‌های مباحثه من',
    viewLabel: 'مشاهده کلاس',
    ticketSource: TicketSourceType.DISCUSSION_CIRCLE_CLASSROOM,
    source: 'classroom',
    publicList: '/all-classrooms?type=DiscussionCircles',
    panelList: '/panel/profile/all-discussion-circles-classrooms',
    publicDetail: classroom,
    panelDetail: panelClassroom,
  },
  events: {
    kind: 'events',
    categoryType: UnitCategoryType.EVENT,
    title: 'رویدادها',
    noun: 'رویداد',
    mineTitle: 'رویدادهای من',
    viewLabel: 'مشاهده رویداد',
    ticketSource: TicketSourceType.EVENT,
    source: 'event',
    publicList: '/all-events',
    panelList: '/panel/profile/all-events',
    publicDetail: (id) => `/event/${id}`,
    panelDetail: (id) => `/panel/profile/event/${id}`,
  },
};

/** The kind of a classroom from its unit category's type (training when unknown). */
export function kindOfCategoryType(type: string | null | undefined): LearningKind {
  if (type === UnitCategoryType.EVENT) return 'events';
  if (type === UnitCategoryType.DISCUSSION_CIRCLES) return 'circles';
  return 'training';
}

/** /all-classrooms?type=DiscussionCircles lists circles; any other `type` the training courses. */
export function kindOfListType(type: string | null): LearningKind {
  return type === UnitCategoryType.DISCUSSION_CIRCLES ? 'circles' : 'training';
}

/**
 * /panel/shop/completeInfo?type=enrollment|register&source=classroom|event&id=<classroom>: the
 * profile step between the rules dialog and the enrol or register call (ENDPOINTS.md 4.1).
 */
export type CompleteInfoType = 'enrollment' | 'register';

export function completeInfoUrl(type: CompleteInfoType, source: 'classroom' | 'event', id: number) {
  const query = new URLSearchParams({ type, source, id: String(id) });
  return `/panel/shop/completeInfo?${query.toString()}`;
}
