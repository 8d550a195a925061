import type { ComponentType } from 'react';
import type { SettingsPage } from '../../../shared/permissions.js';

/** One settings page: react-admin's views of it (Posters Galore style: list, create, edit, icon). */
export interface SettingsPageDefinition {
  page: SettingsPage;
  icon: ComponentType;
  list: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
}
