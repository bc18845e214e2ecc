import { Injectable, type OnModuleInit } from '@nestjs/common';
import { formatJalaliDateTime } from '@daneshsara/domain';
import { Exports, pageOf } from '../../../core/exports';
import { ProjectAttendanceSheet } from '../entities/lma.entities';
import { PROJECT_SHEETS_EXPORT } from './lma.lists';
import { ProjectsService } from './projects.service';

type HandInRow = Awaited<ReturnType<ProjectsService['projectSheets']>>[number];

/** As the console's hand-ins list names them. */
const ANSWER_LABELS: Record<string, string> = {
  NOT_SENT: 'ارسال نشده',
  SENT: 'ارسال شده',
  REVIEWED: 'بررسی شده',
  VERIFIED: 'تایید شده',
  NOT_VERIFIED: 'رد شده',
};

/**
 * GET /lma/project_attendance_sheets/export_report?project=: a project's hand-ins, filtered like
 * `project_sheets` (`owner__national_code`, `answer_status`); the same people may ask (staff, the
 * classroom's professor and graders; 404 for anyone else).
 */
@Injectable()
export class ProjectSheetsExport implements OnModuleInit {
  constructor(
    private readonly exports: Exports,
    private readonly projects: ProjectsService,
  ) {}

  onModuleInit(): void {
    this.exports.register<HandInRow>({
      name: 'project-sheets',
      file: 'project_sheets',
      sheet: 'پاسخ‌های پروژه',
      spec: PROJECT_SHEETS_EXPORT,
      entity: ProjectAttendanceSheet,
      list: async (caller, lq) => pageOf(await this.projects.projectSheets(caller, Number(lq.params.project) || 0, lq.params), lq),
      columns: [
        { header: 'نام و نام خانوادگی', width: 24, value: (r) => r.owner_info?.full_name },
        { header: 'کد ملی', width: 14, value: (r) => r.owner_info?.national_code },
        { header: 'شماره همراه', width: 14, value: (r) => r.owner_info?.mobile_number },
        { header: 'وضعیت پاسخ', width: 14, value: (r) => ANSWER_LABELS[r.answer_status] ?? r.answer_status },
        { header: 'یادداشت داور', width: 30, value: (r) => r.notation },
        { header: 'زمان ارسال', width: 22, value: (r) => formatJalaliDateTime(r.answer_time) },
      ],
    });
  }
}
