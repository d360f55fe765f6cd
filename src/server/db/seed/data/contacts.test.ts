import { describe, expect, it } from '@jest/globals';
import { contactValueProblem } from '@/contracts/contact';
import { seedContacts } from './contacts';

// The seed writes contacts without the API's checks: it must hold itself to them, the Arabic
// value as much as the value (Arabic pages link it the same way).
describe('the seeded contacts', () => {
  it('fit their type in both languages', () => {
    const misfits = seedContacts.flatMap((contact) =>
      [contact.value, contact.value_ar]
        .filter((value): value is string => value !== undefined)
        .map((value) => ({
          type: contact.type,
          value,
          problem: contactValueProblem(contact.type, value),
        }))
        .filter((entry) => entry.problem !== undefined),
    );
    expect(misfits).toEqual([]);
  });
});
