import { packageTestConfig } from '../../config/vitest.ts';

export default packageTestConfig('react-embed');
