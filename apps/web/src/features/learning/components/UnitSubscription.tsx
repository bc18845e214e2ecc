import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import NotificationsOffOutlined from '@mui/icons-material/NotificationsOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { createSubscriptionsApi } from '@daneshsara/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { USER_SCOPE } from '../../../lib/queryKeys';
import { useSession } from '../../auth/session';
import { errorMessage, toast } from '../../notify/toast';

const subscriptions = createSubscriptionsApi(api.http);
const key = (unit: number) => [...USER_SCOPE, 'subscription', 'UNIT', unit] as const;

/**
 * «خبرم کن»: a signed-in learner follows the classroom's unit and hears (a notice) when a new
 * classroom of it opens for enrolment; «لغو اشتراک» stops that. Guests see nothing.
 */
export function UnitSubscription({ unit, unitTitle }: { unit: number; unitTitle: string }) {
  const signedIn = !!useSession().user;
  const client = useQueryClient();
  const current = useQuery({
    queryKey: key(unit),
    queryFn: ({ signal }) => subscriptions.unitSubscription(unit, signal),
    enabled: signedIn,
  });
  const change = useMutation({
    mutationFn: async (on: boolean) =>
      on || !current.data
        ? subscriptions.subscribe(unit)
        : subscriptions.setEnabled(current.data.id, false),
    onSuccess: (row) => {
      client.setQueryData(key(unit), row);
      toast.success(
        row.is_enabled
          ? 'اشتراک ثبت شد؛ دوره تازه این درس را خبر می‌دهیم.'
          : 'اشتراک لغو شد.',
      );
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  if (!signedIn || current.isPending) return null;
  const following = !!current.data?.is_enabled;
  return (
    <Box
      sx={{ mt: 2, pt: 2, borderTop: '1px solid', borderColor: 'divider' }}
      aria-label="اشتراک درس"
      role="group"
    >
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1, lineHeight: 1.9 }}>
        {following
          ? `مشترک درس «${unitTitle}» هستید؛ دوره تازه آن را به شما خبر می‌دهیم.`
          : `از دوره‌های تازه درس «${unitTitle}» باخبر شوید.`}
      </Typography>
      <Button
        fullWidth
        variant={following ? 'text' : 'outlined'}
        color={following ? 'inherit' : 'primary'}
        disabled={change.isPending}
        startIcon={following ? <NotificationsOffOutlined /> : <NotificationsActiveOutlined />}
        onClick={() => change.mutate(!following)}
      >
        {following ? 'لغو اشتراک' : 'خبرم کن'}
      </Button>
    </Box>
  );
}
