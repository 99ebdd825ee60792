// The back office's input at its edges: what the contract lets through must fit the database, so an
// impossible value is a 400 naming its field, never a 500 from PostgreSQL nor a value stored rounded.
import { describe, expect, it } from 'vitest';
import { ownerShop } from './admin-support';

const ctx = ownerShop();

describe('the order list filters', () => {
  it('refuse a day that does not exist or that the database cannot hold, by name', async () => {
    await ctx.admin.signIn();
    for (const filters of [
      { from: '2024-13-01' },
      { from: '2024-02-30' },
      { from: '0000-01-01' },
      { to: '9999-12-31' },
    ]) {
      const refused = await ctx.admin.call('adminOrders', filters);
      expect(refused.status, JSON.stringify(filters)).toBe(400);
      expect(refused.body).toEqual({
        status: 0,
        message: `${'from' in filters ? 'From' : 'To'} must be a date (YYYY-MM-DD)`,
        data: null,
      });
    }
    const leap = await ctx.admin.call('adminOrders', { from: '2024-02-29', to: '9998-12-31' });
    expect(leap.status, leap.body.message).toBe(200);
  });
});
