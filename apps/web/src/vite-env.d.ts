/// <reference types="vite/client" />

/** When `vite build` (or the dev server) started, as an ISO date (vite.config.mts `define`). */
declare const __WEB_BUILD_TIME__: string;
