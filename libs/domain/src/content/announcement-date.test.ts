import { describe, expect, it } from 'vitest';
import { formatAnnouncementDate } from './announcement-date';

/** 2024-03-05T16:30:00Z */
const TS = Date.UTC(2024, 2, 5, 16, 30);

describe('formatAnnouncementDate', () => {
  it('formats a ms timestamp in UTC by default', () => {
    expect(formatAnnouncementDate(TS)).toBe('2024/03/05');
    expect(formatAnnouncementDate(String(TS))).toBe('2024/03/05');
  });

  it('shifts an instant by the given offset, across a day boundary', () => {
    expect(formatAnnouncementDate(TS, 480)).toBe('2024/03/06');
    expect(formatAnnouncementDate(Date.UTC(2024, 0, 1, 2), -300)).toBe('2023/12/31');
  });

  it('reads ISO date-times with Z or an offset', () => {
    expect(formatAnnouncementDate('2024-03-05T16:30:00Z')).toBe('2024/03/05');
    expect(formatAnnouncementDate('2024-03-05T16:30:00.123z', 480)).toBe('2024/03/06');
    expect(formatAnnouncementDate('2024-03-06T00:30:00+08:00')).toBe('2024/03/05');
    expect(formatAnnouncementDate('2024-03-05T20:00-0500')).toBe('2024/03/06');
    expect(formatAnnouncementDate(' 2024-03-05T16:30:00.5Z ')).toBe('2024/03/05');
  });

  it('shows a zone-less date or date-time as written, whatever the offset', () => {
    expect(formatAnnouncementDate('2024-03-05', 480)).toBe('2024/03/05');
    expect(formatAnnouncementDate('2024-03-05 23:30:00', 480)).toBe('2024/03/05');
    expect(formatAnnouncementDate('2024-02-29T23:59:59', -600)).toBe('2024/02/29');
  });

  it('formats early years without the two-digit year trap', () => {
    expect(formatAnnouncementDate('0050-01-02')).toBe('0050/01/02');
    expect(formatAnnouncementDate(-86_400_000)).toBe('1969/12/31');
  });

  it.each([
    'soon',
    '',
    '05/03/2024',
    '2023-02-29',
    '2024-13-01',
    '2024-03-05T24:00:00Z',
    '2024-03-05T12:60:00Z',
    '2024-03-05T12:00:60Z',
    '2024-03-05T12:00:00+15:00',
    '99999999999999999999',
  ])('gives null for %j', (value) => {
    expect(formatAnnouncementDate(value)).toBeNull();
  });

  it('gives null for numbers that are no date and for a year beyond 9999', () => {
    expect(formatAnnouncementDate(Number.NaN)).toBeNull();
    expect(formatAnnouncementDate(Number.POSITIVE_INFINITY)).toBeNull();
    expect(formatAnnouncementDate(Date.UTC(10_000, 0, 1))).toBeNull();
    expect(formatAnnouncementDate(Date.UTC(-1, 0, 1))).toBeNull();
  });

  it('gives null for an offset that is no offset', () => {
    expect(formatAnnouncementDate(TS, Number.NaN)).toBeNull();
    expect(formatAnnouncementDate(TS, 15 * 60)).toBeNull();
  });
});
