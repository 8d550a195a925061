export * from './accounts.js';
export * from './platform.js';
