import { render, screen } from '@testing-library/react';
import { TablePagination } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { deepmerge } from '@mui/utils';
import { describe, expect, it } from 'vitest';
import { theme } from '../theme.js';
import { muiSw } from './mui.sw.js';

describe('MUI’s own words on a Swahili page', () => {
  it('names the pagination arrows and the rows shown in Swahili', () => {
    render(
      <ThemeProvider theme={createTheme(deepmerge(theme, muiSw))}>
        <table>
          <tbody>
            <tr>
              <TablePagination count={60} page={1} rowsPerPage={25} onPageChange={() => undefined} />
            </tr>
          </tbody>
        </table>
      </ThemeProvider>,
    );
    expect(screen.getByRole('button', { name: 'Nenda ukurasa unaofuata' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nenda ukurasa uliotangulia' })).toBeTruthy();
    expect(screen.getByText('26–50 kati ya 60')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Go to/ })).toBeNull();
  });
});
