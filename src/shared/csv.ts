/**
 * A cell a spreadsheet would run as a formula (OWASP, CSV injection): it starts with =, @, a tab or
 * a carriage return, or with + or - followed by anything but a plain number or phone number
 * ("+254712345678" and "-150.00" stay as they are; "+HYPERLINK(…)" and "-1+cmd|…" do not).
 * Such a cell is written with a leading apostrophe, which spreadsheets show as text.
 */
export const FORMULA_START = /^(?:[=@\t\r]|[+-](?![\d\s.]*$))/;
