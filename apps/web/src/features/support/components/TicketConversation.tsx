import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatJalaliDateTime, type TicketRow } from '@daneshsara/domain';
import { ticketConversation, type ChatMessage } from '../model';
import { MessageBody } from './MessageBody';

const STAFF_TINT = 'rgba(217,150,26,0.08)';
const STAFF_BORDER = 'rgba(217,150,26,0.35)';
const MINE_TINT = 'rgba(15,94,99,0.07)';
const MINE_BORDER = 'rgba(15,94,99,0.18)';

function Bubble({ message }: { message: ChatMessage }) {
  const { staff } = message;
  const author = staff ? message.author?.full_name?.trim() || 'کارشناس پشتیبانی' : 'شما';
  return (
    <Box
      component="li"
      sx={{
        listStyle: 'none',
        display: 'flex',
        gap: 1.25,
        alignItems: 'flex-end',
        // Staff at the start of the line (right), the learner's own at its end, as chat apps do
        // in a right-to-left language.
        justifyContent: staff ? 'flex-start' : 'flex-end',
      }}
    >
      {staff && (
        <Box
          aria-hidden
          sx={{
            width: 36,
            height: 36,
            borderRadius: '50%',
            flexShrink: 0,
            display: { xs: 'none', sm: 'grid' },
            placeItems: 'center',
            bgcolor: 'rgba(217,150,26,0.16)',
            color: '#7a4f00',
            '& svg': { fontSize: 20 },
          }}
        >
          <SupportAgentOutlined />
        </Box>
      )}
      <Box
        component="article"
        aria-label={staff ? `پاسخ پشتیبانی، ${author}` : 'پیام شما'}
        sx={{
          maxWidth: { xs: '92%', sm: '80%' },
          minWidth: 0,
          px: { xs: 1.75, sm: 2.25 },
          pt: 1.25,
          pb: 1,
          bgcolor: staff ? STAFF_TINT : MINE_TINT,
          border: '1px solid',
          borderColor: staff ? STAFF_BORDER : MINE_BORDER,
          borderRadius: '18px',
          // The corner nearest its side is sharp. Written LTR-wise: the RTL style plugin flips it
          // (staff, on the right, get a sharp bottom-right corner).
          ...(staff ? { borderBottomLeftRadius: '4px' } : { borderBottomRightRadius: '4px' }),
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 0.5 }}>
          {staff && (
            <Typography
              component="span"
              sx={{ fontWeight: 700, fontSize: '0.85rem', color: '#7a4f00' }}
            >
              پاسخ پشتیبانی
            </Typography>
          )}
          <Typography
            component="span"
            sx={{
              fontSize: '0.8rem',
              color: 'text.secondary',
              fontWeight: staff ? 500 : 700,
            }}
          >
            {author}
          </Typography>
        </Box>
        <MessageBody lines={message.lines} />
        <Typography
          component="time"
          dateTime={message.time}
          sx={{
            display: 'block',
            mt: 0.75,
            fontSize: '0.75rem',
            color: 'text.secondary',
            // LTR-wise: the RTL style plugin turns 'right' into the bubble's end.
            textAlign: 'right',
          }}
        >
          {formatJalaliDateTime(message.time)}
        </Typography>
      </Box>
    </Box>
  );
}

/** The ticket as chat bubbles: the learner's messages and support's replies, oldest first. */
export function TicketConversation({
  ticket,
}: {
  ticket: Pick<
    TicketRow,
    'id' | 'body' | 'owner' | 'creator_info' | 'creation_time' | 'replies_info'
  >;
}) {
  const messages = ticketConversation(ticket);
  return (
    <Box
      component="ol"
      aria-label="گفتگو"
      sx={{ m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      {messages.map((message) => (
        <Bubble key={message.key} message={message} />
      ))}
    </Box>
  );
}
