import { describe, expect, it, jest } from '@jest/globals';
import { focusFirstError } from './error-focus';

function page(html: string): HTMLElement {
  document.body.innerHTML = `<form>${html}</form>`;
  return document.querySelector('form')!;
}

describe('focusFirstError', () => {
  it('focuses the first field in error in the page’s order, brought to mid-screen', () => {
    const scroll = jest.spyOn(Element.prototype, 'scrollIntoView');
    const form = page(`
      <input id="name" aria-invalid="false">
      <input id="phone" aria-invalid="true">
      <textarea id="notes" aria-invalid="true"></textarea>`);

    expect(focusFirstError(form)).toBe(2);

    expect(document.activeElement?.id).toBe('phone');
    expect(scroll.mock.contexts).toEqual([document.getElementById('phone')]);
    expect(scroll).toHaveBeenCalledWith({ block: 'center', inline: 'nearest' });
    scroll.mockRestore();
  });

  it('answers a group with its first choice that can be taken, and counts it once', () => {
    const form = page(`
      <div data-invalid="true" role="group">
        <button role="tab">Today</button>
        <button aria-pressed="false" disabled>10:00</button>
        <button aria-pressed="false" id="open">16:00</button>
        <input aria-invalid="true" id="inner">
      </div>
      <input aria-invalid="true">`);

    expect(focusFirstError(form)).toBe(2);
    expect(document.activeElement?.id).toBe('open');
  });

  it('answers a radio group with the choice made', () => {
    const form = page(`
      <div data-invalid="true">
        <input type="radio" name="a" value="1">
        <input type="radio" name="a" value="2" id="chosen" checked>
      </div>`);
    expect(focusFirstError(form)).toBe(1);
    expect(document.activeElement?.id).toBe('chosen');
  });

  it('passes over an error with nothing to focus, and says none when there is none', () => {
    const form = page(`
      <div data-invalid="true"><p>Sold out</p></div>
      <input aria-invalid="true" disabled>
      <input aria-invalid="true" id="next">`);
    expect(focusFirstError(form)).toBe(3);
    expect(document.activeElement?.id).toBe('next');

    const clean = page('<input aria-invalid="false" id="fine">');
    expect(focusFirstError(clean)).toBe(0);
    expect(document.activeElement).toBe(document.body);
  });
});
