// The page's only "build": copy the script-tag build out of the installed package, as a site
// without a bundler does (or it links it from a CDN: unpkg and jsDelivr serve the same file).
import { copyFileSync } from 'node:fs';

copyFileSync('node_modules/@org/embed-client/dist/embed-client.global.js', 'site/embed-client.global.js');
