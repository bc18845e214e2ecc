import { Injectable, type OnModuleInit } from '@nestjs/common';
import { TRANSCRIPT_STATUS_LABELS, type TranscriptStatus } from '@daneshsara/domain';
import { Exports, pageOf } from '../../../core/exports';
import { Registration } from '../entities/lma.entities';
import { ACTIVITY_SHEET_EXPORT } from './lma.lists';
import { RecordsService } from './records.service';

type ActivityRow = Awaited<ReturnType<RecordsService['activitySheet']>>[number];

/** A condition as the examinee sheet shows it (ENDPOINTS.md 1.2). */
const allowed = (ok: boolean) => (ok ? 'مجاز' : 'غیر مجاز');

/**
 * GET /lma/registrations/export_report?type=activity_sheet_export: a classroom's activity sheet
 * (ENDPOINTS.md, `/lma/registrations/activity_sheet`) with its columns, filtered like that list
 * (`classroom`, `owner__national_code`).
 */
@Injectable()
export class ActivitySheetExport implements OnModuleInit {
  constructor(
    private readonly exports: Exports,
    private readonly records: RecordsService,
  ) {}

  onModuleInit(): void {
    this.exports.register<ActivityRow>({
      name: 'activity-sheet',
      file: 'activity_sheet',
      sheet: 'کارنامه فعالیت',
      spec: ACTIVITY_SHEET_EXPORT,
      entity: Registration,
      list: async (_caller, lq) =>
        pageOf(await this.records.activitySheet(Number(lq.params.classroom) || 0, lq.params.owner__national_code || null), lq),
      columns: [
        { header: 'نام و نام خانوادگی', width: 24, value: (r) => r.owner_info?.full_name },
        { header: 'کد ملی', width: 14, value: (r) => r.owner_info?.national_code },
        { header: 'شماره همراه', width: 14, value: (r) => r.owner_info?.mobile_number },
        { header: 'شرط حضور', width: 12, value: (r) => allowed(r.is_passed_attendance_condition) },
        { header: 'تعداد غیبت', width: 11, value: (r) => r.absence_count },
        { header: 'شرط پروژه', width: 12, value: (r) => allowed(r.is_passed_project_condition) },
        { header: 'شرط تکلیف', width: 12, value: (r) => allowed(r.is_passed_assignment_condition) },
        { header: 'تکالیف انجام شده', width: 14, value: (r) => r.done_assignment_count },
        { header: 'نمره حضور', width: 11, value: (r) => r.attendance_score },
        { header: 'آزمون پایانی', width: 12, value: (r) => r.final_test ?? '' },
        {
          header: 'وضعیت نهایی',
          width: 16,
          value: (r) => (r.final_status ? (TRANSCRIPT_STATUS_LABELS[r.final_status as TranscriptStatus] ?? r.final_status) : ''),
        },
      ],
    });
  }
}
