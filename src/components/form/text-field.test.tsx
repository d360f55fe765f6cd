import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { renderWithShop } from '@tests/setup/render';
import { PasswordField } from './password-field';
import { TextField } from './text-field';

describe('TextField', () => {
  it('is found by its label, described by its helper text, and says when it is wrong', () => {
    renderWithShop(
      <TextField label="Mobile number" name="phone" helperText="11 digits" error required />,
    );
    const input = screen.getByRole('textbox', { name: /Mobile number/ });
    expect(input).toHaveAccessibleDescription('11 digits');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('name', 'phone');
  });

  it('passes the input attributes through and hands its input to a form library', async () => {
    const inputRef = createRef<HTMLInputElement | HTMLTextAreaElement>();
    const seen: string[] = [];
    renderWithShop(
      <TextField
        label="E-mail"
        type="email"
        inputRef={inputRef}
        onChange={(event) => seen.push(event.target.value)}
        slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'email' } }}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('dir', 'ltr');
    expect(input).toHaveAttribute('inputmode', 'email');
    expect(inputRef.current).toBe(input);
    await userEvent.type(input, 'a@b');
    expect(seen.at(-1)).toBe('a@b');
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('writes several lines when multiline', () => {
    renderWithShop(<TextField label="Notes" multiline minRows={3} />);
    expect(screen.getByRole('textbox', { name: 'Notes' }).tagName).toBe('TEXTAREA');
  });

  it('carries an end adornment: the password field shows and hides what was typed', async () => {
    renderWithShop(<PasswordField label="Password" toggleLabel="Show password" />);
    const input = screen.getByLabelText('Password', { selector: 'input' });
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
