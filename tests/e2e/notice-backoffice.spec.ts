import { expect, test, type APIRequestContext, type Page } from './fixtures.js';
import { nairobiDate } from '../../src/shared/dates.js';
import { typeDate } from './notice-steps.js';
import { expectAxeClean, expectFits, signInThroughUi, tokenFor } from './support.js';

/** The back office of the marriage notice (docs/notices-api.md) against the demo data. */

async function list<T>(
  request: APIRequestContext,
  token: string,
  resource: string,
  filter: Record<string, unknown> = {},
): Promise<T[]> {
  const response = await request.get(
    `/api/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent('[0,199]')}`,
    { headers: { authorization: token } },
  );
  expect(response.status(), `${resource} ${JSON.stringify(filter)}`).toBe(200);
  return response.json();
}

async function expectAccessible(page: Page) {
  // react-admin's app bar (holding the page's h1) slides away on scroll: scan with it shown.
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    window.dispatchEvent(new Event('scroll'));
  });
  // The page's h1 is shown, or a dialog stands over the page (and hides it from assistive technology).
  await expect(
    page
      .getByRole('dialog')
      .or(page.getByRole('heading', { level: 1 }))
      .first(),
  ).toBeVisible();
  await expectAxeClean(page);
}

/** A phone from the start: resizing a desktop page would leave react-admin's menu open as a modal drawer. */
async function onPhone(page: Page) {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.reload();
  await page.waitForLoadState('networkidle');
}

interface Notice {
  id: string;
  applicationId: string;
  noticeNumber: string;
  status: string;
  cleared?: boolean;
  partyAName: string;
  partyBName: string;
  booking?: { status: string } | null;
}
interface Booking {
  id: string;
  kind: 'ROOM' | 'VISIT';
  noticeId: string;
  roomId: string;
  startsAt: string;
  status: string;
  partyAName: string;
  partyBName: string;
  applicationId: string;
}

/** The registry's day (Nairobi) of an instant: the calendar and "today" follow it, whatever the zone of the browser. */
const localDay = (iso: string) => nairobiDate(iso);
/** The digits of a yyyy-mm-dd day as typed into the date picker (dd, mm, yyyy). */
const typed = (day: string) => day.split('-').reverse().join('');

// In file order (one worker): later tests see what earlier ones changed, none depends on it.
test.describe('marriage notices in the back office', () => {
  test('the officer opens a submitted notice: both parties, the checks, the attachments, the preview link', async ({
    page,
    request,
  }) => {
    const token = await tokenFor(request, 'officer@demo.test');
    const [submitted] = await list<{ id: string; reference: string }>(request, token, 'applications', {
      serviceCode: 'MARRIAGE_NOTICE',
      status: 'Submitted',
    });
    expect(submitted).toBeTruthy();
    await signInThroughUi(page, 'officer@demo.test');
    await expect(page).toHaveURL(/\/backoffice\/dashboard$/);
    await page.goto(`/backoffice/marriage-registrations/details/${submitted!.id}`);
    await expect(page.getByTestId('notice-block')).toBeVisible();
    await expect(page.getByTestId('party-a')).toContainText('Party A');
    await expect(page.getByTestId('party-b')).toContainText('Party B');
    const checks = page.getByTestId('notice-checks').getByRole('listitem');
    await expect(checks.first()).toBeVisible();
    await expect(page.getByTestId('notice-checks')).toContainText('Minimum age');
    await expect(page.getByTestId('notice-checks')).toContainText('No subsisting marriage');
    await expect(page.getByRole('link', { name: 'Notice preview' })).toBeVisible();
    // The submitted demo notice carries its documents: the officer opens one and closes it again.
    const view = page
      .getByTestId('notice-attachments')
      .getByRole('button', { name: /^View / })
      .first();
    await expect(view).toBeVisible();
    await view.click();
    await expect(page.getByRole('dialog').locator('iframe, img')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.waitForLoadState('networkidle');
    await expectAccessible(page);
    await onPhone(page);
    await expectFits(page);
  });

  test('the notice preview renders as the printed notice, prints and downloads as PDF', async ({ page, request }) => {
    const token = await tokenFor(request, 'officer@demo.test');
    const notices = await list<Notice>(request, token, 'notices', { status: 'PUBLISHED' });
    const published = notices[0]!;
    await signInThroughUi(page, 'officer@demo.test');
    await expect(page).toHaveURL(/\/backoffice\/dashboard$/);
    await page.goto(`/backoffice/marriage-registrations/notice-preview/${published.applicationId}`);
    await expect(page.getByTestId('notice-document')).toContainText('Notice of intended marriage');
    await expect(page.getByTestId('notice-number')).toHaveText(published.noticeNumber);
    await expect(page.getByRole('button', { name: 'Print' })).toBeEnabled();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
    await expectAccessible(page);
    await onPhone(page);
    await expectFits(page);
  });

  test('the director upholds the open demo objection with a reason: the notice becomes VOID', async ({
    page,
    request,
  }) => {
    const token = await tokenFor(request, 'director@demo.test');
    const [objection] = await list<{ id: string; reference: string; noticeId: string }>(request, token, 'objections', {
      status: 'OPEN',
    });
    expect(objection).toBeTruthy();
    await signInThroughUi(page, 'director@demo.test');
    await expect(page).toHaveURL(/\/backoffice\/dashboard$/);
    await page.getByRole('menuitem', { name: 'Escalations' }).click();
    await expect(page).toHaveURL(/\/marriage-registrations\/escalations/);
    await expect(page.getByText(objection!.reference)).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectAccessible(page);
    await page.getByText(objection!.reference).click();
    await expect(page).toHaveURL(new RegExp(`/escalations/${objection!.id}$`));
    await expect(page.getByTestId('objection-grounds')).not.toBeEmpty();
    await page.getByRole('button', { name: 'Uphold (void the notice)' }).click();
    await expect(page.getByText('Give the reason for the decision')).toBeVisible();
    await page
      .getByLabel(/Reason for the decision/)
      .fill('The objector showed that party A is already married under customary law.');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Uphold (void the notice)' }).click();
    await expect(page.getByText('The objection is upheld: the notice is void.')).toBeVisible();
    await expect(page.getByTestId('notice-status')).toContainText('Void');
    const notice = await request.get(`/api/notices/${objection!.noticeId}`, { headers: { authorization: token } });
    expect(JSON.stringify(await notice.json())).toContain('"VOID"');
  });

  test('an officer does not see the decision buttons', async ({ page, request }) => {
    const token = await tokenFor(request, 'officer@demo.test');
    const [any] = await list<{ id: string }>(request, token, 'objections', {});
    await signInThroughUi(page, 'officer@demo.test');
    await expect(page).toHaveURL(/\/backoffice\/dashboard$/);
    await page.goto(`/backoffice/marriage-registrations/escalations/${any!.id}`);
    await expect(page.getByTestId('objection-grounds')).toBeVisible();
    await expect(page.getByRole('button', { name: /Uphold|Dismiss/ })).toHaveCount(0);
  });

  test('the officer cancels a booking, books the cleared notice into a free slot; a second booking of it is refused with the server message', async ({
    page,
    request,
    context,
  }) => {
    const token = await tokenFor(request, 'officer@demo.test');
    const today = localDay(new Date().toISOString());
    // The demo's cleared notice is booked later this week: the officer cancels that booking first.
    // (Nasimiyu Wafula's room booking: the demo's licences add a visit and a waiver notice's booking too.)
    const upcoming = (await list<Booking>(request, token, 'bookings', { status: 'BOOKED' }))
      .filter((b) => localDay(b.startsAt) > today && b.kind === 'ROOM' && b.partyAName.startsWith('Nasimiyu'))
      .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
    const toCancel = upcoming[0]!;
    expect(toCancel, 'the cleared demo notice booked later this week').toBeTruthy();
    await signInThroughUi(page, 'officer@demo.test');
    await expect(page).toHaveURL(/\/backoffice\/dashboard$/);
    await page.getByRole('menuitem', { name: 'Wedding calendar' }).click();
    await page.getByRole('button', { name: 'Week', exact: true }).click();
    while (!(await page.locator(`[data-date="${localDay(toCancel.startsAt)}"]`).count()))
      await page.getByRole('button', { name: 'Next week' }).click();
    await page.locator(`[data-date="${localDay(toCancel.startsAt)}"]`).click();
    await page.getByTestId('booking-item').filter({ hasText: toCancel.partyAName }).click();
    let dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await dialog.getByLabel('Reason (optional)').fill('The couple asked for another day');
    await dialog.getByRole('button', { name: 'Cancel the booking' }).click();
    await expect(dialog.getByTestId('booking-status')).toContainText('Cancelled');
    await dialog.getByRole('button', { name: 'Close' }).click();

    const notices = await list<Notice>(request, token, 'notices', { status: 'PUBLISHED' });
    const booked = new Set(
      (await list<Booking>(request, token, 'bookings', { status: 'BOOKED' })).map((b) => b.noticeId),
    );
    const cleared = notices.filter((n) => n.cleared && !booked.has(n.id));
    const first = cleared.find((n) => n.id === toCancel.noticeId)!;
    const other = cleared.find((n) => n.id !== toCancel.noticeId);
    expect(first).toBeTruthy();
    expect(other, 'a second cleared, unbooked notice (the demo missed booking)').toBeTruthy();
    const rooms = await list<{ id: string; name: string }>(request, token, 'marriage-rooms');
    const room = rooms.find((r) => r.id === toCancel.roomId)!;
    let choice: { date: string; startsAt: string } | null = null;
    for (let day = 1; day <= 21 && !choice; day += 1) {
      const date = localDay(new Date(Date.now() + day * 86_400_000).toISOString());
      const slots = (
        await (
          await request.get(`/api/marriage-rooms/${room.id}/free-slots?date=${date}`, {
            headers: { authorization: token },
          })
        ).json()
      ).data as { startsAt: string }[];
      if (slots.length) choice = { date, startsAt: slots[0]!.startsAt };
    }
    expect(choice, 'a free slot in the next three weeks').toBeTruthy();

    const fillDialog = async (on: Page, notice: Notice) => {
      // Keyboard typing goes to the tab in front: the two officers' tabs take turns.
      await on.bringToFront();
      await on.getByRole('button', { name: 'Book a wedding' }).click();
      const form = on.getByRole('dialog', { name: 'Book a wedding' });
      await form.getByRole('combobox', { name: /Cleared notice/ }).click();
      await on.getByRole('option', { name: new RegExp(notice.noticeNumber.replace(/\//g, '\\/')) }).click();
      await form.getByRole('combobox', { name: /Marriage room/ }).click();
      await on.getByRole('option', { name: room.name, exact: true }).click();
      await typeDate(form, 'Day', typed(choice!.date));
      await form.getByRole('radio').first().check();
      return form;
    };
    // A second officer's tab loads the same notice into the same free slot before the first books it.
    // (The demo's other cleared notice is of Mombasa: a Nairobi room is not offered for it.)
    const second = await context.newPage();
    await second.goto('/backoffice/marriage-registrations/calendar');
    const late = await fillDialog(second, first);

    const form = await fillDialog(page, first);
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Book', exact: true }).click();
    await expect(page.getByTestId('booked')).toContainText('The wedding is booked');

    await late.getByRole('button', { name: 'Book', exact: true }).click();
    await expect(late.getByTestId('booking-error')).toHaveText(
      'This notice already has a booking; cancel it before booking another slot',
    );
    // The other notice in this room of another district: refused on the room, with the server's words.
    const again = await request.post('/api/bookings', {
      headers: { authorization: token },
      data: { noticeId: other!.id, roomId: room.id, startsAt: choice!.startsAt },
    });
    expect(again.status()).toBe(400);
    expect((await again.json()).errors).toEqual({ roomId: "Choose a marriage room of the notice's district" });
    await second.close();
  });

  test("the officer records today's celebration and downloads the certificate", async ({ page, request }) => {
    const token = await tokenFor(request, 'officer@demo.test');
    const today = localDay(new Date().toISOString());
    const bookings = await list<Booking>(request, token, 'bookings', { from: today, to: today, status: 'BOOKED' });
    const todays = bookings.find((b) => b.status === 'BOOKED' && localDay(b.startsAt) === today);
    expect(todays, "today's demo booking").toBeTruthy();
    // The demo books today's wedding for the coming hour: move the server's clock to its start.
    const serverNow = (await (await request.post('/api/dev/clock', { data: { advanceMs: 0 } })).json()).data
      .now as string;
    const wait = new Date(todays!.startsAt).getTime() - new Date(serverNow).getTime();
    if (wait > 0) await request.post('/api/dev/clock', { data: { advanceMs: wait + 60_000 } });
    await signInThroughUi(page, 'officer@demo.test');
    await expect(page).toHaveURL(/\/backoffice\/dashboard$/);
    await expect(page.getByTestId('weddings-today')).toContainText(todays!.partyAName);
    await page.goto('/backoffice/marriage-registrations/calendar');
    await page.getByRole('button', { name: 'Today', exact: true }).click();
    await page.getByTestId('booking-item').filter({ hasText: todays!.partyAName }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Record celebration' }).click();
    await dialog.getByRole('button', { name: 'Record the celebration' }).click();
    await expect(dialog.getByText('Required').first()).toBeVisible();
    await dialog.getByLabel(/^Officiant/).fill('Rev. Samuel Otieno');
    await dialog.getByLabel(/^Witness present 1/).fill('Grace Achieng');
    await dialog.getByLabel(/^Witness present 2/).fill('Peter Kamau');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Record the celebration' }).click();
    await expect(dialog.getByTestId('celebration-result')).toContainText(/Registered as MC\//);
    await expect(dialog.getByTestId('booking-status')).toContainText('Celebrated');
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download the marriage certificate' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  });

  test('the calendar shows a month, six weeks, a week; swipes over 10 px turn the month; an agenda at 360 px', async ({
    page,
  }) => {
    await signInThroughUi(page, 'officer@demo.test');
    await expect(page).toHaveURL(/\/backoffice\/dashboard$/);
    await page.goto('/backoffice/marriage-registrations/calendar');
    const month = page.getByTestId('calendar-month');
    await expect(month).toBeVisible();
    const rows = Number(await month.getAttribute('data-rows'));
    expect([5, 6]).toContain(rows);
    await expect(month.locator('tbody tr')).toHaveCount(rows);
    await page.getByLabel('Show six weeks').check();
    await expect(month).toHaveAttribute('data-rows', '6');
    await expect(month.locator('tbody tr')).toHaveCount(6);
    await expect(month.locator('[data-date]')).toHaveCount(42);
    const first = month.locator('[data-date]').first();
    await first.focus();
    await page.keyboard.press('ArrowRight');
    await expect(month.locator('[data-date]').nth(1)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(month.locator('[data-date]').nth(1)).toHaveAttribute('aria-pressed', 'true');
    await expectAccessible(page);
    const title = await page.getByTestId('calendar-title').textContent();
    await page.getByRole('button', { name: 'Next month' }).click();
    await expect(page.getByTestId('calendar-title')).not.toHaveText(title!);
    await page.getByRole('button', { name: 'Previous month' }).click();
    await expect(page.getByTestId('calendar-title')).toHaveText(title!);
    await page.getByRole('button', { name: 'Week', exact: true }).click();
    await expect(page.getByTestId('calendar-week').locator('[data-date]')).toHaveCount(7);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Month', exact: true }).click();

    const swipe = (dx: number) =>
      page.getByTestId('calendar-swipe').evaluate((element, distance) => {
        const touch = (x: number) => new Touch({ identifier: 1, target: element, clientX: x, clientY: 100 });
        element.dispatchEvent(
          new TouchEvent('touchstart', { bubbles: true, touches: [touch(200)], changedTouches: [touch(200)] }),
        );
        element.dispatchEvent(
          new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [touch(200 + distance)] }),
        );
      }, dx);
    await swipe(-10);
    await expect(page.getByTestId('calendar-title')).toHaveText(title!);
    await swipe(-11);
    await expect(page.getByTestId('calendar-title')).not.toHaveText(title!);
    await swipe(40);
    await expect(page.getByTestId('calendar-title')).toHaveText(title!);

    await onPhone(page);
    await expect(page.getByTestId('calendar-agenda')).toBeVisible();
    await expect(page.getByTestId('calendar-month')).toHaveCount(0);
    await expectAccessible(page);
    await expectFits(page);
  });

  test('uncelebrated lists the missed booking and the lapsed notice', async ({ page, request }) => {
    const token = await tokenFor(request, 'officer@demo.test');
    const [missed] = await list<Booking>(request, token, 'bookings', { status: 'MISSED' });
    const [lapsed] = await list<Notice>(request, token, 'notices', { status: 'LAPSED' });
    await signInThroughUi(page, 'officer@demo.test');
    await expect(page).toHaveURL(/\/backoffice\/dashboard$/);
    await page.getByRole('menuitem', { name: 'Not celebrated' }).click();
    await expect(page.getByTestId('missed-bookings')).toContainText(missed!.partyAName);
    await expect(page.getByTestId('lapsed-notices')).toContainText(lapsed!.noticeNumber);
    await expectAccessible(page);
    await onPhone(page);
    await expectFits(page);
  });

  test('the registries list the demo notices, marriages and register books', async ({ page, request }) => {
    // A tour of four registries and a download, then nine pages checked with axe at 360 px: more
    // than the default minute on a slow machine (run 15, docs/testing.md).
    test.setTimeout(180_000);
    const token = await tokenFor(request, 'officer@demo.test');
    const [notice] = await list<Notice>(request, token, 'notices');
    // The newest entry holding a certificate (an entry made from an institution's return has none).
    const marriage = (
      await list<{ id: string; registrationNumber: string; certificateDocumentId: string | null }>(
        request,
        token,
        'civil-marriages',
      )
    ).find((m) => m.certificateDocumentId);
    const [objection] = await list<{ id: string }>(request, token, 'objections');
    await signInThroughUi(page, 'officer@demo.test');
    await expect(page).toHaveURL(/\/backoffice\/dashboard$/);

    await page.getByRole('menuitem', { name: 'Civil marriage notices' }).click();
    await expect(page.getByRole('cell', { name: /^MN-/ }).first()).toBeVisible();
    await page.getByRole('menuitem', { name: 'Notice book' }).click();
    await expect(page.getByText(notice!.noticeNumber).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Civil marriages' }).click();
    await expect(page.getByText(marriage!.registrationNumber).first()).toBeVisible();
    await page.getByRole('menuitem', { name: 'Marriage register books' }).click();
    // The first book the list shows (whatever the demo's districts and years), opened from the list.
    const firstBook = page.getByTestId('register-books').getByRole('button').first();
    const bookNumber = (await firstBook.locator('.MuiListItemText-primary').textContent())!.trim();
    expect(bookNumber).toMatch(/^\d{3}\/\d{4}\//);
    await firstBook.click();
    await expect(page.getByText(`Entries of book ${bookNumber}`)).toBeVisible();
    const bookId = new URL(page.url()).searchParams.get('book');
    expect(bookId).toBeTruthy();
    await page.goto(`/backoffice/registry/marriages/${marriage!.id}`);
    await expect(page.getByText(marriage!.registrationNumber).first()).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download the certificate' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of [
      '/backoffice/registry/civil-marriage-notices',
      '/backoffice/registry/notices',
      '/backoffice/registry/civil-marriages',
      `/backoffice/registry/marriage-register-book?book=${bookId}`,
      `/backoffice/registry/marriages/${marriage!.id}`,
      '/backoffice/marriage-registrations/escalations',
      `/backoffice/marriage-registrations/escalations/${objection!.id}`,
      '/backoffice/marriage-registrations/calendar-uncelebrated',
      '/backoffice/dashboard',
    ]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expectAccessible(page);
      await expectFits(page);
    }
  });
});
