import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { toPersianDigits, type User } from '@daneshsara/domain';

/** Fields that registration for courses and shipping rely on. */
const KEY_FIELDS = [
  'firstname',
  'lastname',
  'father_name',
  'birthdate',
  'national_code',
  'gender',
  'last_academic_degree',
  'mobile_number',
  'living_province',
  'living_city',
  'living_address',
  'living_postal_code',
] as const satisfies ReadonlyArray<keyof User>;

export function profileCompletion(user: User): number {
  const filled = KEY_FIELDS.filter((field) => {
    const value = user[field];
    return value !== null && value !== undefined && value !== '';
  }).length;
  return Math.round((filled / KEY_FIELDS.length) * 100);
}

export function ProfileCompletion({ user }: { user: User }) {
  const percent = profileCompletion(user);
  return (
    <Box sx={{ minWidth: { sm: 240 } }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.75 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          تکمیل اطلاعات
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 700, color: 'primary.main' }}>
          {toPersianDigits(percent)}٪
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label="میزان تکمیل اطلاعات"
        sx={{ height: 8, borderRadius: 99, bgcolor: 'rgba(15,94,99,0.1)' }}
      />
    </Box>
  );
}
