import { packageTestConfig } from '../../config/vitest.ts';

export default packageTestConfig('ms-login-button');
