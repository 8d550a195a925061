import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PHONE_INPUT_MAX_LENGTH, type PhoneCheck, type TelValidation } from '../../shared/phone.js';
import { PhoneInput, type PhoneInputProps } from './PhoneInput.js';
import { renderWithProviders } from './testing.js';

type User = ReturnType<typeof userEvent.setup>;

function setup(props: Partial<PhoneInputProps> = {}) {
  const onChange = vi.fn<NonNullable<PhoneInputProps['onChange']>>();
  const onValidation = vi.fn<NonNullable<PhoneInputProps['onValidation']>>();
  const view = renderWithProviders(
    <PhoneInput label="Phone" onChange={onChange} onValidation={onValidation} {...props} />,
    {
      withToasts: false,
    },
  );
  const input = screen.getByRole('textbox', { name: 'Phone' }) as HTMLInputElement;
  return { user: userEvent.setup(), input, onChange, onValidation, ...view };
}

/** The way a person (and Playwright: click, End, pressSequentially) types after the calling code. */
async function typeAfterPrefix(user: User, input: HTMLInputElement, keys: string) {
  await user.click(input);
  await user.keyboard('{End}');
  await user.keyboard(keys);
}

async function retype(user: User, input: HTMLInputElement, text: string) {
  await user.clear(input);
  await user.type(input, text);
}

function helperText(input: HTMLInputElement): string | null {
  const id = input.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

function lastCheck(onValidation: ReturnType<typeof setup>['onValidation']): {
  result: TelValidation | null;
  check: PhoneCheck | null;
} {
  const [result, check] = onValidation.mock.calls.at(-1) ?? [null, null];
  return { result, check };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('PhoneInput: the field', () => {
  it('is a labelled tel input named "telephone", 25 characters at most, with the seed placeholder', () => {
    const { input } = setup();
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('name', 'telephone');
    expect(input).toHaveAttribute('maxlength', String(PHONE_INPUT_MAX_LENGTH));
    expect(input).toHaveAttribute('maxlength', '25');
    expect(input).toHaveAttribute('placeholder', 'Enter a phone number');
    expect(input).toHaveAttribute('autocomplete', 'tel');
    expect(screen.getByText('Phone')).toBeVisible();
  });

  it('takes another name', () => {
    const { input } = setup({ name: 'guardianPhone' });
    expect(input).toHaveAttribute('name', 'guardianPhone');
  });

  it('has a labelled country button with a local flag (nothing fetched)', () => {
    setup();
    const button = screen.getByRole('button', { name: 'Choose country' });
    expect(button.querySelector('svg[data-flag="KE"]')).not.toBeNull();
    expect(document.querySelectorAll('img[src^="http"]')).toHaveLength(0);
  });

  it('reports E.164 for a valid number and the validation result', async () => {
    const { user, input, onChange, onValidation } = setup();
    await typeAfterPrefix(user, input, '712345678');
    expect(input).toHaveValue('+254 712 345678');
    expect(onChange).toHaveBeenLastCalledWith(
      '+254712345678',
      expect.objectContaining({ valid: true, country: 'KE', countryCode: '+254', nationalNumber: '712345678' }),
    );
    expect(lastCheck(onValidation).result).toMatchObject({ valid: true, possible: true, formatted: '+254 712 345678' });
    await user.tab();
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(helperText(input)).toBeNull();
  });

  it('reports the raw text while the number is not valid, and nothing for the calling code alone', async () => {
    const { user, input, onChange } = setup();
    await typeAfterPrefix(user, input, '7');
    expect(onChange).toHaveBeenLastCalledWith('+254 7', null);
    await user.keyboard('{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith('', null);
  });

  it('shows a value set from outside', () => {
    const { input, rerender } = setup({ value: '' });
    rerender(<PhoneInput label="Phone" value="+256712345678" />);
    expect(input).toHaveValue('+256 712 345678');
  });
});

describe('PhoneInput: messages', () => {
  it('waits until the user has typed and left the field', async () => {
    const { user, input } = setup();
    await typeAfterPrefix(user, input, '912345678');
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(helperText(input)).toBeNull();
    await user.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(helperText(input)).toBe('Enter a valid phone number for the selected country');
  });

  it('does not complain about a field only visited', async () => {
    const { user, input } = setup();
    await user.click(input);
    await user.tab();
    expect(input).toHaveAttribute('aria-invalid', 'false');
  });

  it('shows the custom invalid-message', async () => {
    const { user, input } = setup({ invalidMessage: 'Enter a Kenyan mobile number' });
    await typeAfterPrefix(user, input, '912345678');
    await user.tab();
    expect(helperText(input)).toBe('Enter a Kenyan mobile number');
  });

  it.each([
    ['INVALID_COUNTRY', '+9991234', 'Choose the country of this phone number'],
    ['NOT_A_NUMBER', '+', 'This is not a phone number'],
    ['TOO_SHORT', '+2547', 'This phone number is too short'],
    ['TOO_LONG', '+254712345678901234567', 'This phone number is too long'],
  ])('surfaces %s readably', async (code, text, message) => {
    const { user, input, onValidation } = setup();
    await retype(user, input, text);
    await user.tab();
    expect(lastCheck(onValidation).check).toMatchObject({ ok: false, error: code });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(helperText(input)).toBe(message);
  });

  it('shows its message on submit (error from the form) without any typing', () => {
    const { input } = setup({ value: '+2547', error: true });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(helperText(input)).toBe('This phone number is too short');
  });

  it("prefers the form's own message", () => {
    const { input } = setup({ value: '', error: true, helperText: 'Required' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(helperText(input)).toBe('Required');
  });
});

describe('PhoneInput: countries', () => {
  it('rejects a Ugandan number when only Kenya is allowed, and lists only Kenya', async () => {
    const { user, input, onValidation, onChange } = setup({ allowedCountries: ['KE'] });
    await retype(user, input, '+256712345678');
    await user.tab();
    expect(lastCheck(onValidation).result).toMatchObject({ country: 'UG', valid: false });
    expect(lastCheck(onValidation).check).toMatchObject({ ok: false, error: 'NOT_ALLOWED' });
    expect(onChange).toHaveBeenLastCalledWith(
      expect.any(String),
      expect.objectContaining({ country: 'UG', valid: false }),
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(helperText(input)).toBe('Phone numbers from this country are not accepted');
    await user.click(screen.getByRole('button', { name: 'Choose country' }));
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.id),
    ).toEqual(['country-KE']);
  });

  it('accepts a Kenyan number when only Kenya is allowed', async () => {
    const { user, input, onChange } = setup({ allowedCountries: ['KE'] });
    await typeAfterPrefix(user, input, '712345678');
    expect(onChange).toHaveBeenLastCalledWith('+254712345678', expect.objectContaining({ valid: true }));
  });

  it('rejects and hides ignored countries', async () => {
    const { user, input, onValidation } = setup({ ignoredCountries: ['UG'] });
    await retype(user, input, '+256712345678');
    await user.tab();
    expect(lastCheck(onValidation).check).toMatchObject({ ok: false, error: 'NOT_ALLOWED' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Choose country' }));
    expect(screen.getByRole('listbox').querySelector('#country-UG')).toBeNull();
    expect(screen.getByRole('listbox').querySelector('#country-KE')).not.toBeNull();
  });

  it('lists preferred countries first', async () => {
    const { user } = setup({ preferredCountries: ['TZ', 'UG'] });
    await user.click(screen.getByRole('button', { name: 'Choose country' }));
    const ids = Array.from(screen.getByRole('listbox').querySelectorAll('[role="option"]'), (o) => o.id);
    expect(ids.slice(0, 2)).toEqual(['country-TZ', 'country-UG']);
  });

  it('starts on the given default country', () => {
    const { input } = setup({ defaultCountry: 'TZ' });
    expect(input).toHaveValue('+255');
  });
});

describe('PhoneInput: display modes', () => {
  it.each([
    ['national', '0712 345678'],
    ['international', '+254 712 345678'],
    ['e.164', '+254712345678'],
    ['rfc3966', 'tel:+254712345678'],
    ['auto', '+254 712 345678'],
    ['no-such-mode', '+254 712 345678'],
  ])('formats in %s mode', async (displayMode, formatted) => {
    const { user, input, onValidation, onChange } = setup({ displayMode });
    await typeAfterPrefix(user, input, '712345678');
    expect(lastCheck(onValidation).result?.formatted).toBe(formatted);
    expect(onChange).toHaveBeenLastCalledWith('+254712345678', expect.objectContaining({ formatted }));
  });
});

describe('PhoneInput: input filters', () => {
  it('keeps only phone characters when asked', async () => {
    const { user, input, onChange } = setup({ onlyPhoneCharacters: true });
    await user.clear(input);
    await user.paste('+2547a12b345678');
    expect(input).toHaveValue('+254 712 345678');
    expect(onChange).toHaveBeenLastCalledWith('+254712345678', expect.objectContaining({ valid: true }));
  });

  it('lets the parser stop at the first letter otherwise', async () => {
    const { user, input } = setup();
    await user.clear(input);
    await user.paste('+2547a12b345678');
    expect(input).toHaveValue('+254 7');
  });

  it('drops characters a custom pattern does not match', async () => {
    const { user, input, onChange } = setup({ pattern: /[^9]/ });
    await user.clear(input);
    await user.paste('+25471293456978');
    expect(input).toHaveValue('+254 712 345678');
    expect(onChange).toHaveBeenLastCalledWith('+254712345678', expect.objectContaining({ valid: true }));
  });
});

describe('PhoneInput: numbers as Kenyans write them (issue 20 #8)', () => {
  it('issue 20 #8: reads 0712… typed over the cleared calling code as a number of the country shown', async () => {
    const { user, input, onChange } = setup();
    await user.clear(input);
    await user.type(input, '0712 345 678');
    expect(input).toHaveValue('+254 712 345678');
    expect(onChange).toHaveBeenLastCalledWith('+254712345678', expect.objectContaining({ valid: true, country: 'KE' }));
  });

  it('issue 20 #8: select-all then 0712… replaces the number instead of garbling it', async () => {
    const { user, input, onChange } = setup();
    await typeAfterPrefix(user, input, '799000111');
    expect(input).toHaveValue('+254 799 000111');
    await user.tripleClick(input);
    await user.keyboard('0712345678');
    expect(input).toHaveValue('+254 712 345678');
    expect(onChange).toHaveBeenLastCalledWith('+254712345678', expect.objectContaining({ valid: true }));
  });

  it('issue 20 #8: a pasted 0712 345 678, and the 0 kept after +254, are the same number', async () => {
    const { user, input, onChange } = setup();
    await user.clear(input);
    await user.paste('0712 345 678');
    expect(input).toHaveValue('+254 712 345678');
    await user.clear(input);
    await user.paste('+254 0712 345 678');
    expect(input).toHaveValue('+254 712 345678');
    expect(onChange).toHaveBeenLastCalledWith('+254712345678', expect.objectContaining({ valid: true }));
  });

  it('issue 20 #8: a national number takes the country chosen, not Kenya', async () => {
    const { user, input, onChange } = setup({ defaultCountry: 'UG' });
    await user.clear(input);
    await user.type(input, '0772 123456');
    expect(input).toHaveValue('+256 772 123456');
    expect(onChange).toHaveBeenLastCalledWith('+256772123456', expect.objectContaining({ valid: true, country: 'UG' }));
  });
});

describe('PhoneInput: automatic default country', () => {
  it('starts on the detected country', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValue(new Response(JSON.stringify({ data: { country: 'ug' } }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const { input } = setup({ autoDefaultCountry: true });
    await waitFor(() => expect(input).toHaveValue('+256'));
    expect(fetchMock).toHaveBeenCalledWith('/api/geo/country', expect.anything());
    expect(screen.getByRole('button', { name: 'Choose country' }).querySelector('svg[data-flag="UG"]')).not.toBeNull();
  });

  it('warns and falls back to the first preferred country when detection fails', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { input } = setup({ autoDefaultCountry: true, defaultCountry: 'KE', preferredCountries: ['TZ', 'UG'] });
    await waitFor(() => expect(warn).toHaveBeenCalledWith('unable to fetch the country'));
    await waitFor(() => expect(input).toHaveValue('+255'));
  });

  it('falls back to the first allowed country without preferred ones', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(new Response('oops', { status: 500 })));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { input } = setup({ autoDefaultCountry: true, defaultCountry: 'UG', allowedCountries: ['RW', 'UG'] });
    expect(input).toHaveValue('+256');
    await waitFor(() => expect(warn).toHaveBeenCalledWith('unable to fetch the country'));
    await waitFor(() => expect(input).toHaveValue('+250'));
  });

  it('never replaces a country the user has picked', async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const { user, input } = setup({ autoDefaultCountry: true, preferredCountries: ['TZ'] });
    await user.click(screen.getByRole('button', { name: 'Choose country' }));
    await user.click(document.getElementById('country-TZ') as HTMLElement);
    await waitFor(() => expect(input).toHaveValue('+255'));
    answer(new Response(JSON.stringify({ data: { country: 'UG' } })));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(input).toHaveValue('+255');
  });

  it('never replaces a number the user has started typing', async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const { user, input } = setup({ autoDefaultCountry: true });
    await typeAfterPrefix(user, input, '712');
    answer(new Response(JSON.stringify({ data: { country: 'UG' } })));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(input).toHaveValue('+254 712');
  });
});

describe('PhoneInput: country list', () => {
  function placeInput(input: HTMLInputElement, bottom: number) {
    vi.spyOn(input, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 0, y: bottom - 56, width: 300, height: 56 }),
    );
  }

  it('opens below the input when there is room', async () => {
    const { user, input } = setup();
    vi.stubGlobal('innerHeight', 800);
    placeInput(input, 300);
    await user.click(screen.getByRole('button', { name: 'Choose country' }));
    expect(document.querySelector('.MuiTelInput-Menu .MuiPaper-root')).toHaveAttribute('data-placement', 'below');
  });

  it('opens above the input when less than 200 px remain below', async () => {
    const { user, input } = setup();
    vi.stubGlobal('innerHeight', 800);
    placeInput(input, 650);
    await user.click(screen.getByRole('button', { name: 'Choose country' }));
    expect(document.querySelector('.MuiTelInput-Menu .MuiPaper-root')).toHaveAttribute('data-placement', 'above');
  });

  it('finds countries by typed letters, starting afresh after 700 ms', async () => {
    let now = 10_000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Choose country' }));
    expect(screen.getByRole('listbox')).toBeInTheDocument();

    await user.keyboard('u');
    now += 600; // longer than MUI's own 500 ms, shorter than the seed's 700 ms
    await user.keyboard('g');
    expect(document.activeElement).toHaveAttribute('id', 'country-UG');

    now += 701;
    await user.keyboard('k');
    expect(document.activeElement).toHaveAttribute('id', 'country-KZ');

    now += 100;
    await user.keyboard('e');
    expect(document.activeElement).toHaveAttribute('id', 'country-KE');
  });

  it('types spaces inside names and still selects with Enter', async () => {
    let now = 10_000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const { user, input } = setup();
    await user.click(screen.getByRole('button', { name: 'Choose country' }));
    for (const key of ['s', 'o', 'u', 't', 'h', ' ', 's']) {
      now += 50;
      await user.keyboard(key === ' ' ? '[Space]' : key);
    }
    expect(document.activeElement).toHaveAttribute('id', 'country-SS');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(input).toHaveValue('+211'));
  });
});
