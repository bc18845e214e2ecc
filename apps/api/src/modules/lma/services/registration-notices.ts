import { Injectable } from '@nestjs/common';
import { groupPassCode, REGISTRATION_STATUS_LABELS, RegistrationStatus, UnitCategoryType } from '@daneshsara/domain';
import type { EntityManager } from 'typeorm';
import { NoticesService } from '../../mma';
import { notFound } from '../../../core/http/errors';
import { Registration } from '../entities/lma.entities';
import { classroomWithUnit } from './classroom-parts';

function bodyOf(status: string, title: string): string {
  switch (status) {
    case RegistrationStatus.REGISTERED:
      return `ثبت نام شما در «${title}» قطعی شد.`;
    case RegistrationStatus.ENROLLED:
      return `شما در «${title}» پیش ثبت نام شدید.`;
    case RegistrationStatus.DROPPED_BY_ITSELF:
      return `انصراف شما از «${title}» ثبت شد.`;
    case RegistrationStatus.DROPPED_BY_ADMIN:
      return `ثبت نام شما در «${title}» توسط کارشناسان لغو شد. برای پرسش، از بخش تیکت‌ها با ما در تماس باشید.`;
    case RegistrationStatus.DROPPED_FOR_NOT_FINALIZING:
      return `ثبت نام شما در «${title}» لغو شد، چون صورت حساب آن پرداخت نشد یا لغو شد.`;
    default:
      return `وضعیت ثبت نام شما در «${title}»: ${REGISTRATION_STATUS_LABELS[status as RegistrationStatus] ?? status}.`;
  }
}

/**
 * DOMAIN.md section 7: a registration's owner hears of each change of its status, in the
 * transaction that made it. (The attendance drops send their own notice, which says why.)
 */
@Injectable()
export class RegistrationNotices {
  constructor(private readonly notices: NoticesService) {}

  async changed(em: EntityManager, registrationId: number, status: string): Promise<void> {
    const reg = await em.findOneByOrFail(Registration, { id: registrationId });
    const c = await classroomWithUnit(em, reg.classroom_id);
    if (!c) throw notFound();
    const unit = c.unit_x;
    const title = c.title ?? unit?.title ?? 'دوره';
    const label = REGISTRATION_STATUS_LABELS[status as RegistrationStatus] ?? status;
    const event = unit?.category_x?.type === UnitCategoryType.EVENT;
    // An event's confirmation carries its entry pass (issue 28): the code, and where its QR is.
    const pass =
      event && status === RegistrationStatus.REGISTERED && reg.pass_code
        ? ` بلیت ورود شما: ${groupPassCode(reg.pass_code)}؛ QR آن در «رویدادهای من» در پنل است.`
        : '';
    await this.notices.send(
      [reg.owner_id],
      {
        title: `«${title}»: ${label}`,
        body: bodyOf(status, title) + pass,
        url: event ? '/panel/profile/all-events' : `/panel/profile/classroom/${c.id}`,
      },
      em,
    );
  }
}
