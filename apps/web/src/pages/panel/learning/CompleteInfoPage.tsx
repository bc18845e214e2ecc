import Box from '@mui/material/Box';
import { useSearchParams } from 'react-router-dom';
import { LearningCompleteInfo } from '../../../features/learning/components/LearningCompleteInfo';
import { parseCompleteInfo } from '../../../features/learning/model';
import { PageHeader } from '../../../kit/PageHeader';

/**
 * /panel/shop/completeInfo?type=enrollment|register&source=classroom|event&id=<classroom>: the
 * profile step of enrolling and registering (ENDPOINTS.md 4.1 step 3).
 */
export function CompleteInfoPage() {
  const [search] = useSearchParams();
  const params = parseCompleteInfo(search);
  const verb = params?.type === 'enrollment' ? 'پیش ثبت نام' : 'ثبت نام';
  return (
    <Box sx={{ maxWidth: 1080, mx: 'auto' }}>
      <PageHeader
        title={`تکمیل اطلاعات ${verb}`}
        description={`پیش از ${verb}، اطلاعات کاربری خود را کامل و بررسی کنید.`}
      />
      <LearningCompleteInfo key={params ? `${params.type}-${params.id}` : 'none'} params={params} />
    </Box>
  );
}
