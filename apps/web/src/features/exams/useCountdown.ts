import type { AnswerBookRow } from '@daneshsara/api-client';
import { useEffect, useRef, useState } from 'react';
import { toast } from '../notify/toast';
import { clockOffsetMs, deadlineMs, secondsLeft, WARN_SECONDS } from './model';

/** A tick later than this, or a tab hidden longer, asks the server for its time again. */
const RESYNC_AFTER_MS = 2_000;

/**
 * The sitting's countdown on the server's clock (ENDPOINTS.md 4.2): the offset server − local is
 * measured when the questions arrive; a tab hidden for more than 2 s or a late tick calls `resync`
 * (get_test_questions again). `onWarn` once in the last minutes, `onEnd` once at zero.
 */
export function useCountdown({
  book,
  receivedAt,
  resync,
  onWarn,
  onEnd,
}: {
  book: AnswerBookRow | undefined;
  receivedAt: number;
  resync: () => void;
  onWarn: () => void;
  onEnd: () => void;
}): number | null {
  const deadline = book ? deadlineMs(book) : null;
  const offset = book ? clockOffsetMs(book.server_time, receivedAt) : 0;
  const [left, setLeft] = useState<number | null>(() =>
    deadline === null ? null : secondsLeft(deadline, offset, Date.now()),
  );
  const fired = useRef({ warn: false, end: false });
  const handlers = useRef({ resync, onWarn, onEnd });
  useEffect(() => {
    handlers.current = { resync, onWarn, onEnd };
  });

  useEffect(() => {
    if (deadline === null) return;
    let last = Date.now();
    const tick = () => {
      const now = Date.now();
      const late = now - last > 1000 + RESYNC_AFTER_MS;
      last = now;
      const s = secondsLeft(deadline, offset, now);
      setLeft(s);
      if (late) handlers.current.resync();
      if (s <= WARN_SECONDS && s > 0 && !fired.current.warn) {
        fired.current.warn = true;
        handlers.current.onWarn();
      }
      if (s === 0 && !fired.current.end) {
        fired.current.end = true;
        handlers.current.onEnd();
      }
    };
    tick();
    const timer = window.setInterval(tick, 1000);
    let hiddenAt: number | null = null;
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        hiddenAt = Date.now();
        return;
      }
      const away = hiddenAt === null ? 0 : Date.now() - hiddenAt;
      hiddenAt = null;
      if (away > RESYNC_AFTER_MS) {
        toast.warning('شما بیش از ۲ ثانیه از تب خارج شدید.');
        handlers.current.resync();
      }
      tick();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [deadline, offset]);

  return left;
}
