import { useCallback, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import type { PopoverOrigin } from '@mui/material';
import { createTypeToFind, dropdownPlacement, PHONE_TYPE_TO_FIND_RESET_MS } from '../../../shared/phone.js';

export type MenuPlacement = ReturnType<typeof dropdownPlacement>;

export const MENU_ORIGINS: Record<MenuPlacement, { anchorOrigin: PopoverOrigin; transformOrigin: PopoverOrigin }> = {
  below: {
    anchorOrigin: { vertical: 'bottom', horizontal: 'left' },
    transformOrigin: { vertical: 'top', horizontal: 'left' },
  },
  above: {
    anchorOrigin: { vertical: 'top', horizontal: 'left' },
    transformOrigin: { vertical: 'bottom', horizontal: 'left' },
  },
};

/** Lower-case, without accents: "Côte d’Ivoire" is found by typing "cote". */
function searchable(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * Seed section 2 for the country list: it opens below the input, or above it when less than 200 px
 * remain below; typing letters finds a country, the typed text starting afresh after 700 ms.
 */
export function useCountryMenu(inputRef: RefObject<HTMLInputElement | null>) {
  const [placement, setPlacement] = useState<MenuPlacement>('below');
  const typeToFind = useRef(createTypeToFind());
  const lastKeyAt = useRef(-Infinity);
  const spaceTyped = useRef(false);

  /** Runs before the menu opens (capture phase of the flag button's click). */
  const measure = useCallback(() => {
    const rect = inputRef.current?.getBoundingClientRect();
    if (rect) setPlacement(dropdownPlacement(window.innerHeight - rect.bottom));
  }, [inputRef]);

  /**
   * Capture phase on the list: printable keys never reach MUI's own text navigation (which forgets
   * the typed text after 500 ms); ours keeps it for PHONE_TYPE_TO_FIND_RESET_MS.
   */
  const onListKeyDownCapture = useCallback((event: KeyboardEvent<HTMLElement>) => {
    const { key } = event;
    if (key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
    const now = performance.now();
    // A space right after letters belongs to a name ("South Africa"); otherwise it picks the item.
    if (key === ' ' && now - lastKeyAt.current > PHONE_TYPE_TO_FIND_RESET_MS) return;
    spaceTyped.current = key === ' ';
    lastKeyAt.current = now;
    event.stopPropagation();
    event.preventDefault();
    const search = searchable(typeToFind.current(key, now));
    const options = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="option"]'));
    const match = options.find((option) =>
      searchable(
        option.querySelector('.MuiTelInput-ListItemText-country')?.textContent ?? option.textContent ?? '',
      ).startsWith(search),
    );
    match?.focus();
  }, []);

  /** A typed space must not also pick the focused country (MUI items click on Space key-up). */
  const onListKeyUpCapture = useCallback((event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== ' ' || !spaceTyped.current) return;
    spaceTyped.current = false;
    event.stopPropagation();
    event.preventDefault();
  }, []);

  return { placement, measure, onListKeyDownCapture, onListKeyUpCapture, ...MENU_ORIGINS[placement] };
}
