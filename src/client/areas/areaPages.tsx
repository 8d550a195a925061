import { Suspense, type ComponentType, type ReactNode } from 'react';
import { LinearProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import AccountBalance from '@mui/icons-material/AccountBalance';
import Article from '@mui/icons-material/Article';
import AssignmentLate from '@mui/icons-material/AssignmentLate';
import BarChartIcon from '@mui/icons-material/BarChart';
import QueryStats from '@mui/icons-material/QueryStats';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import Church from '@mui/icons-material/Church';
import ContentCopy from '@mui/icons-material/ContentCopy';
import DashboardCustomize from '@mui/icons-material/DashboardCustomize';
import EventBusy from '@mui/icons-material/EventBusy';
import Favorite from '@mui/icons-material/FavoriteBorder';
import Gavel from '@mui/icons-material/Gavel';
import History from '@mui/icons-material/History';
import Security from '@mui/icons-material/Security';
import HowToReg from '@mui/icons-material/HowToReg';
import Inbox from '@mui/icons-material/Inbox';
import LibraryBooks from '@mui/icons-material/LibraryBooks';
import ListAlt from '@mui/icons-material/ListAlt';
import ManageAccounts from '@mui/icons-material/ManageAccounts';
import ManageSearch from '@mui/icons-material/ManageSearch';
import MenuBook from '@mui/icons-material/MenuBook';
import PriceChange from '@mui/icons-material/PriceChange';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Sell from '@mui/icons-material/Sell';
import Settings from '@mui/icons-material/Settings';
import SpaceDashboard from '@mui/icons-material/SpaceDashboard';
import Verified from '@mui/icons-material/Verified';
import VerifiedUser from '@mui/icons-material/VerifiedUser';
import Visibility from '@mui/icons-material/Visibility';
import WorkspacePremium from '@mui/icons-material/WorkspacePremium';
import type { Caller } from '../../shared/permissions.js';
import {
  AREA_ACCOUNT,
  areaMenu,
  areaRoutes,
  type AreaName,
  type AreaRoute,
  type PageKind,
} from '../../shared/routes.js';
import { MyApplicationPage, MyApplications } from '../applications/MyApplications.js';
import { MyAccessLogPage } from '../components/access/MyAccessLogPage.js';
import { DeclarationPage, MyDeclarationsPage } from '../declarations/DeclarationPage.js';
import AccountCreate from '../backoffice/accounts/AccountCreate.js';
import AccountList from '../backoffice/accounts/AccountList.js';
import AccountShow from '../backoffice/accounts/AccountShow.js';
import AuditList from '../backoffice/accounts/AuditList.js';
import SecondFactorPage from '../account/SecondFactorPage.js';
import PriceListPage from '../backoffice/billing/PriceListPage.js';
import ReceiptPage from '../backoffice/billing/ReceiptPage.js';
import TransactionList from '../backoffice/billing/TransactionList.js';
import Dashboard from '../backoffice/Dashboard.js';
import DuplicateShow from '../backoffice/duplicates/DuplicateShow.js';
import DuplicatesList from '../backoffice/duplicates/DuplicatesList.js';
import InstitutionCreate from '../backoffice/institutions/InstitutionCreate.js';
import InstitutionVerificationList from '../backoffice/institutions/InstitutionVerificationList.js';
import InstitutionVerificationShow from '../backoffice/institutions/InstitutionVerificationShow.js';
import CalendarPage from '../backoffice/marriage-registrations/CalendarPage.js';
import EscalationsList from '../backoffice/marriage-registrations/EscalationsList.js';
import NoticePreviewPage from '../backoffice/marriage-registrations/NoticePreviewPage.js';
import ObjectionPage from '../backoffice/marriage-registrations/ObjectionPage.js';
import UncelebratedPage from '../backoffice/marriage-registrations/UncelebratedPage.js';
import MissingReturnsPage from '../backoffice/marriage-returns/MissingReturnsPage.js';
import { QueuePage, SectionApplications, StaffApplicationPage } from '../backoffice/queues/queuePages.js';
import CivilMarriageNoticesList from '../backoffice/registry/CivilMarriageNoticesList.js';
import CivilMarriagesList from '../backoffice/registry/CivilMarriagesList.js';
import LicencePage from '../backoffice/registry/LicencePage.js';
import LicencesList from '../backoffice/registry/LicencesList.js';
import LicensedOrganisationsList from '../backoffice/registry/LicensedOrganisationsList.js';
import MarriagePage from '../backoffice/registry/MarriagePage.js';
import MarriageRegisterBook from '../backoffice/registry/MarriageRegisterBook.js';
import NoticeBookList from '../backoffice/registry/NoticeBookList.js';
import ReportsPage from '../backoffice/reports/ReportsPage.js';
import StatisticsPage from '../backoffice/statistics/StatisticsPage.js';
import SettingsHome from '../backoffice/settings/SettingsHome.js';
import { SETTINGS_PAGE_DEFINITIONS } from '../backoffice/settings/settingsPages.js';
import TrackedApplicationPage from '../backoffice/tracking/TrackedApplicationPage.js';
import TrackingSearchPage from '../backoffice/tracking/TrackingSearchPage.js';
import { clientServiceOf } from '../services/index.js';
import InstitutionRegistry from '../institution/registry/InstitutionRegistry.js';
import VerificationPage from '../institution/verification/VerificationPage.js';
import NoticeAttachments from '../notices/NoticeAttachments.js';
import { OnlineForm } from '../services/onlineForms.js';
import AreaPrices from './AreaPrices.js';
import type { MenuEntry } from './AreaAdmin.js';
import { CardPaymentComplete } from './payments/CardPaymentComplete.js';
import { MpesaPayment } from './payments/MpesaPayment.js';
import { PaymentSuccess } from './payments/PaymentSuccess.js';
import ServicesList from './ServicesList.js';

type Applicant = 'user' | 'institution';
const applicant = (route: AreaRoute) => route.area as Applicant;

/**
 * The page of each kind of the route table (src/shared/routes.ts). A kind without its page does not
 * compile; `null` is a settings page, which react-admin routes as a Resource (settingsResources).
 */
/** A service's own register (the catalogue's `register`), the page its client part gives. */
function ServiceRegister({ code }: { code: string }) {
  const translate = useTranslate();
  const Page = clientServiceOf(code)?.register?.Page;
  return Page ? (
    <Suspense fallback={<LinearProgress aria-label={translate('portal.loading')} />}>
      <Page />
    </Suspense>
  ) : null;
}

const PAGES: Record<PageKind, (route: AreaRoute) => ReactNode> = {
  services: (route) => <ServicesList accountType={AREA_ACCOUNT[route.area] as 'INDIVIDUAL' | 'ORGANIZATION'} />,
  form: (route) => <OnlineForm code={route.props.serviceCode!} area={applicant(route)} />,
  noticeAttachments: () => <NoticeAttachments />,
  myApplications: (route) => <MyApplications area={applicant(route)} />,
  myApplication: () => <MyApplicationPage />,
  cardPaymentComplete: (route) => <CardPaymentComplete area={applicant(route)} />,
  paymentSuccess: (route) => <PaymentSuccess area={applicant(route)} />,
  mpesaPayment: (route) => <MpesaPayment area={applicant(route)} />,
  prices: () => <AreaPrices />,
  institutionRegistry: () => <InstitutionRegistry />,
  institutionVerification: () => <VerificationPage />,
  myAccessLog: () => <MyAccessLogPage />,
  myDeclarations: () => <MyDeclarationsPage />,
  myDeclaration: () => <DeclarationPage />,
  dashboard: () => <Dashboard />,
  queue: ({ props }) => <QueuePage section={props.section!} stage={props.stage!} titleKey="applications.queueOf" />,
  sectionApplications: ({ props }) => (
    <SectionApplications
      section={props.section!}
      serviceCode={props.serviceCode}
      titleKey={props.serviceCode ? 'applications.reports' : 'applications.all'}
    />
  ),
  applicationDetail: () => <StaffApplicationPage />,
  noticePreview: () => <NoticePreviewPage />,
  escalations: () => <EscalationsList />,
  objection: () => <ObjectionPage />,
  calendar: () => <CalendarPage />,
  uncelebrated: () => <UncelebratedPage />,
  missingReturns: () => <MissingReturnsPage />,
  civilMarriageNotices: () => <CivilMarriageNoticesList />,
  noticeBook: () => <NoticeBookList />,
  civilMarriages: () => <CivilMarriagesList />,
  registerBook: () => <MarriageRegisterBook />,
  marriage: () => <MarriagePage />,
  licences: ({ props }) => <LicencesList registry={props.registry!} key={props.registry} />,
  licence: () => <LicencePage />,
  licensedOrganisations: () => <LicensedOrganisationsList />,
  serviceRegister: ({ props }) => <ServiceRegister code={props.serviceCode!} />,
  institutions: () => <InstitutionVerificationList />,
  institutionCreate: () => <InstitutionCreate />,
  institution: () => <InstitutionVerificationShow />,
  possibleDuplicates: () => <DuplicatesList />,
  possibleDuplicate: () => <DuplicateShow />,
  trackingSearch: () => <TrackingSearchPage />,
  trackedApplication: () => <TrackedApplicationPage />,
  reports: () => <ReportsPage />,
  statistics: () => <StatisticsPage />,
  transactions: () => <TransactionList />,
  receipt: () => <ReceiptPage />,
  priceList: () => <PriceListPage />,
  settingsHome: () => <SettingsHome />,
  settingsPage: () => null,
  accounts: () => <AccountList />,
  account: () => <AccountShow />,
  accountCreate: () => <AccountCreate />,
  audit: () => <AuditList />,
  secondFactor: () => <SecondFactorPage />,
};

/** The icon of each menu entry: by its route, else by its kind of page. */
const ROUTE_ICONS: Record<string, ComponentType> = {
  'user.services': DashboardCustomize,
  'institution.services': DashboardCustomize,
  'backoffice.specialLicences': WorkspacePremium,
  'backoffice.organisationLicences': Verified,
};
const PAGE_ICONS: Partial<Record<PageKind, ComponentType>> = {
  myApplications: ListAlt,
  myAccessLog: Visibility,
  myDeclarations: HowToReg,
  prices: Sell,
  institutionRegistry: AccountBalance,
  institutionVerification: VerifiedUser,
  dashboard: SpaceDashboard,
  queue: Inbox,
  sectionApplications: Inbox,
  escalations: Gavel,
  calendar: CalendarMonth,
  uncelebrated: EventBusy,
  missingReturns: AssignmentLate,
  civilMarriageNotices: Article,
  noticeBook: MenuBook,
  civilMarriages: Favorite,
  registerBook: LibraryBooks,
  licensedOrganisations: Church,
  institutions: HowToReg,
  possibleDuplicates: ContentCopy,
  trackingSearch: ManageSearch,
  reports: BarChartIcon,
  statistics: QueryStats,
  transactions: ReceiptLong,
  priceList: PriceChange,
  settingsHome: Settings,
  accounts: ManageAccounts,
  audit: History,
  secondFactor: Security,
};

/** A menu entry's icon; a settings page has its own (its definition's). */
export function menuIcon(route: AreaRoute): ComponentType | undefined {
  if (route.page === 'settingsPage')
    return SETTINGS_PAGE_DEFINITIONS.find((d) => d.page === route.props.settingsPage)?.icon;
  if (route.page === 'serviceRegister') return clientServiceOf(route.props.serviceCode!)?.register?.icon;
  return ROUTE_ICONS[route.id] ?? PAGE_ICONS[route.page];
}

/** The area's routes for react-admin (relative to the area), each with its page, from the table. */
export function routesOf(area: AreaName, caller: Caller): { path: string; element: ReactNode }[] {
  return areaRoutes(area, caller)
    .filter((route) => route.page !== 'settingsPage')
    .map((route) => ({ path: route.path.slice(area.length + 2), element: PAGES[route.page](route) }));
}

/** The area's menu from the table, its labels in the page's language. */
export function menuOf(area: AreaName, caller: Caller, translate: (key: string) => string): MenuEntry[] {
  return areaMenu(area, caller).map((route) => {
    const Icon = menuIcon(route) ?? Inbox;
    return {
      to: route.path,
      label: translate(route.menu.label),
      icon: <Icon />,
      group: route.menu.group ? translate(route.menu.group) : undefined,
    };
  });
}
