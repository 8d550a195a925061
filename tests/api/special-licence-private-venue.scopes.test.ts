import { describeLicenceScopes } from './licence-scopes.js';

describeLicenceScopes('SPECIAL_LICENCE_PRIVATE_VENUE');
