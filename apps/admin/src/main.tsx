import '@fontsource/vazirmatn/400.css';
import '@fontsource/vazirmatn/500.css';
import '@fontsource/vazirmatn/700.css';
import '@fontsource/vazirmatn/800.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App';
import { ROUTER_BASENAME } from './config';

// Real paths (/admin/users), not react-admin's default hash router; the server answers every
// /admin/* path with index.html.
const router = createBrowserRouter([{ path: '*', element: <App /> }], {
  basename: ROUTER_BASENAME,
});

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
