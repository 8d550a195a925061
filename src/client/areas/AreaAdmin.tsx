import { Fragment, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { deepmerge } from '@mui/utils';
import { ListSubheader, createTheme, useMediaQuery, type Theme } from '@mui/material';
import { QueryClient } from '@tanstack/react-query';
import {
  Admin,
  AppBar,
  CustomRoutes,
  Layout,
  LoadingIndicator,
  Menu,
  TitlePortal,
  localStorageStore,
  useSidebarState,
  useStore,
  useTranslate,
  type DataProvider,
  type LayoutProps,
} from 'react-admin';
import { Route } from 'react-router-dom';
import { authProvider } from '../providers/authProvider.js';
import { dataProvider as sharedDataProvider } from '../providers/dataProvider.js';
import { i18nProvider } from '../providers/i18nProvider.js';
import { RaNotificationBridge } from '../components/toasts/RaNotificationBridge.js';
import { LanguageSwitch } from '../components/LanguageSwitch.js';
import { DemoBanner } from '../components/DemoBanner.js';
import { startingLocale } from '../i18n/locale.js';
import { muiSw } from '../i18n/mui.sw.js';
import { theme } from '../theme.js';
import { groupMenu } from './menuGroups.js';

/** One query cache and one store for the three areas, so moving between pages keeps them. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});
export const store = localStorageStore('1', 'marriages');
// react-admin keeps its locale in the store: the page opens in the language ?lang= or the last choice gives.
store.setItem('locale', startingLocale());
// A page opened on a phone starts with its menu closed, whatever a wider window of this browser left
// in the store (react-admin would lay the open menu over the whole page as a dialog). Decided before
// the first render, so the menu never flashes open.
if (
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia(
    createTheme(theme)
      .breakpoints.down('sm')
      .replace(/^@media\s*/, ''),
  ).matches
) {
  store.setItem('sidebar.open', false);
}

export interface MenuEntry {
  to: string;
  label: string;
  icon: ReactNode;
  /** The entries of one group are shown together under its heading (e.g. "Settings"), once. */
  group?: string;
}

export interface AreaAdminProps {
  basename: string;
  title: string;
  menu: MenuEntry[];
  routes: { path: string; element: ReactNode }[];
  /** react-admin <Resource> elements: lists and forms whose paths sit under the area. */
  resources?: ReactNode;
  /** The area's data provider when it needs more than the shared one. */
  dataProvider?: DataProvider;
}

/**
 * The page title in the app bar is the page's one h1 (every page sets it with <Title>); the language
 * switch beside it. The toolbar is the refresh button only: react-admin's own language menu would be
 * a second switch, which does not tell the server.
 */
function AreaAppBar() {
  return (
    <AppBar alwaysOn toolbar={<NamedLoadingIndicator />}>
      <MenuFollowsWidth />
      {/* A long title wraps onto a second, smaller line on a phone rather than running under the buttons. */}
      <TitlePortal
        component="h1"
        variant="h6"
        sx={{
          minWidth: 0,
          fontSize: { xs: '1rem', sm: '1.25rem' },
          lineHeight: { xs: 1.2, sm: 1.6 },
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
          whiteSpace: 'normal',
          overflowWrap: 'anywhere',
        }}
      />
      <LanguageSwitch />
    </AppBar>
  );
}

/**
 * react-admin's refresh button, which turns into a spinner while anything loads. The spinner had no
 * name (axe: aria-progressbar-name, whenever a check ran during a load): it is called "Loading" in
 * the page's language. react-admin hands the extra attribute to the spinner.
 */
function NamedLoadingIndicator() {
  const translate = useTranslate();
  const named = { 'aria-label': translate('ra.page.loading') } as Record<string, string>;
  return <LoadingIndicator {...named} />;
}

/** A page's name in the menu wraps onto a second line instead of being cut short (issue 20 #24). */
const MENU_ITEM_WRAPS = {
  whiteSpace: 'normal',
  alignItems: 'flex-start',
  '& .MuiTypography-root': { whiteSpace: 'normal', overflowWrap: 'anywhere' },
  '& .MuiListItemIcon-root': { mt: '2px' },
} as const;

/**
 * The menu follows the window's width as a page opened at that width has it: open beside the page
 * on a wide window, closed on a phone's. react-admin decides once, at the first width, so narrowing
 * a desktop window (or turning a tablet) laid the open menu over the whole page as a dialog.
 */
function MenuFollowsWidth() {
  const isXSmall = useMediaQuery<Theme>((t) => t.breakpoints.down('sm'), { noSsr: true });
  const [, setOpen] = useSidebarState();
  const previous = useRef(isXSmall);
  useEffect(() => {
    if (previous.current === isXSmall) return;
    previous.current = isXSmall;
    setOpen(!isXSmall);
  });
  return null;
}

/** A react-admin app mounted under one area's path (/user, /institution or /backoffice). */
export function AreaAdmin({
  basename,
  title,
  menu,
  routes,
  resources,
  dataProvider = sharedDataProvider,
}: AreaAdminProps) {
  // MUI's own words (a phone's pagination arrows…) follow the language react-admin keeps in the store.
  const [locale] = useStore<string>('locale', 'en');
  const localTheme = useMemo(() => (locale === 'sw' ? deepmerge(theme, muiSw) : theme), [locale]);
  const AreaMenu = () => (
    <Menu>
      {groupMenu(menu).map(({ group, entries }) => (
        <Fragment key={group ?? ''}>
          {group ? (
            <ListSubheader component="div" sx={{ bgcolor: 'transparent', lineHeight: 2.5 }}>
              {group}
            </ListSubheader>
          ) : null}
          {entries.map((entry) => (
            <Menu.Item
              key={entry.to}
              to={entry.to}
              primaryText={entry.label}
              leftIcon={<>{entry.icon}</>}
              sx={MENU_ITEM_WRAPS}
            />
          ))}
        </Fragment>
      ))}
    </Menu>
  );
  // The content may shrink beside the menu (a flex child keeps its widest line otherwise); a wide
  // table scrolls inside its own box, never the page.
  const AreaLayout = ({ children }: LayoutProps) => (
    <Layout
      menu={AreaMenu}
      appBar={AreaAppBar}
      sx={{
        minWidth: 0,
        '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content, & .list-page, & .RaList-main': {
          minWidth: 0,
        },
        '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
      }}
    >
      <DemoBanner />
      {children}
    </Layout>
  );
  return (
    <Admin
      basename={basename}
      title={title}
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      theme={localTheme}
      queryClient={queryClient}
      store={store}
      layout={AreaLayout}
      notification={RaNotificationBridge}
      disableTelemetry
    >
      <CustomRoutes>
        {routes.map((route) => (
          <Route key={route.path} path={route.path} element={route.element} />
        ))}
      </CustomRoutes>
      {resources}
    </Admin>
  );
}
