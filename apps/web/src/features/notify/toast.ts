import { isApiError } from '@daneshsara/api-client';
import { Messages } from '@daneshsara/domain';

export type ToastSeverity = 'success' | 'error' | 'info' | 'warning';

export interface ToastMessage {
  id: number;
  message: string;
  severity: ToastSeverity;
}

/**
 * The toast on screen (at most one), outside React so react-query caches and the 401 handler can
 * raise it; the <Toaster/> (loaded with the first toast) shows it at the top for 5 s (SPEC 8).
 */
let queue: readonly ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  listeners.forEach((listener) => listener());
}

function show(message: string, severity: ToastSeverity): void {
  // The same message twice in a row (e.g. two failed calls) is said once.
  if (queue.some((t) => t.message === message)) return;
  // The newest takes the screen at once: news should not wait behind stale news.
  queue = [{ id: nextId++, message, severity }];
  emit();
}

export const toast = {
  success: (message: string = Messages.SUCCESS) => show(message, 'success'),
  error: (message: string) => show(message, 'error'),
  info: (message: string) => show(message, 'info'),
  warning: (message: string) => show(message, 'warning'),
};

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): readonly ToastMessage[] {
  return queue;
}

export function dismissToast(id: number): void {
  queue = queue.filter((t) => t.id !== id);
  emit();
}

/** The Persian text to show for any failure; never a raw exception string. */
export function errorMessage(error: unknown): string {
  return isApiError(error) ? error.message : Messages.SERVER_ERROR;
}
