import { describe, expect, it } from '@jest/globals';
import { formatClock, formatSlotDate, formatSlotTimes } from './slot';

describe('slot formatting', () => {
  it('writes the shop’s times as they are, in the language’s digits', () => {
    expect(formatSlotTimes({ from: '10:00', to: '13:00' }, 'en')).toBe('10:00–13:00');
    expect(formatSlotTimes({ from: '19:00', to: '22:00' }, 'ar')).toBe('١٩:٠٠–٢٢:٠٠');
    expect(formatClock('nonsense', 'en')).toBe('nonsense');
  });

  it('writes the slot’s own calendar day, whatever the zone', () => {
    expect(formatSlotDate('2026-11-26', 'en')).toMatch(/Thu/);
    expect(formatSlotDate('2026-11-26', 'en')).toMatch(/26/);
    expect(formatSlotDate('2026-11-26', 'ar')).toMatch(/الخميس/);
  });
});
