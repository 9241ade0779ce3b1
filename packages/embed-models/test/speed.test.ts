import { it } from 'vitest';
import * as z from 'zod/mini';
import * as R from '../src/validation/rules';
import { makeValidator } from '../src/validation/validator';
import * as M from 'powerbi-models';
const { opt } = R;
const target = z.looseObject({ table: z.string(), column: z.string() });
const prim = z.union([z.string(), R.num(), z.boolean()]);
const basic = z.looseObject({ target, operator: z.string(), values: z.array(prim), filterType: opt(R.numEnum([1])) });
const adv = z.looseObject({ target, logicalOperator: z.string(), conditions: opt(z.array(z.looseObject({value: opt(prim), operator: z.string()}))), filterType: opt(R.numEnum([0])) });
const filter = z.union([basic, adv]);
const pane = z.looseObject({ visible: opt(z.boolean()), expanded: opt(z.boolean()) });
const settings = z.looseObject({ filterPaneEnabled: opt(z.boolean()), navContentPaneEnabled: opt(z.boolean()), panes: opt(z.looseObject({ filters: opt(pane), bookmarks: opt(pane) })), zoomLevel: opt(R.range(0.25, 4)), layoutType: opt(R.numEnum([0,1,2,3])) });
const load = z.looseObject({ accessToken: z.string(), id: z.string(), groupId: opt(z.string()), settings: opt(settings), pageName: opt(z.string()), filters: opt(z.array(filter)), permissions: opt(R.numEnum([0,1,2,4,7])), viewMode: opt(R.numEnum([0,1])), tokenType: opt(R.numEnum([0,1])), embedUrl: opt(z.string()) });
const v = makeValidator(load);
const cfg = { type: 'report', accessToken: 'tok', id: 'r1', embedUrl: 'https://x', tokenType: 1, permissions: 7, settings: { filterPaneEnabled: false, navContentPaneEnabled: true, panes: { filters: { visible: false, expanded: false } } },
 filters: [ { $schema: 'http://powerbi.com/product/schema#basic', target: {table: 'T', column: 'C'}, operator: 'In', values: [1,2,3], filterType: 1 }, { $schema: 'x', target: {table:'T', column:'D'}, logicalOperator: 'And', conditions: [{operator: 'GreaterThan', value: 3}], filterType: 0 } ] };
function bench(name: string, f: () => unknown) { for (let i=0;i<20000;i++) f(); const t=performance.now(); let n=0; while (performance.now()-t < 1000) { for (let i=0;i<1000;i++) f(); n+=1000; } console.log(name, Math.round(n/((performance.now()-t)/1000)), 'ops/s'); }
it('speed', () => { console.log(v(cfg), M.validateReportLoad(cfg), v({...cfg, filters: [{}]}), v({...cfg, settings: {zoomLevel: 9}})); bench('ours', () => v(cfg)); bench('ref', () => M.validateReportLoad(cfg)); bench('ours-invalid', () => v({...cfg, id: 3})); bench('ref-invalid', () => M.validateReportLoad({...cfg, id: 3})); });
