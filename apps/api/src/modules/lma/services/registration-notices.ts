import { Injectable } from '@nestjs/common';
import { REGISTRATION_STATUS_LABELS, RegistrationStatus } from '@daneshsara/domain';
import type { EntityManager } from 'typeorm';
import { NoticesService } from '../../mma';
import { Classroom, Registration, Unit } from '../entities/lma.entities';

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
    const c = await em.findOneByOrFail(Classroom, { id: reg.classroom_id });
    const title = c.title ?? (await em.findOneBy(Unit, { id: c.unit_id }))?.title ?? 'دوره';
    const label = REGISTRATION_STATUS_LABELS[status as RegistrationStatus] ?? status;
    await this.notices.send(
      [reg.owner_id],
      {
        title: `«${title}»: ${label}`,
        body: bodyOf(status, title),
        url: `/panel/profile/classroom/${c.id}`,
      },
      em,
    );
  }
}
