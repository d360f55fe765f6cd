import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { renderWithShop } from '@tests/setup/render';
import { NativeSelectField } from './native-select-field';

const options = (
  <>
    <option value="">Choose an area</option>
    <option value="1">Mansoura</option>
    <option value="2">Talkha</option>
  </>
);

describe('NativeSelectField', () => {
  it('is found by its label alone, described by its helper text, and says when it is wrong', () => {
    renderWithShop(
      <NativeSelectField label="Delivery area" name="zone" helperText="Pick one" error required>
        {options}
      </NativeSelectField>,
    );
    // The required mark is not read as part of the name.
    const select = screen.getByRole('combobox', { name: 'Delivery area' });
    expect(select).toHaveAccessibleDescription('Pick one');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toBeRequired();
    expect(select).toHaveAttribute('name', 'zone');
  });

  it('reports the choice and hands its element to a form library', async () => {
    const ref = createRef<HTMLSelectElement>();
    const seen: string[] = [];
    renderWithShop(
      <NativeSelectField
        label="Delivery area"
        name="zone"
        ref={ref}
        onChange={(event) => seen.push(event.target.value)}
      >
        {options}
      </NativeSelectField>,
    );
    await userEvent.selectOptions(screen.getByLabelText('Delivery area'), 'Talkha');
    expect(seen).toEqual(['2']);
    expect(ref.current?.value).toBe('2');
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-invalid', 'false');
  });
});
