// Browsers and servers run in any zone: the unit tests run far from Nairobi (UTC-5/-4, with daylight
// saving) so that a date or time read in the machine's zone instead of the registry's shows up.
process.env.TZ = 'America/New_York';
