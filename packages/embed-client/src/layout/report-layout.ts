import type { HostFeature } from '../service/host-features';
import { attachHostLayout } from './host-layout';

/** `responsiveLayout` and `autoHeight` of reports, for `new EmbedService({ features: [reportLayout] })`; `Service` has it. */
export const reportLayout: HostFeature = { layout: { attach: attachHostLayout } };
