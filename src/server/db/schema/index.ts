export * from './accounts.js';
export * from './platform.js';
export * from './reference.js';
export * from './applications.js';
export * from './notices.js';
export * from './licences.js';
export * from './letters.js';
export * from './certification.js';
