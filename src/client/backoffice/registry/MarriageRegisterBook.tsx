import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  List as MuiList,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import Download from '@mui/icons-material/Download';
import NavigateBefore from '@mui/icons-material/NavigateBefore';
import NavigateNext from '@mui/icons-material/NavigateNext';
import { Title, useDataProvider, useGetList, useGetOne, useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { toDisplayDate, toDisplayTime } from '../../../shared/dates.js';
import { Facts, Section } from '../marriage-registrations/Section.js';
import { marriageColumns } from './CivilMarriagesList.js';
import { exportCsv } from '../../format/csv.js';
import { partyName, type MarriageEntry, type RegisterBook } from './registryTypes.js';
import { useRegistryT } from './useRegistryT.js';

/** Entries on one page of a register book, as on a page of the physical register. */
export const ENTRIES_PER_PAGE = 10;
/** Register books per page of the list of books. */
export const BOOKS_PER_PAGE = 10;

const pageParam = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
};

/** Previous / "Page 3 of 12" / next, as a labelled navigation landmark. */
function Pager({
  label,
  page,
  pages,
  onPage,
  testId,
}: {
  label: string;
  page: number;
  pages: number;
  onPage(page: number): void;
  testId: string;
}) {
  const translate = useTranslate();
  const b = (key: string, options?: Record<string, unknown>) => translate(`registerBook.${key}`, options);
  return (
    <Stack
      component="nav"
      aria-label={label}
      direction="row"
      spacing={1}
      data-testid={testId}
      sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 1, flexWrap: 'wrap' }}
    >
      <Button startIcon={<NavigateBefore />} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {b('previous')}
      </Button>
      <Typography aria-live="polite" sx={{ whiteSpace: 'nowrap' }}>
        {b('pageOf', { page, pages })}
      </Typography>
      <Button endIcon={<NavigateNext />} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {b('next')}
      </Button>
    </Stack>
  );
}

/** One entry laid out as in the register: number, registration number, the parties, when and where, officiant, condition. */
function RegisterEntry({ entry }: { entry: MarriageEntry }) {
  const translate = useTranslate();
  const t = useRegistryT();
  const b = (key: string, options?: Record<string, unknown>) => translate(`registerBook.${key}`, options);
  const title = b('entry', { n: entry.entryNumber });
  return (
    <Card variant="outlined" component="article" aria-label={title} data-testid="register-entry" sx={{ mb: 1.5 }}>
      <CardContent sx={{ pb: 0 }}>
        <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Facts
          rows={[
            [b('registrationNumber'), entry.registrationNumber],
            [b('parties'), `${partyName(entry.partyA)} & ${partyName(entry.partyB)}`],
            [b('celebrated'), `${toDisplayDate(entry.celebratedAt)} ${toDisplayTime(entry.celebratedAt)}`],
            [b('place'), entry.venueName],
            [b('officiant'), entry.officiantName],
            [b('status'), t(`statuses.${entry.status}`, { _: entry.status })],
          ]}
        />
      </CardContent>
      <CardActions>
        <Button component={RouterLink} to={`/backoffice/registry/marriages/${entry.id}`} size="small">
          {b('open', { n: entry.entryNumber })}
        </Button>
      </CardActions>
    </Card>
  );
}

/** A register book opened at a page: its entries in entry order, ENTRIES_PER_PAGE to a page, fetched by the API's book filter. */
function BookPages({ book, page, onPage }: { book: RegisterBook; page: number; onPage(page: number): void }) {
  const t = useRegistryT();
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const b = (key: string, options?: Record<string, unknown>) => translate(`registerBook.${key}`, options);
  const {
    data = [],
    total = 0,
    isPending,
    error,
  } = useGetList<MarriageEntry>('civil-marriages', {
    filter: { bookId: book.id },
    pagination: { page, perPage: ENTRIES_PER_PAGE },
    sort: { field: 'entryNumber', order: 'ASC' },
  });
  const pages = Math.max(1, Math.ceil(total / ENTRIES_PER_PAGE));
  const exportBook = async () => {
    const { data: all } = await dataProvider.getList<MarriageEntry>('civil-marriages', {
      filter: { bookId: book.id },
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'entryNumber', order: 'ASC' },
    });
    exportCsv<MarriageEntry>('civil-marriages', marriageColumns(t))(all);
  };
  const first = (page - 1) * ENTRIES_PER_PAGE + 1;
  return (
    <Section
      title={t('entriesOf', { book: book.bookNumber })}
      action={
        <Button startIcon={<Download />} onClick={() => void exportBook()} disabled={total === 0}>
          {t('export')}
        </Button>
      }
    >
      <Typography variant="body2" color="text.secondary">
        {t('bookUsage', {
          used: book.entriesUsed,
          capacity: book.capacity,
          district: book.districtName,
          year: book.year,
        })}
      </Typography>
      {error ? (
        <Alert severity="error" role="alert">
          {b('loadFailed')}
        </Alert>
      ) : null}
      {isPending ? <Typography>{t('loading')}</Typography> : null}
      {!isPending && total === 0 ? <Typography color="text.secondary">{t('noEntries')}</Typography> : null}
      {!isPending && total > 0 ? (
        <Box
          component="section"
          aria-label={b('bookPage', { book: book.bookNumber, page, pages })}
          data-testid="book-page"
          sx={{ mt: 1 }}
        >
          <Typography variant="h6" component="h3" data-testid="book-page-heading">
            {b('bookPage', { book: book.bookNumber, page, pages })}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {b('entriesOnPage', { first, last: first + data.length - 1, total })}
          </Typography>
          {data.length === 0 ? <Typography color="text.secondary">{b('blankPage')}</Typography> : null}
          <Box data-testid="book-entries">
            {data.map((entry) => (
              <RegisterEntry key={entry.id} entry={entry} />
            ))}
          </Box>
          <Pager label={b('entriesNav')} page={page} pages={pages} onPage={onPage} testId="book-pager" />
        </Box>
      ) : null}
    </Section>
  );
}

/**
 * /backoffice/registry/marriage-register-book: the register books, paged (?books=<page>); choosing one
 * opens it as a book (?book=<id>&page=<n>), ENTRIES_PER_PAGE entries to a page.
 */
export default function MarriageRegisterBook() {
  const t = useRegistryT();
  const translate = useTranslate();
  const b = (key: string, options?: Record<string, unknown>) => translate(`registerBook.${key}`, options);
  const [params, setParams] = useSearchParams();
  const bookId = params.get('book');
  const booksPage = pageParam(params.get('books'));
  const page = pageParam(params.get('page'));
  const {
    data: books = [],
    total = 0,
    isPending,
  } = useGetList<RegisterBook>('register-books', {
    pagination: { page: booksPage, perPage: BOOKS_PER_PAGE },
    sort: { field: 'bookNumber', order: 'DESC' },
  });
  const { data: book } = useGetOne<RegisterBook>('register-books', { id: bookId ?? '' }, { enabled: Boolean(bookId) });
  const bookPages = Math.max(1, Math.ceil(total / BOOKS_PER_PAGE));
  const go = (next: Record<string, string | number | null>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value === null) merged.delete(key);
      else merged.set(key, String(value));
    }
    setParams(merged);
  };
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={t('registerBook')} />
      <Typography variant="h4" component="h2" gutterBottom>
        {t('registerBook')}
      </Typography>
      <Section title={t('books')}>
        {isPending ? <Typography>{t('loading')}</Typography> : null}
        {!isPending && books.length === 0 ? <Typography color="text.secondary">{t('noBooks')}</Typography> : null}
        <MuiList dense disablePadding data-testid="register-books">
          {books.map((item) => (
            <ListItem key={item.id} disablePadding divider>
              <ListItemButton
                selected={item.id === bookId}
                aria-current={item.id === bookId ? 'true' : undefined}
                onClick={() => go({ book: item.id, page: null })}
              >
                <ListItemText
                  primary={item.bookNumber}
                  secondary={t('bookUsage', {
                    used: item.entriesUsed,
                    capacity: item.capacity,
                    district: item.districtName,
                    year: item.year,
                  })}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </MuiList>
        {total > BOOKS_PER_PAGE ? (
          <Pager
            label={b('booksNav')}
            page={booksPage}
            pages={bookPages}
            onPage={(n) => go({ books: n })}
            testId="books-pager"
          />
        ) : null}
      </Section>
      {book && book.id === bookId ? <BookPages book={book} page={page} onPage={(n) => go({ page: n })} /> : null}
    </Box>
  );
}
