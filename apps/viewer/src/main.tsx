import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { viewerConfig } from './config/viewer-config.ts';
import { OptionalPartBoundary } from './errors/optional-part-boundary.tsx';
import { warmReportConfig } from './report/warm-report-config.ts';
import { routes } from './routes.tsx';
import './styles/theme.css';

const router = createBrowserRouter(routes);

// The report frame's stage (issue 19): a chunk of its own, fetched after the first paint, that boots
// the report frame while the person signs in or the dashboard list loads. Not in the bench's
// baseline build (VITE_WARM_FRAME=0) nor without a report endpoint.
const ReportStage = lazy(() => import('./report/report-stage.tsx').then((module) => ({ default: module.ReportStage })));
const stage = warmReportConfig(viewerConfig) ? (
  <Suspense fallback={null}>
    <ReportStage />
  </Suspense>
) : null;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
    {/* A stage whose chunk could not be fetched must not blank the whole app [V-CALM-05]. */}
    <OptionalPartBoundary name="The report frame stage">{stage}</OptionalPartBoundary>
  </StrictMode>,
);
