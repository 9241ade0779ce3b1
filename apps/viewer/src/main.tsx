import { StrictMode, useEffect, useState, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { viewerConfig } from './config/viewer-config.ts';
import { OptionalPartBoundary } from './errors/optional-part-boundary.tsx';
import { warmReportConfig } from './report/warm-report-config.ts';
import { routes } from './routes.tsx';
import './styles/theme.css';

const router = createBrowserRouter(routes);

// The report frame's stage (issue 19): a chunk of its own that boots the report frame while the
// person signs in or the dashboard list loads. Fetched at once, before the first render, and shown
// by a plain state update when it arrives (not React.lazy: Suspense may hold a revealed boundary back
// some 300 ms, by which time the list has often answered and the warm-up is lost). Not in the
// bench's baseline build (VITE_WARM_FRAME=0) nor without a report endpoint.
const stageModule = warmReportConfig(viewerConfig) ? import('./report/report-stage.tsx') : undefined;

function StageLoader() {
  const [Stage, setStage] = useState<ComponentType>();
  useEffect(() => {
    let live = true;
    stageModule?.then(
      (module) => live && setStage(() => module.ReportStage),
      // Without its chunk (the network lost as the app starts) the page goes on without the stage.
      (error: unknown) => console.error('The report stage could not be loaded:', error),
    );
    return () => {
      live = false;
    };
  }, []);
  return Stage ? <Stage /> : null;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
    {/* A stage whose chunk could not be fetched must not blank the whole app [V-CALM-05]. */}
    <OptionalPartBoundary name="The report frame stage">{stageModule && <StageLoader />}</OptionalPartBoundary>
  </StrictMode>,
);
