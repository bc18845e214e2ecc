import ForumOutlined from '@mui/icons-material/ForumOutlined';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { moneyPaths } from '../../payments/paths';

/** «مشاهده درخواست مساعدت»: in place of the help button once the invoice has its ticket. */
export function HelpTicketLink({
  ticket,
  fullWidth,
  grow,
}: {
  ticket: number;
  fullWidth?: boolean;
  /** Share a row of buttons (the payment card's). */
  grow?: boolean;
}) {
  return (
    <Button
      component={RouterLink}
      to={moneyPaths.invoiceTicket(ticket)}
      variant="outlined"
      startIcon={<ForumOutlined />}
      fullWidth={fullWidth}
      sx={{ flex: grow ? 1 : undefined, whiteSpace: 'nowrap' }}
    >
      مشاهده درخواست مساعدت
    </Button>
  );
}
