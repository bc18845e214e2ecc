import { formatJalaliDateTime } from '@daneshsara/domain';
import FolderSharedOutlinedIcon from '@mui/icons-material/FolderSharedOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import { StatusChip } from '../../../inputs/ChipLabelField';
import { ShowSection } from '../../../inputs/ShowSection';
import {
  CATEGORY_TYPE_COLORS,
  chipColor,
  INVOICE_STATUS_COLORS,
  REGISTRATION_STATUS_COLORS,
} from '../choices';
import { memberStatusKey } from '../payload';
import { useOnePage } from '../projects/kit/onePage';
import { LinkButton } from '../sessions/LinkButton';
import { faDigits } from '../shared/text';
import { EmptyRows, LoadingRows, TitleRow } from '../shared/ui';
import { userClassroomRoute, type UserRegistrationRow } from './model';
import { RecordLine } from './RecordSections';

function RegistrationLine({ row, userId }: { row: UserRegistrationRow; userId: number }) {
  const translate = useTranslate();
  const type = row.classroom_info?.unit_info?.category_info?.type;
  return (
    <RecordLine testId="user-classroom">
      <TitleRow>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {faDigits(row.classroom_info?.title)}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {formatJalaliDateTime(row.registered_time ?? row.creation_time)}
          </Typography>
        </Box>
        <LinkButton
          label="app.lma_record.open"
          icon={<FolderSharedOutlinedIcon />}
          to={userClassroomRoute(userId, row.classroom)}
        />
      </TitleRow>
      <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
        <StatusChip
          value={type}
          labels="app.learning.category_type"
          colors={CATEGORY_TYPE_COLORS}
        />
        <Chip
          size="small"
          color={chipColor(REGISTRATION_STATUS_COLORS, row.status)}
          label={translate(memberStatusKey(row), { _: row.status })}
        />
        <StatusChip
          value={row.invoice_info?.status}
          labels="app.learning.invoice_status"
          colors={INVOICE_STATUS_COLORS}
        />
      </Box>
    </RecordLine>
  );
}

/**
 * «کلاس‌ها» on a user's page: their registrations (GET lma/registrations?owner=), each opening
 * their record in that classroom (users/{id}/classroom/{classroom_id}).
 */
export function UserClassroomsTab(_: { label?: false }) {
  const record = useRecordContext();
  const userId = Number(record?.id);
  const { data, isPending } = useOnePage<UserRegistrationRow>(
    'lma/registrations',
    { owner: userId, per_page: 100 },
    { enabled: Number.isInteger(userId) && userId > 0 },
  );
  const rows = data ?? [];
  return (
    <ShowSection title="app.lma_record.user_tab_title">
      {isPending ? (
        <LoadingRows />
      ) : rows.length === 0 ? (
        <EmptyRows text="app.lma_record.user_tab_empty" />
      ) : (
        <Box sx={{ display: 'grid', gap: 1 }}>
          {rows.map((row) => (
            <RegistrationLine key={row.id} row={row} userId={userId} />
          ))}
        </Box>
      )}
    </ShowSection>
  );
}
