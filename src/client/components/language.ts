import { httpClient } from '../providers/httpClient.js';
import { getAccessToken, getStoredProfile } from '../providers/session.js';
import type { Locale } from '../i18n/types.js';

/**
 * Tells the server the signed-in person's language, so the documents it issues (PDFs, e-mails, SMS)
 * are in that language. Nothing is shown if it fails: the page has already switched.
 */
export async function tellServerLanguage(locale: Locale): Promise<void> {
  if (!getAccessToken() && !getStoredProfile()) return;
  try {
    await httpClient('/api/profile/language', {
      method: 'PUT',
      body: JSON.stringify({ locale }),
      authFailureHandled: true,
    });
  } catch {
    // An older server without the route, or a session that just ended: the choice stays in the browser.
  }
}
