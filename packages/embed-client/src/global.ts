// The script-tag entry (dist/embed-client.global.js): like powerbi-client's bundle, it publishes
// the module as window['powerbi-client'] and a ready-made Service as window.powerbi.
import * as client from './index';
import { Service } from './service/service';

declare global {
  interface Window {
    powerbi: Service;
    powerBISDKGlobalServiceInstanceName?: string;
  }
}

// Loaded outside a browser (server-side rendering, a test runner) it does nothing.
if (typeof window !== 'undefined') {
  const host = window as unknown as Window & Record<string, unknown>;
  const powerbi = new Service();
  host['powerbi-client'] = client;
  // A page that already has a window.powerbi may ask for another name, so neither overwrites the other.
  const name = host.powerbi && host.powerBISDKGlobalServiceInstanceName;
  host[name || 'powerbi'] = powerbi;
}
