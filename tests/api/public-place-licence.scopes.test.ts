import { describeLicenceScopes } from './licence-scopes.js';

describeLicenceScopes('PUBLIC_PLACE_LICENCE');
