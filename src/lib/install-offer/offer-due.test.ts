import { installOfferDue, type OfferFacts } from './offer-due';

const chromeSecondVisit: OfferFacts = {
  visits: 2,
  orderPlaced: false,
  decision: undefined,
  standalone: false,
  hasPrompt: true,
  ios: false,
};

describe('installOfferDue', () => {
  it('waits for a second visit or a first order', () => {
    expect(installOfferDue({ ...chromeSecondVisit, visits: 1 })).toBeUndefined();
    expect(installOfferDue(chromeSecondVisit)).toBe('prompt');
    expect(installOfferDue({ ...chromeSecondVisit, visits: 1, orderPlaced: true })).toBe('prompt');
  });

  it('offers once: never again after an answer, nor inside the installed app', () => {
    expect(installOfferDue({ ...chromeSecondVisit, decision: 'dismissed' })).toBeUndefined();
    expect(installOfferDue({ ...chromeSecondVisit, decision: 'accepted' })).toBeUndefined();
    expect(installOfferDue({ ...chromeSecondVisit, standalone: true })).toBeUndefined();
    expect(
      installOfferDue({ ...chromeSecondVisit, hasPrompt: false, ios: true, standalone: true }),
    ).toBeUndefined();
  });

  it("spells out Safari's steps on iOS, and offers nothing where the browser cannot install", () => {
    expect(installOfferDue({ ...chromeSecondVisit, hasPrompt: false, ios: true })).toBe(
      'ios-guide',
    );
    expect(installOfferDue({ ...chromeSecondVisit, hasPrompt: false })).toBeUndefined();
    expect(
      installOfferDue({ ...chromeSecondVisit, hasPrompt: false, ios: true, decision: 'dismissed' }),
    ).toBeUndefined();
  });
});
