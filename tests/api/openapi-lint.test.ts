// The published contract passes a third-party OpenAPI linter (Redocly's recommended rules, as
// `redocly lint` runs them), so tools other than ours read it as we mean it.
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './support/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ FEED: 'off' });
});
afterAll(async () => {
  await h.close();
});

describe('the OpenAPI document', () => {
  it('has no errors under the recommended rules of the Redocly linter', async () => {
    const source = await (await h.request('/api/openapi.json')).text();
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source, absoluteRef: '/api/openapi.json', config });
    const errors = problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? '?'}`);
    expect(errors).toEqual([]);
  });

  it("gives an odd the spec's default odds value, 2.00 (200 hundredths)", async () => {
    const doc = (await (await h.request('/api/openapi.json')).json()) as { components: { schemas: Record<string, { properties: Record<string, { default?: unknown }> }> } };
    const odd = doc.components.schemas.Odd?.properties;
    expect(odd?.odds?.default).toBe(2);
    expect(odd?.value?.default).toBe(200);
  });
});
