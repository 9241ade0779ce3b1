import { defineProject, type UserWorkspaceConfig } from 'vitest/config';

/** The one vitest setup every package tests with; `name` shows in the report. */
export function packageTestConfig(name: string, overrides: UserWorkspaceConfig['test'] = {}) {
  return defineProject({
    test: {
      name,
      include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts', 'test/**/*.test.tsx'],
      environment: 'node',
      ...overrides,
    },
  });
}
