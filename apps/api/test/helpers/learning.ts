import { createRequire } from 'node:module';
import path from 'node:path';
import { loadLearningContent, type LearningContent } from '@dino/content/learning';

/** The content package's test curriculum, shared with its own tests. */
export const FIXTURE_LEARNING_DIR = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@dino/content/package.json')),
  'test/fixtures/learning',
);

/** A small curriculum whose counts and points the tests know, unlike the real one that grows. */
export async function loadFixture(root = FIXTURE_LEARNING_DIR): Promise<LearningContent> {
  const { content, problems } = await loadLearningContent(root);
  if (problems.length > 0) throw new Error(`Broken fixture: ${JSON.stringify(problems)}`);
  return content;
}

let fixture: Promise<LearningContent> | undefined;
export function fixtureLearning(): Promise<LearningContent> {
  fixture ??= loadFixture();
  return fixture;
}
