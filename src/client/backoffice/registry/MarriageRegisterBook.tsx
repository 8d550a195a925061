import { Box, Button, List as MuiList, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import Download from '@mui/icons-material/Download';
import { Title, useGetList } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { toDisplayDate } from '../../../shared/dates.js';
import { Section } from '../marriage-registrations/Section.js';
import { marriageCsv } from './CivilMarriagesList.js';
import { partyName, type MarriageEntry, type RegisterBook } from './registryTypes.js';
import { useRegistryT } from './useRegistryT.js';

/** The entries of one book, in entry order. The API has no book filter yet: the book's entries are picked here. */
function BookEntries({ book }: { book: RegisterBook }) {
  const t = useRegistryT();
  const { data = [], isPending } = useGetList<MarriageEntry>('civil-marriages', {
    filter: { bookId: book.id, district: book.district },
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'entryNumber', order: 'ASC' },
  });
  const entries = data.filter((e) => e.bookId === book.id || (!e.bookId && e.bookNumber === book.bookNumber));
  return (
    <Section title={t('entriesOf', { book: book.bookNumber })} action={<Button startIcon={<Download />} onClick={() => marriageCsv(entries)} disabled={entries.length === 0}>{t('export')}</Button>}>
      {isPending ? t('loading') : null}
      {!isPending && entries.length === 0 ? <Typography color="text.secondary">{t('noEntries')}</Typography> : null}
      <MuiList dense disablePadding data-testid="book-entries">
        {entries.map((e) => (
          <ListItem key={e.id} disablePadding divider>
            <ListItemButton component={RouterLink} to={`/backoffice/registry/marriages/${e.id}`}>
              <ListItemText
                primary={`${t('entryNo', { n: e.entryNumber })} · ${e.registrationNumber}`}
                secondary={`${partyName(e.partyA)} & ${partyName(e.partyB)} · ${toDisplayDate(e.celebratedAt)}`}
                sx={{ overflowWrap: 'anywhere' }}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </MuiList>
    </Section>
  );
}

/** /backoffice/registry/marriage-register-book: the register books; choosing one lists its entries (?book=<id>). */
export default function MarriageRegisterBook() {
  const t = useRegistryT();
  const [params, setParams] = useSearchParams();
  const bookId = params.get('book');
  const { data: books = [], isPending } = useGetList<RegisterBook>('register-books', { pagination: { page: 1, perPage: 200 }, sort: { field: 'bookNumber', order: 'DESC' } });
  const book = books.find((b) => b.id === bookId);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={t('registerBook')} />
      <Typography variant="h4" component="h2" gutterBottom>{t('registerBook')}</Typography>
      <Section title={t('books')}>
        {isPending ? t('loading') : null}
        {!isPending && books.length === 0 ? <Typography color="text.secondary">{t('noBooks')}</Typography> : null}
        <MuiList dense disablePadding data-testid="register-books">
          {books.map((b) => (
            <ListItem key={b.id} disablePadding divider>
              <ListItemButton selected={b.id === bookId} aria-current={b.id === bookId ? 'true' : undefined} onClick={() => setParams({ book: b.id })}>
                <ListItemText primary={b.bookNumber} secondary={t('bookUsage', { used: b.entriesUsed, capacity: b.capacity, district: b.districtName, year: b.year })} />
              </ListItemButton>
            </ListItem>
          ))}
        </MuiList>
      </Section>
      {book ? <BookEntries book={book} /> : null}
    </Box>
  );
}
