import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { restPageBody } from './rest';

// What the REST facade sends for a page must be exactly the page's items and cursor, whatever the items hold.
describe('restPageBody', () => {
  const item = fc.record({ id: fc.integer(), title: fc.string({ unit: 'binary' }), nextCursor: fc.option(fc.string()), tags: fc.array(fc.string()) });
  const cursor = fc.option(fc.base64String().map((text) => Buffer.from(text).toString('base64url')));

  it('gives the same items and cursor as parsing the page would, for any items', () => {
    fc.assert(
      fc.property(fc.array(item, { maxLength: 8 }), cursor, (items, nextCursor) => {
        const page = restPageBody(JSON.stringify({ items, nextCursor }));
        expect(page).toBeDefined();
        expect(JSON.parse(page!.body)).toEqual(items);
        expect(page!.nextCursor).toBe(nextCursor);
      }),
      { numRuns: 500 },
    );
  });

  it('parses what it cannot cut: other key orders, cursors of other alphabets, and refuses what is not a page', () => {
    expect(restPageBody(JSON.stringify({ nextCursor: 'abc', items: [1] }))).toEqual({ body: '[1]', nextCursor: 'abc' });
    expect(restPageBody(JSON.stringify({ items: [{ a: ',"nextCursor":null}' }], nextCursor: 'a"b' }))).toEqual({ body: '[{"a":",\\"nextCursor\\":null}"}]', nextCursor: 'a"b' });
    expect(restPageBody(JSON.stringify({ items: 'no' }))).toBeUndefined();
    expect(restPageBody('not json')).toBeUndefined();
  });
});
