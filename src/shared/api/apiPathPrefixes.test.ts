import { describe, expect, it } from 'vitest';
import { apiPathPattern, apiPathPrefixes } from './apiPathPrefixes';

const config = (write: string, reads: string[], yearSummary?: string) => ({
  write,
  tabs: reads.map((read) => ({ read, label: read, dataset: 1, list: 'data' as const, series: [] })),
  ...(yearSummary === undefined ? {} : { year_summary: yearSummary }),
});

describe('apiPathPrefixes', () => {
  it("takes the profiles' prefixes from their configs beside the fixed ones", () => {
    const prefixes = apiPathPrefixes([
      config('/profiles/special/{post_api_name}/', ['/v2/fitness/bp/'], '/activity/year/'),
      config('/sleep/{post_api_name}/', ['/sleep/get/']),
    ]);
    expect(prefixes).toEqual([
      'activity',
      'api',
      'fhir',
      'meetings',
      'profiles',
      'sleep',
      'user',
      'v2',
    ]);
  });

  it('tells an API call from a page of the app', () => {
    const pattern = apiPathPattern(apiPathPrefixes([config('/sleep/{post_api_name}/', [])]));
    expect(pattern.test('/sleep/get/')).toBe(true);
    expect(pattern.test('/v2/user/login/')).toBe(true);
    expect(pattern.test('/fhir/CodeSystem/datasets')).toBe(true);
    expect(pattern.test('/sleepprofile')).toBe(false);
    expect(pattern.test('/dashboard')).toBe(false);
  });
});
