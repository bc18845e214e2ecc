import type { ChipColor } from '../../inputs/ChipLabelField';
import { keyed } from '../invoices/choices';
import { NOTICE_AUDIENCES, type NoticeStatus } from './api';

export const noticeAudienceChoices = keyed('app.notices.audience', NOTICE_AUDIENCES);
export const noticeStatusChoices = keyed('app.notices.status', ['DRAFT', 'SENDING', 'SENT']);
export const noticePriorityChoices = keyed('app.notices.priority', ['HIGH']);

export const NOTICE_STATUS_COLORS: Record<NoticeStatus, ChipColor> = {
  DRAFT: 'default',
  SENDING: 'warning',
  SENT: 'success',
};
