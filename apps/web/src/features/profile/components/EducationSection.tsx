import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import {
  ACADEMIC_DEGREE_LABELS,
  EDUCATIONAL_STATUS_LABELS,
  USER_FIELD_LABELS as L,
} from '@daneshsara/domain';
import { SectionCard } from '../../../kit/SectionCard';
import { FieldGrid, FullRow } from '../../../kit/FieldGrid';
import {
  ProfileSelectField,
  ProfileSwitch,
  ProfileTextField,
  type ProfileFormState,
} from './fields';

export function EducationSection({ form }: { form: ProfileFormState }) {
  return (
    <SectionCard
      id="profile-education"
      title="تحصیلات"
      description="برای پیشنهاد دوره‌های مناسب و بررسی پیش‌نیازها به کار می‌رود."
      icon={<SchoolOutlined />}
    >
      <FieldGrid>
        <FullRow>
          <ProfileSwitch form={form} field="has_seminary_education" label="تحصیلات حوزوی دارم" />
        </FullRow>
        <ProfileSelectField
          form={form}
          field="last_academic_degree"
          label={L.last_academic_degree}
          options={ACADEMIC_DEGREE_LABELS}
        />
        <ProfileTextField
          form={form}
          field="last_academic_degree_field"
          label={L.last_academic_degree_field}
        />
        <ProfileTextField form={form} field="last_academy_name" label={L.last_academy_name} />
        <ProfileSelectField
          form={form}
          field="educational_status"
          label={L.educational_status}
          options={EDUCATIONAL_STATUS_LABELS}
          allowEmpty
        />
      </FieldGrid>
    </SectionCard>
  );
}
