// [A-SCALE-01..03] on PostgreSQL: three API instances, each with its own pool, on one database
// (the suite: support/shared-state-cluster.ts).
import { describeClusterOn } from './support/shared-state-cluster.ts';

describeClusterOn('PostgreSQL');
