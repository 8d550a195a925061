import type { ThemeOptions } from '@mui/material/styles';

const PAGE_ITEMS: Record<string, string> = {
  first: 'Nenda ukurasa wa kwanza',
  last: 'Nenda ukurasa wa mwisho',
  next: 'Nenda ukurasa unaofuata',
  previous: 'Nenda ukurasa uliotangulia',
};

/**
 * MUI's own words in Swahili (MUI ships no Swahili locale): the defaults its components say when a
 * page gives them no words of its own, such as the arrows of a list's pagination on a phone. The
 * same shape as MUI's locales (`@mui/material/locale`), merged into the theme of a Swahili page.
 */
export const muiSw: ThemeOptions = {
  components: {
    MuiBreadcrumbs: { defaultProps: { expandText: 'Onyesha njia' } },
    MuiTablePagination: {
      defaultProps: {
        getItemAriaLabel: (type) => PAGE_ITEMS[type] ?? PAGE_ITEMS.next,
        labelRowsPerPage: 'Safu kwa kila ukurasa:',
        labelDisplayedRows: ({ from, to, count }) => `${from}–${to} kati ya ${count !== -1 ? count : `zaidi ya ${to}`}`,
      },
    },
    MuiRating: { defaultProps: { getLabelText: (value) => `Nyota ${value}`, emptyLabelText: 'Tupu' } },
    MuiAutocomplete: {
      defaultProps: {
        clearText: 'Futa',
        closeText: 'Funga',
        loadingText: 'Inapakia…',
        noOptionsText: 'Hakuna chaguo',
        openText: 'Fungua',
      },
    },
    MuiAlert: { defaultProps: { closeText: 'Funga' } },
    MuiPagination: {
      defaultProps: {
        'aria-label': 'Urambazaji wa kurasa',
        getItemAriaLabel: (type, page, selected) => {
          if (type === 'page') return `${selected ? '' : 'Nenda '}ukurasa ${page}`.replace(/^u/, selected ? 'U' : 'u');
          return PAGE_ITEMS[type] ?? PAGE_ITEMS.next;
        },
      },
    },
  },
};
