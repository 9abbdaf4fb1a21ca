import { describe, expect, it } from 'vitest';
import { ReadingsJsonCache, readingsCacheKeyPrefix } from './readingsJsonCache';

const reply = (json: string, version = '1') => ({ count: 1, json: Buffer.from(json), version });

describe('ReadingsJsonCache', () => {
  it('gives back what was kept, under its key only', () => {
    const cache = new ReadingsJsonCache(1000);
    cache.set('a', reply('[1]'));
    expect(cache.get('a')).toEqual(reply('[1]'));
    expect(cache.get('b')).toBeUndefined();
  });

  it('drops the least recently used replies once the limit is passed', () => {
    const cache = new ReadingsJsonCache(25);
    cache.set('a', reply('x'.repeat(9)));
    cache.set('b', reply('y'.repeat(9)));
    cache.get('a');
    cache.set('c', reply('z'.repeat(9)));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.json.toString()).toBe('x'.repeat(9));
    expect(cache.get('c')?.json.toString()).toBe('z'.repeat(9));
    expect(cache.bytes).toBe(20);
  });

  it('forgets every reply of one person, and only theirs', () => {
    const cache = new ReadingsJsonCache(1000);
    const of = (userId: number, rest: string) => readingsCacheKeyPrefix(userId) + rest;
    cache.set(of(12, '3|a'), reply('[1]'));
    cache.set(of(12, '4|b'), reply('[2]'));
    cache.set(of(123, '3|a'), reply('[3]'));
    cache.forgetUser(12);
    expect(cache.get(of(12, '3|a'))).toBeUndefined();
    expect(cache.get(of(12, '4|b'))).toBeUndefined();
    expect(cache.get(of(123, '3|a'))).toEqual(reply('[3]'));
    expect(cache.bytes).toBe(of(123, '3|a').length + '[3]'.length);
  });

  it('replaces a key without counting it twice', () => {
    const cache = new ReadingsJsonCache(100);
    cache.set('a', reply('[1]', '1'));
    cache.set('a', reply('[1,2]', '2'));
    expect(cache.get('a')).toEqual(reply('[1,2]', '2'));
    expect(cache.bytes).toBe('a'.length + '[1,2]'.length);
  });

  it('keeps nothing larger than the limit, and nothing at all with a limit of 0', () => {
    const small = new ReadingsJsonCache(5);
    small.set('a', reply('[1,2,3,4,5]'));
    expect(small.get('a')).toBeUndefined();
    const none = new ReadingsJsonCache(0);
    none.set('a', reply('[]'));
    expect(none.get('a')).toBeUndefined();
    expect(none.bytes).toBe(0);
  });
});
