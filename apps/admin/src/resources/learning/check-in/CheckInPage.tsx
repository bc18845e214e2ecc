import { formatJalaliDateTime, normalizePassCode, toPersianDigits } from '@daneshsara/domain';
import CheckCircleOutlineOutlinedIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import HighlightOffOutlinedIcon from '@mui/icons-material/HighlightOffOutlined';
import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import VideocamOffOutlinedIcon from '@mui/icons-material/VideocamOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { AdminDataProvider } from '../../../providers/dataProvider';
import { CLASSROOM_RESOURCES } from '../api';
import { ClassroomPicker } from '../shared/ClassroomPicker';
import { toId } from '../payload';
import {
  CHECK_IN_PATH,
  checkInsPath,
  type CheckInList,
  type CheckInRow,
  type ScanOutcome,
} from './model';
import { startScanner } from './scanner';

const EVENTS = CLASSROOM_RESOURCES.events;
/** The same QR seen again within this time is one scan (the camera sees it many times a second). */
const SAME_SCAN_MS = 4000;

function Outcome({ outcome }: { outcome: ScanOutcome }) {
  const translate = useTranslate();
  const ok = outcome.ok;
  return (
    <Box
      role="status"
      aria-live="assertive"
      data-testid="check-in-outcome"
      data-ok={ok ? 'true' : 'false'}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        p: 2,
        borderRadius: 3,
        color: '#fff',
        bgcolor: ok ? 'success.main' : 'error.main',
      }}
    >
      {ok ? (
        <CheckCircleOutlineOutlinedIcon sx={{ fontSize: 44 }} />
      ) : (
        <HighlightOffOutlinedIcon sx={{ fontSize: 44 }} />
      )}
      <Box sx={{ minWidth: 0 }}>
        <Typography
          component="p"
          sx={{ fontSize: { xs: 20, sm: 24 }, fontWeight: 800, lineHeight: 1.4 }}
        >
          {ok
            ? translate('app.check_in.done', { name: toPersianDigits(outcome.name) })
            : translate('app.check_in.refused')}
        </Typography>
        <Typography component="p" sx={{ fontSize: 16 }}>
          {ok
            ? outcome.time
              ? translate('app.check_in.at', { time: formatJalaliDateTime(outcome.time) })
              : ''
            : outcome.reason}
        </Typography>
      </Box>
    </Box>
  );
}

function Camera({ onText }: { onText: (text: string) => void }) {
  const translate = useTranslate();
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<'off' | 'starting' | 'on' | 'failed'>('off');
  const stop = useRef<(() => void) | null>(null);
  const onTextRef = useRef(onText);
  useEffect(() => {
    onTextRef.current = onText;
  }, [onText]);

  const close = useCallback(() => {
    stop.current?.();
    stop.current = null;
    setState('off');
  }, []);
  useEffect(() => () => stop.current?.(), []);

  const open = async () => {
    if (!video.current) return;
    setState('starting');
    try {
      stop.current = await startScanner(video.current, (t) => onTextRef.current(t));
      setState('on');
    } catch {
      stop.current = null;
      setState('failed');
    }
  };

  const live = state === 'on' || state === 'starting';
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box>
        <Button
          variant="outlined"
          size="large"
          startIcon={live ? <VideocamOffOutlinedIcon /> : <PhotoCameraOutlinedIcon />}
          onClick={live ? close : open}
          sx={{ minHeight: 44 }}
        >
          {translate(live ? 'app.check_in.camera_stop' : 'app.check_in.camera')}
        </Button>
      </Box>
      <Box
        sx={{
          display: live ? 'block' : 'none',
          width: '100%',
          maxWidth: 420,
          aspectRatio: '1 / 1',
          borderRadius: 3,
          overflow: 'hidden',
          bgcolor: 'grey.900',
        }}
      >
        <video
          ref={video}
          muted
          playsInline
          style={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      </Box>
      {state === 'starting' && (
        <Typography variant="body2">{translate('app.check_in.camera_starting')}</Typography>
      )}
      {state === 'on' && (
        <Typography variant="body2">{translate('app.check_in.camera_help')}</Typography>
      )}
      {state === 'failed' && (
        <Typography variant="body2" color="error">
          {translate('app.check_in.camera_failed')}
        </Typography>
      )}
    </Box>
  );
}

function TodayList({ eventId }: { eventId: number }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { data } = useQuery({
    queryKey: ['check-ins', eventId],
    queryFn: () => dataProvider.action<CheckInList>(checkInsPath(eventId), 'GET'),
  });
  const rows = data?.results ?? [];
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {translate('app.check_in.today')}{' '}
          {data
            ? translate('app.check_in.today_count', { count: toPersianDigits(data.count) })
            : ''}
        </Typography>
        {data && !rows.length && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {translate('app.check_in.none_today')}
          </Typography>
        )}
        <List dense data-testid="check-in-today">
          {rows.map((r) => (
            <ListItem key={r.id} divider disableGutters>
              <ListItemText
                primary={toPersianDigits(r.owner_info?.full_name ?? '')}
                secondary={formatJalaliDateTime(r.checked_in_time)}
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}

function Door({ eventId }: { eventId: number }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<ScanOutcome | null>(null);
  const lastScan = useRef<{ text: string; at: number } | null>(null);
  const busy = useRef(false);

  const send = useCallback(
    async (raw: string) => {
      if (busy.current) return;
      busy.current = true;
      setSending(true);
      try {
        const row = await dataProvider.action<CheckInRow>(CHECK_IN_PATH, 'POST', {
          code: raw,
          event: eventId,
        });
        setOutcome({
          ok: true,
          name: row.owner_info?.full_name ?? '',
          time: row.checked_in_time,
          key: Date.now(),
        });
        setCode('');
        void queryClient.invalidateQueries({ queryKey: ['check-ins', eventId] });
      } catch (error) {
        const reason =
          error instanceof Error && error.message
            ? error.message
            : translate('ra.notification.http_error');
        setOutcome({ ok: false, reason: translate(reason, { _: reason }), key: Date.now() });
      } finally {
        busy.current = false;
        setSending(false);
      }
    },
    [dataProvider, eventId, queryClient, translate],
  );

  const onScan = useCallback(
    (text: string) => {
      const now = Date.now();
      const normal = normalizePassCode(text);
      if (
        lastScan.current &&
        lastScan.current.text === normal &&
        now - lastScan.current.at < SAME_SCAN_MS
      )
        return;
      lastScan.current = { text: normal, at: now };
      void send(text);
    },
    [send],
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (code.trim()) void send(code);
  };

  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Camera onText={onScan} />
        <Box
          component="form"
          onSubmit={submit}
          sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
        >
          <TextField
            label={translate('app.check_in.code')}
            helperText={translate('app.check_in.code_help')}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            name="code"
            slotProps={{
              htmlInput: {
                dir: 'ltr',
                maxLength: 40,
                'aria-label': translate('app.check_in.code'),
                style: {
                  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
                  fontSize: 22,
                  letterSpacing: 3,
                  textAlign: 'center',
                },
              },
            }}
            sx={{ flex: '1 1 220px', maxWidth: 380 }}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={sending || !code.trim()}
            sx={{ minHeight: 56, minWidth: 120 }}
          >
            {translate(sending ? 'app.check_in.sending' : 'app.check_in.submit')}
          </Button>
        </Box>
        {outcome && <Outcome key={outcome.key} outcome={outcome} />}
      </CardContent>
    </Card>
  );
}

/** /admin/check-in: the door of one event (issue 28). The event is kept in the address (?event=). */
export function CheckInPage() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const eventId = toId(params.get('event'));
  const pick = (id: number | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set('event', String(id));
    else next.delete('event');
    setParams(next, { replace: true });
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, py: 2, maxWidth: 900 }}>
      <Title title={translate('app.check_in.title')} />
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {translate('app.check_in.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('app.check_in.intro')}
      </Typography>
      <ClassroomPicker
        value={eventId}
        source="event"
        reference={EVENTS}
        label="app.check_in.event"
        helperText="app.check_in.event_help"
        onPick={pick}
      />
      {eventId ? (
        <>
          <Door key={eventId} eventId={eventId} />
          <TodayList eventId={eventId} />
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate('app.check_in.pick_first')}
        </Typography>
      )}
    </Box>
  );
}
