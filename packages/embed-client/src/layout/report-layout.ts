import type { HostFeature } from '../host/embed-host';
import { attachHostLayout } from './host-layout';

/** `responsiveLayout` and `autoHeight` of reports, for `new EmbedService({ features: [reportLayout] })`; `Service` has it. */
export const reportLayout: HostFeature = { layout: { attach: attachHostLayout } };
