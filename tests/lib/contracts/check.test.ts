import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { checkData, checkList } from '@/lib/contracts/check';

const rateSchema = z.object({ name: z.string(), rate: z.string() });
const toRate = (raw: z.infer<typeof rateSchema>) => (raw.rate === 'x' ? null : { ...raw, upper: raw.name.toUpperCase() });

describe('checkData', () => {
  it('turns a value the schema reads into its model', () => {
    expect(checkData({ name: 'usdt', rate: '7' }, rateSchema, toRate)).toEqual({ name: 'usdt', rate: '7', upper: 'USDT' });
  });

  it('is null when the schema or the model refuses the value', () => {
    expect(checkData({ name: 'usdt' }, rateSchema, toRate)).toBeNull();
    expect(checkData({ name: 'usdt', rate: 'x' }, rateSchema, toRate)).toBeNull();
  });
});

describe('checkList', () => {
  it('drops the entries the schema or the model refuses, keeping the order', () => {
    const list = [{ name: 'a', rate: '1' }, { name: 'b' }, { name: 'c', rate: 'x' }, { name: 'd', rate: '2' }];
    expect(checkList(list, rateSchema, toRate)?.map((rate) => rate.name)).toEqual(['a', 'd']);
  });

  it('is null for a value that is no list', () => {
    expect(checkList({ name: 'a', rate: '1' }, rateSchema, toRate)).toBeNull();
  });
});
