// A page as a React 18 team writes it with @org/react-embed and Microsoft's
// powerbi-report-authoring: the report's config in state, event handlers, the embedded component
// kept from getEmbeddedComponent, buttons that change the token and the report, and the
// plugin's methods called on the embedded report.
import { useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { EmbedComponent } from '@org/react-embed';
import { models, type Embed, type IReportEmbedConfiguration, type Report } from '@org/embed-client';
import { authoring } from './authoring';

const params = new URLSearchParams(location.search);
const events: string[] = [];
const fixture: {
  events: string[];
  report?: Report;
  authoring: () => ReturnType<typeof authoring>;
} = {
  events,
  authoring: () => {
    if (!fixture.report) throw new Error('no report is embedded yet');
    return authoring(fixture.report);
  },
};
Object.assign(window, { fixture });

function App() {
  const [accessToken, setAccessToken] = useState(params.get('token') ?? 'T1');
  const [embedUrl, setEmbedUrl] = useState(params.get('embedUrl') ?? '');
  const config = useMemo<IReportEmbedConfiguration>(
    () => ({
      type: 'report',
      embedUrl,
      accessToken,
      tokenType: models.TokenType.Embed,
      settings: { panes: { filters: { visible: false } } },
    }),
    [embedUrl, accessToken],
  );
  const eventHandlers = useMemo(
    () =>
      new Map([
        ['loaded', () => events.push('loaded')],
        ['rendered', () => events.push('rendered')],
        ['pageChanged', () => events.push('pageChanged')],
        ['error', () => events.push('error')],
      ]),
    [],
  );
  return (
    <main>
      <h1>Admissions</h1>
      <button type="button" onClick={() => setAccessToken('T2')}>
        Change token
      </button>
      <button type="button" onClick={() => setEmbedUrl(params.get('embedUrl2') ?? '')}>
        Change report
      </button>
      <EmbedComponent
        embedConfig={config}
        eventHandlers={eventHandlers}
        cssClassName="report"
        getEmbeddedComponent={(embed: Embed) => (fixture.report = embed as Report)}
      />
    </main>
  );
}

createRoot(document.getElementById('root')!).render(<App />);
