import { toast } from '../features/notify/toast';

/**
 * SPEC section 1's start-up: the service worker (public/sw.js) is registered in a built site; when
 * a new version is waiting the person is told, and losing or regaining the connection is said.
 */
export function startServiceWorker(): void {
  window.addEventListener('offline', () => toast.warning('اتصال اینترنت قطع شد؛ برخی بخش‌ها تا برقراری دوباره در دسترس نیستند.'));
  window.addEventListener('online', () => toast.info('اتصال اینترنت دوباره برقرار شد.'));
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    void navigator.serviceWorker.register('/sw.js').then((registration) => {
      const waiting = () => {
        if (registration.waiting && navigator.serviceWorker.controller) {
          registration.waiting.postMessage('SKIP_WAITING');
          toast.info('نسخه تازه‌ای از سامانه آماده است؛ با تازه کردن صفحه به‌روز می‌شود.');
        }
      };
      waiting();
      registration.addEventListener('updatefound', () => {
        registration.installing?.addEventListener('statechange', waiting);
      });
    });
  });
}
