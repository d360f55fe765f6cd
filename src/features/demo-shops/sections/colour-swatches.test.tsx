import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShop } from '@tests/setup/render';
import { ColourPicker, ColourSwatches } from './colour-swatches';

const finishes = ['#7D879C', '#4E97FD', '#33D067', '#BE7374'];

describe('ColourSwatches', () => {
  it('tells screen readers how many colours there are', () => {
    renderWithShop(<ColourSwatches colours={finishes} />);
    expect(screen.getByText('4 colours')).toBeInTheDocument();
  });

  it('counts with the Arabic plural forms', () => {
    renderWithShop(<ColourSwatches colours={finishes.slice(0, 1)} />, { locale: 'ar' });
    expect(screen.getByText('لون واحد')).toBeInTheDocument();
  });
});

describe('ColourPicker', () => {
  it('is a named group of radios that reports the chosen index', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithShop(<ColourPicker colours={finishes} value={1} onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Colour' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Colour 2' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Colour 4' }));
    expect(onChange).toHaveBeenLastCalledWith(3);
  });
});
