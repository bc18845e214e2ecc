import { createRtlCache } from '@daneshsara/ui';
import { CacheProvider } from '@emotion/react';
import { Admin, CustomRoutes, Resource, useTranslate } from 'react-admin';
import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { AppLayout } from './layout/AppLayout';
import { AppNotification } from './layout/AppNotification';
import { createAuthProvider } from './providers/authProvider';
import { createDataProvider } from './providers/dataProvider';
import { createI18nProvider } from './providers/i18nProvider';
import { cookieTokenStore } from './providers/token';
import { canAccessResource, resourcePaths, resources } from './resources';
import { storeCustomRoutes } from './resources/store';
import { contentCustomRoutes } from './resources/content/routes';
import { sessionCustomRoutes } from './resources/learning/sessions';
import { historyRoutes } from './resources/learning/histories/routes';
import { examRoutes } from './resources/learning/exams/routes';
import { verifyRoutes } from './resources/learning/verify';
import { learnerRecordRoutes } from './resources/learning/learner-record';
import { checkInRoutes } from './resources/learning/check-in';
import { reportsRoute } from './resources/reports';
import { Dashboard } from './routes/Dashboard';
import { darkTheme, lightTheme } from './theme';

const rtlCache = createRtlCache();
/** The console kit's gallery (SPEC's document/component); loaded only when opened. */
const ComponentGallery = lazy(() => import('./routes/document/ComponentGallery'));
const dataProvider = createDataProvider({ paths: resourcePaths, getToken: cookieTokenStore.read });
const authProvider = createAuthProvider({ canAccessResource });
const i18nProvider = createI18nProvider();

/**
 * The staff console. Routing comes from main.tsx (a browser router under /admin); sign-in happens
 * on the storefront, so react-admin's login page is off and a failed auth check leaves the app.
 */
/** The default title (pages without their own, such as «صفحه پیدا نشد»): react-admin shows a string title as is. */
function ConsoleTitle() {
  return <>{useTranslate()('app.title')}</>;
}

export function App() {
  return (
    <CacheProvider value={rtlCache}>
      <Admin
        title={<ConsoleTitle />}
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        theme={lightTheme}
        darkTheme={darkTheme}
        layout={AppLayout}
        notification={AppNotification}
        dashboard={Dashboard}
        loginPage={false}
        requireAuth
        disableTelemetry
      >
        {resources.map((r) => (
          <Resource
            key={r.name}
            name={r.name}
            list={r.list}
            edit={r.edit}
            show={r.show}
            create={r.create}
            icon={r.icon}
            recordRepresentation={r.recordRepresentation}
          />
        ))}
        <CustomRoutes>
          {storeCustomRoutes}
          {contentCustomRoutes}
          <Route path="/document/component" element={<ComponentGallery />} />
          {reportsRoute}
          {checkInRoutes}
          {[...sessionCustomRoutes, ...historyRoutes, ...examRoutes, ...verifyRoutes, ...learnerRecordRoutes].map(
            (r) => (
              <Route key={r.path} path={r.path} element={r.element} />
            ),
          )}
        </CustomRoutes>
      </Admin>
    </CacheProvider>
  );
}
