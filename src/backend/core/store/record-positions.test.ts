import { describe, expect, it } from 'vitest';
import { appendRecord, findRecordById } from './record-positions.ts';

describe('findRecordById', () => {
  it('finds by id, learns appended positions, and survives a list it has not seen', () => {
    const records = [{ id: 'a' }, { id: 'b' }];
    expect(findRecordById('test-records', records, 'b')).toBe(records[1]);
    const added = appendRecord('test-records', records, { id: 'c' });
    expect(findRecordById('test-records', records, 'c')).toBe(added);
    // Another list under the same name: the remembered position is checked, not trusted.
    const other = [{ id: 'c' }, { id: 'a' }];
    expect(findRecordById('test-records', other, 'c')).toBe(other[0]);
    expect(findRecordById('test-records', other, 'a')).toBe(other[1]);
    expect(findRecordById('test-records', other, 'missing')).toBeUndefined();
  });

  it('reads only the remembered position once it knows it', () => {
    const records = Array.from({ length: 1000 }, (_, index) => ({ id: `r${index}` }));
    findRecordById('test-watched', records, 'r0');
    const read = new Set<string>();
    const watched = new Proxy(records, {
      get(target, property, receiver) {
        if (typeof property === 'string' && /^\d+$/.test(property)) read.add(property);
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    expect(findRecordById('test-watched', watched, 'r700')).toBe(records[700]);
    expect([...read]).toEqual(['700']);
  });
});

describe('a miss', () => {
  it('is known without a scan once every position is, appends included', () => {
    const records = Array.from({ length: 100 }, (_, index) => ({ id: `m${index}` }));
    findRecordById('test-misses', records, 'm0');
    appendRecord('test-misses', records, { id: 'm100' });
    const read = new Set<string>();
    const watched = new Proxy(records, {
      get(target, property, receiver) {
        if (typeof property === 'string' && /^\d+$/.test(property)) read.add(property);
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    expect(findRecordById('test-misses', watched, 'absent')).toBeUndefined();
    expect([...read]).toEqual(['100']);
    expect(findRecordById('test-misses', watched, 'm100')).toBe(records[100]);
  });
});
