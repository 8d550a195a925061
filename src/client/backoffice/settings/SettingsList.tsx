import type { ReactElement, ReactNode } from 'react';
import { Alert, Box, Typography, useMediaQuery, type Theme } from '@mui/material';
import {
  CreateButton,
  FilterButton,
  List,
  SearchInput,
  TopToolbar,
  useResourceDefinition,
  useTranslate,
  type SortPayload,
} from 'react-admin';
import { canOpenSettingsPage, type SettingsPage } from '../../../shared/permissions.js';
import { getStoredProfile } from '../../providers/session.js';

/** Whether the signed-in staff member may change this settings page (the server checks again). */
export function useCanWriteSetting(page: SettingsPage): boolean {
  const profile = getStoredProfile();
  return Boolean(profile && canOpenSettingsPage(profile, page, 'write'));
}

/** Phones get a one-column list; wider screens a table. */
export function useSmallScreen(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
}

interface SettingsListProps {
  page: SettingsPage;
  /** The table on wider screens. */
  children: ReactNode;
  /** The SimpleList on phones. */
  mobile: ReactNode;
  filters?: ReactElement[];
  sort?: SortPayload;
}

/** The frame of every settings list: title, what the table is for, search, and Add for writers. */
export function SettingsList({ page, children, mobile, filters = [], sort }: SettingsListProps) {
  const translate = useTranslate();
  const small = useSmallScreen();
  const writable = useCanWriteSetting(page);
  const { hasCreate } = useResourceDefinition();
  const allFilters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('settings.fields.search')} />,
    ...filters,
  ];
  return (
    <List
      title={translate(`settings.pages.${page}`)}
      filters={allFilters}
      sort={sort}
      perPage={25}
      actions={
        <TopToolbar>
          {filters.length ? <FilterButton /> : null}
          {writable && hasCreate ? <CreateButton label="settings.create" /> : null}
        </TopToolbar>
      }
    >
      <Box sx={{ px: 2, pt: 1.5 }}>
        <Typography variant="body2">{translate(`settings.about.${page}`)}</Typography>
        {writable ? null : (
          <Alert severity="info" sx={{ mt: 1 }}>
            {translate('settings.readOnly')}
          </Alert>
        )}
      </Box>
      {small ? mobile : children}
    </List>
  );
}
