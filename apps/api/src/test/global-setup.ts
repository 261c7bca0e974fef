import type { TestProject } from 'vitest/node';
import { dropTemplate, prepareTemplate } from './test-database.ts';

/**
 * Vitest global setup of the api project: migrates and seeds one database for the whole run; each
 * test file then starts from a copy of it (see `openTestDatabase`) instead of migrating its own.
 */
export default async function setup(project: TestProject) {
  const tpl = await prepareTemplate();
  project.provide('testDatabase', tpl);
  return () => dropTemplate(tpl);
}
