import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, isIsoDay } from '@/domain/dates';

describe('dates as the shop shows them', () => {
  it('formats exactly as en-US Intl does in UTC (without loading Intl in the page)', () => {
    const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
    const dateTime = new Intl.DateTimeFormat('en-US', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'UTC',
    });
    const edges = [
      '2026-01-01T00:00:00Z',
      '2026-01-01T00:59:59.999Z',
      '2026-06-15T11:59:00Z',
      '2026-06-15T12:00:00Z',
      '2026-06-15T12:01:00Z',
      '2026-12-31T23:59:00Z',
      '2024-02-29T09:05:00Z',
      '2026-11-30T22:14:00-05:00',
      '1999-12-31T23:59:59Z',
      '2100-03-01T13:00:00Z',
    ];
    // Every month and every hour, at a spread of days and minutes.
    const spread = Array.from({ length: 12 * 24 }, (_, i) =>
      new Date(Date.UTC(2025 + (i % 3), i % 12, 1 + (i % 28), i % 24, (i * 7) % 60)).toISOString(),
    );
    for (const iso of [...edges, ...spread]) {
      expect(formatDate(iso), iso).toBe(date.format(new Date(iso)));
      expect(formatDateTime(iso), iso).toBe(dateTime.format(new Date(iso)));
    }
  });

  it('gives nothing for a date it cannot read', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime('')).toBe('');
  });
});

describe('a day as a date field gives it', () => {
  it('takes days that exist, within the database’s years', () => {
    for (const day of ['2026-01-01', '2024-02-29', '2026-12-31', '0001-01-01', '9998-12-31'])
      expect(isIsoDay(day), day).toBe(true);
    for (const day of ['2026-13-45', '2026-02-30', '2025-02-29', '2026-00-10', '2026-04-31', '0000-01-01'])
      expect(isIsoDay(day), day).toBe(false);
    for (const text of ['9999-12-31', '2026-1-05', '5 Jan', '', '2026-01-05T00:00:00Z'])
      expect(isIsoDay(text), text).toBe(false);
  });
});
